import ArgumentParser
import Foundation
import ListRender

/// `renderlist report merge DIR... -o OUT [--junit PATH] [--json PATH]`: the shards' result
/// folders joined into the report, JUnit file and JSON summary of one run.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge verify result folders (the --report folders of verify --shard I/N runs) into one report.",
        discussion: """
        Give the --report folders of every shard of one split (each once), or of whole runs of \
        different scenarios. The output folder gets the HTML report and results.json one verify run over all the \
        scenarios would have written; --junit and --json write its JUnit file and JSON summary. \
        Exit status: 0 every frame matched or was recorded; 1 a frame differs or has no reference; \
        2 bad input (nothing is written).
        """)

    @Argument(help: "Result folders: the --report folders of verify runs.")
    var folders: [String]

    @Option(name: [.short, .customLong("output")], help: "Folder for the merged report (replaced if it is a result folder).")
    var output: String

    @Option(help: "Write the merged JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Write the merged JSON summary to this file.")
    var json: String?

    func run() throws {
        // Every output against the result folders and each other before anything is written.
        try ReportMerge.checkOutputFolder(output, inputs: folders)
        var outputs = OutputCheck()
        for folder in folders { outputs.input(folder: folder) }
        outputs.output(output, .folder, label: "-o")
        for (flag, path) in [("--junit", junit), ("--json", json)] {
            if let path { outputs.output(path, .file, label: flag) }
        }
        try outputs.check()
        let merged = try ReportMerge.merge(folders, into: output)
        for result in merged.verifications {
            CommandSupport.status(result.summaryLine(pruneOption: "--prune"))
            for line in result.detailLines { CommandSupport.status(line) }
        }
        CommandSupport.status("report: \((output.hasSuffix("/") ? output : output + "/") + "index.html")")
        if let path = json { try VerifySummary.write(merged.verifications, to: path) }
        if let path = junit { try JUnitReport.write(JUnitReport.suite(verifications: merged.verifications), to: path) }
        if !merged.passed { throw ExitCode(1) }
    }
}
