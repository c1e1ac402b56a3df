import XCTest
@testable import ListRender

/// Multiple selection while editing (`features.multipleSelectionDuringEditing`, `list.editing`),
/// held to an iOS 18 UITableView snapshot (BSWInterfaceKit's SelectableTableViewDataSourceTests,
/// 375 × 812 @3x): 20.33-pt circles 21.33 pt in, 0.5 pt below the row's middle, the text at 59.67 pt, the separator from 20 pt, the
/// selected row grey with a filled tint circle; a tap toggles a row, leaving edit mode deselects.
final class EditingSelectionTests: XCTestCase {
    func load(editing: Bool = true, selected: String = "[[0, 0]]", timeline: String = "[]", duration: Double = 0) throws -> Scenario {
        try ScenarioLoader.load(data: #"""
            {"name": "s", "viewport": {"width": 375, "height": 812, "scale": 3}, "duration": \#(duration),
             "features": {"scrollIndicator": false, "multipleSelectionDuringEditing": {"selected": \#(selected)}},
             "list": {"editing": \#(editing), "sections": [{"rows": ["Title1", "Title2", "Title3"]}]},
             "timeline": \#(timeline)}
            """#, path: "s.json", platform: .ios18)
    }

    func testTheSnapshotsGeometry() throws {
        let rows = try XCTUnwrap(TestScenarios.layouts(try load()).first).rows
        let circle = try XCTUnwrap(rows[1].edit?.selectionControl)
        XCTAssertEqual(circle.frame.minX, 21 + 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual([circle.frame.width, circle.frame.height], [61.0 / 3, 61.0 / 3])
        // The snapshot's circles: 61 px of ink, y 367…428 px in the row from 330 to 461 px.
        let top = rows[1].frame.minY
        XCTAssertEqual([circle.frame.minY - top, circle.frame.maxY - top].map { ($0 * 3).rounded() }, [37, 98])
        XCTAssertEqual(try XCTUnwrap(rows[1].parts.title.first).frame.minX, 59 + 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(rows.map { $0.edit?.selectionControl?.selected }, [true, false, false])
        XCTAssertEqual(rows.map(\.highlight), [1, 0, 0])
        // No separator through the selected row's grey band; the one under Title2 from 20 pt, and
        // one under the last row, Title3, as the snapshot (iOS 15 on) draws.
        XCTAssertEqual(rows.map(\.separator), [false, true, true])
        let dump = LayoutDump.frame(try XCTUnwrap(TestScenarios.layouts(try load()).first)).serialized()
        XCTAssertTrue(dump.contains(#""selectionControl":{"frame":[21.3333,"#), dump)
        XCTAssertFalse(dump.contains("reorderControl"))
    }

    func testPixelsOfTheCirclesAndTheSeparator() throws {
        let s = try load()
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let image = FrameRenderer(scenario: s).image(of: layout)
        func rgb(_ x: Double, _ y: Double) -> [Int] {
            let i = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return image.pixels[i..<i + 3].map(Int.init)
        }
        let r0 = layout.rows[0].frame, r1 = layout.rows[1].frame
        XCTAssertEqual(rgb(24, r0.midY), [0, 122, 255], "the selected circle is filled with the tint")
        XCTAssertEqual(rgb(200, r0.midY), [209, 209, 214], "the selected row's background")
        XCTAssertEqual(rgb(31.33, r1.midY), [255, 255, 255], "an empty circle's inside")
        XCTAssertEqual(rgb(21.5, r1.midY), [197, 197, 199], "its ring in tertiaryLabel, as the snapshot's")
        let y = r1.maxY - 0.2
        XCTAssertEqual(rgb(19.5, y), [255, 255, 255])
        XCTAssertEqual(rgb(20.5, y), [199, 199, 201], "the separator starts at 20 pt")
        // The snapshot draws a separator on the last pixel row of Title3 (px 593 there) and every
        // pixel row below it is white: no filler rows (iOS 15 on).
        let last = Int(layout.rows[2].frame.maxY * 3) - 1
        XCTAssertEqual(rgb(200, (Double(last) + 0.5) / 3), [199, 199, 201], "the separator under the last row")
        let below = stride(from: last + 1, to: image.height, by: 1).filter { py in
            (0..<image.width).contains { px in image.pixels[(py * image.width + px) * 4] != 255 }
        }
        XCTAssertEqual(below, [], "nothing drawn below the last row's separator")
    }

    func testATapTogglesAndLeavingEditModeDeselects() throws {
        let s = try load(selected: "[]", timeline: #"[{"wait": 0.1}, {"tap": {"row": [0, 1]}}, {"wait": 0.3}, {"tap": {"row": [0, 1]}}, {"wait": 0.3}, {"tap": {"row": [0, 2]}}, {"wait": 0.3}, {"edit": false}, {"wait": 0.5}]"#,
                         duration: 2)
        let frames = try TestScenarios.layouts(s)
        func selected(at t: Double) -> [Bool?] { frames[Int((t * 60).rounded())].rows.map { $0.edit?.selectionControl?.selected } }
        XCTAssertEqual(selected(at: 0.05), [false, false, false])
        XCTAssertEqual(selected(at: 0.35), [false, true, false])
        XCTAssertEqual(selected(at: 0.75), [false, false, false])
        XCTAssertEqual(selected(at: 1.15), [false, false, true])
        XCTAssertEqual(selected(at: 1.9), [nil, nil, nil], "out of edit mode: no circles, nothing selected")
        XCTAssertEqual(frames[Int(1.9 * 60)].rows.map(\.highlight), [nil, nil, nil])
        // Same scenario, same frames.
        XCTAssertEqual(try TestScenarios.layouts(s).map { LayoutDump.frame($0).serialized() }, frames.map { LayoutDump.frame($0).serialized() })
    }

    func testASelectedRowThatDoesNotExistIsOneLine() throws {
        XCTAssertThrowsError(try load(selected: "[[0, 3]]")) {
            XCTAssertEqual(($0 as? InputError)?.message, "s.json:2:93: features.multipleSelectionDuringEditing.selected[0][1]: row 3 does not exist; section 0 has 3 rows")
        }
    }
}
