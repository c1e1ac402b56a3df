import XCTest
@testable import ListRender
@testable import ListRenderTesting
#if canImport(Testing)
import Testing
#endif

/// `assertFrames` / `verifyFrames` as a test author uses them, under XCTest.
final class ListRenderTestingTests: XCTestCase {
    private var root = ""
    /// Failures XCTFail reported while `capturing` (instead of failing this test).
    private var captured: [(message: String, line: Int)] = []
    private var capturing = false

    override func setUp() { root = VerifyFixtures.folder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if capturing { captured.append((description, lineNumber)); return }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    func testFirstRunRecordsAndFailsSayingToRunAgainThenPasses() throws {
        capturing = true
        let first = assertFrames(of: VerifyFixtures.scenario(), references: root + "/refs", environment: [:])
        XCTAssertEqual(captured.map { $0.message.replacingOccurrences(of: "failed - ", with: "") }, [
            "small (<memory>): RECORDED 6 frames had no reference and are now the references in \(root)/refs/small/; "
                + "run again to compare against them",
        ])
        captured = []
        let second = assertFrames(of: VerifyFixtures.scenario(), references: root + "/refs", environment: ["CI": "1"])
        capturing = false
        XCTAssertEqual(captured.map(\.message), [])
        XCTAssertEqual(first?.count(.recorded), 6)
        XCTAssertEqual(second?.count(.passed), 6)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/refs-failures"), "a pass leaves no failures folder")
    }

    func testFailureIsOneSummaryWithTheWorstFrameAndTheReportItWrote() throws {
        _ = try verifyFrames(of: VerifyFixtures.scenario(frames: .indices([0, 1])), references: root + "/refs", environment: [:])
        capturing = true
        let line = #line + 1
        let result = assertFrames(of: VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0, 1])),
                                  references: root + "/refs", environment: ["CI": "true"])
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        let message = captured.first?.message ?? ""
        let frames = try XCTUnwrap(result).frames
        let worst = try XCTUnwrap(frames.max { ($0.comparison?.mismatchedPixels ?? 0) < ($1.comparison?.mismatchedPixels ?? 0) })
        let report = "\(root)/refs-failures/small/index.html"
        // XCTest puts "failed - " before the message.
        XCTAssertEqual(message.replacingOccurrences(of: "failed - ", with: "").split(separator: "\n").map(String.init), [
            "small (<memory>): 2 of 2 frames failed; worst \(worst.name): \(worst.comparison!.mismatchedPixels) of 48000 pixels "
                + "differ (\(CompareRecord.percent(worst.comparison!.mismatchRatio)))",
            "report: \(report)",
            "If the change is intended, re-record with record: .failed (or LISTRENDER_RECORD=failed).",
        ])
        // The report is verify's: every failed frame with its expected, actual and diff images.
        let html = try String(contentsOfFile: report, encoding: .utf8)
        for f in frames {
            XCTAssertTrue(html.contains("src=\"\(f.name.dropLast(4))-diff.png\""), html)
            XCTAssertTrue(html.contains("src=\"\(f.name.dropLast(4))-actual.png\""), html)
        }
        XCTAssertEqual(html.components(separatedBy: "class=\"wipe\"").count - 1, 2)

        // Fixed: the next run passes and takes the report away with the failure images.
        capturing = true
        assertFrames(of: VerifyFixtures.scenario(frames: .indices([0, 1])), references: root + "/refs", environment: ["CI": "true"])
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(root)/refs-failures/small"))
    }

    func testCIEnvironmentNeverRecordsMissingReferences() throws {
        capturing = true
        let result = assertFrames(of: VerifyFixtures.scenario(frames: .indices([3])), references: root + "/refs",
                                  environment: ["CI": "1"])
        capturing = false
        XCTAssertEqual(result?.frames.map(\.status), [.new])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/refs"))
        XCTAssertTrue(captured.first?.message.contains("small (<memory>): 1 of 1 frames failed; 1 with no reference in \(root)/refs/small (record mode never)") == true,
                      captured.first?.message ?? "no failure")
        XCTAssertTrue(captured.first?.message.contains("Record them with record: .missing") == true, captured.first?.message ?? "")
    }

    func testScenarioFileThatDoesNotLoadIsAFailureNamingIt() {
        capturing = true
        let result = assertFrames(of: root + "/nope.json", references: root + "/refs", environment: [:])
        capturing = false
        XCTAssertNil(result)
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.message.contains("\(root)/nope.json: no such file") == true, captured.first?.message ?? "")
    }

    func testRelativePathsAreTakenFromTheTestFilesFolder() {
        XCTAssertEqual(sourceFolder("/src/Tests/AppTests/ListTests.swift"), "/src/Tests/AppTests")
        XCTAssertEqual(resolve("__References__", from: "/src/Tests/AppTests"), "/src/Tests/AppTests/__References__")
        XCTAssertEqual(resolve("/abs/refs", from: "/src/Tests/AppTests"), "/abs/refs")
    }
}

#if canImport(Testing)
/// The same assertion under Swift Testing: the failure is an `Issue` carrying the message.
@Suite struct ListRenderTestingSwiftTestingTests {
    @Test func failureIsRecordedAsAnIssueWithTheMessage() throws {
        let root = VerifyFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try verifyFrames(of: VerifyFixtures.scenario(frames: .indices([0])), references: root + "/refs", environment: [:])
        withKnownIssue {
            assertFrames(of: VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0])),
                         references: root + "/refs", environment: [:])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("small (<memory>): 1 of 1 frames failed; worst frame-0000.png: ")
                && text.contains("report: \(root)/refs-failures/small/index.html")
        }
    }
}
#endif
