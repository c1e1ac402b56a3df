import ArgumentParser

/// `renderlist report SUBCOMMAND`: work on the result folders `verify --report` writes.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work on verify's result folders (the --report folders).",
        subcommands: [ReportMergeCommand.self])
}
