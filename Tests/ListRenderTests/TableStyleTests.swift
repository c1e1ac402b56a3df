import Foundation
import XCTest
@testable import ListRender

/// `list.style` (plain, grouped, insetGrouped) and `list.fillerRows`, in positions and pixels.
final class TableStyleTests: XCTestCase {
    static func load(_ json: String) throws -> Scenario { try ScenarioLoader.load(data: json, path: "t.json", platform: .ios18) }

    func testStyleKeysAreStrict() throws {
        XCTAssertEqual(try Self.load(#"{"name":"t","list":{"generate":{"sections":1,"rows":1}}}"#).list.style, .plain)
        XCTAssertEqual(try Self.load(#"{"name":"t","list":{"style":"insetGrouped","generate":{"sections":1,"rows":1}}}"#).list.style, .insetGrouped)
        let g = try Self.load(#"{"name":"t","list":{"style":"grouped","generate":{"sections":1,"rows":1}}}"#)
        XCTAssertEqual(g.list.style, .grouped)
        XCTAssertEqual(g.list.headerHeight, 38, "a grouped titled header: 13 + 18 + 7")
        let bad: [(String, String)] = [
            (#"{"name":"t","list":{"style":"inset","generate":{"sections":1,"rows":1}}}"#,
             #"t.json:1:29: list.style: unknown table style "inset"; expected "plain", "grouped" or "insetGrouped""#),
            (#"{"name":"t","list":{"style":"grouped","fillerRows":true,"generate":{"sections":1,"rows":1}}}"#,
             #"t.json:1:52: list.fillerRows: filler rows are drawn only in the plain style; a grouped table has none"#),
            (#"{"name":"t","list":{"fillerRows":"yes","generate":{"sections":1,"rows":1}}}"#,
             #"t.json:1:34: list.fillerRows: expected true or false, got "yes""#),
        ]
        for (text, message) in bad {
            XCTAssertThrowsError(try Self.load(text)) { XCTAssertEqual(($0 as? InputError)?.message, message) }
        }
    }

    /// Grouped spacing: the first untitled section 35 pt down, sections 17 + 18 pt apart, a
    /// titled header 38 pt, a footer with text 7 + 18 + 17 pt.
    func testGroupedVerticalMetrics() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/styles-grouped.json")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        func top(_ title: String) -> Double? { layout.rows.first { $0.title == title }?.frame.y }
        let section1Top: Double = 35 + 4 * 44 + 17          // 228
        let footer1Top: Double = section1Top + 38 + 3 * 44  // 398
        XCTAssertEqual(top("Wi-Fi"), 35)
        XCTAssertEqual(top("Show Previews"), section1Top + 38)
        XCTAssertEqual(top("Applications"), footer1Top + 42 + 38)
        let header = try XCTUnwrap(layout.headers.first)
        XCTAssertEqual(header.title, "Notifications")
        XCTAssertEqual(header.frame, Rect(x: 0, y: section1Top, width: 390, height: 38))
        XCTAssertEqual(layout.footers.first?.frame, Rect(x: 0, y: footer1Top, width: 390, height: 42))
        // Section ends have no separator (every grouped section ends in a footer, empty or not).
        XCTAssertEqual(layout.rows.first { $0.title == "Personal Hotspot" }?.separator, false)
        XCTAssertEqual(layout.rows.first { $0.title == "Mobile Data" }?.separator, true)
    }

    /// Grouped headers and footers scroll with their section; they never float or pin.
    func testGroupedHeadersScrollWithTheContent() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/styles-grouped.json")
        let frames = try TestScenarios.layouts(s)
        let g = ListGeometry(data: ListData(s.list.content), rowHeight: 44, spacing: .of(s.list))
        var checked = 0
        for f in frames {
            for h in f.headers {
                XCTAssertFalse(h.pinned)
                XCTAssertEqual(h.frame.y, g.sectionTop(h.section) - f.contentOffset, accuracy: 1e-9)
                checked += 1
            }
            for ft in f.footers { XCTAssertEqual(ft.frame.y, g.footerTop(ft.section) - f.contentOffset, accuracy: 1e-9) }
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertTrue(frames.contains { $0.contentOffset > 100 })
    }

    /// Inset grouped: cards and rows inset by the layout margins, 16 pt, or 20 pt from a
    /// 393-pt-wide screen (measured on iOS 17.5 and 18.5 at 393 and 402 pt, iOS 13 at 414).
    func testInsetGroupedCardsFollowTheLayoutMargins() throws {
        for (width, margin) in [(390.0, 16.0), (375, 16), (393, 20), (402, 20), (414, 20), (430, 20)] {
            var s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/styles-inset-grouped.json")
            s.viewport.width = width
            let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
            let card = try XCTUnwrap(layout.cards.first)
            XCTAssertEqual(card.section, 0)
            XCTAssertEqual(card.frame, Rect(x: margin, y: 35, width: width - 2 * margin, height: 4 * 44), "width \(width)")
            for row in layout.rows {
                XCTAssertEqual(row.frame.minX, margin)
                XCTAssertEqual(row.frame.width, width - 2 * margin)
            }
        }
    }

    /// The pixels of an inset-grouped frame: systemGroupedBackground around white cards with
    /// 10-pt rounded corners; separators from the text inset to the card's edge, not beyond.
    func testInsetGroupedPixels() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/styles-inset-grouped.json")
        let renderer = FrameRenderer(scenario: s)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let image = renderer.image(of: layout)
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let i = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return Array(image.pixels[i..<i + 3])
        }
        let bg: [UInt8] = [242, 242, 247], white: [UInt8] = [255, 255, 255]
        XCTAssertEqual(pixel(5, 100), bg, "left of the card")
        XCTAssertEqual(pixel(385, 100), bg, "right of the card")
        XCTAssertEqual(pixel(20, 10), bg, "above the first card")
        XCTAssertEqual(pixel(200, 60), white, "inside the card")
        // Rounded corners: the card's corner pixel is background; 10 pt in along the edge it is white.
        XCTAssertEqual(pixel(16.1, 35.1), bg)
        XCTAssertEqual(pixel(26, 35.5), white)
        XCTAssertEqual(pixel(16.5, 45), white)
        // First separator: under Wi-Fi (y = 35 + 44), from 16 + 16 pt to the card's edge at 374.
        let sepY = (35.0 + 44) - 1.0 / 3 + 0.01
        XCTAssertEqual(pixel(33, sepY), [199, 199, 201])
        XCTAssertEqual(pixel(373.8, sepY), [199, 199, 201])
        XCTAssertEqual(pixel(31, sepY), white, "the separator starts at the text inset")
        XCTAssertEqual(pixel(375, sepY), bg, "and stops at the card")
        // The header's text sits on the background, aligned with the cells' text at 32 pt.
        let header = try XCTUnwrap(layout.headers.first).frame
        var leftmostInk = 1000.0
        for y in stride(from: header.minY, to: header.maxY, by: 1.0 / 3) {
            for x in stride(from: 0.0, to: 100, by: 1.0 / 3) where pixel(x, y) != bg { leftmostInk = min(leftmostInk, x) }
        }
        XCTAssertEqual(leftmostInk, 32, accuracy: 1.5)
    }

    func testDarkGroupedColours() throws {
        var s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/styles-inset-grouped.json")
        s.theme = .dark
        let renderer = FrameRenderer(scenario: s)
        let image = renderer.image(of: try XCTUnwrap(TestScenarios.layouts(s).first))
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let i = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return Array(image.pixels[i..<i + 3])
        }
        XCTAssertEqual(pixel(5, 100), [0, 0, 0], "systemGroupedBackground, dark")
        XCTAssertEqual(pixel(200, 60), [28, 28, 30], "secondarySystemGroupedBackground, dark")
    }

    /// iOS 14-style filler rows: separators every row height below the last row, to the bottom.
    func testFillerRows() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/plain-filler-rows.json")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        XCTAssertEqual(layout.rows.last?.separator, true, "the last row has a separator too")
        XCTAssertEqual(layout.fillerRows.first, Rect(x: 0, y: 220, width: 390, height: 44))
        XCTAssertEqual(layout.fillerRows.count, 15, "(844 − 220) / 44 = 14.2 rows, the last one cut")
        let image = FrameRenderer(scenario: s).image(of: layout)
        for filler in layout.fillerRows where filler.maxY < 844 {
            let y = Int(filler.maxY * 3) - 1, x = 100 * 3
            let i = (y * image.width + x) * 4
            XCTAssertEqual(Array(image.pixels[i..<i + 3]), [199, 199, 201])
        }
        let plain = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/plain-still.json")
        XCTAssertEqual(try XCTUnwrap(TestScenarios.layouts(plain).first).fillerRows, [])
    }

    func testLayoutDumpListsCards() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/styles-inset-grouped.json")
        let json = LayoutDump.frame(try XCTUnwrap(TestScenarios.layouts(s).first)).serialized()
        XCTAssertTrue(json.contains(#""cards":[{"section":0,"frame":[16,35,358,176]},{"section":1,"frame":[16,266,358,132]}"#), json)
    }
}
