import XCTest
@testable import ListRender

/// The scroll physics against the formulas of docs/uikit-numbers.md.
final class ScrollPhysicsTests: XCTestCase {
    let k = 1000 * log(0.998)

    func testRubberBandMatchesFormulaAtSeveralDistances() {
        let d = 844.0, c = 0.55
        for x in [0.0, 10, 50, 100, 300, 1000, 10_000] {
            let expected = x * d * c / (d + c * x)
            XCTAssertEqual(ScrollPhysics.rubberBand(x, dimension: d), expected, accuracy: 1e-9)
            XCTAssertLessThan(ScrollPhysics.rubberBand(x, dimension: d), d)
            XCTAssertEqual(ScrollPhysics.inverseRubberBand(expected, dimension: d), x, accuracy: 1e-6)
        }
        // Near the edge the band gives about c of the finger's movement.
        XCTAssertEqual(ScrollPhysics.rubberBand(1, dimension: d), 0.55, accuracy: 0.001)
    }

    func testDecayRestsAtClosedFormProjection() {
        let decay = Decay(x0: 100, v0: 2000)
        XCTAssertEqual(decay.restingPosition, 100 - 2000 / k, accuracy: 1e-9)
        XCTAssertEqual(decay.restingPosition, 100 + 0.4995 * 2000, accuracy: 1.0)
        XCTAssertEqual(decay.position(at: decay.stopTime), decay.restingPosition, accuracy: 0.5)
        XCTAssertEqual(abs(decay.velocity(at: decay.stopTime)), 0.5, accuracy: 1e-9)
    }

    func testSpringSettlesOnTarget() {
        let spring = Spring(from: -120, velocity: 0, to: 0)
        let settle = spring.settleTime(tolerance: 0.5 / 3)
        XCTAssertGreaterThan(settle, 0.3)
        XCTAssertLessThan(settle, 2)
        XCTAssertEqual(spring.position(at: settle), 0, accuracy: 0.5 / 3)
        // Critically damped: never crosses the target when released at rest.
        for ms in stride(from: 0, to: 2000, by: 5) {
            XCTAssertLessThanOrEqual(spring.position(at: Double(ms) / 1000), 0)
        }
    }

    /// A fling in the middle of a long list comes to rest within 0.5 pt of x0 − v0/k, where x0 and
    /// v0 are the offset and content velocity at the lift.
    func testFlingRestsAtProjectedOffset() throws {
        let s = TestScenarios.scenario(list: ListSpec(content: .generated(sections: 1, rows: 1000)),
                                       timeline: [.drag(from: TestScenarios.point(200, 500), to: TestScenarios.point(200, 400), duration: 0.5, hold: 0),
                                                  .fling(from: TestScenarios.point(200, 600), dy: -300, duration: 0.1)],
                                       duration: 8)
        let frames = try Simulator.run(s)
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(last.phase, .idle)
        // The fling's finger moves 300 pt in 0.1 s: it lifts at t = 0.6 s (frame 36) with
        // 3000 pt/s over its last 50 ms; frame 36 shows the offset at the lift.
        XCTAssertEqual(frames[35].phase, .dragging)
        XCTAssertEqual(frames[36].phase, .decelerating)
        let x0 = frames[36].contentOffset, v0 = 3000.0
        // Pan hysteresis: tracking starts at the first 120 Hz sample 10 pt from touch down
        // (drag: 6 × 1.667 pt; fling: 1 × 25 pt), so x0 = (100 − 10) + (300 − 25).
        XCTAssertEqual(x0, 365, accuracy: 0.01)
        XCTAssertEqual(last.contentOffset, x0 - v0 / k, accuracy: 0.5)
    }

    func testFlingIntoTheTopEdgeBouncesAndSettles() throws {
        let s = TestScenarios.scenario(list: ListSpec(content: .generated(sections: 1, rows: 1000)),
                                       timeline: [.drag(from: TestScenarios.point(200, 600), to: TestScenarios.point(200, 300), duration: 0.3, hold: 0.1),
                                                  .fling(from: TestScenarios.point(200, 300), dy: 300, duration: 0.1)],
                                       duration: 5)
        let frames = try Simulator.run(s)
        XCTAssertTrue(frames.contains { $0.phase == .bouncing }, "the fling should hand over to the bounce")
        let minimum = try XCTUnwrap(frames.map(\.contentOffset).min())
        XCTAssertLessThan(minimum, -5, "the bounce overshoots past the top")
        XCTAssertEqual(frames.last?.contentOffset, 0)
        XCTAssertEqual(frames.last?.phase, .idle)
    }

    func testDragPastTheTopRubberBandsAndSpringsBack() throws {
        let s = TestScenarios.scenario(timeline: [.drag(from: TestScenarios.point(200, 200), to: TestScenarios.point(200, 410), duration: 0.5, hold: 0.2)],
                                       duration: 3)
        let frames = try Simulator.run(s)
        // During the hold the finger has overscrolled 210 pt less the hysteresis, which the
        // pan recognised at its third 3.5-pt sample (10.5 pt).
        let held = frames[40]
        XCTAssertEqual(held.phase, .dragging)
        // Shown on the 1× pixel grid: the rubber band's −97.10 pt reads −97.
        let band = -ScrollPhysics.rubberBand(210 - 10.5, dimension: 844)
        XCTAssertEqual(band, -97.101, accuracy: 0.001)
        XCTAssertEqual(held.contentOffset, band.rounded(), accuracy: 1e-9)
        XCTAssertEqual(frames.last?.contentOffset, 0)
        XCTAssertTrue(frames.contains { $0.phase == .bouncing })
    }

    func testFlingIntoTheBottomEdgeBouncesAndSettles() throws {
        let s = TestScenarios.scenario(list: ListSpec(content: .generated(sections: 1, rows: 30)),
                                       timeline: [.fling(from: TestScenarios.point(200, 700), dy: -400, duration: 0.1)],
                                       duration: 4)
        let frames = try Simulator.run(s)
        let maxOffset = 28.0 + 30 * 44 - 844
        XCTAssertGreaterThan(try XCTUnwrap(frames.map(\.contentOffset).max()), maxOffset + 5)
        XCTAssertEqual(try XCTUnwrap(frames.last?.contentOffset), maxOffset, accuracy: 1e-9)
    }

    func testSameScenarioGivesSameStatesEveryRun() throws {
        let s = TestScenarios.scenario(timeline: [.fling(from: TestScenarios.point(200, 700), dy: -400, duration: 0.1)])
        let a = try Simulator.run(s).map(\.contentOffset)
        let b = try Simulator.run(s).map(\.contentOffset)
        XCTAssertEqual(a, b)
    }
}
