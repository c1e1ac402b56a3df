/// A problem with something the user gave us: a scenario, a PNG, a folder, an option's value.
/// Its message is one line that names the file and, where known, the JSON path and line:column;
/// the command line prints it and exits with status 2. Nothing a user can write ever traps instead.
/// Options out of range are `OptionError`s (they name the field); failures that are ours, not the
/// user's, are `InternalError`s.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
