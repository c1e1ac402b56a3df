import XCTest
@testable import ListRender

/// A verify result folder's `results.json`: what the writer records reads back as the same
/// results, and the reader refuses anything else with one line naming file, line:column and path.
final class ResultFolderTests: XCTestCase {
    private var root = ""
    override func setUp() { root = VerifyFixtures.folder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    /// Frame 0 differs in pixels, frame 1 in size (a 3x2 reference), frame 2 has no reference
    /// (record mode never), frame 9 is a stale reference; failures inside the report folder.
    private func writeFolder() throws -> ScenarioVerification {
        _ = try VerifyRun(options: VerifyFixtures.options(root, record: .missing))
            .verify(VerifyFixtures.scenario(frames: .indices([0, 1])))
        try FileManager.default.copyItem(atPath: root + "/refs/small/frame-0000.png", toPath: root + "/refs/small/frame-0009.png")
        let tiny = try PNGCodec.encode(RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 90, count: 24)))
        try Data(tiny).write(to: URL(fileURLWithPath: root + "/refs/small/frame-0001.png"))
        var options = VerifyFixtures.options(root, record: .never)
        options.failuresDirectory = root + "/report/failures"
        let result = try VerifyRun(options: options)
            .verify(VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0, 1, 2])))
        try ResultFolderWriter.write([result], acceptCommands: ["accept small"], title: "verify",
                                     shard: ShardSpec(index: 2, count: 3), suite: ["other", "small"], to: root + "/report/")
        return result
    }

    func testWhatIsWrittenReadsBackTheSame() throws {
        let result = try writeFolder()
        XCTAssertEqual(result.frames.map(\.status), [.failed, .failed, .new])
        XCTAssertEqual(result.frames[1].comparison?.sizeMismatch, true)
        let read = try ResultFolderReader.read(folder: root + "/report")
        XCTAssertEqual(read.verifications, [result])
        XCTAssertEqual(read.shard, ShardSpec(index: 2, count: 3))
        XCTAssertEqual(read.suite, ["other", "small"])
        XCTAssertEqual(read.folder, root + "/report")
        XCTAssertEqual(read.title, "verify")
        XCTAssertEqual(read.scenarios.first?.acceptCommand, "accept small")
        // The links the report made, one set per entry (three frames, one stale reference).
        XCTAssertEqual(read.scenarios.first?.images, [
            ["expected": "images/0000-small-frame-0000-expected.png", "actual": "failures/small/frame-0000-actual.png",
             "diff": "failures/small/frame-0000-diff.png"],
            ["expected": "images/0001-small-frame-0001-expected.png", "actual": "failures/small/frame-0001-actual.png",
             "diff": "failures/small/frame-0001-diff.png"],
            ["actual": "failures/small/frame-0002-actual.png"],
            ["expected": "images/0003-small-frame-0009-expected.png"],
        ])
        // The page shows the accept command beside failures.
        let html = try String(contentsOfFile: root + "/report/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("accept: <code>accept small</code>"))
    }

    func testEveryBrokenResultFileIsOneLineNamingIt() throws {
        _ = try writeFolder()
        let file = root + "/report/results.json"
        let good = try String(contentsOfFile: file, encoding: .utf8)
        let cases: [(String, (String) -> String, String)] = [
            ("another version", { $0.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#) },
             ":3:14: version: version 2 was written by another renderlist; this one reads version 1"),
            ("not a result file", { $0.replacingOccurrences(of: "renderlist-verify-results", with: "playwright") },
             ":2:13: format: not a verify result file"),
            ("unknown status", { $0.replacingOccurrences(of: #""status": "new""#, with: #""status": "flaky""#) },
             #"scenarios[0].frames[2].status: unknown frame status "flaky""#),
            ("unknown key", { $0.replacingOccurrences(of: #""pruned": false"#, with: #""pruned": false, "extra": 1"#) },
             #"scenarios[0]: unknown key "extra""#),
            ("wrong type", { $0.replacingOccurrences(of: #""title": "verify""#, with: #""title": ["verify"]"#) },
             ":4:12: title: expected a string, got an array"),
            ("link out of the folder", { $0.replacingOccurrences(of: #""diff": "failures/small/frame-0000-diff.png""#,
                                                                 with: #""diff": "../refs/small/frame-0000.png""#) },
             #"scenarios[0].frames[0].images.diff: "../refs/small/frame-0000.png" is not a path inside the result folder"#),
            ("link to nothing", { $0.replacingOccurrences(of: #""diff": "failures/small/frame-0000-diff.png""#,
                                                          with: #""diff": "failures/small/gone.png""#) },
             #"images.diff: "failures/small/gone.png" is not in"#),
            ("passed that did not", { $0.replacingOccurrences(of: "\"passed\": false,\n  \"scenarios\"", with: "\"passed\": true,\n  \"scenarios\"") },
             "passed: says true, but the frames say false"),
            ("shard past its count", { $0.replacingOccurrences(of: #""count": 3"#, with: #""count": 1"#) },
             "shard.index: must be a whole number from 1 to 1, got 2"),
            ("truncated", { text in String(text.prefix(upTo: text.index(of: "\n", after: text.count / 2))) }, "unexpected end of file"),
            ("empty", { _ in "" }, "the file is empty"),
        ]
        for (name, change, says) in cases {
            let text = change(good)
            XCTAssertNotEqual(text, good, "\(name): the change did not apply")
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try ResultFolderReader.read(folder: root + "/report"), name) { error in
                let message = (error as? InputError)?.message ?? "\(error)"
                XCTAssertTrue(message.hasPrefix(file + ":"), "\(name): \(message)")
                XCTAssertTrue(message.contains(says), "\(name): \(message)")
                XCTAssertFalse(message.contains("\n"), name)
            }
        }
    }

    func testAFolderThatIsNoResultFolderIsRefused() {
        XCTAssertThrowsError(try ResultFolderReader.read(folder: root)) { error in
            XCTAssertEqual((error as? InputError)?.message,
                           "\(root): not a verify result folder (no results.json; verify writes one into its report folder)")
        }
        XCTAssertThrowsError(try ResultFolderReader.read(folder: root + "/nope")) { error in
            XCTAssertEqual((error as? InputError)?.message, "\(root)/nope: no such file or folder")
        }
    }

    /// A verify that fails after an earlier one wrote a result folder leaves no results.json that
    /// would describe the old run beside a half-new report.
    func testRewritingRemovesTheOldResultsFirst() throws {
        _ = try writeFolder()
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/report/results.json"))
        // index.html made a folder: the page cannot be written, and the old results are gone.
        try FileManager.default.removeItem(atPath: root + "/report/index.html")
        try FileManager.default.createDirectory(atPath: root + "/report/index.html", withIntermediateDirectories: false)
        XCTAssertThrowsError(try ResultFolderWriter.write([], acceptCommands: [], title: "verify", shard: nil, suite: [],
                                                          to: root + "/report"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/report/results.json"))
    }
}

private extension String {
    /// The index of the first `character` at or after offset `offset`, or the end.
    func index(of character: Character, after offset: Int) -> String.Index {
        let start = index(startIndex, offsetBy: Swift.min(offset, count))
        return self[start...].firstIndex(of: character) ?? endIndex
    }
}
