/// The example scenarios compiled into the library: the files of the package's
/// `Fixtures/scenarios`, the same ones the tests render, so `renderlist demo` works from any
/// folder with nothing but the binary.
public enum ExampleScenarios {
    static let prefix = "scenarios/"

    /// File names of the examples, sorted (e.g. "basic-scroll.json").
    public static var fileNames: [String] {
        // Only the scenarios themselves, not the images in their subfolder.
        EmbeddedResources.names.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            .filter { !$0.contains("/") }
    }

    /// The examples `renderlist demo` renders unless asked for all: one of each kind (bars and a
    /// large title, pull to refresh, edit mode, swipe actions, cell styles, symbols, inset cards),
    /// 184 frames that a debug build renders in seconds; all 42 are 2,242 frames (about 240 MB).
    public static let showcase = ["large-title.json", "pull-to-refresh.json", "edit-mode.json", "swipe-actions.json",
                                  "cell-styles.json", "row-symbols.json", "styles-inset-grouped.json"]

    /// The bytes of example `fileName`, nil when there is no such example.
    public static func data(fileName: String) -> [UInt8]? {
        EmbeddedResources.bytes(prefix + fileName)
    }

    /// Every example, loaded and validated; each scenario's `sourcePath` is its file name and
    /// `platform` the look of an example that names none.
    /// Throws `InternalError` when none is embedded or one does not load (a damaged build).
    public static func loadAll(platform: Platform = .current) throws -> [Scenario] {
        try load(fileNames, platform: platform)
    }

    /// The examples named `names` (file names), loaded as `loadAll` does.
    public static func load(_ names: [String], platform: Platform = .current) throws -> [Scenario] {
        guard !names.isEmpty else { throw InternalError("example scenarios: none are built into this binary") }
        return try names.map { name in
            guard let data = data(fileName: name) else {
                throw InternalError("example scenarios: \(name) is damaged in this binary")
            }
            return try ScenarioLoader.load(data: data, path: name, assets: .embedded(prefix: prefix), platform: platform)
        }
    }
}
