/// A problem found while reading the text of a scenario, before any key has a meaning:
/// bad syntax, bad UTF-8, too deep, too big. `ScenarioLoader` prefixes the file name.
struct SourceSyntaxError: Error, Sendable {
    var location: SourceLocation?
    var message: String

    /// `<file>:<line>:<col>: <message>`, or `<file>: <message>` where the position is unknown.
    func inputError(file: String) -> InputError {
        if let location { return InputError("\(file):\(location): \(message)") }
        return InputError("\(file): \(message)")
    }
}
