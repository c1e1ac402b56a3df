import Foundation
import XCTest
@testable import ListRender

/// Runs the built `renderlist` executable in a scratch folder, stdout and stderr to files (a
/// pipe could fill up and stall a big layout dump).
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes: Data
    }

    /// The executable next to the test bundle (the products folder), or nil.
    static let executable: URL? = {
        let fm = FileManager.default
        var folders = [Bundle(for: CLIRunnerTests.self).bundleURL.deletingLastPathComponent(),
                       Bundle(for: CLIRunnerTests.self).bundleURL,
                       Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("renderlist") }.first { fm.isExecutableFile(atPath: $0.path) }
    }()

    /// A fresh scratch folder for one test.
    let folder: URL

    init(test: String) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("listrender-cli-\(ProcessInfo.processInfo.processIdentifier)-\(test)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Writes a file into the scratch folder.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs `renderlist ARGS` with the scratch folder as the current folder; `unsetting` names
    /// environment variables the run goes without (a developer's machine has no `CI`).
    func run(_ args: [String], unsetting: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        guard let exe = CLIRunner.executable else {
            XCTFail("renderlist executable not found next to the test bundle (\(Bundle(for: CLIRunnerTests.self).bundleURL.path)); build it with `swift build` first",
                    file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let io = FileManager.default.temporaryDirectory
            .appendingPathComponent("listrender-cli-io-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: io, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: io) }
        let out = io.appendingPathComponent("stdout"), err = io.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        let p = Process()
        p.executableURL = exe
        p.arguments = args
        if let env = SanitizerBuild.childEnvironment() { p.environment = env }
        if !unsetting.isEmpty {
            p.environment = (p.environment ?? ProcessInfo.processInfo.environment).filter { !unsetting.contains($0.key) }
        }
        p.currentDirectoryURL = folder
        p.standardOutput = outHandle
        p.standardError = errHandle
        try p.run()
        p.waitUntilExit()
        try outHandle.close(); try errHandle.close()
        let o = try CLIRunner.contents(of: out), e = try CLIRunner.contents(of: err)
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self), stdoutBytes: o)
    }

    /// A file's bytes, read with the library's reader: `Data(contentsOf:)` leaks its 4 KiB read
    /// buffer on an empty file (swift-foundation's zero-size path), which LeakSanitizer reports.
    static func contents(of url: URL) throws -> Data {
        Data(try FileInput.readBytes(at: url.path))
    }

    /// Every file and folder under the scratch folder (hidden ones too), with file contents.
    func snapshot() -> [String: Data] {
        var out: [String: Data] = [:]
        let fm = FileManager.default
        guard let e = fm.enumerator(atPath: folder.path) else { return out }
        for case let rel as String in e {
            var isDir: ObjCBool = false
            let full = folder.appendingPathComponent(rel).path
            _ = fm.fileExists(atPath: full, isDirectory: &isDir)
            out[rel] = isDir.boolValue ? Data("<folder>".utf8) : (fm.contents(atPath: full) ?? Data("<unreadable>".utf8))
        }
        return out
    }
}

/// The runner itself, and what `--help` promises.
final class CLIRunnerTests: XCTestCase {
    func testExecutableIsFound() {
        XCTAssertNotNil(CLIRunner.executable,
                        "renderlist not found next to \(Bundle(for: CLIRunnerTests.self).bundleURL.path)")
    }

    func testHelpExitsZeroAndListsEverySubcommand() throws {
        let cli = try CLIRunner(test: "help")
        defer { cli.remove() }
        let r = try cli.run(["--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.contains("USAGE: renderlist <subcommand>"), r.stdout)
        let listed = r.stdout.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        for name in ["render", "layout", "compare", "verify", "report", "docs", "demo", "schema", "bench"] {
            XCTAssertTrue(listed.contains("  \(name) "), "--help does not list \(name):\n\(r.stdout)")
        }
    }

    func testSubcommandHelpExitsZero() throws {
        let cli = try CLIRunner(test: "subhelp")
        defer { cli.remove() }
        let r = try cli.run(["render", "--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("--jobs"), r.stdout)
        XCTAssertTrue(r.stdout.contains("--scale"), r.stdout)
    }
}
