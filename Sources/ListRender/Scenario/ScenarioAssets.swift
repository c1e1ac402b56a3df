/// Where the files a scenario names (its images) are read from: beside the scenario file, or,
/// for the examples compiled into the binary, from the embedded copies of their folder.
public enum ScenarioAssets: Sendable {
    /// Relative names are relative to this folder ("." for a scenario in the working directory).
    case folder(String)
    /// Files embedded under this prefix ("scenarios/").
    case embedded(prefix: String)

    /// The folder of the scenario file at `path`.
    static func beside(_ path: String) -> ScenarioAssets {
        guard let slash = path.lastIndex(of: "/") else { return .folder(".") }
        return .folder(slash == path.startIndex ? "/" : String(path[..<slash]))
    }

    /// At most this many bytes for an image file: far above any list icon or avatar.
    static let maxImageBytes = 32 * 1024 * 1024

    /// Where `name` is read from on disk; nil for the embedded examples.
    func path(of name: String) -> String? {
        guard case .folder(let folder) = self else { return nil }
        return name.hasPrefix("/") || folder == "." ? name : FileSystem.join(folder, name)
    }

    /// The bytes of `name`; an `InputError` whose message starts with the resolved path.
    func read(_ name: String, kind: String, maxBytes: Int = maxImageBytes) throws -> (bytes: [UInt8], shown: String) {
        switch self {
        case .folder(let folder):
            let path = name.hasPrefix("/") || folder == "." ? name : FileSystem.join(folder, name)
            return (try FileInput.readBytes(at: path, maxBytes: maxBytes, kind: kind), path)
        case .embedded(let prefix):
            guard let bytes = EmbeddedResources.bytes(prefix + name) else {
                throw InputError("\(name): no such file in this build's examples")
            }
            return (bytes, name)
        }
    }
}
