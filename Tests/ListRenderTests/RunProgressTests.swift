import Foundation
import XCTest
import ListRender

/// The progress line counts the whole run, not only the scenario, with a rate and time left.
final class RunProgressTests: XCTestCase {
    func testLineCountsTheWholeRunWithRateAndTimeLeft() {
        let t0 = Date(timeIntervalSince1970: 1000)
        let run = RunProgress(expectedFrames: [100, 50, 250], start: t0)
        XCTAssertEqual(run.update(scenario: 0, name: "a", done: 0, total: 100, now: t0),
                       "a: 0/100 frames · run 0/400 frames")
        XCTAssertEqual(run.update(scenario: 0, name: "a", done: 100, total: 100, now: t0 + 10),
                       "a: 100/100 frames · run 100/400 frames, 10.0 frames/s, 0:30 left")
        // The second scenario turns out to have 60 frames: the total follows.
        XCTAssertEqual(run.update(scenario: 1, name: "b", done: 20, total: 60, now: t0 + 12),
                       "b: 20/60 frames · run 120/410 frames, 10.0 frames/s, 0:29 left")
        XCTAssertEqual(run.update(scenario: 2, name: "c", done: 1, total: 250, now: t0 + 161),
                       "c: 1/250 frames · run 161/410 frames, 1.0 frames/s, 4:09 left")
    }
}
