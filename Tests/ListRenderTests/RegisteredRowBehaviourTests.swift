import Foundation
import XCTest
@testable import ListRender

// A behaviour drawn INSIDE a row, written in the tests alone: a tap stamps the row under the
// finger with a small square at the cell's leading edge. It proves the rows' seam
// (docs/architecture.md, "Row contributions"): the tap mark's component and state
// (`RegisteredBehaviourTests`) with the row value, row dump fields, row layout pass and row
// painter declared below; one `BehaviourRegistration` switches it on, and no library file (no
// `RowLayout` field, no `LayoutEngine` pass, no `Painter` branch) changes. It also reaches
// `RenderJob`'s PNG files and `layout.json`.

/// Its value inside the row: the square, relative to the cell's leading edge.
private struct RowStampMark: RowContribution {
    static let side = 10.0, inset = 4.0
    var side = RowStampMark.side
    var dumpFields: [(String, JSONOutput)] { [("stamp", .number(side))] }
}

/// Its row pass: stamps the row whose frame holds the tap.
private enum RowStampLayout: LayoutContributor {
    static var dumpRank: Int { 10_000 }
    static func contribute(_ input: LayoutInput, rows: inout [RowLayout]) {
        guard let tap = input.state.behaviours[TapMarkVisual.self]?.centre else { return }
        for i in rows.indices where rows[i].frame.contains(tap) { rows[i].contributions[RowStampMark.self] = RowStampMark() }
    }
}

/// Its painter: a blue square inside the cell, vertically centred, `inset` from the leading edge.
extension RowStampMark: RowContributionPainting {
    static let color = Color(r: 0, g: 0, b: 255)
    static var paintRank: Int { 100 }
    func paint(row: RowLayout, in cell: Rect, with painter: Painter, into items: inout [DisplayItem]) {
        items.append(.fill(Self.square(in: cell, side: side), Self.color))
    }

    static func square(in cell: Rect, side: Double) -> Rect {
        Rect(x: cell.minX + inset, y: cell.midY - side / 2, width: side, height: side)
    }
}

final class RegisteredRowBehaviourTests: XCTestCase {
    private var registry: BehaviourRegistry { TapMarkRun.registry(layout: [RowStampLayout.self]) }
    private var scenario: Scenario { TapMarkRun.scenario() }

    private func lastFrame(_ registry: BehaviourRegistry) throws -> (FrameLayout, RGBAImage) {
        try TapMarkRun.lastFrame(scenario, registry)
    }

    private func pixel(_ pixels: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }

    /// The tapped row, and only it, carries the stamp; the dump's row object lists it.
    private func stampedRow(_ layout: FrameLayout) throws -> RowLayout {
        let stamped = layout.rows.filter { $0.contributions[RowStampMark.self] != nil }
        XCTAssertEqual(stamped.count, 1, "only the row under the tap")
        let row = try XCTUnwrap(stamped.first)
        XCTAssertTrue(row.frame.contains(Point(x: 100, y: 400)))
        return row
    }

    func testARegisteredRowBehaviourIsLaidOutDumpedAndPaintedInsideTheRow() throws {
        let (layout, image) = try lastFrame(registry)
        let row = try stampedRow(layout)
        guard case .object(let frame) = LayoutDump.frame(layout), case .array(let rows)? = frame.first(where: { $0.0 == "rows" })?.1
        else { return XCTFail("a frame object with rows") }
        let stamps = rows.compactMap { r -> JSONOutput? in
            guard case .object(let pairs) = r else { return nil }
            return pairs.first { $0.0 == "stamp" }?.1
        }
        XCTAssertEqual(stamps, [.number(RowStampMark.side)], "one row object has the stamp's own field")
        let square = RowStampMark.square(in: row.frame, side: RowStampMark.side)
        XCTAssertEqual(pixel(image.pixels, width: image.width, Int(square.midX), Int(square.midY)), [0, 0, 255, 255], "painted inside the row")
        XCTAssertEqual(pixel(image.pixels, width: image.width, Int(square.minX), Int(square.minY)), [0, 0, 255, 255])
        XCTAssertNotEqual(pixel(image.pixels, width: image.width, Int(square.maxX), Int(square.midY)), [0, 0, 255, 255], "nothing beside it")
    }

    func testWithoutItsRegistrationNoRowIsStamped() throws {
        let (layout, image) = try lastFrame(.standard)
        XCTAssertTrue(layout.rows.allSatisfy { $0.contributions.all.isEmpty })
        let row = try XCTUnwrap(layout.rows.first { $0.frame.contains(Point(x: 100, y: 400)) })
        let square = RowStampMark.square(in: row.frame, side: RowStampMark.side)
        XCTAssertNotEqual(pixel(image.pixels, width: image.width, Int(square.midX), Int(square.midY)), [0, 0, 255, 255])
    }

    /// Rows compare and hash by their contributions too (a stamped row is not the plain row).
    func testARowsContributionsTakePartInItsEquality() throws {
        let (layout, _) = try lastFrame(registry)
        var row = try stampedRow(layout)
        let stamped = row
        row.contributions[RowStampMark.self] = nil
        XCTAssertNotEqual(row, stamped)
        row.contributions[RowStampMark.self] = RowStampMark(side: 12)
        XCTAssertNotEqual(row, stamped, "a different value of the same type")
        row.contributions[RowStampMark.self] = RowStampMark()
        XCTAssertEqual(row, stamped)
        XCTAssertEqual(row.hashValue, stamped.hashValue)
    }

    /// `renderlist render`'s path: a `RenderJob` given the registry writes the stamp into the
    /// frame's PNG and the row's object in `layout.json`; the default job does not.
    func testARenderJobDrawsARegisteredBehaviour() throws {
        let cli = try CLIRunner(test: "registered-row-render")
        defer { cli.remove() }
        let last = scenario.frameCount - 1
        var job = RenderJob(outputDirectory: cli.path("with"), jobs: 2, frames: .indices([last]))
        job.registry = registry
        let with = try job.render(scenario)
        let without = try RenderJob(outputDirectory: cli.path("without"), jobs: 2, frames: .indices([last])).render(scenario)

        let (layout, _) = try lastFrame(registry)
        let square = RowStampMark.square(in: try stampedRow(layout).frame, side: RowStampMark.side)
        let drawn = try PNGCodec.decode(fileAt: with + "/" + RenderJob.frameName(last))
        let plain = try PNGCodec.decode(fileAt: without + "/" + RenderJob.frameName(last))
        XCTAssertEqual(pixel(drawn.pixels, width: drawn.width, Int(square.midX), Int(square.midY)), [0, 0, 255, 255])
        XCTAssertNotEqual(pixel(plain.pixels, width: plain.width, Int(square.midX), Int(square.midY)), [0, 0, 255, 255])
        let dump = try String(contentsOfFile: with + "/layout.json", encoding: .utf8)
        XCTAssertTrue(dump.contains(#""stamp":10"#), "the row's own dump field in render's layout.json")
        XCTAssertFalse(try String(contentsOfFile: without + "/layout.json", encoding: .utf8).contains(#""stamp""#))
    }
}
