import XCTest
@testable import ListRender

/// Swipe actions (docs/behaviours.md, "Swipe actions"), in numbers: the content following the
/// finger, the buttons' frames, the snap by position and velocity, the full-swipe delete.
final class SwipeActionsTests: XCTestCase {
    typealias T = TestScenarios

    /// 30 rows under one 28-pt header: row r spans 28 + 44r ... 72 + 44r (centre 50 + 44r).
    /// Trailing Delete (destructive, 75 pt: its title measured) and Flag (74 pt, the minimum).
    func scenario(_ touches: [RawTouch], fullSwipe: Bool = true, duration: Double = 1.2,
                  direction: LayoutDirection = .leftToRight) -> Scenario {
        var f = Features()
        var o = SwipeActionsOptions()
        o.trailing = [.init(title: "Delete", style: .destructive), .init(title: "Flag")]
        o.leading = [.init(title: "Unread", color: Color(r: 0, g: 0x7A, b: 0xFF))]
        o.fullSwipe = fullSwipe
        f.swipeActions = o
        let list = ListSpec(content: .sections([SectionSpec(title: "S", rows: (0..<30).map { RowSpec(title: "Row \($0)", id: "r\($0)") })]))
        var s = T.scenario(list: list, features: f, timeline: [.wait(0.1), .touches(touches)], duration: duration)
        s.layoutDirection = direction
        return s
    }

    func touch(_ t: Double, _ phase: TouchPhase, x: Double, y: Double = 138) -> RawTouch {
        RawTouch(t: t, phase: phase, at: T.point(x, y))
    }

    func row(_ frames: FrameLayouts, at seconds: Double, _ id: String) -> RowLayout? {
        frames[Int((seconds * 60).rounded())].rows.first { $0.id == id }
    }

    /// A drag left on row 2 from x 330 to `to`, released at 0.5 s after resting 0.1 s (slow).
    func slowDrag(to x: Double) -> [RawTouch] {
        [touch(0, .down, x: 330), touch(0.1, .move, x: 300), touch(0.2, .move, x: x), touch(0.4, .up, x: x)]
    }

    func testContentFollowsTheFingerAndButtonsAreRevealedInProportion() throws {
        let frames = try T.layouts(scenario(slowDrag(to: 255)))
        let r = try XCTUnwrap(row(frames, at: 0.35, "r2"))
        XCTAssertEqual(r.swipeOffset, -75, "the finger moved 75 pt left")
        XCTAssertEqual(r.parts.title.first?.box.minX ?? 0, 16 - 75, accuracy: 1e-9, "the title moves with the content")
        // Half of the 149-pt buttons are revealed (75 of 149): each in proportion, Delete at the edge.
        XCTAssertEqual(r.actions.map(\.title), ["Delete", "Flag"])
        let delete = 75.0 * 75 / 149, flag = 74.0 * 75 / 149
        XCTAssertEqual(r.actions[0].frame.minX, 390 - delete, accuracy: 1e-9)
        XCTAssertEqual(r.actions[0].frame.width, delete, accuracy: 1e-9)
        XCTAssertEqual(r.actions[1].frame.minX, 315, accuracy: 1e-9)
        XCTAssertEqual(r.actions[1].frame.width, flag, accuracy: 1e-9)
        XCTAssertEqual(row(frames, at: 0.35, "r1")?.actions, [], "other rows have none")
        XCTAssertNil(row(frames, at: 0.15, "r2")?.swipeOffset.nonZero, "under 10 pt: not yet a swipe")
    }

    func testSlowReleasePastHalfTheButtonsSnapsOpen() throws {
        let frames = try T.layouts(scenario(slowDrag(to: 250)))  // 80 of 149 pt
        let r = try XCTUnwrap(row(frames, at: 0.9, "r2"))
        XCTAssertEqual(r.swipeOffset, -149, "open: the content offset is the buttons' total width")
        XCTAssertEqual(r.actions.map(\.frame), [Rect(x: 315, y: 116, width: 75, height: 44), Rect(x: 241, y: 116, width: 74, height: 44)])
    }

    func testSlowReleaseShortOfHalfSnapsClosed() throws {
        let frames = try T.layouts(scenario(slowDrag(to: 260)))  // 70 of 149 pt
        XCTAssertEqual(row(frames, at: 0.9, "r2")?.swipeOffset, 0)
        XCTAssertEqual(row(frames, at: 0.9, "r2")?.actions, [])
    }

    func testFlickOpensShortOfHalfAndAFlickBackClosesPastHalf() throws {
        // 40 pt in the last 50 ms (800 pt/s) toward opening, released at 60 pt: opens.
        let flick = [touch(0, .down, x: 330), touch(0.05, .move, x: 310), touch(0.1, .move, x: 270), touch(0.1, .up, x: 270)]
        XCTAssertEqual(row(try T.layouts(scenario(flick)), at: 0.8, "r2")?.swipeOffset, -149)
        // Out to 100 pt, then 30 pt back in the last 50 ms (600 pt/s closing): closes.
        let back = [touch(0, .down, x: 330), touch(0.1, .move, x: 200), touch(0.2, .move, x: 200),
                    touch(0.25, .move, x: 230), touch(0.25, .up, x: 230)]
        XCTAssertEqual(row(try T.layouts(scenario(back)), at: 0.9, "r2")?.swipeOffset, 0)
    }

    func testFullSwipeDeletesTheRowAndTheRowsBelowCloseTheGap() throws {
        // Past 60 % of the 390-pt row (234 pt) at release (0.3 s): Delete, the first action, runs.
        let swipe = [touch(0, .down, x: 370), touch(0.1, .move, x: 250), touch(0.2, .move, x: 100), touch(0.2, .up, x: 100)]
        let frames = try T.layouts(scenario(swipe))
        XCTAssertEqual(row(frames, at: 0.25, "r2")?.swipeOffset, -120, "following the finger before the release")
        XCTAssertNil(row(frames, at: 0.3, "r2"), "the row is gone from the data")
        XCTAssertEqual(frames[0].contentSize - frames[30].contentSize, 44)
        // Half-way through the 0.3 s ease-in-out collapse: 22 pt remain, rows below are 22 pt low.
        let mid = frames[27]
        XCTAssertEqual(mid.deletedRow?.frame, Rect(x: 0, y: 116, width: 390, height: 22))
        XCTAssertEqual(mid.deletedRow?.title, "Delete")
        XCTAssertEqual(row(frames, at: 0.45, "r3")?.frame.minY, 138)
        XCTAssertEqual(row(frames, at: 0.45, "r1")?.frame.minY, 72, "rows above stay")
        // After it, row 3 is where row 2 was.
        XCTAssertNil(frames[40].deletedRow)
        XCTAssertEqual(row(frames, at: 0.7, "r3")?.frame.minY, 116)
        XCTAssertEqual(row(frames, at: 0.7, "r4")?.frame.minY, 160)
    }

    func testWithoutFullSwipeTheSameSwipeOnlyOpens() throws {
        let swipe = [touch(0, .down, x: 370), touch(0.1, .move, x: 250), touch(0.2, .move, x: 100), touch(0.2, .up, x: 100)]
        let frames = try T.layouts(scenario(swipe, fullSwipe: false))
        // Beyond the buttons the row resists at half rate: 149 + (270 − 149) / 2.
        XCTAssertEqual(row(frames, at: 0.3, "r2")?.swipeOffset, -209.5)
        XCTAssertEqual(row(frames, at: 0.9, "r2")?.swipeOffset, -149)
        XCTAssertEqual(frames[0].contentSize, frames[60].contentSize)
    }

    func testATapElsewhereClosesTheOpenRowWithoutSelectingAndATapOnANormalActionCloses() throws {
        let open = slowDrag(to: 240)
        let tapElsewhere = open + [touch(0.8, .down, x: 195, y: 400), touch(0.85, .up, x: 195, y: 400)]
        let frames = try T.layouts(scenario(tapElsewhere, duration: 1.6))
        XCTAssertEqual(row(frames, at: 0.85, "r2")?.swipeOffset, -149)
        XCTAssertEqual(row(frames, at: 1.3, "r2")?.swipeOffset, 0)
        // Flag sits at x 241...315 when open: a tap there closes the row, nothing deleted.
        let tapFlag = open + [touch(0.8, .down, x: 270), touch(0.85, .up, x: 270)]
        let f2 = try T.layouts(scenario(tapFlag, duration: 1.6))
        XCTAssertEqual(row(f2, at: 1.3, "r2")?.swipeOffset, 0)
        XCTAssertEqual(f2[0].contentSize, f2[95].contentSize)
        // Delete at x 315...390: the row is deleted.
        let tapDelete = open + [touch(0.8, .down, x: 350), touch(0.85, .up, x: 350)]
        XCTAssertNil(row(try T.layouts(scenario(tapDelete, duration: 1.6)), at: 1.3, "r2"))
    }

    func testAVerticalScrollClosesAnOpenRow() throws {
        let scroll = slowDrag(to: 240) + [touch(0.8, .down, x: 195, y: 400), touch(0.9, .move, x: 195, y: 380),
                                          touch(1.0, .move, x: 195, y: 360), touch(1.05, .up, x: 195, y: 360)]
        let frames = try T.layouts(scenario(scroll, duration: 1.6))
        XCTAssertEqual(row(frames, at: 1.5, "r2")?.swipeOffset, 0)
    }

    /// Right to left the sides mirror, as UIKit's do: a swipe to the right shows the trailing
    /// actions at the left edge (Delete outermost), a swipe to the left the leading one.
    func testRightToLeftMirrorsTheSides() throws {
        let right = [touch(0, .down, x: 60), touch(0.1, .move, x: 90), touch(0.2, .move, x: 140), touch(0.4, .up, x: 140)]
        let frames = try T.layouts(scenario(right, direction: .rightToLeft))
        let open = try XCTUnwrap(row(frames, at: 0.9, "r2"))
        XCTAssertEqual(open.swipeOffset, 149, "80 of 149 pt, slow: snaps open to the right")
        XCTAssertEqual(open.actions.map(\.title), ["Delete", "Flag"])
        XCTAssertEqual(open.actions.map(\.frame), [Rect(x: 0, y: 116, width: 75, height: 44), Rect(x: 75, y: 116, width: 74, height: 44)])
        // The titles keep to the content's side of their buttons.
        XCTAssertEqual(open.actions[0].titleBox.maxX, 75)
        let left = [touch(0, .down, x: 330), touch(0.1, .move, x: 300), touch(0.2, .move, x: 250), touch(0.4, .up, x: 250)]
        let l = try XCTUnwrap(row(try T.layouts(scenario(left, direction: .rightToLeft)), at: 0.9, "r2"))
        XCTAssertEqual(l.swipeOffset, -80, "Unread: 80 pt, its title measured (with SF Pro's tracking)")
        XCTAssertEqual(l.actions.map(\.title), ["Unread"])
        XCTAssertEqual(l.actions.first?.frame, Rect(x: 310, y: 116, width: 80, height: 44))
        // A tap on the left-edge Delete deletes the row.
        let tap = right + [touch(0.8, .down, x: 30), touch(0.85, .up, x: 30)]
        let deleted = try T.layouts(scenario(tap, duration: 1.6, direction: .rightToLeft))
        XCTAssertNil(row(deleted, at: 1.5, "r2"), "Delete ran")
        XCTAssertEqual(deleted[Int(0.1 * 60 + 0.8 * 60) + 9].deletedRow?.titleBox.maxX, 390, "collapsing: the title at the content's side, the right")
    }

    /// On an inset-grouped card a swiped row stays inside its place on the card: the content
    /// sliding left is clipped at the card's edge, and the first row's buttons keep the card's
    /// rounded corner.
    func testSwipedRowOnACardIsClippedToTheCard() throws {
        var s = scenario(slowDrag(to: 250))
        s.viewport = Viewport(width: 390, height: 300, scale: 3)
        s.list = ListSpec(content: .sections([SectionSpec(title: "S", rows: (0..<3).map { RowSpec(title: "Row \($0)", id: "r\($0)") })]))
        s.list.style = .insetGrouped
        s.timeline = [TimedStep(step: .wait(0.1), path: "timeline[0]"),
                      TimedStep(step: .touches([touch(0, .down, x: 330, y: 75), touch(0.1, .move, x: 300, y: 75),
                                                touch(0.2, .move, x: 250, y: 75), touch(0.4, .up, x: 250, y: 75)]), path: "timeline[1]")]
        let frame = try T.layouts(s)[54]
        let first = try XCTUnwrap(frame.rows.first)
        XCTAssertEqual(first.swipeOffset, -149, "open")
        let image = FrameRenderer(scenario: s).image(of: frame)
        func px(_ x: Double, _ y: Double) -> [UInt8] {
            let i = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return Array(image.pixels[i..<i + 3])
        }
        let bg = Theme.light.groupedBackground, red = Theme.light.destructive
        XCTAssertEqual(px(8, first.frame.midY), [bg.r, bg.g, bg.b], "nothing left of the card")
        XCTAssertEqual(px(first.frame.maxX - 0.4, first.frame.minY + 0.4), [bg.r, bg.g, bg.b], "the corner stays round")
        XCTAssertEqual(px(first.frame.maxX - 12, first.frame.minY + 12), [red.r, red.g, red.b], "Delete at the card's edge")
    }

    func testSwipingRightRevealsTheLeadingAction() throws {
        let right = [touch(0, .down, x: 60), touch(0.1, .move, x: 100), touch(0.2, .move, x: 160), touch(0.4, .up, x: 160)]
        let frames = try T.layouts(scenario(right))
        let r = try XCTUnwrap(row(frames, at: 0.9, "r2"))
        XCTAssertEqual(r.swipeOffset, 80, "open at Unread's width: its title measured plus 2 × 15 pt")
        XCTAssertEqual(r.actions.map(\.title), ["Unread"])
        XCTAssertEqual(r.actions[0].frame, Rect(x: 0, y: 116, width: 80, height: 44))
    }

    func testDumpListsTheActions() throws {
        let frames = try T.layouts(scenario(slowDrag(to: 250)))
        let json = LayoutDump.frame(frames[54]).serialized()
        XCTAssertTrue(json.contains(#""actions":[{"title":"Delete","frame":[315,116,75,44]},{"title":"Flag","frame":[241,116,74,44]}]"#), json)
    }

    /// Under a large-title navigation bar, scrolled so rows pass under it: the swipe takes the
    /// row under the finger on screen, and a sideways move on the bar swipes nothing.
    func testSwipeOnAListScrolledUnderTheNavigationBar() throws {
        let text = """
        {"name": "x", "duration": 2.4, "chrome": {"statusBar": true, "navigationBar": {"title": "Inbox", "largeTitle": true}},
         "list": {"generate": {"sections": 1, "rows": 40}}, "features": {"swipeActions": true},
         "timeline": [{"drag": {"from": [195, 600], "to": [195, 300], "duration": 0.3, "hold": 0.2}}, {"wait": 0.6},
                      {"touches": [{"t": 0, "phase": "down", "at": [330, 70]}, {"t": 0.2, "phase": "move", "at": [200, 70]},
                                   {"t": 0.3, "phase": "up", "at": [200, 70]}]},
                      {"wait": 0.1},
                      {"touches": [{"t": 0, "phase": "down", "at": [330, 400]}, {"t": 0.1, "phase": "move", "at": [300, 400]},
                                   {"t": 0.2, "phase": "move", "at": [240, 400]}, {"t": 0.4, "phase": "up", "at": [240, 400]}]}]}
        """
        let frames = try T.layouts(ScenarioLoader.load(data: text, path: "x.json"))
        XCTAssertFalse(frames[Int(1.45 * 60)].rows.contains { $0.swipeOffset != 0 }, "a sideways move on the bar swipes nothing")
        let before = frames[Int(1.45 * 60)]
        XCTAssertGreaterThan(before.contentOffset, before.contentInset.top * -1 + 100, "scrolled under the bar")
        let target = try XCTUnwrap(before.rows.first { $0.frame.minY <= 400 && $0.frame.maxY > 400 })
        let after = frames[Int(2.4 * 60)]
        let swiped = after.rows.filter { $0.swipeOffset != 0 }
        XCTAssertEqual(swiped.map(\.title), [target.title], "the row under the finger")
        XCTAssertEqual(swiped.first?.swipeOffset, -75, "open at Delete's width")
        XCTAssertEqual(swiped.first?.actions.first?.frame.minX, 390 - 75)
    }

    func testATitleTheFontLacksIsWarnedAbout() throws {
        let text = #"{"name": "x", "list": {"generate": {"sections": 1, "rows": 3}}, "features": {"swipeActions": {"leading": [{"title": "漢"}]}}}"#
        XCTAssertEqual(FontCoverage.warning(for: try ScenarioLoader.load(data: text, path: "c.json")),
                       "c.json: warning: no font has U+6F22 (first in features.swipeActions.leading[0].title); drawn as an empty box")
    }

    func testOptionsAreStrict() {
        func load(_ features: String) -> String { TestScenarios.featuresLoadMessage(features, sections: 1) }
        XCTAssertEqual(load(#"{"swipeActions": true}"#), "ok")
        XCTAssertEqual(load(##"{"swipeActions": {"trailing": [{"title": "Delete", "style": "destructive", "color": "#FF0000"}], "fullSwipe": false}}"##), "ok")
        XCTAssertEqual(load(#"{"swipeActions": {"trailng": []}}"#), #"s.json:4:33: features.swipeActions: unknown key "trailng" (did you mean "trailing"?)"#)
        XCTAssertEqual(load(#"{"swipeActions": {"trailing": [{"style": "destructive"}]}}"#), #"s.json:4:46: features.swipeActions.trailing[0]: needs "title" or "symbol" (or both)"#)
        XCTAssertEqual(load(#"{"swipeActions": {"trailing": [{"title": "X", "style": "red"}]}}"#), #"s.json:4:70: features.swipeActions.trailing[0].style: unknown style "red"; expected "normal" or "destructive""#)
        XCTAssertEqual(load(#"{"swipeActions": {"leading": []}}"#), #"s.json:4:32: features.swipeActions: needs at least one action in "trailing" or "leading""#)
        XCTAssertEqual(load(##"{"swipeActions": {"trailing": [{"title": "X", "color": "red"}]}}"##), ##"s.json:4:70: features.swipeActions.trailing[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA", got "red""##)
        XCTAssertEqual(load(#"{"swipeActions": true, "swipe": true}"#), #"s.json:4:32: features.swipeActions: cannot be used with "features.swipe": both take the row's horizontal swipe; keep one"#)
        XCTAssertEqual(load(#"{"swipeActions": 1}"#), #"s.json:4:32: features.swipeActions: expected true, false or an object {trailing, leading, fullSwipe}, got 1"#)
    }
}

private extension Double {
    var nonZero: Double? { self == 0 ? nil : self }
}
