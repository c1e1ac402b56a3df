import ArgumentParser
import Foundation
import ListRender

/// `renderlist demo [-o DIR]`: renders the bundled example scenarios, no arguments needed.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the bundled example scenarios (Fixtures/scenarios) to DIR.")

    @Option(name: [.short, .customLong("output")], help: "Output folder.")
    var output = "out"

    @Option(help: "Folder of scenarios to render instead of the bundled examples.")
    var scenarios: String?

    @OptionGroup var jobs: JobsOption

    func run() throws {
        let folder = try scenarios ?? DemoCommand.bundledScenarios()
        let files = try ScenarioFiles.list(in: folder)
        let loaded = try files.map { try ScenarioLoader.load(path: $0) }
        try CommandSupport.checkUniqueNames(loaded)
        for scenario in loaded {
            let job = RenderJob(outputDirectory: output, jobs: jobs.count,
                                progress: CommandSupport.progress(scenario.name))
            let written = try job.render(scenario)
            CommandSupport.status("\(written)/")
        }
    }

    /// Fixtures/scenarios of the package: looked for from the current folder up, then from the
    /// executable's folder up (so `swift run` and a built binary both find it).
    static func bundledScenarios() throws -> String {
        var starts = [FileManager.default.currentDirectoryPath]
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path)
        for start in starts {
            var dir = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Fixtures/scenarios").path
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDir), isDir.boolValue { return candidate }
                dir.deleteLastPathComponent()
            }
        }
        throw InputError("Fixtures/scenarios: not found from \(starts[0]); run from the ListRender package or pass --scenarios DIR")
    }
}

/// Scenario files in a folder, sorted by name.
enum ScenarioFiles {
    static func list(in folder: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw InputError("\(folder): cannot read folder")
        }
        let files = names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        guard !files.isEmpty else { throw InputError("\(folder): no scenario files (.json, .yaml, .yml)") }
        return files.map { folder + "/" + $0 }
    }
}
