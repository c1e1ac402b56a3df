import Foundation
import PackagePlugin

/// Compiles the example scenarios (and their images and fonts) into the ListRender library, so the
/// `renderlist` binary needs no resource bundle beside it and works wherever it is copied.
///
/// The example scenarios are read from `Fixtures/scenarios`, the folder the tests use, so there
/// is one copy of each. The files are listed on every build, so a new scenario is picked up.
@main
struct EmbedResources: BuildToolPlugin {
    /// Folders, relative to the package, whose files are embedded under the given prefix.
    static let folders: [(path: String, prefix: String, extensions: Set<String>)] = [
        ("Fixtures/scenarios", "scenarios/", ["json", "yaml", "yml"]),
        // The images the example scenarios name, so they load from the binary alone.
        ("Fixtures/scenarios/images", "scenarios/images/", ["png"]),
        ("Fixtures/scenarios/fonts", "scenarios/fonts/", ["ttf"]),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = []
        var arguments: [String] = []
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResourceTable.swift")
        arguments.append(output.path)
        for folder in Self.folders {
            let dir = root.appending(path: folder.path)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            for name in names where folder.extensions.contains((name as NSString).pathExtension.lowercased()) {
                let file = dir.appending(path: name)
                inputs.append(file)
                arguments.append("\(folder.prefix)\(name)=\(file.path)")
            }
        }
        return [.buildCommand(displayName: "Embedding \(inputs.count) resource files in \(target.name)",
                              executable: try context.tool(named: "ResourceEmbedder").url,
                              arguments: arguments,
                              inputFiles: inputs,
                              outputFiles: [output])]
    }
}
