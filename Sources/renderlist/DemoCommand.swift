import ArgumentParser
import Foundation
import ListRender

/// `renderlist demo [-o DIR] [--all] [--frames SPEC] ...`: renders example scenarios compiled into
/// the binary, no arguments needed and from any folder; the rendering flags are those of `render`.
/// By default a showcase of seven (a newcomer's first command should take seconds, not minutes
/// and 200 MB); `--all` renders every example.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render example scenarios built into renderlist (the package's Fixtures/scenarios) to DIR: seven of them, or --all.")

    @Option(name: [.short, .customLong("output")], help: "Output folder.")
    var output = "out"

    @Option(help: "Folder of scenarios to render instead of the bundled examples.")
    var scenarios: String?

    @Flag(help: "Render all 42 examples (2,242 frames, about 240 MB) instead of the seven of the showcase.")
    var all = false

    @OptionGroup var rendering: RenderingOptions

    func run() throws {
        let loaded: [Scenario]
        let platform = try rendering.platform.resolved()
        if let folder = scenarios {
            loaded = try ScenarioFiles.list(in: folder).map { try rendering.apply(to: ScenarioLoader.load(path: $0, platform: platform)) }
        } else {
            loaded = try (all ? ExampleScenarios.loadAll(platform: platform)
                                : ExampleScenarios.load(ExampleScenarios.showcase, platform: platform)).map(rendering.apply)
        }
        try CommandSupport.checkUniqueNames(loaded)
        let run = RunProgress(expectedFrames: loaded.map(rendering.frameCount))
        for (index, scenario) in loaded.enumerated() {
            let written = try rendering.job(output: output, name: scenario.name, run: run, index: index).render(scenario)
            CommandSupport.status("\(written)/")
        }
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
