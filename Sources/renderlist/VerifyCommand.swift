import ArgumentParser
import Foundation
import ListRender

/// `renderlist verify SCENARIO... --references DIR`: render, compare with reference PNGs, record.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render scenarios and compare each selected frame with DIR/NAME/frame-NNNN.png (pixelmatch).",
        discussion: """
        Record modes (as swift-snapshot-testing names them): all writes every frame; missing writes \
        frames with no reference and compares the rest; failed also replaces references that differ; \
        never only compares, and a frame with no reference fails. Default: $LISTRENDER_RECORD if set, \
        else never when $CI is set, else missing. Recording is all or nothing per scenario. \
        Failing frames leave FAILURES/NAME/frame-NNNN-actual.png and -diff.png (FAILURES: --failures, \
        else REPORT/failures with --report, else DIR-failures beside DIR). \
        Exit status: 0 everything matched or was recorded; 1 a frame differs or has no reference \
        (record mode never); 2 bad input.
        """)

    @Argument(help: "Scenario files (.json, .yaml or .yml).")
    var scenarios: [String]

    @Option(help: "References folder: DIR/NAME/frame-NNNN.png per scenario.")
    var references: String

    @Option(help: "When to write references: all, missing, failed or never (default: $LISTRENDER_RECORD, else never when $CI is set, else missing).")
    var record: String?

    @Flag(help: "Delete reference PNGs that no selected frame corresponds to (they are always reported).")
    var prune = false

    @Option(help: "Write an HTML report (index.html and images) into this folder.")
    var report: String?

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Folder for the rendered and diff images of failing frames.")
    var failures: String?

    @OptionGroup var comparison: ComparisonOptions

    @OptionGroup var jobs: JobsOption

    func validate() throws {
        try Flags.validating { try VerifyOptions(references: references).validate() }
        _ = try recordFlag()
    }

    /// `--record`, parsed.
    private func recordFlag() throws -> RecordMode? {
        try record.map { text -> RecordMode in
            guard let mode = RecordMode(rawValue: text) else {
                throw ValidationError("--record \(text): expected all, missing, failed or never")
            }
            return mode
        }
    }

    func run() throws {
        let mode = try RecordMode.resolve(flag: try recordFlag(), environment: ProcessInfo.processInfo.environment)
        var options = VerifyOptions(
            references: references, record: mode, prune: prune,
            pixelmatch: PixelmatchOptions(threshold: comparison.threshold), verdict: comparison.verdict,
            failuresDirectory: failures ?? report.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + "failures" },
            jobs: jobs.count)
        try options.validate()
        let loaded = try scenarios.map { try ScenarioLoader.load(path: $0) }
        try CommandSupport.checkUniqueNames(loaded)

        var results: [ScenarioVerification] = []
        for scenario in loaded {
            options.progress = CommandSupport.progress(scenario.name)
            let result = try VerifyRun(options: options).verify(scenario)
            CommandSupport.status(result.summaryLine(pruneOption: "--prune"))
            for line in result.detailLines { CommandSupport.status(line) }
            results.append(result)
        }
        if let folder = report {
            let index = try HTMLReport.write(results.flatMap(\.reportEntries), title: "renderlist verify", to: folder)
            CommandSupport.status("report: \(index)")
        }
        if let path = junit {
            try JUnitReport.write(JUnitReport.suite(verifications: results), to: path)
        }
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }
}
