import Foundation
import XCTest
@testable import ListRender

/// `list.rowHeight: "automatic"` (docs/cells.md): rows sized from their content, and the
/// behaviours that read row positions (reorder, the indicator, scrolling) on a mixed-height list.
final class AutomaticHeightTests: XCTestCase {
    static let fixture = PixelGridTests.scenarios + "/automatic-heights.json"
    let m = TextMeasurer.shared

    func pixelCeil(_ v: Double) -> Double { (v * 3).rounded(.up) / 3 }

    /// The heights the fixture's rows must have, from the font's line heights alone.
    var expected: [String: Double] {
        let body = m.lineHeight(size: 17), sub = m.lineHeight(size: 15)
        let oneLine = max(44, pixelCeil(body + 22))
        let subtitle = pixelCeil(body + 3 + sub + 22)
        let subtitle2 = pixelCeil(body + 3 + 2 * sub + 22)
        let twoLines = pixelCeil(2 * body + 22)
        return ["anna": subtitle2, "daniel": subtitle, "short": oneLine, "note": twoLines, "fixed": 80,
                "kate": subtitle, "milk": oneLine, "john": subtitle2, "bread": oneLine, "eggs": oneLine,
                "hank": oneLine, "david": subtitle, "version": oneLine, "archived": twoLines, "last": oneLine]
    }

    func testRowsAreSizedFromTheirContent() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        let first = try XCTUnwrap(TestScenarios.layouts(s).first)
        let heights = expected
        XCTAssertEqual(heights["short"], 44)
        XCTAssertEqual(heights["daniel"], 64)
        for r in first.rows {
            XCTAssertEqual(r.frame.height, try XCTUnwrap(heights[try XCTUnwrap(r.id)]), accuracy: 1e-9, r.id ?? "")
        }
        // Two 28-pt headers and every row.
        XCTAssertEqual(first.contentSize, 2 * 28 + heights.values.reduce(0, +), accuracy: 1e-6)
        // Rows follow each other without gaps or overlaps.
        for (a, b) in zip(first.rows, first.rows.dropFirst()) where a.section == b.section {
            XCTAssertEqual(b.frame.minY, a.frame.maxY, accuracy: 1e-9)
        }
    }

    func testReorderLiftsAndDropsARowOfItsOwnHeight() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        let frames = try TestScenarios.layouts(s)
        let heights = expected
        // While held, the lifted row is Anna's, 82 pt tall, and the gap it left is as tall.
        let held = frames[72]
        let lifted = try XCTUnwrap(held.rows.last)
        XCTAssertTrue(lifted.lifted)
        XCTAssertEqual(lifted.id, "anna")
        XCTAssertEqual(lifted.frame.height, try XCTUnwrap(heights["anna"]), accuracy: 1e-9)
        let gap = try XCTUnwrap(held.rows.first { !$0.lifted && $0.id == "anna" })
        XCTAssertEqual(gap.frame.height, lifted.frame.height, accuracy: 1e-9)
        XCTAssertTrue(gap.parts.title.isEmpty, "the gap is drawn empty")
        // After the drop: the order changed, every row kept its own height, no gaps.
        let dropped = frames[88]
        XCTAssertEqual(dropped.state, .idle)
        let ids = dropped.rows.filter { $0.section == 0 }.compactMap(\.id)
        XCTAssertEqual(Array(ids.prefix(6)), ["daniel", "short", "note", "fixed", "anna", "kate"])
        for r in dropped.rows { XCTAssertEqual(r.frame.height, try XCTUnwrap(heights[r.id ?? ""]), accuracy: 1e-9) }
        for (a, b) in zip(dropped.rows, dropped.rows.dropFirst()) where a.section == b.section {
            XCTAssertEqual(b.frame.minY, a.frame.maxY, accuracy: 1e-9)
        }
        XCTAssertEqual(dropped.contentSize, frames[0].contentSize, accuracy: 1e-9)
        // The dropped row's text sits in its new place, centred (11 pt margins, the rounding to the
        // pixel shared above and below).
        let anna = try XCTUnwrap(dropped.rows.first { $0.id == "anna" })
        let block = m.lineHeight(size: 17) + 3 + 2 * m.lineHeight(size: 15)
        XCTAssertEqual(try XCTUnwrap(anna.parts.title.first).frame.minY, anna.frame.minY + (anna.frame.height - block) / 2,
                       accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(anna.parts.detail.last).frame.maxY, anna.frame.maxY - (anna.frame.height - block) / 2,
                       accuracy: 1e-9)
    }

    func testIndicatorAndScrollRangeUseTheContentHeight() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        let frames = try TestScenarios.layouts(s)
        let content = 2 * 28 + expected.values.reduce(0, +)
        let last = try XCTUnwrap(frames.last)
        // The fling ends at the bottom: offset = content − viewport.
        XCTAssertEqual(last.contentOffset, ((content - 844) * 3).rounded() / 3, accuracy: 1e-9)
        let indicator = try XCTUnwrap(last.indicator)
        let track = 844.0 - 6
        XCTAssertEqual(indicator.frame.height, track * 844 / content, accuracy: 1e-6)
        XCTAssertEqual(indicator.frame.maxY, 844 - 3, accuracy: 1e-6)
        // The last row ends at the bottom of the screen.
        XCTAssertEqual(try XCTUnwrap(last.rows.last).frame.maxY, 844, accuracy: 0.34)
    }

    func testAMillionGeneratedRowsAreSizedOnce() throws {
        var list = ListSpec(content: .generated(sections: 1000, rows: 1000))
        list.automaticRowHeight = true
        let s = TestScenarios.scenario(list: list, duration: 0)
        let first = try XCTUnwrap(TestScenarios.layouts(s).first)
        // "Row 1000.1000" is one line: every row is 44 pt, as with fixed heights.
        XCTAssertEqual(first.contentSize, 1000 * (28 + 1000 * 44))
        // A list too narrow for the title on one line gets taller rows, all alike.
        var narrow = s
        narrow.viewport = Viewport(width: 120, height: 844, scale: 1)
        let n = try XCTUnwrap(TestScenarios.layouts(narrow).first)
        XCTAssertEqual(n.rows[0].frame.height, (2 * m.lineHeight(size: 17) + 22).rounded(.up))
        XCTAssertEqual(n.rows[0].frame.height, n.rows[1].frame.height)
    }
}

/// The other behaviours that read row positions, on self-sizing rows of mixed heights.
final class AutomaticHeightBehaviourTests: XCTestCase {
    let m = TextMeasurer.shared

    /// Rows alternating one and two lines of title.
    func mixedList(sections: Int = 1, rows: Int) -> ListSpec {
        var list = ListSpec(content: .sections((0..<sections).map { s in
            SectionSpec(title: "S\(s)", rows: (0..<rows).map { r in
                RowSpec(title: r % 2 == 0 ? "Row \(r)" : "Row \(r) has a title long enough to wrap onto a second line", id: "\(s).\(r)")
            })
        }))
        list.automaticRowHeight = true
        return list
    }

    var twoLines: Double { (2 * m.lineHeight(size: 17) + 22).rounded(.up) }

    func testLoadMoreAppendsRowsWithTheirOwnHeights() throws {
        var f = Features()
        var o = LoadMoreOptions()
        o.pageSize = 4
        f.loadMore = o
        let s = TestScenarios.scenario(list: mixedList(rows: 10), features: f,
                                       timeline: [.tap(.loadMore), .wait(0.6)], duration: 1.2)
        let frames = try TestScenarios.layouts(s)
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        XCTAssertEqual(first.rows.count, 4)
        XCTAssertEqual(last.rows.count, 8)
        // 28-pt header, then 44, two lines, 44, two lines … and the 44-pt load-more row.
        XCTAssertEqual(last.contentSize, 28 + 4 * 44 + 4 * twoLines + 44, accuracy: 1e-9)
        for r in last.rows { XCTAssertEqual(r.frame.height, r.row % 2 == 0 ? 44 : twoLines, accuracy: 1e-9) }
        XCTAssertEqual(try XCTUnwrap(last.loadMore).frame.minY, try XCTUnwrap(last.rows.last).frame.maxY, accuracy: 1e-9)
    }

    func testStickyHeadersAndTheInfoPanelFollowVaryingHeights() throws {
        var f = Features()
        f.infoPanel = InfoPanelOptions()
        let s = TestScenarios.scenario(list: mixedList(sections: 3, rows: 12), features: f,
                                       timeline: [.drag(from: TestScenarios.point(195, 700), to: TestScenarios.point(195, 300),
                                                        duration: 0.5, hold: 0.2)], duration: 1)
        let frames = try TestScenarios.layouts(s)
        let section = 28 + 6 * 44 + 6 * twoLines
        XCTAssertEqual(try XCTUnwrap(frames.first).contentSize, 3 * section, accuracy: 1e-9)
        for l in frames {
            // The header pinned at the top belongs to the section under the list's top edge.
            if let top = l.headers.first, top.pinned {
                XCTAssertEqual(top.frame.minY, 0)
                XCTAssertEqual(top.section, Int((l.contentOffset / section).rounded(.down)))
            }
            if let p = l.infoPanel {
                // The panel names the section at the indicator's middle.
                let y = l.contentOffset + (try XCTUnwrap(l.indicator).frame.midY)
                XCTAssertEqual(p.text, "S\(min(2, Int((y / section).rounded(.down))))")
            }
        }
        XCTAssertTrue(frames.contains { $0.headers.first?.pinned == true })
        XCTAssertTrue(frames.contains { $0.infoPanel?.text == "S1" })
    }

    /// With a section index the content view is 15 pt narrower, and automatic heights are
    /// measured at that width: a title that wraps once more there gets the taller row and shows
    /// every word.
    func testHeightsAreMeasuredAtTheWidthTheSectionIndexLeaves() throws {
        // Prefixes a character longer each time, so the last line grows past the narrower width.
        let text = (1...80).map { "word\($0)" }.joined(separator: " ")
        let breaker = LineBreaker(text: m, size: 17)
        let title = try XCTUnwrap((1...text.count).lazy.map { String(text.prefix($0)) }.first { t in
            breaker.lines(t, width: 390 - 32, maxLines: 100).count < breaker.lines(t, width: 390 - 15 - 32, maxLines: 100).count
        })
        let lines = breaker.lines(title, width: 390 - 15 - 32, maxLines: 100).count
        var list = ListSpec(content: .sections([SectionSpec(title: "A", rows: [RowSpec(title: title, id: "long")])]))
        list.automaticRowHeight = true
        var f = Features()
        f.sectionIndex = SectionIndexOptions(titles: nil)
        let row = try XCTUnwrap(TestScenarios.layouts(TestScenarios.scenario(list: list, features: f, duration: 0.1))[0].rows.first)
        XCTAssertEqual(row.frame.height, max(44, (Double(lines) * m.lineHeight(size: 17) + 22).rounded(.up)), accuracy: 1e-9)
        XCTAssertEqual(row.parts.title.map(\.string).joined(separator: " "), title, "every word shown")
    }
}
