import Foundation
import XCTest
import ListRender

/// `--record failed` with `--max-diff-pixels`: only frames over the limit are re-recorded;
/// references within tolerance keep their bytes.
final class TolerantRecordTests: XCTestCase {
    func testRecordFailedKeepsReferencesWithinTolerance() throws {
        let root = VerifyFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try VerifyRun(options: VerifyFixtures.options(root, record: .missing)).verify(VerifyFixtures.scenario())
        let before = VerifyFixtures.snapshot(root + "/refs/small")
        let red = VerifyFixtures.scenario(label: VerifyFixtures.red)
        let counts = try VerifyRun(options: VerifyFixtures.options(root, record: .never)).verify(red)
            .frames.map { $0.comparison?.mismatchedPixels ?? 0 }
        let limit = try XCTUnwrap(counts.sorted().dropLast().last)   // passes all but the frames with the most
        XCTAssertLessThan(limit, counts.max() ?? 0)

        var options = VerifyFixtures.options(root, record: .failed)
        options.verdict = ComparisonVerdict(maxDiffPixels: limit)
        let result = try VerifyRun(options: options).verify(red)
        let after = VerifyFixtures.snapshot(root + "/refs/small")
        for (frame, count) in zip(result.frames, counts) {
            if count <= limit {
                XCTAssertEqual(frame.status, .passed, frame.name)
                XCTAssertEqual(after[frame.name], before[frame.name], "\(frame.name) within tolerance keeps its bytes")
            } else {
                XCTAssertEqual(frame.status, .replaced, frame.name)
                XCTAssertNotEqual(after[frame.name], before[frame.name], "\(frame.name) over the limit is re-recorded")
            }
        }
    }
}
