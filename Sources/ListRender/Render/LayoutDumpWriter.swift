/// Streams `layout.json` frame by frame, so a long scenario's dump never sits in memory whole.
/// The bytes equal `LayoutDump.document(...).serialized()`.
final class LayoutDumpWriter {
    private let file: FileOutput.Stream
    private var first = true

    init(path: String, scenario: Scenario) throws {
        file = try FileOutput.Stream(path: path)
        let head = LayoutDump.document(scenario: scenario, frames: []).serialized()
        // Everything up to the empty frames array's "[".
        try file.write(String(head.dropLast(2)))
    }

    func append(_ layout: FrameLayout) throws {
        try file.write((first ? "" : ",") + LayoutDump.frame(layout).serialized())
        first = false
    }

    func finish() throws {
        try file.write("]}\n")
        try file.finish()
    }
}
