import XCTest
@testable import ListRender

/// Geometry at known offsets: floating headers, visible rows, the indicator.
final class LayoutTests: XCTestCase {
    /// 5 sections × 20 rows: each section is 28 + 20 × 44 = 908 pt tall.
    func layout(at offset: Double, sections: Int = 5, rows: Int = 20, features: Features = Features()) -> FrameLayout {
        let s = TestScenarios.scenario(list: ListSpec(content: .generated(sections: sections, rows: rows)), features: features)
        let m = ListMetrics(scenario: s)
        let g = ListGeometry(data: ListData(s.list.content), rowHeight: 44, headerHeight: 28)
        let state = FrameState(index: 0, time: 0, geometry: g, contentOffset: offset, phase: .idle, indicatorAlpha: 1,
                               touch: nil)
        return LayoutEngine.layout(state, scenario: s, metrics: m)
    }

    func testHeaderInPlaceAtRest() {
        let l = layout(at: 0)
        XCTAssertEqual(l.headers.first?.section, 0)
        XCTAssertEqual(l.headers.first?.frame, Rect(x: 0, y: 0, width: 390, height: 28))
        XCTAssertEqual(l.headers.first?.pinned, false)
        XCTAssertEqual(l.rows.first?.frame, Rect(x: 0, y: 28, width: 390, height: 44))
    }

    func testHeaderPinnedToTopWhileItsSectionScrollsUnder() {
        let l = layout(at: 300)
        XCTAssertEqual(l.headers.first?.section, 0)
        XCTAssertEqual(l.headers.first?.frame.y, 0)
        XCTAssertEqual(l.headers.first?.pinned, true)
        // Section 1's header is in place at 908 − 300.
        XCTAssertEqual(l.headers.dropFirst().first?.frame.y, 608)
        XCTAssertEqual(l.headers.dropFirst().first?.pinned, false)
    }

    func testHeaderPushedUpByTheNextSection() {
        // Section 0 ends at 908; at offset 890 its header sits at 908 − 28 − 890 = −10.
        let l = layout(at: 890)
        XCTAssertEqual(l.headers.first?.section, 0)
        XCTAssertEqual(l.headers.first?.frame.y, -10)
        XCTAssertEqual(l.headers.first?.pinned, true)
        XCTAssertEqual(l.headers[1].frame.y, 18)
    }

    func testVisibleRowsDeepInAMillionRowList() {
        // One section of 1,000,000 rows: row r's top is 28 + 44 r.
        let offset = 28 + 44 * 654_321.0 + 10
        let l = layout(at: offset, sections: 1, rows: 1_000_000)
        XCTAssertEqual(l.rows.first?.row, 654_321)
        XCTAssertEqual(l.rows.first?.title, "Row 1.654322")
        XCTAssertEqual(l.rows.first?.frame.y, -10)
        XCTAssertEqual(l.rows.count, 20) // 844 + 10 pt of rows 44 tall: ⌈854 / 44⌉
        XCTAssertEqual(l.rows.last?.row, 654_340)
        XCTAssertEqual(l.headers.first?.pinned, true)
        XCTAssertEqual(l.contentSize, 28 + 44_000_000)
    }

    func testIndicatorLengthAndPosition() throws {
        // Content 5 × 908 = 4540 pt in an 844-pt viewport; track 844 − 6 = 838.
        let top = try XCTUnwrap(layout(at: 0).indicator)
        XCTAssertEqual(top.frame.x, 390 - 6)
        XCTAssertEqual(top.frame.width, 3)
        XCTAssertEqual(top.frame.y, 3)
        XCTAssertEqual(top.frame.height, 838 * 844 / 4540, accuracy: 1e-9)
        let bottom = try XCTUnwrap(layout(at: 4540 - 844).indicator)
        XCTAssertEqual(bottom.frame.maxY, 841, accuracy: 1e-9)
        // Rubber-banding 100 pt past the top shrinks it by 100 pt, never below 8 pt.
        let over = try XCTUnwrap(layout(at: -100).indicator)
        XCTAssertEqual(over.frame.height, max(8, 838 * 844 / 4540 - 100), accuracy: 1e-9)
        XCTAssertEqual(over.frame.y, 3)
    }

    func testTopmostHeaderSubtitle() {
        var f = Features()
        f.topmostHeaderSubtitle = true
        let s = TestScenarios.scenario(list: ListSpec(content: .sections([
            SectionSpec(title: "A", subtitle: "first", rows: [RowSpec(title: "a")]),
            SectionSpec(title: "B", subtitle: "second", rows: [RowSpec(title: "b")]),
            SectionSpec(title: "B", subtitle: "again", rows: [RowSpec(title: "c")]),
        ])), features: f)
        let m = ListMetrics(scenario: s)
        let g = ListGeometry(data: ListData(s.list.content), rowHeight: 44, headerHeight: 28)
        let state = FrameState(index: 0, time: 0, geometry: g, contentOffset: 0, phase: .idle, indicatorAlpha: 0,
                               touch: nil)
        let l = LayoutEngine.layout(state, scenario: s, metrics: m)
        XCTAssertEqual(l.headers.map(\.showsSubtitle), [true, false, false])
        var off = s
        off.features.topmostHeaderSubtitle = false
        XCTAssertEqual(LayoutEngine.layout(state, scenario: off, metrics: m).headers.map(\.showsSubtitle), [true, true, true])
    }

    func testDumpIsDeterministicJSON() throws {
        let l = layout(at: 120.5)
        let json = LayoutDump.frame(l).serialized()
        XCTAssertTrue(json.hasPrefix("{\"index\":0,\"time\":0,\"contentOffset\":120.5,\"contentSize\":4540,"), json)
        XCTAssertTrue(json.contains("\"state\":\"idle\""))
        XCTAssertFalse(json.contains("loadMore"))
        XCTAssertEqual(json, LayoutDump.frame(layout(at: 120.5)).serialized())
    }
}
