import ArgumentParser
import ListRender

/// `renderlist schema`: the scenario format as a JSON Schema (2020-12) on stdout, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (2020-12) of the scenario format, for editor completion and checking.",
        discussion: """
        Save it (renderlist schema > scenario.schema.json) and point the editor at it: in VS Code, \
        "json.schemas" in settings.json, "$schema" in a JSON scenario, or the YAML extension's \
        "# yaml-language-server: $schema=scenario.schema.json" first line (docs/scenario.md).
        """)

    func run() throws {
        print(ScenarioSchema.json().serialized(pretty: true))
    }
}
