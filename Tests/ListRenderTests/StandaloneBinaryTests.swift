import Foundation
import XCTest
import ListRender

/// What a user who installs `renderlist` does: copy the binary alone into an empty folder, with
/// no build folder or resource bundle beside it, and render. Fonts and examples are compiled in.
final class StandaloneBinaryTests: XCTestCase {
    func testCopiedBinaryRendersAndRunsTheDemoFromAnEmptyFolder() throws {
        let runner = try CLIRunner(test: "standalone")
        defer { runner.remove() }
        let exe = try XCTUnwrap(CLIRunner.executable, "renderlist not built")
        let bin = runner.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("renderlist")
        try FileManager.default.copyItem(at: exe, to: copy)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: bin.path), ["renderlist"])

        let demo = try Self.run(copy, ["demo", "--all", "-o", "out", "--frames", "0", "--scale", "1"], in: runner.folder)
        XCTAssertEqual(demo.status, 0, demo.stderr)
        for file in ExampleScenarios.fileNames {
            let name = try ExampleScenarios.loadAll().first { $0.sourcePath == file }?.name ?? file
            let png = runner.path("out/\(name)/frame-0000.png")
            XCTAssertEqual(try? PNGCodec.decode(fileAt: png).width, 390, png)
        }

        try runner.write("one.json", #"{"name": "one", "list": {"generate": {"sections": 1, "rows": 5}}, "timeline": [{"wait": 0.1}]}"#)
        let render = try Self.run(copy, ["render", "one.json", "-o", "r", "--frames", "0", "--scale", "1"], in: runner.folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: runner.path("r/one/frame-0000.png")))
    }

    /// Runs `exe ARGS` in `folder`, stderr to a file.
    static func run(_ exe: URL, _ args: [String], in folder: URL) throws -> (status: Int32, stderr: String) {
        let err = folder.appendingPathComponent("stderr-\(args[0])")
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let handle = try FileHandle(forWritingTo: err)
        let p = Process()
        p.executableURL = exe
        p.arguments = args
        if let env = SanitizerBuild.childEnvironment() { p.environment = env }
        p.currentDirectoryURL = folder
        p.standardOutput = FileHandle.nullDevice
        p.standardError = handle
        try p.run()
        p.waitUntilExit()
        try handle.close()
        return (p.terminationStatus, String(decoding: try CLIRunner.contents(of: err), as: UTF8.self))
    }
}
