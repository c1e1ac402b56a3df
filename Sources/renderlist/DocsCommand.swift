import ArgumentParser
import Foundation
import ListRender

/// `renderlist docs SCENARIO... [-o DIR] [--format apng|gif|webp] [--stride N] [--downscale F]
/// [--columns C] [--sheet-every N] [--touches/--no-touches] [--jobs N]`: documentation images,
/// `DIR/NAME.png` (animated; `.gif`/`.webp` by `--format`) and `DIR/NAME-sheet.png` (contact sheet).
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Documentation images: DIR/NAME.png (animated PNG; .gif or .webp by --format) and DIR/NAME-sheet.png (contact sheet).")

    @Argument(help: "Scenario files (.json, .yaml or .yml).")
    var scenarios: [String]

    @Option(name: [.short, .customLong("output")], help: "Output folder.")
    var output = "docs-out"

    @Option(help: "Animation format: apng (NAME.png), gif (NAME.gif, 256 colours a frame, for chat and issue trackers) or webp (NAME.webp, lossless).")
    var format: AnimationFormat = .apng

    @Option(parsing: .unconditional, help: "Animate every N-th frame (2: 60 fps plays at 30 fps).")
    var stride = DocsJob.defaultStride

    @Option(parsing: .unconditional, help: "Shrink frames by this factor, 1...8, by area averaging (2: a 3x render becomes 1.5x).")
    var downscale = DocsJob.defaultDownscale

    @Option(parsing: .unconditional, help: "Contact sheet columns (default: at most 6, balanced).")
    var columns: Int?

    @Option(parsing: .unconditional, help: "Contact sheet shows every N-th frame (default: output.frames when it lists frames, else about 11 frames).")
    var sheetEvery: Int?

    @Flag(inversion: .prefixedNo, help: "Draw the finger (default on).")
    var touches = true

    @OptionGroup var jobs: JobsOption

    @OptionGroup var platform: PlatformOption

    func validate() throws {
        if !(1...600).contains(stride) { throw ValidationError("--stride: expected 1...600, got \(stride)") }
        if !(downscale.isFinite && downscale >= 1 && downscale <= 8) {
            throw ValidationError("--downscale: expected a number in 1...8, got \(downscale)")
        }
        if let c = columns, !(1...100).contains(c) { throw ValidationError("--columns: expected 1...100, got \(c)") }
        if let n = sheetEvery, n < 1 { throw ValidationError("--sheet-every: expected 1 or more, got \(n)") }
    }

    func run() throws {
        let platform = try platform.resolved()
        let loaded = try scenarios.map { try ScenarioLoader.load(path: $0, platform: platform) }
        try CommandSupport.checkUniqueNames(loaded)
        for scenario in loaded where Double(scenario.fps) / Double(stride) > format.maxFPS {
            let least = Int((Double(scenario.fps) / format.maxFPS).rounded(.up))
            throw InputError("--stride: \(scenario.sourcePath) at \(scenario.fps) fps would play faster than the \(Int(format.maxFPS)) fps \(format.rawValue) can show; use --stride \(least) or more")
        }
        // Every output against every input (a row image named like the scenario) before rendering.
        var outputs = OutputCheck()
        for s in loaded { outputs.inputs(of: s) }
        outputs.output(output, .container, label: "-o")
        for s in loaded {
            let names = DocsJob.outputNames(s.name, format: format)
            outputs.output(CommandSupport.join(output, names.animation), .fileInFolder, label: "-o")
            outputs.output(CommandSupport.join(output, names.sheet), .fileInFolder, label: "-o")
        }
        try outputs.check()
        // The animation's frames: every `stride`-th (corrected by the job's first report).
        let run = RunProgress(expectedFrames: loaded.map { ($0.frameCount + stride - 1) / stride })
        for (index, scenario) in loaded.enumerated() {
            let job = DocsJob(outputDirectory: output, stride: stride, downscale: downscale, columns: columns,
                              sheetEvery: sheetEvery, showTouches: touches,
                              jobs: jobs.count, format: format,
                              progress: CommandSupport.progress(scenario.name, run, index: index))
            let paths = try job.write(scenario)
            CommandSupport.warnMissingGlyphs([scenario])
            CommandSupport.status("\(scenario.sourcePath): \(paths.animation), \(paths.sheet)")
        }
    }
}
