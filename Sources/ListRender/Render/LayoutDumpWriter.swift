/// Streams the layout dump frame by frame, so a long scenario's dump never sits in memory whole
/// (`layout.json` of `render`, and `renderlist layout` on stdout). The bytes equal
/// `LayoutDump.document(...).serialized(pretty:)`.
public final class LayoutDumpWriter {
    private let sink: (String) throws -> Void
    private let finishSink: () throws -> Void
    private let pretty: Bool
    private var first = true

    /// A dump written piece by piece to `write`: the head now, each frame on `append`, the end on `finish`.
    public init(scenario: Scenario, pretty: Bool = false, write: @escaping (String) throws -> Void) throws {
        self.sink = write
        self.finishSink = {}
        self.pretty = pretty
        try writeHead(scenario)
    }

    /// A dump streamed into the file at `path` (replaced only when `finish` succeeds).
    init(path: String, scenario: Scenario) throws {
        let file = try FileOutput.Stream(path: path)
        self.sink = { try file.write($0) }
        self.finishSink = { try file.finish() }
        self.pretty = false
        try writeHead(scenario)
    }

    private func writeHead(_ scenario: Scenario) throws {
        let head = LayoutDump.document(scenario: scenario, frames: []).serialized(pretty: pretty)
        // "frames" is the last key: everything up to its empty array's "[" ("[]}" or "[]\n}").
        try sink(String(head.dropLast(pretty ? 4 : 3)) + "[")
    }

    /// Writes one frame's layout.
    public func append(_ layout: FrameLayout) throws {
        let body = LayoutDump.frame(layout).serialized(pretty: pretty, indent: pretty ? 2 : 0)
        let lead = pretty ? "\n    " : ""
        try sink((first ? "" : ",") + lead + body)
        first = false
    }

    /// Closes the array and the document.
    public func finish() throws {
        try sink(pretty ? (first ? "]\n}\n" : "\n  ]\n}\n") : "]}\n")
        try finishSink()
    }
}
