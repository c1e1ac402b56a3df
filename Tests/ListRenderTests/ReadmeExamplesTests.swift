import Foundation
import XCTest
@testable import ListRender

/// Every command in README.md's `sh` blocks runs as written on a fresh clone: `renderlist` and
/// `swift run [-c release] renderlist` lines run the built binary in a folder holding what a
/// clone holds (Fixtures/scenarios), with the exit status the line's comment states ("exits 1",
/// else 0). A command the test cannot run here must be listed below with where it is run
/// instead, so a new README example is either run or explained.
final class ReadmeExamplesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Commands (by their start) run elsewhere, and where.
    static let runElsewhere: [(start: String, because: String)] = [
        ("apt-get install", "needs root; .ci/run installs the same packages on a fresh machine"),
        ("swift test", "this is the test run"),
        ("scripts/install.sh", "builds a release and installs it; .ci/release-check.sh checks the release binary"),
        ("chromium ", "ReportBrowserTests and .ci/browser-check.sh run exactly these on a report"),
    ]

    /// The README's shell commands with their trailing comments, in order.
    static func commands() throws -> [(command: String, comment: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var out: [(String, String)] = []
        var inShell = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inShell = line == "```sh"; continue }
            guard inShell else { continue }
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let command = parts[0].trimmingCharacters(in: .whitespaces)
            if command.isEmpty { continue }
            out.append((command, parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""))
        }
        return out
    }

    func testEveryREADMECommandRunsAsWritten() throws {
        let commands = try Self.commands()
        XCTAssertGreaterThanOrEqual(commands.count, 6)
        let cli = try CLIRunner(test: "readme")
        defer { cli.remove() }
        // A fresh clone's files the examples name.
        try FileManager.default.createDirectory(atPath: cli.path("Fixtures"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Fixtures/scenarios").path,
                                         toPath: cli.path("Fixtures/scenarios"))
        var ran = 0
        for (command, comment) in commands {
            var words = command.split(separator: " ").map(String.init)
            if words.starts(with: ["swift", "run", "-c", "release", "renderlist"]) { words.removeFirst(4) }
            else if words.starts(with: ["swift", "run", "renderlist"]) { words.removeFirst(2) }
            guard words.first == "renderlist" else {
                XCTAssertTrue(Self.runElsewhere.contains { command.hasPrefix($0.start) },
                              "README runs `\(command)`, which this test neither runs nor lists as run elsewhere")
                continue
            }
            // The shell's work: globs over the clone's files.
            let args = try words.dropFirst().flatMap { word -> [String] in
                guard word.contains("*") else { return [word] }
                let folder = (word as NSString).deletingLastPathComponent, pattern = (word as NSString).lastPathComponent
                let suffix = String(pattern.drop { $0 != "*" }.dropFirst())
                let prefix = String(pattern.prefix { $0 != "*" })
                return try FileManager.default.contentsOfDirectory(atPath: cli.path(folder))
                    .filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
            }
            // As on the newcomer's machine the README speaks to: CI's never-record default off.
            let r = try cli.run(args, unsetting: ["CI", "LISTRENDER_RECORD"])
            let expected: Int32 = comment.contains("exits 1") ? 1 : 0
            XCTAssertEqual(r.status, expected, "`\(command)` (\(comment)):\n\(r.stderr.suffix(2000))")
            ran += 1
        }
        XCTAssertGreaterThanOrEqual(ran, 3)
        // What the quick start says the demo writes.
        let demo = try FileManager.default.contentsOfDirectory(atPath: cli.path("out")).filter { !$0.hasPrefix(".") && $0 != "report" && $0 != "refs" }
        XCTAssertEqual(Set(demo), Set(ExampleScenarios.showcase.map { String($0.dropLast(5)) }))
    }
}
