import Foundation
import XCTest
import ListRender

/// verify's JSON summary: per frame the numbers a CI dashboard needs.
final class VerifySummaryTests: XCTestCase {
    func testFailedFrameHasCountRatioAndBoundsOfTheDifferences() throws {
        let root = VerifyFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try VerifyRun(options: VerifyFixtures.options(root, record: .missing)).verify(VerifyFixtures.scenario(frames: .indices([0, 2])))
        let result = try VerifyRun(options: VerifyFixtures.options(root, record: .never))
            .verify(VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0, 2])))
        try VerifySummary.write([result], to: root + "/summary.json")
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/summary.json"))) as? [String: Any]
        XCTAssertEqual(parsed?["version"] as? Int, 1)
        XCTAssertEqual(parsed?["passed"] as? Bool, false)
        let scenario = try XCTUnwrap((parsed?["scenarios"] as? [[String: Any]])?.first)
        XCTAssertEqual(scenario["name"] as? String, "small")
        let frames = try XCTUnwrap(scenario["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.map { $0["name"] as? String }, ["frame-0000.png", "frame-0002.png"])
        for (frame, verified) in zip(frames, result.frames) {
            let c = try XCTUnwrap(verified.comparison)
            XCTAssertEqual(frame["status"] as? String, "failed")
            XCTAssertEqual(frame["mismatchedPixels"] as? Int, c.mismatchedPixels)
            XCTAssertGreaterThan(c.mismatchedPixels, 0)
            XCTAssertEqual(frame["totalPixels"] as? Int, 200 * 240)
            XCTAssertEqual((frame["ratio"] as? Double) ?? -1, (Double(c.mismatchedPixels) / 48000 * 10000).rounded() / 10000, accuracy: 1e-9)
            let box = try XCTUnwrap(frame["differenceBounds"] as? [String: Int])
            XCTAssertEqual(box, ["x": c.differenceBounds?.x, "y": c.differenceBounds?.y,
                                 "width": c.differenceBounds?.width, "height": c.differenceBounds?.height].compactMapValues { $0 })
            XCTAssertGreaterThan(box["width"] ?? 0, 0)
            XCTAssertLessThan((box["width"] ?? 0) * (box["height"] ?? 0), 48000, "the box is around the red text, not the frame")
            XCTAssertNotNil(frame["diff"] as? String)
        }
    }
}
