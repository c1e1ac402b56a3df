/// Reads a scenario file (JSON, or YAML for `.yaml`/`.yml`) into a validated `Scenario`.
///
/// Every failure is an `InputError` whose message is one line:
/// `<file>:<line>:<col>: <json.path>: <what is wrong>`, for example
/// `scenarios/x.json:12:15: timeline[3].drag.to[1]: expected a number, got "abc"`.
/// The path is left out for problems of the text itself (syntax), and line:column where the
/// position is unknown (a missing file). Limits are in `ScenarioLimits`.
public enum ScenarioLoader {
    /// The text formats a scenario may be written in.
    enum Format { case json, yaml }

    /// Loads and validates the scenario at `path`; `platform` is the look of a scenario that
    /// names none (its own `platform` key wins).
    public static func load(path: String, platform: Platform = .current) throws -> Scenario {
        try load(data: try readFile(path), path: path, platform: platform)
    }

    /// Loads and validates a scenario from bytes; `path` names it in messages and picks the
    /// format (YAML for `.yaml`/`.yml`, JSON otherwise).
    public static func load(data: [UInt8], path: String, platform: Platform = .current) throws -> Scenario {
        try load(data: data, path: path, assets: .beside(path), platform: platform)
    }

    /// As `load(data:path:)`, with the files the scenario names read from `assets`.
    static func load(data: [UInt8], path: String, assets: ScenarioAssets, platform: Platform = .current) throws -> Scenario {
        if data.count > ScenarioLimits.maxFileBytes {
            throw InputError("\(path): \(FileInput.sizeText(data.count)) is too big for a scenario; at most \(FileInput.sizeText(ScenarioLimits.maxFileBytes))")
        }
        let tree: SourceValue
        do {
            try UTF8Check.validate(data)
            switch format(of: path) {
            case .json:
                tree = try JSONParser.parse(data)
            case .yaml:
                // A UTF-8 byte-order mark is accepted as in JSON (editors on Windows write one).
                let hasBOM = data.count >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF
                tree = try YAMLConverter.parse(String(decoding: hasBOM ? data[3...] : data[...], as: UTF8.self))
            }
        } catch let error as SourceSyntaxError {
            throw error.inputError(file: path)
        }
        return try ScenarioDecoder(file: path, assets: assets, defaultPlatform: platform).decode(tree)
    }

    /// Loads and validates a scenario from text; see `load(data:path:)`.
    public static func load(data: String, path: String, platform: Platform = .current) throws -> Scenario {
        try load(data: Array(data.utf8), path: path, platform: platform)
    }

    static func format(of path: String) -> Format {
        let lower = path.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .json
    }

    /// The file's bytes, refused past `maxFileBytes` (checked before and while reading).
    private static func readFile(_ path: String) throws -> [UInt8] {
        try FileInput.readBytes(at: path, maxBytes: ScenarioLimits.maxFileBytes, kind: "scenario file")
    }
}
