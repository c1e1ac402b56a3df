/// When `verify` writes reference images, in swift-snapshot-testing's vocabulary.
///
/// The mode comes from, in order: the mode asked for (`record:`; the command line's flag), the
/// `LISTRENDER_RECORD` environment variable, then `never` when `CI` is set and non-empty,
/// else `missing`. A CI run must never pass by recording, so CI compares only unless told otherwise.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every frame as its reference (frames that matched are rewritten, unchanged).
    case all
    /// Write frames that have no reference yet; compare the rest.
    case missing
    /// Write frames that have no reference or differ from it; compare the rest.
    case failed
    /// Write nothing; a frame with no reference is a failure.
    case never

    /// The environment variable that sets the mode when no flag does.
    static let environmentVariable = "LISTRENDER_RECORD"

    /// The mode to use: `flag` if given, else `LISTRENDER_RECORD`, else `never` when `CI` is
    /// non-empty, else `missing`. `environment` is passed in (not read here) so tests and callers
    /// decide what the process environment is. An unknown `LISTRENDER_RECORD` value is an `InputError`.
    public static func resolve(flag: RecordMode?, environment: [String: String]) throws -> RecordMode {
        if let flag = flag { return flag }
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = RecordMode(rawValue: text.lowercased()) else {
                throw InputError("\(environmentVariable)=\(text): expected all, missing, failed or never")
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty { return .never }
        return .missing
    }

    /// Whether a frame with no reference is written (otherwise it fails).
    var recordsMissing: Bool { self != .never }
    /// Whether a frame that differs from its reference is written (otherwise it fails).
    var recordsFailed: Bool { self == .all || self == .failed }
}
