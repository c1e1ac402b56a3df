import XCTest
@testable import ListRender

/// Scroll to top (docs/behaviours.md, "Scroll to top"): a tap on the status bar scrolls the list to
/// its top in 0.5 s along linearToEaseOut; at the top, or with the feature off, it does nothing; a
/// finger that comes down on the list during the scroll stops it where it is.
final class ScrollToTopTests: XCTestCase {
    typealias T = TestScenarios

    /// 47-pt status bar on 390 × 844: the list rests at offset −47. A drag from y 700 to 200 in
    /// 50-pt steps, held still before lifting (no fling), leaves it at 403 (the pan begins at the
    /// first move, y 650); the status bar is tapped at `tapAt` s.
    func scenario(scrollsToTop: Bool = true, drag: Bool = true, tapAt: Double = 1.0, extra: [RawTouch] = []) -> Scenario {
        var f = Features()
        f.scrollsToTop = scrollsToTop
        var touches: [RawTouch] = []
        if drag {
            touches += [RawTouch(t: 0, phase: .down, at: T.point(195, 700))]
            touches += (1...10).map { RawTouch(t: Double($0) * 0.05, phase: .move, at: T.point(195, 700 - 50 * Double($0))) }
            touches += [RawTouch(t: 0.8, phase: .up, at: T.point(195, 200))]
        }
        touches += [RawTouch(t: tapAt, phase: .down, at: T.point(100, 20)), RawTouch(t: tapAt + 0.05, phase: .up, at: T.point(100, 20))]
        touches += extra
        var s = T.scenario(features: f, timeline: [.touches(touches)], duration: 2.5)
        s.chrome = Chrome(statusBar: StatusBarOptions())
        return s
    }

    func offset(_ frames: [FrameState], _ seconds: Double) -> Double { frames[Int((seconds * 60).rounded())].contentOffset }

    func testATapOnTheStatusBarScrollsToTheTopAlongTheCurve() throws {
        let frames = try Simulator.run(scenario())
        let from = offset(frames, 1.0)
        XCTAssertEqual(from, 403, "held still, then lifted: no fling")
        // The scroll starts at the tap's release (1.05 s) and lasts 0.5 s.
        for t in [1.2, 1.3, 1.45] {
            let f = (t - 1.05) / ScrollToTop.duration
            let expected = (from + (-47 - from) * ScrollToTop.curve.value(f)).pixelAligned(scale: 1)
            XCTAssertEqual(offset(frames, t), expected, accuracy: 1e-9, "at \(t) s")
            XCTAssertEqual(frames[Int((t * 60).rounded())].phase, .animating)
        }
        // linearToEaseOut front-loads the motion: more than 80 % of the way after 40 % of the time.
        XCTAssertLessThan(offset(frames, 1.25), from - 0.8 * (from + 47))
        XCTAssertEqual(offset(frames, 1.55), -47)
        XCTAssertEqual(frames[Int(1.6 * 60)].phase, .idle)
    }

    func testAtTheTopOrWithTheFeatureOffTheTapDoesNothing() throws {
        let atTop = try Simulator.run(scenario(drag: false, tapAt: 0.5))
        XCTAssertEqual(Set(atTop.map(\.contentOffset)), [-47])
        XCTAssertFalse(atTop.contains { $0.phase != .idle })
        let off = try Simulator.run(scenario(scrollsToTop: false))
        XCTAssertEqual(offset(off, 2.4), 403, "no feature: the status bar is not a touch target")
    }

    func testAFingerOnTheListStopsTheScrollWhereItIs() throws {
        let stop = [RawTouch(t: 1.2, phase: .down, at: T.point(195, 400)), RawTouch(t: 1.3, phase: .up, at: T.point(195, 400))]
        let frames = try Simulator.run(scenario(extra: stop))
        let held = offset(frames, 1.2)
        XCTAssertLessThan(held, 403)
        XCTAssertGreaterThan(held, -47)
        XCTAssertEqual(offset(frames, 2.4), held)
    }

    func testTheDecoderTakesAnOnOffSwitch() {
        XCTAssertEqual(T.featuresLoadMessage(#"{"scrollsToTop": true}"#), "ok")
        XCTAssertEqual(T.featuresLoadMessage(#"{"scrollsToTop": 1}"#), #"s.json:4:32: features.scrollsToTop: expected true or false, got 1"#)
    }
}
