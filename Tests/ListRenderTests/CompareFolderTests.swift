import XCTest
@testable import ListRender

final class CompareFolderTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "compare-folder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func touch(_ relative: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([0x89])))
    }

    func testPairsMissingAndExtraSortedRecursively() throws {
        for f in ["act/b.png", "act/a/2.png", "act/a/10.png", "act/extra.png", "act/notes.txt", "act/.hidden/x.png",
                  "exp/b.png", "exp/a/2.png", "exp/a/10.png", "exp/gone/1.PNG"] { try touch(f) }
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp/")
        XCTAssertEqual(plan.mode, .folders)
        XCTAssertEqual(plan.pairs.map(\.name), ["a/10.png", "a/2.png", "b.png"])
        XCTAssertEqual(plan.pairs.first?.actualPath, root + "/act/a/10.png")
        XCTAssertEqual(plan.pairs.first?.expectedPath, root + "/exp/a/10.png")
        XCTAssertEqual(plan.missing, ["gone/1.PNG"])
        XCTAssertEqual(plan.extra, ["extra.png"])
    }

    func testFileModeAndBadPaths() throws {
        try touch("a.png"); try touch("b.png"); try touch("dir/c.png")
        let plan = try FolderComparison.plan(actual: root + "/a.png", expected: root + "/b.png")
        XCTAssertEqual(plan.mode, .files)
        XCTAssertEqual(plan.pairs.count, 1)
        XCTAssertThrowsError(try FolderComparison.plan(actual: root + "/nope.png", expected: root + "/b.png")) {
            XCTAssertEqual(($0 as? InputError)?.message, root + "/nope.png: no such file or folder")
        }
        XCTAssertThrowsError(try FolderComparison.plan(actual: root + "/dir", expected: root + "/b.png")) {
            XCTAssertEqual(($0 as? InputError)?.message,
                           root + "/b.png: is a file but \(root)/dir is a folder; give two files or two folders")
        }
    }

    func testRunReportsMissingAndExtraAsDifferences() throws {
        // Only missing/extra (no pairs), so this runs without decoding any PNG.
        try touch("act/new.png"); try touch("exp/old.png")
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        var lines: [String] = []
        let summary = try CompareRun().run(plan) { lines.append($0.jsonLine) }
        XCTAssertEqual(lines, [
            "{\"actual\": null, \"expected\": \"\(root)/exp/old.png\", \"match\": false, \"status\": \"missing\"}",
            "{\"actual\": \"\(root)/act/new.png\", \"expected\": null, \"match\": false, \"status\": \"extra\"}",
        ])
        XCTAssertEqual(summary.line, "compared 0, matched 0, differ 0, missing 1, extra 1")
        XCTAssertFalse(summary.allMatch)
    }

    func testUnwritableDiffFolderIsBadInput() throws {
        try touch("act/x.png"); try touch("exp/x.png"); try touch("blocker")
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        XCTAssertThrowsError(try CompareRun(diffPath: root + "/blocker").run(plan) { _ in }) {
            XCTAssertEqual(($0 as? InputError)?.message, root + "/blocker: exists and is not a folder")
        }
        XCTAssertThrowsError(try CompareRun(diffPath: root + "/blocker/sub").run(plan) { _ in }) {
            XCTAssertTrue(($0 as? InputError)?.message.hasPrefix(root + "/blocker/sub: cannot create folder") ?? false)
        }
    }

    /// A re-run writing a diff into a subfolder keeps the old diffs beside it (the staged
    /// subfolder is merged with the old one, not swapped in alone) and replaces the same name.
    func testDiffFolderRerunKeepsOldFilesInRestagedSubfolders() throws {
        func write(_ relative: String, _ image: RGBAImage) throws {
            let path = root + "/" + relative
            try FileOutput.createDirectory((path as NSString).deletingLastPathComponent)
            try FileOutput.writeAtomically(try PNGCodec.encode(image), to: path)
        }
        try write("act/sub/a.png", RGBAImage(width: 2, height: 2, fill: .white))
        try write("exp/sub/a.png", RGBAImage(width: 2, height: 2, fill: .black))
        try write("act/same.png", RGBAImage(width: 2, height: 2, fill: .white))
        try write("exp/same.png", RGBAImage(width: 2, height: 2, fill: .white))
        let diff = root + "/diff"
        for old in ["sub/a.png", "sub/b.png", "sub/deeper/c.png", "top.png"] { try touch("diff/" + old) }
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        var diffs: [String?] = []
        let summary = try CompareRun(diffPath: diff).run(plan) { diffs.append($0.diffPath) }
        XCTAssertEqual(summary.line, "compared 2, matched 1, differ 1, missing 0, extra 0")
        XCTAssertEqual(diffs, [nil, diff + "/sub/a.png"])
        let listing = (FileManager.default.enumerator(atPath: diff)?.allObjects as? [String] ?? []).sorted()
        XCTAssertEqual(listing, ["sub", "sub/a.png", "sub/b.png", "sub/deeper", "sub/deeper/c.png", "top.png"])
        XCTAssertEqual(try PNGCodec.decode(fileAt: diff + "/sub/a.png").width, 2)   // the new diff, not the old byte
        XCTAssertEqual(try FileInput.readBytes(at: diff + "/sub/b.png"), [0x89])
        XCTAssertEqual(try FileInput.readBytes(at: diff + "/sub/deeper/c.png"), [0x89])
        XCTAssertEqual(try FileInput.readBytes(at: diff + "/top.png"), [0x89])
        XCTAssertEqual(try FileSystem.entries(of: root).sorted(), ["act", "diff", "exp"])   // no staging left
    }

    func testRecordLines() {
        let c = ImageComparison.compare(actual: RGBAImage(width: 4, height: 4, fill: .white),
                                        expected: RGBAImage(width: 4, height: 4, fill: .black))
        let r = CompareRecord(status: .failed, name: "a \"q\".png", actualPath: "A/a \"q\".png",
                              expectedPath: "E/a \"q\".png", comparison: c, match: false, diffPath: nil)
        XCTAssertEqual(r.jsonLine, "{\"actual\": \"A/a \\\"q\\\".png\", \"expected\": \"E/a \\\"q\\\".png\", "
                       + "\"width\": 4, \"height\": 4, \"mismatchedPixels\": 16, \"totalPixels\": 16, \"match\": false}")
        XCTAssertEqual(r.humanLine, "FAIL    a \"q\".png  16 of 16 pixels differ (100%)")
        let s = ImageComparison.compare(actual: RGBAImage(width: 2, height: 2), expected: RGBAImage(width: 2, height: 3))
        let rs = CompareRecord(status: .failed, name: "s.png", actualPath: "a", expectedPath: "e",
                               comparison: s, match: false, diffPath: "d.png")
        XCTAssertEqual(rs.jsonLine, "{\"actual\": \"a\", \"expected\": \"e\", \"width\": 2, \"height\": 3, "
                       + "\"mismatchedPixels\": 6, \"totalPixels\": 6, \"match\": false, \"sizeMismatch\": true, "
                       + "\"actualSize\": \"2x2\", \"expectedSize\": \"2x3\", \"diff\": \"d.png\"}")
        XCTAssertEqual(rs.humanLine, "FAIL    s.png  size mismatch: actual 2x2, expected 2x3  diff: d.png")
        XCTAssertEqual(CompareRecord.percent(1.0 / 3.0), "33.333%")
        XCTAssertEqual(CompareRecord.percent(0.00042), "0.042%")
    }
}
