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
        A frame with no reference is recorded and still fails the run, which says to run again: \
        a first run that passed would have compared nothing. \
        Exit status: 0 every frame matched (or replaced its reference as asked); 1 a frame differs, \
        has no reference, or had none and was recorded; 2 bad input.
        """)

    @Argument(help: "Scenario files (.json, .yaml or .yml).")
    var scenarios: [String]

    @Option(help: "References folder: DIR/NAME/frame-NNNN.png per scenario.")
    var references: String

    @Option(help: "When to write references: all, missing, failed or never (default: $LISTRENDER_RECORD, else never when $CI is set, else missing).")
    var record: String?

    @Flag(help: "Delete reference PNGs that no selected frame corresponds to (they are always reported).")
    var prune = false

    @Option(help: "Write an HTML report (index.html and images) and results.json, for `renderlist report merge`, into this folder.")
    var report: String?

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Write the JSON summary (per frame: status, mismatched pixels, ratio, box of the differences) to this file.")
    var json: String?

    @Option(help: "Folder for the rendered and diff images of failing frames.")
    var failures: String?

    @Option(help: "Verify only shard I of N (e.g. 2/3): a split balanced by frame count that puts every scenario in exactly one shard, the same on every machine.")
    var shard: String?

    @OptionGroup var comparison: ComparisonOptions

    @OptionGroup var jobs: JobsOption

    @OptionGroup var platform: PlatformOption

    func validate() throws {
        try Flags.validating { try VerifyOptions(references: references).validate() }
        _ = try recordFlag()
        _ = try shardFlag()
    }

    /// `--shard I/N`, parsed: 1 ≤ I ≤ N ≤ 1000.
    private func shardFlag() throws -> (index: Int, count: Int)? {
        try shard.map { text in
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
                  let i = Int(parts[0]), let n = Int(parts[1]) else {
                throw ValidationError("--shard \(text): expected I/N, for example 2/3")
            }
            guard n >= 1, n <= 1000 else { throw ValidationError("--shard \(text): N must be 1...1000") }
            guard i >= 1, i <= n else { throw ValidationError("--shard \(text): I must be 1...\(n)") }
            return (i, n)
        }
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

    /// The command that re-records the failing frames of one scenario, with this run's
    /// comparison flags, so frames within tolerance keep their references.
    func acceptCommand(for scenarioPath: String) -> String {
        var words = ["renderlist", "verify", scenarioPath, "--references", references, "--record", "failed"]
        if comparison.threshold != 0.1 { words += ["--threshold", "\(comparison.threshold)"] }
        if let n = comparison.maxDiffPixels { words += ["--max-diff-pixels", "\(n)"] }
        if let r = comparison.maxDiffRatio { words += ["--max-diff-ratio", "\(r)"] }
        return words.map(CommandSupport.shellQuoted).joined(separator: " ")
    }

    func run() throws {
        let mode = try RecordMode.resolve(flag: try recordFlag(), environment: ProcessInfo.processInfo.environment)
        var options = VerifyOptions(
            references: references, record: mode, prune: prune,
            pixelmatch: PixelmatchOptions(threshold: comparison.threshold), verdict: comparison.verdict,
            failuresDirectory: failures ?? report.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + "failures" },
            jobs: jobs.count)
        try options.validate()
        let platform = try platform.resolved()
        var loaded = try scenarios.map { try ScenarioLoader.load(path: $0, platform: platform) }
        try CommandSupport.checkUniqueNames(loaded)
        let all = loaded
        let suite = loaded.map(\.name)
        let shardSpec = try shardFlag().map { ShardSpec(index: $0.index, count: $0.count) }
        if let (index, count) = try shardFlag() {
            // Every shard loads every scenario, so all machines compute the same split.
            let plan = try ShardPlan(items: loaded.map { .init(name: $0.name, frames: $0.selectedFrameCount) }, count: count)
            let mine = Set(plan.names(inShard: index))
            loaded = loaded.filter { mine.contains($0.name) }
            CommandSupport.status("shard \(index)/\(count): \(loaded.count) of \(scenarios.count) scenarios, \(plan.frames[index - 1]) frames")
        }
        try checkOutputs(all: all, loaded: loaded, mode: mode, failuresFolder: options.resolvedFailuresDirectory)

        var results: [ScenarioVerification] = []
        let run = RunProgress(expectedFrames: loaded.map(\.selectedFrameCount))
        for (index, scenario) in loaded.enumerated() {
            options.progress = CommandSupport.progress(scenario.name, run, index: index)
            let result = try VerifyRun(options: options).verify(scenario)
            // After its frames: a refusal must be the run's only line, not follow a warning.
            CommandSupport.warnMissingGlyphs([scenario])
            CommandSupport.status(result.summaryLine(pruneOption: "--prune"))
            for line in result.detailLines { CommandSupport.status(line) }
            results.append(result)
        }
        if let folder = report {
            // The report folder is also the run's result folder (results.json), for `report merge`.
            let index = try ResultFolderWriter.write(results, acceptCommands: results.map { acceptCommand(for: $0.sourcePath) },
                                                     title: "renderlist verify", shard: shardSpec, suite: suite, to: folder)
            CommandSupport.status("report: \(index)")
        }
        if let path = json {
            try VerifySummary.write(results, to: path)
        }
        if let path = junit {
            try JUnitReport.write(JUnitReport.suite(verifications: results), to: path)
        }
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    /// Every output of the run (the references it may record or prune, failure images, report,
    /// JSON, JUnit) against every input (scenarios, their images and fonts) and each other,
    /// before anything is rendered: one line, nothing written.
    private func checkOutputs(all: [Scenario], loaded: [Scenario], mode: RecordMode, failuresFolder: String) throws {
        var outputs = OutputCheck()
        // Every scenario's inputs, also those of other shards (a shard must not write over them either).
        for s in all { outputs.inputs(of: s) }
        if let path = report {
            // The report writes these into its folder and leaves anything else there alone.
            outputs.output(path, .container, label: "--report")
            for name in ["index.html", "results.json"] { outputs.output(CommandSupport.join(path, name), .fileInFolder, label: "--report") }
            outputs.output(CommandSupport.join(path, "images"), .folder, label: "--report")
        }
        if let path = json { outputs.output(path, .file, label: "--json") }
        if let path = junit { outputs.output(path, .file, label: "--junit") }
        let writesReferences = mode != .never || prune
        if writesReferences { outputs.output(references, .container, label: "--references") }
        for s in loaded {
            // Recording or pruning replaces the scenario's references folder whole.
            let folder = CommandSupport.join(references, s.name)
            if writesReferences { outputs.output(folder, .folder, label: "--references") } else { outputs.input(folder: folder) }
            outputs.output(CommandSupport.join(failuresFolder, s.name), .folder, label: failures != nil ? "--failures" : "failures folder")
        }
        try outputs.check()
    }
}
