import XCTest
@testable import ListRender

/// Selection (docs/behaviours.md, "Selection"): UIScrollView's 150 ms touch delay, a scroll
/// cancelling the highlight, release selecting, and the deselect fade, in numbers.
final class SelectionTests: XCTestCase {
    typealias T = TestScenarios

    /// 30 rows under one 28-pt header: row r's centre is at 28 + 44r + 22.
    func scenario(_ touches: [RawTouch], options: SelectionOptions = SelectionOptions()) -> Scenario {
        var f = Features()
        f.selection = options
        let list = ListSpec(content: .sections([SectionSpec(title: "S", rows: (0..<30).map { RowSpec(title: "Row \($0)", id: "r\($0)") })]))
        return T.scenario(list: list, features: f, timeline: [.wait(0.1), .touches(touches)], duration: 1.2)
    }

    func touch(_ t: Double, _ phase: TouchPhase, y: Double) -> RawTouch { RawTouch(t: t, phase: phase, at: T.point(195, y)) }

    /// Highlight of row 2 at `seconds` (frames are 1/60 s apart).
    func highlight(_ frames: FrameLayouts, at seconds: Double, row: Int = 2) -> Double? {
        frames[Int((seconds * 60).rounded())].rows.first { $0.id == "r\(row)" }?.highlight
    }

    func testHighlightWaitsForTheScrollViewsDelayThenFadesAfterRelease() throws {
        var options = SelectionOptions()
        options.fade = 0.3
        // Down at 0.1 s on row 2 (y 138), up at 0.4 s.
        let frames = try T.layouts(scenario([touch(0, .down, y: 138), touch(0.3, .up, y: 138)], options: options))
        XCTAssertEqual(highlight(frames, at: 0.2), 0, "100 ms after touch-down: still held back")
        XCTAssertEqual(highlight(frames, at: 0.3), 1, "200 ms after touch-down: highlighted")
        XCTAssertEqual(highlight(frames, at: 0.4), 1, "selected on release")
        XCTAssertEqual(try XCTUnwrap(highlight(frames, at: 0.55)), 0.5, accuracy: 1e-9, "half-way through the 0.3 s ease-in-out fade")
        XCTAssertEqual(highlight(frames, at: 0.7), 0, "deselected")
        XCTAssertEqual(highlight(frames, at: 0.3, row: 1), 0, "only the touched row")
        // The row's own separator and the one above it are hidden while it is highlighted.
        let f = frames[18]
        XCTAssertEqual(f.rows.filter { !$0.separator }.map(\.id), ["r1", "r2"])
        XCTAssertEqual(frames[60].rows.filter { !$0.separator }.map(\.id), [], "back after the fade")
    }

    func testTapQuickerThanTheDelaySelectsAtRelease() throws {
        let frames = try T.layouts(scenario([touch(0, .down, y: 138), touch(0.05, .up, y: 138)]))
        XCTAssertEqual(highlight(frames, at: 0.15), 1)
        // Default fade 0.25 s from the release: gone at 0.4 s.
        XCTAssertGreaterThan(try XCTUnwrap(highlight(frames, at: 0.3)), 0)
        XCTAssertEqual(highlight(frames, at: 0.4), 0)
    }

    func testScrollStartingWithinTheDelayNeverHighlights() throws {
        // 20 pt down within 50 ms: the pan begins before 150 ms.
        let frames = try T.layouts(scenario([touch(0, .down, y: 138), touch(0.05, .move, y: 158), touch(0.3, .move, y: 238),
                                             touch(0.35, .up, y: 238)]))
        XCTAssertEqual(frames[24].state, .dragging)
        XCTAssertFalse(frames.contains { $0.rows.contains { ($0.highlight ?? 0) > 0 } })
    }

    func testScrollStartingAfterTheDelayCancelsTheHighlight() throws {
        let frames = try T.layouts(scenario([touch(0, .down, y: 138), touch(0.25, .move, y: 139),
                                             touch(0.3, .move, y: 170), touch(0.4, .up, y: 200)]))
        XCTAssertEqual(highlight(frames, at: 0.3), 1, "highlighted before the finger moved")
        XCTAssertEqual(highlight(frames, at: 0.4), 0, "touchesCancelled when the pan began")
        XCTAssertFalse(frames[30...].contains { $0.rows.contains { ($0.highlight ?? 0) > 0 } }, "not selected")
    }

    func testHighlightIsPaintedInSystemGray4AndDumped() throws {
        let s = scenario([touch(0, .down, y: 138), touch(0.3, .up, y: 138)])
        let frame = try T.layouts(s)[18]
        let row = try XCTUnwrap(frame.rows.first { $0.id == "r2" })
        for (theme, grey) in [(Theme.light, Color(r: 0xD1, g: 0xD1, b: 0xD6)), (Theme.dark, Color(r: 0x3A, g: 0x3A, b: 0x3C))] {
            let painted = Painter(theme: theme, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                                  text: TextMeasurer.shared).paint(frame)
            XCTAssertTrue(painted.items.contains(.fill(row.frame, grey)))
        }
        let json = LayoutDump.frame(frame).serialized()
        XCTAssertTrue(json.contains(#""highlighted":1"#), json)
        // Off: no key at all.
        XCTAssertFalse(LayoutDump.frame(try T.layouts(T.scenario(duration: 0.1))[0]).serialized().contains("highlighted"))
    }

    /// On an inset-grouped card the first row's highlight keeps the card's rounded top corners
    /// (and the last row's its bottom ones): outside the corner the grouped background shows.
    func testInsetGroupedHighlightKeepsTheCardsCorners() throws {
        var s = scenario([touch(0, .down, y: 70), touch(0.5, .up, y: 70)])
        s.viewport = Viewport(width: 390, height: 300, scale: 3)
        s.list = ListSpec(content: .sections([SectionSpec(title: "General", rows: ["About", "Storage"].map { RowSpec(title: $0) })]))
        s.list.style = .insetGrouped
        let frame = try T.layouts(s)[24]
        let first = try XCTUnwrap(frame.rows.first)
        XCTAssertEqual(first.highlight, 1)
        let image = FrameRenderer(scenario: s).image(of: frame)
        func px(_ x: Double, _ y: Double) -> UInt8 { image.pixels[(Int(y * 3) * image.width + Int(x * 3)) * 4] }
        let card = try XCTUnwrap(frame.cards.first?.frame)
        XCTAssertEqual(px(card.minX + 0.4, card.minY + 0.4), Theme.light.groupedBackground.r, "the corner stays round")
        XCTAssertEqual(px(card.minX + 12, card.minY + 12), Theme.light.selectedBackground.r, "the highlight fills the row")
        XCTAssertEqual(px(card.minX + 0.4, first.frame.maxY - 0.4), Theme.light.selectedBackground.r, "square where the next row joins")
    }

    func testOptionsAreStrict() {
        func load(_ features: String) -> String { TestScenarios.featuresLoadMessage(features, sections: 1) }
        XCTAssertEqual(load(#"{"selection": true}"#), "ok")
        XCTAssertEqual(load(#"{"selection": {"delay": 0.1, "deselectAfter": 1, "fade": 0}}"#), "ok")
        XCTAssertEqual(load(#"{"selection": {"fdae": 1}}"#), #"s.json:4:30: features.selection: unknown key "fdae" (did you mean "fade"?)"#)
        XCTAssertEqual(load(#"{"selection": {"delay": -1}}"#), "s.json:4:39: features.selection.delay: must be at least 0 and at most 600 s, got -1")
        XCTAssertEqual(load(#"{"selection": 2}"#), "s.json:4:29: features.selection: expected true, false or an object of options, got 2")
    }
}
