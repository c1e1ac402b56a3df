import ArgumentParser
import Foundation
import ListRender

/// `renderlist compare ACTUAL EXPECTED`: pixelmatch two PNG files or two folders of them.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG files, or two folders of PNGs paired by relative path, with pixelmatch.",
        discussion: """
        Exit status: 0 everything matched; 1 differences (pixels, sizes, missing or extra files); \
        2 bad input. With --json, one object per line: compared pairs as \
        {"actual","expected","width","height","mismatchedPixels","totalPixels","match"} \
        (plus "sizeMismatch"/"diff" when they apply); files on one side only as \
        {"actual": null | PATH, "expected": PATH | null, "match": false, "status": "missing" | "extra"}.
        """)

    @Argument(help: "The actual PNG file, or folder of PNGs (pixelmatch's first image).")
    var actual: String

    @Argument(help: "The expected PNG file, or folder of PNGs (pixelmatch's second image).")
    var expected: String

    @OptionGroup var comparison: ComparisonOptions

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(parsing: .unconditional, help: "Opacity, 0 to 1, of the grey actual image under the diff.")
    var alpha: Double = 0.1

    @Option(help: "Write the diff PNG here (two files), or into this folder mirroring relative paths, for pairs that differ (two folders).")
    var diff: String?

    @Option(name: .customLong("diff-color"), help: "Colour of differing pixels in the diff, #RRGGBB.")
    var diffColor: String = "#FF0000"

    @Option(name: .customLong("diff-color-alt"), help: "Colour of differing pixels where the expected image is darker, #RRGGBB (default: --diff-color).")
    var diffColorAlt: String?

    @Option(name: .customLong("aa-color"), help: "Colour of anti-aliased pixels in the diff, #RRGGBB.")
    var aaColor: String = "#FFFF00"

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differing pixels, over a transparent background.")
    var diffMask = false

    @Flag(help: "Print one JSON object per pair (and per missing or extra file) instead of a summary.")
    var json = false

    @Option(help: "Also write a JUnit XML report to this file.")
    var junit: String?

    @OptionGroup var jobs: JobsOption

    func validate() throws {
        try Flags.validating { try PixelmatchOptions(alpha: alpha).validate() }
        _ = try pixelmatchOptions()
    }

    /// Every pixelmatch flag, colours parsed.
    private func pixelmatchOptions() throws -> PixelmatchOptions {
        PixelmatchOptions(threshold: comparison.threshold, includeAA: includeAA, alpha: alpha,
                                       aaColor: try color(aaColor, flag: "--aa-color"),
                                       diffColor: try color(diffColor, flag: "--diff-color"),
                                       diffColorAlt: try diffColorAlt.map { try color($0, flag: "--diff-color-alt") },
                                       diffMask: diffMask)
    }

    func run() throws {
        let run = CompareRun(options: try pixelmatchOptions(), verdict: comparison.verdict, diffPath: diff, jobs: jobs.count)
        let plan = try FolderComparison.plan(actual: actual, expected: expected)
        // The diff and JUnit paths against both inputs (by identity: --diff EXPECTED, spelt any
        // way, is refused) before anything is compared.
        var outputs = OutputCheck()
        for input in [actual, expected] {
            if plan.mode == .folders { outputs.input(folder: input) } else { outputs.input(file: input) }
        }
        if let d = diff { outputs.output(d, plan.mode == .folders ? .folder : .file, label: "--diff") }
        if let j = junit { outputs.output(j, .file, label: "--junit") }
        try outputs.check()
        var records: [CompareRecord] = []
        let summary = try run.run(plan) { record in
            print(json ? record.jsonLine : MessageText.oneLine(record.humanLine))
            if junit != nil { records.append(record) }
        }
        if !json { print(MessageText.oneLine(summary.line)) }
        if let path = junit {
            try JUnitReport.write(JUnitReport.suite(name: "renderlist compare", records: records), to: path)
        }
        if !summary.allMatch { throw ExitCode(1) }
    }

    /// Parses `#RRGGBB`; a `ValidationError` naming the flag otherwise.
    private func color(_ text: String, flag: String) throws -> Color {
        guard text.utf8.count == 7, let c = Color(hex: text) else {
            throw ValidationError("\(flag) \(text): expected a colour as #RRGGBB")
        }
        return c
    }
}
