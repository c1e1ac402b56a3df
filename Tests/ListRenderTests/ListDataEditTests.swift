import XCTest
@testable import ListRender

/// Edits of a generated list (a reorder's move, a delete, a loaded page) split its runs instead
/// of copying it: rows read back in the right order with their keys, and a section of ten
/// million rows stays a handful of runs however often a row moves.
final class ListDataEditTests: XCTestCase {
    let tenMillion = ListData(.generated(sections: 1, rows: 10_000_000))

    func titles(_ data: ListData, _ section: Int = 0, _ rows: Range<Int>) -> [String] {
        rows.map { data.row(RowRef(section: section, row: $0)).spec.title }
    }

    func runCount(_ rows: ListData.Rows) -> Int {
        if case .runs(let runs) = rows { return runs.parts.count }
        return 1
    }

    func testAMoveSplitsTheRunAroundTheMovedRow() {
        var data = tenMillion
        data.moveRow(from: RowRef(section: 0, row: 3), to: RowRef(section: 0, row: 8))
        XCTAssertEqual(titles(data, 0, 2..<10), ["Row 1.3", "Row 1.5", "Row 1.6", "Row 1.7", "Row 1.8", "Row 1.9", "Row 1.4", "Row 1.10"])
        XCTAssertEqual(data.row(RowRef(section: 0, row: 8)).key, 3, "the key follows the row")
        XCTAssertEqual(data.row(RowRef(section: 0, row: 9_999_999)).spec.title, "Row 1.10000000")
        XCTAssertEqual(data.rowCount, 10_000_000)
        XCTAssertEqual(runCount(data.sections[0].rows), 4, "0..<3, 4..<9, the moved row, 9..<10M")
    }

    /// A reorder drag moves the lifted row one slot at a time: after a thousand moves there are
    /// still four runs, and back where it started three.
    func testManyMovesDoNotPileUpRuns() {
        var data = tenMillion
        var at = 5
        for _ in 0..<1000 {
            data.moveRow(from: RowRef(section: 0, row: at), to: RowRef(section: 0, row: at + 1))
            at += 1
        }
        XCTAssertEqual(data.row(RowRef(section: 0, row: 1005)).spec.title, "Row 1.6")
        XCTAssertEqual(runCount(data.sections[0].rows), 4, "0..<5, 6..<1006, the row, 1006..<10M")
        for _ in 0..<1000 {
            data.moveRow(from: RowRef(section: 0, row: at), to: RowRef(section: 0, row: at - 1))
            at -= 1
        }
        XCTAssertEqual(titles(data, 0, 4..<7), ["Row 1.5", "Row 1.6", "Row 1.7"])
        XCTAssertEqual(runCount(data.sections[0].rows), 3, "0..<5, the row, 6..<10M")
    }

    func testDeleteAndMoveAcrossSections() {
        var data = ListData(.generated(sections: 3, rows: 5_000_000))
        data.removeRow(RowRef(section: 1, row: 0))
        XCTAssertEqual(data.sections[1].rows.count, 4_999_999)
        XCTAssertEqual(data.row(RowRef(section: 1, row: 0)).spec.title, "Row 2.2")
        data.moveRow(from: RowRef(section: 2, row: 4_999_999), to: RowRef(section: 0, row: 0))
        XCTAssertEqual(titles(data, 0, 0..<2), ["Row 3.5000000", "Row 1.1"])
        XCTAssertEqual(data.sections[2].rows.count, 4_999_999)
        XCTAssertEqual(data.rowCount, 14_999_999)
        // Geometry of the edited sections stays arithmetic: one uniform height per section.
        let g = ListGeometry(data: data, rowHeight: 44, headerHeight: 28)
        XCTAssertEqual(g.rowFrame(RowRef(section: 0, row: 1)).y, 28 + 44)
        XCTAssertEqual(g.row(at: 28 + 44 * 2 + 1), RowRef(section: 0, row: 2))
        guard case .uniform = g.rows[0] else { return XCTFail("expected uniform offsets, got \(g.rows[0])") }
    }

    /// A page appended to a generated section continues its run.
    func testALoadedPageContinuesTheRun() {
        var data = tenMillion.prefix(rows: 5_000_000)
        data.append(rowsIn: 5_000_000..<10_000_000, of: tenMillion)
        XCTAssertEqual(data.rowCount, 10_000_000)
        XCTAssertEqual(runCount(data.sections[0].rows), 1)
        XCTAssertEqual(data.row(RowRef(section: 0, row: 5_000_000)).spec.title, "Row 1.5000001")
    }

    /// Rows of their own heights beside generated ones: each run keeps its offsets.
    func testRunsOfDifferentHeightsLookUpByBinarySearch() {
        var tall = RowSpec(title: "Tall")
        tall.height = 100
        let explicit = ListData(.sections([SectionSpec(title: nil, rows: [tall])]))
        var data = tenMillion
        data.sections[0].rows = data.sections[0].rows.inserting(explicit.sections[0].rows.row(at: 0), at: 2)
        let g = ListGeometry(data: data, rowHeight: 44, headerHeight: 28)
        XCTAssertEqual(g.rowFrame(RowRef(section: 0, row: 2)).y, 28 + 88)
        XCTAssertEqual(g.rowFrame(RowRef(section: 0, row: 2)).height, 100)
        XCTAssertEqual(g.rowFrame(RowRef(section: 0, row: 3)).y, 28 + 188)
        XCTAssertEqual(g.row(at: 28 + 88 + 99), RowRef(section: 0, row: 2))
        XCTAssertEqual(g.row(at: 28 + 188 + 44 * 5 + 1), RowRef(section: 0, row: 8))
        XCTAssertEqual(g.contentHeight, 28 + 44 * 10_000_000 + 100)
    }
}
