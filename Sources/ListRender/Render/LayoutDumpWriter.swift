import Foundation

/// Streams `layout.json` frame by frame, so a long scenario's dump never sits in memory whole.
/// The bytes equal `LayoutDump.document(...).serialized()`.
final class LayoutDumpWriter {
    private let handle: FileHandle
    private let path: String
    private var first = true

    init(path: String, scenario: Scenario) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
            throw InputError("\(path): cannot write")
        }
        handle = h
        self.path = path
        let head = LayoutDump.document(scenario: scenario, frames: []).serialized()
        // Everything up to the empty frames array's "[".
        try write(String(head.dropLast(2)))
    }

    func append(_ layout: FrameLayout) throws {
        try write((first ? "" : ",") + LayoutDump.frame(layout).serialized())
        first = false
    }

    func finish() throws {
        try write("]}\n")
        try handle.close()
    }

    private func write(_ s: String) throws {
        do { try handle.write(contentsOf: Data(s.utf8)) } catch {
            throw InputError("\(path): cannot write (\(error.localizedDescription))")
        }
    }
}
