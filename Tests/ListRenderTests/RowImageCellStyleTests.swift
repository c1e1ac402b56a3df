import XCTest
@testable import ListRender

/// A row image with the cell configurations: every style's text starts after the image, an
/// automatic row grows to hold a tall image, and right to left the image moves to the right.
final class RowImageCellStyleTests: XCTestCase {
    func scenario(_ rows: [RowSpec], automatic: Bool = false, rtl: Bool = false) -> Scenario {
        var list = ListSpec(content: .sections([SectionSpec(title: nil, rows: rows)]))
        list.automaticRowHeight = automatic
        var s = TestScenarios.scenario(list: list, duration: 0)
        if rtl { s.layoutDirection = .rightToLeft }
        return s
    }

    func star(_ title: String, detail: String? = nil, style: CellStyle) -> RowSpec {
        var r = RowSpec(title: title, detail: detail, style: style)
        r.image = .symbol(SymbolImage(name: .star))
        return r
    }

    func testEveryStyleStartsItsTextAfterTheImage() throws {
        let rows = [star("Cell", style: .cell), star("Subtitle", detail: "Detail", style: .subtitle),
                    star("Value one", detail: "1", style: .value1)]
        let layout = try XCTUnwrap(TestScenarios.layouts(scenario(rows)).first)
        for row in layout.rows {
            // 16-pt margin + 29-pt symbol box + 16-pt imageToTextPadding.
            XCTAssertEqual(row.parts.title.first?.frame.minX, 61, row.title)
            XCTAssertEqual(row.image?.frame.minX, 16, row.title)
        }
        let subtitle = try XCTUnwrap(layout.rows.first { $0.title == "Subtitle" })
        XCTAssertEqual(subtitle.parts.detail.first?.frame.minX, 61, "the stacked detail starts with the title")
    }

    func testAutomaticRowHoldsATallImageWithItsMargins() throws {
        var tall = RowSpec(title: "Avatar")
        tall.image = .file(FileImage(path: "a.png", pixels: PixelImage(width: 1, height: 1, pixels: [0, 0, 0, 255]),
                                     size: Size(width: 60, height: 60)))
        let layout = try XCTUnwrap(TestScenarios.layouts(scenario([tall, RowSpec(title: "Plain")], automatic: true)).first)
        // 60-pt image + 11-pt margins above and below; the plain row keeps the 44-pt minimum.
        XCTAssertEqual(layout.rows.map(\.frame.height), [82, 44])
    }

    func testRightToLeftPutsTheImageAtTheRightMargin() throws {
        let layout = try XCTUnwrap(TestScenarios.layouts(scenario([star("Cell", style: .cell)], rtl: true)).first)
        let row = try XCTUnwrap(layout.rows.first)
        XCTAssertEqual(row.image?.frame.maxX, 390 - 16)
        XCTAssertEqual(row.parts.title.first?.box.maxX, 390 - 61)
    }
}
