import Foundation
import XCTest
@testable import ListRender

/// Row accessories: where they sit (UIKit's sizes at the trailing layout margin) and their
/// colours in the rendered frame.
final class AccessoryTests: XCTestCase {
    func testAccessoryKeysAreStrict() throws {
        func load(_ accessory: String) throws -> Accessory? {
            let s = try ScenarioLoader.load(data: #"{"name":"a","list":{"sections":[{"rows":[{"title":"x","accessory":\#(accessory)}]}]}}"#, path: "a.json")
            guard case .sections(let sections) = s.list.content else { return nil }
            return sections[0].rows[0].accessory
        }
        XCTAssertEqual(try load(#""disclosure""#), .disclosure)
        XCTAssertEqual(try load(#""checkmark""#), .checkmark)
        XCTAssertEqual(try load(#""detail""#), .detail)
        XCTAssertEqual(try load(#""detailDisclosure""#), .detailDisclosure)
        XCTAssertEqual(try load(#"{"switch": true}"#), .toggle(true))
        XCTAssertEqual(try load(#"{"badge": "12"}"#), .badge("12"))
        let bad: [(String, String)] = [
            (#""chevron""#, #"a.json:1:67: list.sections[0].rows[0].accessory: unknown accessory "chevron"; expected "disclosure", "checkmark", "detail" or "detailDisclosure""#),
            (#"{"switch": "on"}"#, #"a.json:1:78: list.sections[0].rows[0].accessory.switch: expected true or false, got "on""#),
            (#"{"badge": ""}"#, #"a.json:1:77: list.sections[0].rows[0].accessory.badge: a badge holds 1 to 8 characters, got """#),
            (#"{}"#, #"a.json:1:67: list.sections[0].rows[0].accessory: expected {"switch": true or false} or {"badge": "text"}, got an object"#),
            (#"3"#, #"a.json:1:67: list.sections[0].rows[0].accessory: expected "disclosure", "checkmark", "detail" or "detailDisclosure", {"switch": true or false} or {"badge": "text"}, got 3"#),
        ]
        for (json, message) in bad {
            XCTAssertThrowsError(try load(json), json) { XCTAssertEqual(($0 as? InputError)?.message, message) }
        }
    }

    func testNewThemeKeys() throws {
        let s = try ScenarioLoader.load(data: ##"{"name":"t","list":{"generate":{"sections":1,"rows":1}},"theme":{"base":"dark","switchOn":"#FF000080","groupedBackground":"#101010","footerSize":12}}"##, path: "t.json")
        XCTAssertEqual(s.theme.switchOn, Color(r: 0xFF, g: 0, b: 0, a: 0x80))
        XCTAssertEqual(s.theme.groupedBackground, Color(r: 0x10, g: 0x10, b: 0x10))
        XCTAssertEqual(s.theme.footerSize, 12)
        XCTAssertEqual(s.theme.tertiaryLabel, Theme.dark.tertiaryLabel)
        XCTAssertEqual(Theme.dark.switchOn, Color(r: 48, g: 209, b: 88))
    }

    struct Frame {
        let layout: FrameLayout
        let image: RGBAImage
        let painter: Painter
        func row(_ title: String) throws -> RowLayout { try XCTUnwrap(layout.rows.first { $0.title.hasPrefix(title) }) }
        func box(_ title: String) throws -> Rect {
            let r = try row(title)
            return try XCTUnwrap(r.parts.accessory)
        }
        func pixel(_ x: Double, _ y: Double) -> [Int] {
            let i = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return image.pixels[i..<i + 3].map(Int.init)
        }
        /// The darkest pixel (smallest sum) inside `r`.
        func darkest(in r: Rect) -> [Int] {
            var best = [255, 255, 255]
            for y in stride(from: r.minY, to: r.maxY, by: 1.0 / 3) {
                for x in stride(from: r.minX, to: r.maxX, by: 1.0 / 3) where pixel(x, y).reduce(0, +) < best.reduce(0, +) {
                    best = pixel(x, y)
                }
            }
            return best
        }
    }

    func render() throws -> Frame {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/accessories.json")
        let renderer = FrameRenderer(scenario: s)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        return Frame(layout: layout, image: renderer.image(of: layout), painter: renderer.painter)
    }

    /// Sizes and places: every accessory's trailing edge at the card's 16-pt margin (card ends at
    /// 374 on a 390-pt screen), centred on its row and put on the device pixel (as UIKit does).
    func testAccessoryFrames() throws {
        let f = try render()
        XCTAssertEqual(try f.box("Airplane Mode"), Rect(x: 374 - 16 - 51, y: 125.0 / 3, width: 51, height: 31))
        XCTAssertEqual(try f.box("Wi-Fi"), Rect(x: 374 - 16 - 8, y: 284.0 / 3, width: 8, height: 13))
        XCTAssertEqual([try f.box("Name").width, try f.box("Name").height], [14, 11])
        XCTAssertEqual([try f.box("Help").width, try f.box("Help").height], [22, 22])
        XCTAssertEqual([try f.box("About").width, try f.box("About").height], [22 + 12 + 8, 22])
        XCTAssertEqual([try f.box("Software Update").width, try f.box("Software Update").height], [24, 24], "a one-digit badge is a circle")
        XCTAssertGreaterThan(try f.box("Messages").width, 24)
        for title in ["Airplane Mode", "Wi-Fi", "Name", "Help", "About", "Software Update", "Messages"] {
            XCTAssertEqual(try f.box(title).maxX, 358, title)
            XCTAssertEqual(try f.box(title).midY, try f.row(title).frame.midY, accuracy: 0.5, title)
        }
    }

    /// iOS 17/18's knob shadow (docs/fidelity.md, "The iOS 17/18 knob's shadow"): it darkens the
    /// track below the knob, about 15 levels at the track's bottom edge as the real one, and stops
    /// there: the cell under the track is untouched (the old shadow spilled 15 px onto it).
    func testKnobShadowStaysInsideTheTrack() throws {
        let f = try render()
        let off = try f.box("Airplane Mode"), knobMiddle = off.minX + 2 + 13.5
        let lastTrackRow = off.maxY - 0.5 / 3, firstCellRow = off.maxY + 0.5 / 3
        XCTAssertEqual(f.pixel(knobMiddle, firstCellRow), [255, 255, 255], "no shadow under the track")
        XCTAssertEqual(f.pixel(knobMiddle, off.maxY + 2), [255, 255, 255])
        let edge = f.pixel(knobMiddle, lastTrackRow), track = f.pixel(off.maxX - 8, off.midY)
        XCTAssertEqual(Double(track[0] - edge[0]), 15, accuracy: 2, "the track darkened at its edge below the knob")
        // Above the knob the shadow barely reaches: 1 to 3 levels, as on the real switch.
        let above = f.pixel(knobMiddle, off.minY + 1.5)
        XCTAssertLessThanOrEqual(track[0] - above[0], 3)
    }

    func testAccessoryColours() throws {
        let f = try render()
        // Switch on: systemGreen track (52,199,89), white knob at the trailing end.
        let on = try f.box("Personal Hotspot")
        XCTAssertEqual(f.pixel(on.minX + 8, on.midY), [52, 199, 89])
        XCTAssertEqual(f.pixel(on.maxX - 2 - 13.5, on.midY), [255, 255, 255])
        // Switch off: secondarySystemFill (120,120,128) at 16 % over white, as the real iOS 17.5 and
        // 18.5 tracks read (232.5 in the fidelity suite's monochrome snapshots), knob at the leading end.
        let off = try f.box("Airplane Mode")
        let track = f.pixel(off.maxX - 8, off.midY)
        for (got, want) in zip(track, [233, 233, 235]) { XCTAssertEqual(Double(got), Double(want), accuracy: 1) }
        XCTAssertEqual(f.pixel(off.minX + 2 + 13.5, off.midY), [255, 255, 255])
        // Chevron: tertiaryLabel, (60,60,67) at 30 % over white.
        for (got, want) in zip(f.darkest(in: try f.box("Wi-Fi")), [197, 197, 199]) { XCTAssertEqual(Double(got), Double(want), accuracy: 1) }
        // Checkmark and info button: the tint colour (systemBlue 0,122,255) where fully covered.
        XCTAssertEqual(f.darkest(in: try f.box("Name")), [0, 122, 255])
        XCTAssertEqual(f.darkest(in: try f.box("Help")), [0, 122, 255])
        // Badge: systemRed (255,59,48) around white text.
        let badge = try f.box("Messages")
        XCTAssertEqual(f.pixel(badge.minX + 3, badge.midY), [255, 59, 48])
    }

    /// The text yields to the accessory: the right-aligned detail ends 8 pt before the chevron,
    /// and the long title truncates before the detail.
    func testTextStopsBeforeTheAccessory() throws {
        let f = try render()
        let chevron = try f.box("A title long")
        let row = try f.row("A title long").frame
        let gap = Rect(x: chevron.minX - 7.5, y: row.minY + 2, width: 7, height: row.height - 4)
        XCTAssertEqual(f.darkest(in: gap), [255, 255, 255], "nothing drawn in the 8 pt before the chevron")
        let detailInk = Rect(x: chevron.minX - 14, y: row.minY + 2, width: 6, height: row.height - 4)
        XCTAssertNotEqual(f.darkest(in: detailInk), [255, 255, 255], "the detail ends right there")
    }
}
