/// A problem with something the user gave us: a scenario, a PNG, a folder, an option's value.
/// Its message is one line that names the file and, where known, the JSON path and line:column;
/// the command line prints it and exits with status 2. Nothing a user can write ever traps instead.
/// Options out of range are `OptionError`s (they name the field); failures that are ours, not the
/// user's, are `InternalError`s. The text is made one printable line (`MessageText.oneLine`):
/// names in it may hold newlines or escape sequences, or be very long.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = MessageText.oneLine(message) }
    public var description: String { message }
}
