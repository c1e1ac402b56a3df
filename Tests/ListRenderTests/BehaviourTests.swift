import XCTest
@testable import ListRender

/// The behaviours of docs/behaviours.md, asserted in their originals' own numbers
/// (docs/uikit-numbers.md).
final class BehaviourTests: XCTestCase {
    typealias T = TestScenarios
    let viewport = Viewport(width: 390, height: 844, scale: 1)

    func rows(_ n: Int) -> ListSpec {
        ListSpec(content: .sections([SectionSpec(title: "S", rows: (0..<n).map { RowSpec(title: "Row \($0)", id: "r\($0)") })]))
    }

    // MARK: Reorder (docs/behaviours.md, "Reorder")

    func reorderScenario(_ timeline: [TimelineStep], duration: Double = 4, rows n: Int = 30) -> Scenario {
        var f = Features()
        f.reorder = ReorderOptions()
        return T.scenario(list: rows(n), features: f, timeline: timeline, duration: duration)
    }

    func testLongPressLiftsMovesAndDropsRow() throws {
        // Row 1's centre is at 28 + 44 + 22 = 94; move the finger to y = 250 (row 4: 204..248 → 5: 248..292).
        let s = reorderScenario([.longPressDrag(row: RowRef(section: 0, row: 1), to: T.point(195, 250), hold: 0.6, duration: 0.5)])
        let frames = try T.layouts(s)
        // Before 0.5 s nothing is lifted; at 0.5 s the row lifts.
        XCTAssertFalse(frames[29].rows.contains { $0.lifted })
        let lifted = try XCTUnwrap(frames[31].rows.first { $0.lifted })
        XCTAssertEqual(lifted.id, "r1")
        XCTAssertEqual(lifted.frame.y, 72, accuracy: 1e-9, "lifted in place, grab offset kept")
        XCTAssertEqual(frames[31].state, .reordering)
        // Only y follows the finger: at the end of the move the row's top is 250 − 22.
        let moved = try XCTUnwrap(frames[66].rows.first { $0.lifted })
        XCTAssertEqual(moved.frame.y, 228, accuracy: 1e-9)
        XCTAssertEqual(moved.frame.x, 0)
        // FMMoveTableView's look: alpha 0.95 and a 0.7 shadow, from the painter's inputs.
        let painted = Painter(theme: .light, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                              text: TextMeasurer.shared).paint(frames[66])
        XCTAssertTrue(painted.items.contains(.beginLayer(opacity: 0.95)))
        XCTAssertTrue(painted.items.contains { if case .shadow(_, _, 3, .zero, let c, nil) = $0 { return c.a == 0xB3 }; return false })
        // After the 0.2 s drop the data order changed: r1 now sits where the finger let go (row 5).
        let last = try XCTUnwrap(frames.last)
        XCTAssertFalse(last.rows.contains { $0.lifted })
        XCTAssertEqual(last.rows.prefix(7).map(\.id), ["r0", "r2", "r3", "r4", "r5", "r1", "r6"])
        XCTAssertEqual(last.rows[5].row, 5)
        XCTAssertEqual(last.rows[5].frame.y, 28 + 5 * 44)
    }

    func testGapSlidesOtherRowsOutOfTheWay() throws {
        let s = reorderScenario([.longPressDrag(row: RowRef(section: 0, row: 1), to: T.point(195, 150), hold: 0.6, duration: 0.1)])
        let frames = try T.layouts(s)
        // At 0.7 s the finger is at 150 (over row 2): the gap moved there, r2 slides up into row 1's place.
        let f = frames[43]
        let r2 = try XCTUnwrap(f.rows.first { $0.id == "r2" && !$0.lifted })
        XCTAssertEqual(f.rows.first { $0.isGap }?.row, 2)
        XCTAssertLessThan(r2.frame.y, 28 + 2 * 44, "sliding up")
        XCTAssertGreaterThanOrEqual(r2.frame.y, 28 + 1 * 44)
        let settled = try XCTUnwrap(frames[70].rows.first { $0.id == "r2" && !$0.lifted })
        XCTAssertEqual(settled.frame.y, 28 + 44, accuracy: 1e-9)
    }

    func testMovingTenPointsBeforeTheHoldIsAScrollNotALift() throws {
        let s = reorderScenario([.touches([
            RawTouch(t: 0, phase: .down, at: T.point(195, 300)),
            RawTouch(t: 0.2, phase: .move, at: T.point(195, 260)),
            RawTouch(t: 0.8, phase: .move, at: T.point(195, 200)),
            RawTouch(t: 0.9, phase: .up, at: T.point(195, 200)),
        ])])
        let frames = try T.layouts(s)
        XCTAssertFalse(frames.contains { $0.rows.contains(where: \.lifted) })
        // The pan is recognised at the first move (40 pt); the content follows from there, 1:1.
        XCTAssertEqual(frames[30].state, .dragging)
        XCTAssertEqual(frames[30].contentOffset, 0, accuracy: 1e-9)
        XCTAssertEqual(frames[50].contentOffset, 60, accuracy: 1e-9)
    }

    func testAutoscrollAtFMMoveTableViewsRate() throws {
        // Lift row 2 and hold its centre 10 pt from the bottom edge: threshold ⌊0.6 × 44⌋ = 26,
        // so each 1/60 s tick scrolls ⌈(26 − 10)/5⌉ = 4 pt.
        let s = reorderScenario([.touches([
            RawTouch(t: 0, phase: .down, at: .row(RowRef(section: 0, row: 2))),
            RawTouch(t: 0.6, phase: .move, at: T.point(195, 834)),
            RawTouch(t: 1.6, phase: .up, at: T.point(195, 834)),
        ])], duration: 3)
        let frames = try T.layouts(s)
        let a = frames[60].contentOffset, b = frames[70].contentOffset
        XCTAssertEqual(b - a, 40, accuracy: 4.01, "10 frames at 60 fps ≈ 10 ticks of 4 pt")
        XCTAssertEqual((b - a).truncatingRemainder(dividingBy: 4), 0)
        // Clamped to the content: 30 rows → max offset 28 + 1320 − 844 = 504.
        let s2 = reorderScenario([.touches([
            RawTouch(t: 0, phase: .down, at: .row(RowRef(section: 0, row: 2))),
            RawTouch(t: 0.6, phase: .move, at: T.point(195, 840)),
            RawTouch(t: 4, phase: .up, at: T.point(195, 840)),
        ])], duration: 5)
        XCTAssertEqual(try T.layouts(s2).last?.contentOffset, 504)
    }

    // MARK: Info panel (docs/behaviours.md, "Info panel")

    func panelScenario(_ timeline: [TimelineStep], duration: Double = 6) -> Scenario {
        var f = Features()
        f.infoPanel = InfoPanelOptions()
        return T.scenario(list: ListSpec(content: .generated(sections: 20, rows: 10)), features: f, timeline: timeline, duration: duration)
    }

    func testPanelIsCentredOnTheIndicatorAndNamesTheSectionThere() throws {
        let s = panelScenario([.drag(from: T.point(195, 700), to: T.point(195, 200), duration: 0.5, hold: 1)])
        let f = try T.layouts(s)[50]
        let panel = try XCTUnwrap(f.infoPanel), indicator = try XCTUnwrap(f.indicator)
        XCTAssertEqual(panel.frame.midY, indicator.frame.midY, accuracy: 1e-9)
        XCTAssertEqual(panel.frame.maxX, indicator.frame.minX, accuracy: 1e-9)
        XCTAssertEqual([panel.frame.width, panel.frame.height], [150, 32])
        // The section at the indicator's centre, in content coordinates (sections are 468 pt).
        let contentY = f.contentOffset + indicator.frame.midY
        XCTAssertEqual(panel.text, "Section \(Int(contentY / 468) + 1)")
    }

    func testPanelLingersAfterAFlingThenFadesAndANewDragCancelsTheFade() throws {
        let s = panelScenario([.fling(from: T.point(195, 700), dy: -200, duration: 0.1), .wait(6.0),
                               .drag(from: T.point(195, 600), to: T.point(195, 500), duration: 0.3, hold: 0.5)], duration: 7)
        let frames = try T.layouts(s)
        guard let stop = frames.firstIndex(where: { $0.index > 10 && $0.state == .idle }) else { return XCTFail("never stopped") }
        // Still fully shown 1 s (the linger) after the fling stopped, gone 0.3 s later.
        XCTAssertEqual(frames[stop + 59].infoPanel?.alpha, 1)
        XCTAssertNil(frames[stop + 60 + 19].infoPanel)
        // The drag at 6.1 s brings it back (0.3 s fade-in).
        XCTAssertNil(frames[6 * 60].infoPanel)
        XCTAssertEqual(frames[Int(6.5 * 60)].infoPanel?.alpha, 1)
    }

    func testPanelAlignsWithAShrunkIndicatorsEndAndStaysOnScreen() throws {
        let s = panelScenario([.drag(from: T.point(195, 100), to: T.point(195, 800), duration: 0.5, hold: 1)])
        let f = try T.layouts(s)[50]
        let panel = try XCTUnwrap(f.infoPanel), indicator = try XCTUnwrap(f.indicator)
        XCTAssertLessThan(indicator.frame.height, 32 + 2)
        XCTAssertEqual(panel.frame.minY, indicator.frame.minY, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(panel.frame.minY, 0)
    }

    // MARK: Scrub nub (docs/behaviours.md, "Scrub nub")

    func nubScenario(_ timeline: [TimelineStep], sections: Int = 20, rows: Int = 10) -> Scenario {
        var f = Features()
        f.scrubNub = ScrubNubOptions()
        return T.scenario(list: ListSpec(content: .generated(sections: sections, rows: rows)), features: f, timeline: timeline, duration: 4)
    }

    func testNubPositionIsTheScreencastsMappingWithExactInverse() throws {
        let s = nubScenario([.drag(from: T.point(195, 700), to: T.point(195, 400), duration: 0.5, hold: 1)])
        let f = try T.layouts(s)[50]
        let nub = try XCTUnwrap(f.nub)
        let p = f.contentOffset / (f.contentSize - 844)
        XCTAssertEqual(nub.frame.y, p * ((844 - 24 - 10) - 10) + 10, accuracy: 1e-9)
        XCTAssertEqual(nub.frame, Rect(x: 390 - 10 - 24, y: nub.frame.y, width: 24, height: 24))
    }

    func testScrubbingIsTheExactInverseOnAMillionRows() throws {
        let s = nubScenario([.drag(from: T.point(195, 700), to: T.point(195, 650), duration: 0.3, hold: 0.1),
                             .scrub(to: 0.75, duration: 0.5), .wait(0.2)], sections: 1000, rows: 1000)
        let frames = try T.layouts(s)
        XCTAssertEqual(frames[50].state, .scrubbing)
        let end = frames[70]
        let maxOffset = end.contentSize - 844
        XCTAssertEqual(end.contentOffset, 0.75 * maxOffset, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(end.nub).frame.y, 0.75 * 800 + 10, accuracy: 1e-6)
        XCTAssertEqual(end.rows.first?.title.hasPrefix("Row 750."), true)
    }

    func testNubHidesAfterTheDelayAndATapOnItIsNotARowTap() throws {
        let s = nubScenario([.drag(from: T.point(195, 700), to: T.point(195, 600), duration: 0.3, hold: 0.1)])
        let frames = try T.layouts(s)
        // Scrolling ends at 0.4 s; 0.75 s later the 0.5 s fade starts.
        XCTAssertEqual(frames[Int(1.15 * 60)].nub?.alpha, 1)
        XCTAssertNil(frames[Int(1.66 * 60)].nub)
    }

    func testATapOnTheNubIsNotATapOnTheRowUnderIt() throws {
        // One 8-pt row under a 1-pt header puts the "Load more" row at 9…17, under the nub (10…34).
        var f = Features()
        f.scrubNub = ScrubNubOptions()
        var lm = LoadMoreOptions()
        lm.pageSize = 1
        f.loadMore = lm
        func run(tapAt x: Double) throws -> FrameLayouts {
            let list = ListSpec(rowHeight: 8, headerHeight: 1, content: .sections([SectionSpec(title: "S", rows: (0..<40).map { RowSpec(title: "\($0)") })]))
            return try T.layouts(T.scenario(list: list, features: f, timeline: [.tap(.target(T.point(x, 14)))], duration: 1))
        }
        let onNub = try run(tapAt: 368)
        XCTAssertEqual(onNub[3].state, .scrubbing)
        XCTAssertFalse(onNub.contains { $0.loadMore?.loading == true })
        let beside = try run(tapAt: 100)
        XCTAssertTrue(beside.contains { $0.loadMore?.loading == true })
    }

    // MARK: Snap header (docs/behaviours.md, "Snap header")

    func snapScenario(_ timeline: [TimelineStep]) -> Scenario {
        var f = Features()
        f.snapHeader = SnapHeaderOptions()
        return T.scenario(list: rows(40), features: f, timeline: timeline, duration: 7)
    }

    func testSnapHeaderStartsOpenAndSnapsByTheMiddleWhenReleasedStill() throws {
        // Inset top = 200 − 43 = 157; released still at −87 (less than the middle, 100, uncovered) → covered at −1.
        let covered = try T.layouts(snapScenario([.drag(from: T.point(195, 500), to: T.point(195, 420), duration: 0.4, hold: 0.2)]))
        XCTAssertEqual(covered[0].contentOffset, -157)
        XCTAssertEqual(covered[0].contentInset.top, 157)
        XCTAssertEqual(covered.last?.contentOffset, -1)
        // Released still at −137 (more than the middle) → open at −157.
        let open = try T.layouts(snapScenario([.drag(from: T.point(195, 500), to: T.point(195, 470), duration: 0.4, hold: 0.2)]))
        // (−157 + 30 less the hysteresis, recognised at the first 0.625-pt sample past 10 pt)
        XCTAssertEqual(open[30].contentOffset, -137, accuracy: 0.7)
        XCTAssertEqual(open.last?.contentOffset, -157)
    }

    func testSnapHeaderFollowsVelocityAndLeavesOtherTargetsAlone() throws {
        // A small fling up (finger moving up) from open lands covered.
        let up = try T.layouts(snapScenario([.fling(from: T.point(195, 500), dy: -25, duration: 0.1)]))
        XCTAssertEqual(up.last?.contentOffset, -1)
        // A fling whose projection leaves the header region decelerates freely.
        let far = try T.layouts(snapScenario([.fling(from: T.point(195, 600), dy: -200, duration: 0.1)]))
        let rest = try XCTUnwrap(far.last?.contentOffset)
        XCTAssertGreaterThan(rest, 100)
        // The indicator's top inset follows the seed: max(0, −offset).
        XCTAssertEqual(IndicatorLayout.topInset(offset: -57, snapHeader: SnapHeaderOptions()), 57)
        XCTAssertEqual(IndicatorLayout.topInset(offset: 30, snapHeader: SnapHeaderOptions()), 0)
    }

    // MARK: Load more (docs/behaviours.md, "Load more")

    func testTwoTapsLoadTwoPagesThenTheRowDisappears() throws {
        var f = Features()
        var o = LoadMoreOptions()
        o.pageSize = 5
        o.total = 12
        f.loadMore = o
        let s = T.scenario(list: rows(40), features: f,
                           timeline: [.tap(.loadMore), .wait(0.6), .tap(.loadMore), .wait(0.6)], duration: 2)
        let frames = try T.layouts(s)
        XCTAssertEqual(frames[0].rows.count, 5)
        XCTAssertEqual(frames[0].loadMore?.loading, false)
        XCTAssertEqual(frames[0].loadMore?.frame.y, 28 + 5 * 44)
        // The first tap (0–0.1 s) starts a 0.4 s load.
        XCTAssertEqual(frames[20].loadMore?.loading, true)
        XCTAssertEqual(frames[40].rows.count, 10)
        XCTAssertEqual(frames.last?.rows.count, 12)
        XCTAssertNil(frames.last?.loadMore, "no more pages: the row is gone")
    }

    // MARK: Swipe (docs/behaviours.md, "Swipe")

    func swipeScenario(_ timeline: [TimelineStep]) -> Scenario {
        var f = Features()
        f.swipe = SwipeOptions()
        return T.scenario(list: rows(10), features: f, timeline: timeline, duration: 2)
    }

    func testSwipeTogglesARowAndBack() throws {
        let frames = try T.layouts(swipeScenario([.swipe(row: RowRef(section: 0, row: 2), dx: -120, duration: 0.15), .wait(0.5),
                                                  .swipe(row: RowRef(section: 0, row: 2), dx: 120, duration: 0.15)]))
        XCTAssertEqual(frames[40].rows.first { $0.id == "r2" }?.swipeOffset, -88)
        XCTAssertEqual(frames[40].contentOffset, 0, "a swipe is not a scroll")
        XCTAssertEqual(frames.last?.rows.first { $0.id == "r2" }?.swipeOffset, 0)
    }

    func testTouchesThatBreakTheSwipeRulesChangeNothing() throws {
        let centre = 28 + 2 * 44 + 22.0
        let cases: [(String, [RawTouch])] = [
            ("too much vertical travel", [RawTouch(t: 0, phase: .down, at: T.point(300, centre)),
                                          RawTouch(t: 0.1, phase: .up, at: T.point(200, centre + 6))]),
            ("too short", [RawTouch(t: 0, phase: .down, at: T.point(300, centre)),
                           RawTouch(t: 0.1, phase: .up, at: T.point(290, centre))]),
            ("too slow", [RawTouch(t: 0, phase: .down, at: T.point(300, centre)),
                          RawTouch(t: 0.8, phase: .up, at: T.point(150, centre))]),
        ]
        for (why, touches) in cases {
            let frames = try T.layouts(swipeScenario([.touches(touches)]))
            XCTAssertEqual(frames.last?.rows.first { $0.id == "r2" }?.swipeOffset, 0, why)
            XCTAssertEqual(frames.last?.contentOffset, 0, why)
        }
    }

    func testVerticalDragStartingOnARowStillScrolls() throws {
        var f = Features()
        f.swipe = SwipeOptions()
        let s = T.scenario(list: rows(40), features: f, timeline: [.drag(from: T.point(195, 500), to: T.point(195, 300), duration: 0.4, hold: 0.2)], duration: 1)
        // 200 pt less the hysteresis: recognised at the third 4.17-pt sample (12.5 pt): 187.5,
        // shown on the 1× pixel grid as 188.
        XCTAssertEqual(try T.layouts(s).last?.contentOffset, 188)
    }
}
