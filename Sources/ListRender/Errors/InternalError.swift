/// A failure that no input explains: a frame the worker pool did not hand back, an image the PNG
/// encoder refused. It means a bug in ListRender (or an exhausted machine), not a bad input, so
/// it is kept apart from `InputError`; the command line still prints its one line and exits 2.
public struct InternalError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String
    init(_ message: String) { self.message = MessageText.oneLine(message) }
    public var description: String { message }
}
