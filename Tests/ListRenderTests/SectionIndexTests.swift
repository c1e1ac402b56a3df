import XCTest
@testable import ListRender

/// Section index (docs/behaviours.md, "Section index"): entry frames, the jump for a tap on
/// entry k, dragging along the column, clamping, and the strict keys, in numbers.
final class SectionIndexTests: XCTestCase {
    typealias T = TestScenarios

    /// Ten sections "A"…"J" of five 44-pt rows under 28-pt headers: section s starts at 248 s;
    /// content 2480 pt, so offsets run 0…1636 in the 844-pt viewport.
    func scenario(_ timeline: [TimelineStep], titles: [String]? = nil, sections: Int = 10) -> Scenario {
        var f = Features()
        f.sectionIndex = SectionIndexOptions(titles: titles)
        let letters = "ABCDEFGHIJ".map(String.init)
        let list = ListSpec(content: .sections((0..<sections).map { s in
            SectionSpec(title: letters[s] + "lpha", rows: (0..<5).map { RowSpec(title: "Row \(s).\($0)") })
        }))
        return T.scenario(list: list, features: f, timeline: timeline, duration: 1.5)
    }

    /// The centre of entry k: ten 13.5-pt entries centred on y = 422 start at 354.5.
    func entryY(_ k: Int) -> Double { 354.5 + 13.5 * Double(k) + 6.75 }

    func testEntriesAreStackedAndCentredInA15PointColumn() throws {
        let frame = try T.layouts(scenario([]))[0]
        let index = try XCTUnwrap(frame.sectionIndex)
        XCTAssertEqual(index.frame, Rect(x: 375, y: 0, width: 15, height: 844))
        XCTAssertEqual(index.entries.map(\.title), "ABCDEFGHIJ".map(String.init), "first letters of the titles")
        XCTAssertEqual(index.entries[0].frame, Rect(x: 375, y: 354.5, width: 15, height: 13.5))
        XCTAssertEqual(index.entries[9].frame, Rect(x: 375, y: 476, width: 15, height: 13.5))
        XCTAssertEqual(index.entries.map(\.section), Array(0..<10))
    }

    /// 26 entries in a 200-pt tall list hold 14 lines (14 × 13.5 − 0.5 ≤ 200): 13, an odd count,
    /// every other one a "•", the last letter always shown; a finger on a "•" runs through the
    /// letters it stands for.
    func testMoreEntriesThanFitCollapseIntoMarks() throws {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        var s = scenario([.wait(0.1), .drag(from: T.point(382, 0), to: T.point(382, 0), duration: 0.2, hold: 0)], titles: letters)
        s.viewport = Viewport(width: 390, height: 200, scale: 1)
        let frames = try T.layouts(s)
        let index = try XCTUnwrap(frames[0].sectionIndex)
        XCTAssertEqual(index.entries.map(\.title), ["A", "•", "E", "•", "I", "•", "M", "•", "Q", "•", "U", "•", "Z"])
        XCTAssertEqual(index.entries.count * 13, 169)
        XCTAssertEqual(index.entries[0].frame.minY, 100 - 13 * 13.5 / 2)
        // Letters past the sections' count jump to the last section (J = 9), as UIKit's default does.
        XCTAssertEqual(index.entries.map(\.section), [0, 1, 4, 5, 8, 9, 9, 9, 9, 9, 9, 9, 9])
        let track = SectionIndexTrack(options: SectionIndexOptions(titles: letters),
                                      geometry: ListGeometry(data: ListData(s.list.content), rowHeight: 44, headerHeight: 28),
                                      metrics: ListMetrics(scenario: s))
        // The "•" between A and E stands for B, C and D, a third of its slot each.
        let mark = index.entries[1].frame
        XCTAssertEqual(track.entry(atY: mark.minY + 2)?.section, 1)
        XCTAssertEqual(track.entry(atY: mark.midY)?.section, 2)
        XCTAssertEqual(track.entry(atY: mark.maxY - 2)?.section, 3)
        XCTAssertEqual(track.entry(atY: index.entries[2].frame.midY)?.section, 4)
        // Fits: no marks.
        XCTAssertEqual(SectionIndexTrack.lines(count: 14, height: 200), (0..<14).map(SectionIndexTrack.Line.entry))
        XCTAssertEqual(SectionIndexTrack.lines(count: 26, height: 200)[1], .mark(1..<4))
    }

    func testTapOnEntryPutsItsSectionHeaderAtTheTopWithoutAnimation() throws {
        let frames = try T.layouts(scenario([.wait(0.2), .tap(.target(T.point(382, entryY(3))))]))
        XCTAssertEqual(frames[11].contentOffset, 0)
        // The jump happens at touch-down (0.2 s = frame 12), in one frame.
        XCTAssertEqual(frames[12].contentOffset, 3 * 248)
        XCTAssertEqual(frames[12].headers.first?.title, "Dlpha")
        XCTAssertEqual(frames[12].headers.first?.frame.y, 0)
        XCTAssertEqual(frames.last?.contentOffset, 3 * 248, "no motion afterwards")
        XCTAssertNil(frames[20].indicator, "a non-animated setContentOffset does not flash the indicator")
        XCTAssertFalse(frames[12].rows.contains { ($0.highlight ?? 0) > 0 })
    }

    func testJumpIsClampedToTheScrollRange() throws {
        let frames = try T.layouts(scenario([.wait(0.2), .tap(.target(T.point(382, entryY(9))))]))
        XCTAssertEqual(frames.last?.contentOffset, 2480 - 844, "section J's top (2232) is past the end")
    }

    func testDraggingAlongTheIndexJumpsEntryByEntryAndClampsPastTheEnds() throws {
        // From entry 1 down past the last entry (y 800), then the finger lifts there.
        let frames = try T.layouts(scenario([.wait(0.1), .drag(from: T.point(382, entryY(1)), to: T.point(382, 800),
                                                               duration: 0.5, hold: 0)]))
        XCTAssertEqual(frames[6].contentOffset, 248, "entry B at touch-down")
        let offsets = frames[6...36].map(\.contentOffset)
        XCTAssertEqual(offsets, offsets.sorted(), "moving down the index only moves down the list")
        XCTAssertTrue(Set(offsets).isSubset(of: Set((1...6).map { Double($0 * 248) } + [1636])), "only section tops: \(Set(offsets))")
        XCTAssertEqual(frames.last?.contentOffset, 1636, "past the last entry: the last section, clamped")
        XCTAssertNotEqual(frames[20].state, .dragging, "the index owns the finger, the list does not pan")
    }

    func testListedTitlesMapEntryKToSectionKAndExtraEntriesToTheLast() throws {
        let s = scenario([.wait(0.1), .tap(.target(T.point(382, 422 + 13.5 * 1.5 - 1)))], titles: ["A", "B", "C", "#"], sections: 2)
        let frames = try T.layouts(s)
        let index = try XCTUnwrap(frames[0].sectionIndex)
        XCTAssertEqual(index.entries.map(\.title), ["A", "B", "C", "#"])
        XCTAssertEqual(index.entries.map(\.section), [0, 1, 1, 1])
        // Two sections of 248 pt: content shorter than the list, so every jump clamps to 0.
        XCTAssertEqual(frames.last?.contentOffset, 0)
        let json = LayoutDump.frame(frames[0]).serialized()
        XCTAssertTrue(json.contains(#""sectionIndex":{"frame":[375,0,15,844],"entries":[{"title":"A","section":0,"frame":[375,395,15,13.5]}"#), json)
    }

    func testLettersArePaintedInTheTintAt11PointSemiboldAndCellsYieldTheColumn() throws {
        var s = scenario([])
        s.list = ListSpec(content: .sections([SectionSpec(title: "A", subtitle: "12 people", rows: [RowSpec(title: "Ann", detail: "mobile")])]))
        s.features.topmostHeaderSubtitle = true
        let frame = try T.layouts(s)[0]
        let painted = Painter(theme: .light, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                              text: TextMeasurer.shared).paint(frame)
        let runs = painted.items.compactMap { if case .text(let r) = $0 { return r }; return nil }
        let letter = try XCTUnwrap(runs.first { $0.size == 11 })
        XCTAssertEqual(letter.string, "A")
        XCTAssertEqual(letter.weight, .semibold)
        XCTAssertEqual(letter.color, Theme.light.tint)
        XCTAssertEqual(letter.alignment, .center)
        XCTAssertEqual(letter.box, try XCTUnwrap(frame.sectionIndex?.entries.first?.frame))
        // The detail's right edge is the trailing margin left of the 15-pt column: 390 − 15 − 16.
        let detail = try XCTUnwrap(runs.first { $0.string == "mobile" })
        XCTAssertEqual(detail.box.maxX, 390 - 15 - 16, accuracy: 1e-9)
        // So does the header's subtitle.
        let subtitle = try XCTUnwrap(runs.first { $0.string == "12 people" })
        XCTAssertEqual(subtitle.box.maxX, 390 - 15 - 16, accuracy: 1e-9)
    }

    /// Under an expanded large title (47-pt status bar, 44-pt bar, 52-pt title: inset 143), a tap
    /// on an entry lands its section's header right under the collapsed bar (y 91), not 52 pt
    /// below it with the previous header pinned and a cut-off row above.
    func testJumpUnderALargeTitleLandsTheHeaderUnderTheCollapsedBar() throws {
        var s = scenario([.wait(0.2), .tap(.target(T.point(382, 426 + 13.5 * 3 + 6.75)))])
        var bar = NavigationBarOptions()
        bar.title = "Contacts"
        bar.largeTitle = true
        s.chrome = Chrome(statusBar: StatusBarOptions(), navigationBar: bar)
        let frames = try T.layouts(s)
        XCTAssertEqual(frames[0].contentOffset, -143, "at rest under the expanded title")
        let jumped = try XCTUnwrap(frames.last)
        XCTAssertEqual(jumped.contentOffset, 3 * 248 - 91)
        // The previous header, pushed up by this one, is wholly under the bar.
        let top = try XCTUnwrap(jumped.headers.filter { $0.frame.maxY > 91 }.min { $0.frame.minY < $1.frame.minY })
        XCTAssertEqual(top.title, "Dlpha", "no earlier header showing above it")
        XCTAssertEqual(top.frame.minY, 91, "the header's top is the collapsed bar's bottom")
        XCTAssertFalse(jumped.rows.contains { $0.frame.minY < 91 && $0.frame.maxY > 91 }, "no row cut off by the bar")
    }

    /// Entries may name their section (UIKit's `sectionForSectionIndexTitle`): with an untitled
    /// first section ("My Card"), "B" jumps to section 2, not to section 1.
    func testEntriesNamingTheirSectionJumpThere() throws {
        var s = scenario([.wait(0.1), .tap(.target(T.point(382, 422 + 13.5 * 0.5)))])
        s.features.sectionIndex = SectionIndexOptions(entries: [.init(title: "A", section: 1), .init(title: "B", section: 2)])
        let frames = try T.layouts(s)
        let index = try XCTUnwrap(frames[0].sectionIndex)
        XCTAssertEqual(index.entries.map(\.section), [1, 2])
        XCTAssertEqual(frames.last?.contentOffset, 2 * 248)
        XCTAssertEqual(frames.last?.headers.first?.title, "Clpha")
        // And as a scenario says it.
        func load(_ features: String) -> String { TestScenarios.featuresLoadMessage(features, sections: 3) }
        XCTAssertEqual(load(##"{"sectionIndex": [{"title": "★", "section": 0}, "A", {"title": "B", "section": 2}, {"title": "#"}]}"##), "ok")
        XCTAssertEqual(load(#"{"sectionIndex": [{"title": "A", "section": 3}]}"#),
                       "s.json:4:59: features.sectionIndex[0].section: section 3 does not exist; the list has 3 sections")
        XCTAssertEqual(load(#"{"sectionIndex": [{"title": "A", "sectoin": 1}]}"#),
                       "s.json:4:48: features.sectionIndex[0]: unknown key \"sectoin\" (did you mean \"section\"?)")
        XCTAssertEqual(load(#"{"sectionIndex": [{"section": 1}]}"#),
                       "s.json:4:33: features.sectionIndex[0]: missing required key \"title\"")
        XCTAssertEqual(load(#"{"sectionIndex": [1]}"#),
                       "s.json:4:33: features.sectionIndex[0]: expected an index title or {\"title\", \"section\"}, got 1")
    }

    func testOptionsAreStrict() {
        func load(_ features: String) -> String { TestScenarios.featuresLoadMessage(features, sections: 2) }
        XCTAssertEqual(load(#"{"sectionIndex": true}"#), "ok")
        XCTAssertEqual(load(##"{"sectionIndex": ["A", "B", "#"]}"##), "ok")
        XCTAssertEqual(load(#"{"sectionIndex": 3}"#), "s.json:4:32: features.sectionIndex: expected true, false or a list of index titles, got 3")
        XCTAssertEqual(load(#"{"sectionIndex": []}"#), "s.json:4:32: features.sectionIndex: must list 1 to 64 titles, got 0")
        XCTAssertEqual(load(#"{"sectionIndex": ["A", "Alpha"]}"#), "s.json:4:38: features.sectionIndex[1]: an index title is 1 to 4 characters, got \"Alpha\"")
        XCTAssertEqual(load(#"{"sectionIndex": {"titles": ["A"]}}"#), "s.json:4:32: features.sectionIndex: expected true, false or a list of index titles, got an object")
    }
}
