import XCTest
@testable import ListRender

/// The HTML and JUnit reports of a verify run.
final class ReportVerifyTests: XCTestCase {
    private var root = ""
    override func setUp() { root = VerifyFixtures.folder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    /// References for frames 0-3 and 9, then a red run of frames 0-2 (0, 1 fail; 2 new in never mode)
    /// with the failures inside the report folder.
    private func failingRun() throws -> ScenarioVerification {
        _ = try VerifyRun(options: VerifyFixtures.options(root, record: .missing))
            .verify(VerifyFixtures.scenario(frames: .indices([0, 1])))
        try FileManager.default.copyItem(atPath: root + "/refs/small/frame-0000.png", toPath: root + "/refs/small/frame-0009.png")
        var options = VerifyFixtures.options(root, record: .never)
        options.failuresDirectory = root + "/report/failures"
        return try VerifyRun(options: options)
            .verify(VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0, 1, 2])))
    }

    func testEntriesAndPageLinkFailuresInPlace() throws {
        let result = try failingRun()
        let entries = result.reportEntries
        XCTAssertEqual(entries.map(\.status), [.failed, .failed, .new, .missing])
        XCTAssertEqual(entries.map(\.frame), ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0009.png"])
        XCTAssertEqual(entries[0].mismatchedPixels, result.frames[0].comparison?.mismatchedPixels)
        XCTAssertEqual(entries[2].note, "no reference at \(root)/refs/small/frame-0002.png (record mode never)")
        XCTAssertEqual(entries[3].note, "stale reference: no frame renders it")

        let index = try HTMLReport.write(entries, title: "verify", to: root + "/report")
        let html = try String(contentsOfFile: index, encoding: .utf8)
        // Rendered and diff images already in the report folder are linked, not copied.
        XCTAssertTrue(html.contains("src=\"failures/small/frame-0000-diff.png\""))
        XCTAssertTrue(html.contains("src=\"failures/small/frame-0000-actual.png\""))
        XCTAssertTrue(html.contains("src=\"failures/small/frame-0002-actual.png\""))
        // References are copied (they may be re-recorded later), byte for byte.
        XCTAssertTrue(html.contains("src=\"images/0000-small-frame-0000-expected.png\""))
        XCTAssertEqual(FileManager.default.contents(atPath: root + "/report/images/0000-small-frame-0000-expected.png"),
                       FileManager.default.contents(atPath: root + "/refs/small/frame-0000.png"))
        XCTAssertEqual(VerifyFixtures.listing(root + "/report/images").filter { $0.contains("diff") }, [])
        for (label, n) in [("failed", 2), ("new", 1), ("missing", 1), ("recorded", 0), ("replaced", 0)] {
            XCTAssertTrue(html.contains("<dt>\(label)</dt><dd>\(n)</dd>"), label)
        }
        // Every linked image exists.
        for src in html.components(separatedBy: "src=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/report/" + src), src)
        }
    }

    /// The report speaks verify's words: a first run's frames are `recorded`, not `new`.
    func testRecordedReferencesShowAsRecorded() throws {
        let result = try VerifyRun(options: VerifyFixtures.options(root, record: .missing))
            .verify(VerifyFixtures.scenario(frames: .indices([0, 1])))
        XCTAssertEqual(result.frames.map(\.status), [.recorded, .recorded])
        XCTAssertEqual(result.reportEntries.map(\.status), [.recorded, .recorded])
        let html = try String(contentsOfFile: HTMLReport.write(result.reportEntries, to: root + "/report"), encoding: .utf8)
        XCTAssertTrue(html.contains("<dt>recorded</dt><dd>2</dd>"))
        XCTAssertTrue(html.contains("<dt>new</dt><dd>0</dd>"))
    }

    func testReplacedReferencesShowAsReplaced() throws {
        _ = try VerifyRun(options: VerifyFixtures.options(root, record: .missing)).verify(VerifyFixtures.scenario(frames: .indices([0])))
        let result = try VerifyRun(options: VerifyFixtures.options(root, record: .failed))
            .verify(VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0])))
        let entry = try XCTUnwrap(result.reportEntries.first)
        XCTAssertEqual(entry.status, .replaced)
        XCTAssertEqual(entry.actual, .file(root + "/refs/small/frame-0000.png"))
        XCTAssertTrue(entry.note?.hasPrefix("reference replaced (") == true, entry.note ?? "")
    }

    func testJUnitFailsDifferingAndMissingFrames() throws {
        let result = try failingRun()
        let suite = JUnitReport.suite(verifications: [result])
        XCTAssertEqual(suite.cases.map(\.name), ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        XCTAssertEqual(suite.failures, 3)
        XCTAssertEqual(suite.cases[2].failure, "no reference (record mode never)")
        let c = try XCTUnwrap(result.frames[0].comparison)
        XCTAssertEqual(suite.cases[0].failure, "\(c.mismatchedPixels) of \(c.totalPixels) pixels differ (\(CompareRecord.percent(c.mismatchRatio)))")
        let xml = JUnitReport.xml([suite])
        XCTAssertTrue(xml.contains("<testcase classname=\"small\" name=\"frame-0000.png\">"))
        XCTAssertTrue(xml.contains("tests=\"3\" failures=\"3\""))
    }
}
