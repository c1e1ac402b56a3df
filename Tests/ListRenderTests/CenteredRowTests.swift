import Foundation
import XCTest
@testable import ListRender

/// The `centered` row style (docs/cells.md, "Centred rows"): the header card that opens a
/// settings screen — an image, a bold title and a description stacked and centred — and the
/// per-part text `size` it needs; in points, in pixels, and the keys' refusals.
final class CenteredRowTests: XCTestCase {
    let m = TextMeasurer.shared

    func load(_ rows: String, style: String = "insetGrouped") throws -> Scenario {
        try ScenarioLoader.load(data: Array(#"{"name":"c","viewport":{"width":390,"height":400,"scale":3},"duration":0,"list":{"style":"\#(style)","rowHeight":"automatic","sections":[{"rows":[\#(rows)]}]},"features":{"scrollIndicator":false}}"#.utf8),
                                path: "c.json", platform: .ios26)
    }

    static let header = ##"{"title":"Privacy","detail":"You are in control of your data.","style":"centered","titleStyle":{"size":20,"weight":"bold"},"detailStyle":{"size":15},"image":{"symbol":"lock.fill","tint":"#009AC7","size":80}}"##

    func testTheStackIsCentredAcrossAndDownTheRow() throws {
        let s = try load(Self.header)
        let row = try XCTUnwrap(TestScenarios.layouts(s).first?.rows.first)
        let p = row.parts
        let title = try XCTUnwrap(p.title.first), detail = try XCTUnwrap(p.detail.first)
        let image = try XCTUnwrap(row.image)
        // Every part centred on the card's middle (its 16-pt margins alike on both sides).
        XCTAssertEqual(title.frame.midX, row.frame.midX, accuracy: 1e-9)
        XCTAssertEqual(detail.frame.midX, row.frame.midX, accuracy: 1e-9)
        XCTAssertEqual(image.frame.midX, row.frame.midX, accuracy: 1e-9)
        // Each part in its own size and weight, measured so.
        XCTAssertEqual(title.size, 20)
        XCTAssertEqual(title.weight, .bold)
        XCTAssertEqual(title.frame.width, m.width(of: "Privacy", weight: .bold, size: 20), accuracy: 1e-9)
        XCTAssertEqual(detail.size, 15)
        XCTAssertEqual([image.frame.width, image.frame.height], [80, 80])
        // Stacked: the image 16 pt (imageToTextPadding) above the title, the detail 3 pt under it.
        XCTAssertEqual(title.frame.minY - image.frame.maxY, 16, accuracy: 1.0 / 3 + 1e-9)
        XCTAssertEqual(detail.frame.minY - title.frame.maxY, 3, accuracy: 1e-9)
        // An automatic row: the stack and UIKit's 11-pt margins, the stack centred in it.
        let stack = detail.frame.maxY - image.frame.minY
        XCTAssertEqual(row.frame.height, ((stack + 22) * 3).rounded(.up) / 3, accuracy: 1.0 / 3 + 1e-9)
        XCTAssertEqual(image.frame.minY - row.frame.minY, row.frame.maxY - detail.frame.maxY, accuracy: 1.0 / 3 + 1e-9)
        // The image's top on the device-pixel grid, so the symbol's edges land as drawn.
        XCTAssertEqual((image.frame.minY * 3).rounded(), image.frame.minY * 3, accuracy: 1e-9)
        // The separator under a centred row starts at the list's inset, not after the image.
        XCTAssertEqual(image.textInset, 16)
    }

    func testALongDescriptionWrapsIntoCentredLines() throws {
        let s = try load(##"{"title":"Gestures","detail":"Gestures below will be applied whenever you are using Home Assistant main UI.","style":"centered","detailStyle":{"size":15}}"##)
        let row = try XCTUnwrap(TestScenarios.layouts(s).first?.rows.first)
        let lines = row.parts.detail
        XCTAssertEqual(lines.count, 2)
        for l in lines {
            XCTAssertEqual(l.frame.midX, row.frame.midX, accuracy: 1e-9, l.string)
            // A centred line is drawn from its own left edge: its box is the line.
            XCTAssertEqual(l.box.minX, l.frame.minX, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(l.frame.width, row.frame.width - 32 + 1e-9)
        }
        XCTAssertGreaterThan(lines[0].frame.width, lines[1].frame.width)
    }

    func testTheCentredRowIsDrawnWhereItIsLaidOut() throws {
        let s = try load(Self.header)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let frame = FrameRenderer(scenario: s).image(of: layout)
        let row = try XCTUnwrap(layout.rows.first), image = try XCTUnwrap(row.image)
        // The symbol's ink, in its tint, lies inside the image's box and about its middle.
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let i = (y * frame.width + x) * 4
                if frame.pixels[i] == 0x00, frame.pixels[i + 1] == 0x9A, frame.pixels[i + 2] == 0xC7 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        XCTAssertLessThan(minX, maxX, "the tinted symbol is drawn")
        XCTAssertGreaterThanOrEqual(Double(minX), image.frame.minX * 3)
        XCTAssertLessThanOrEqual(Double(maxX + 1), image.frame.maxX * 3)
        XCTAssertGreaterThanOrEqual(Double(minY), image.frame.minY * 3)
        XCTAssertLessThanOrEqual(Double(maxY + 1), image.frame.maxY * 3)
        XCTAssertEqual(Double(minX + maxX + 1) / 2, row.frame.midX * 3, accuracy: 3)
        // Rendered twice, the same bytes.
        XCTAssertEqual(FrameRenderer(scenario: s).image(of: try XCTUnwrap(TestScenarios.layouts(s).first)).pixels, frame.pixels)
        // Right to left the stack stays centred.
        var rtl = s
        rtl.layoutDirection = .rightToLeft
        let mirrored = try XCTUnwrap(TestScenarios.layouts(rtl).first?.rows.first)
        XCTAssertEqual(try XCTUnwrap(mirrored.image).frame, image.frame)
        XCTAssertEqual(try XCTUnwrap(mirrored.parts.title.first).frame.midX, row.frame.midX, accuracy: 1e-9)
    }

    func testAPartSizeSetsEveryStylesText() throws {
        let s = try load(#"{"title":"Big","titleStyle":{"size":28},"style":"cell"},{"title":"Name","detail":"Value","detailStyle":{"size":13},"style":"value1"},{"title":"Sender","detail":"Subject","detailStyle":{"size":17},"style":"subtitle"}"#, style: "plain")
        let rows = try XCTUnwrap(TestScenarios.layouts(s).first).rows
        let big = try XCTUnwrap(rows[0].parts.title.first)
        XCTAssertEqual(big.size, 28)
        XCTAssertEqual(big.frame.width, m.width(of: "Big", weight: .regular, size: 28), accuracy: 1e-9)
        // A 28-pt line makes the automatic row taller than the 17-pt default.
        XCTAssertEqual(rows[0].frame.height, ((m.lineHeight(size: 28) + 22) * 3).rounded(.up) / 3, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(rows[1].parts.detail.first).size, 13)
        XCTAssertEqual(try XCTUnwrap(rows[2].parts.detail.first).size, 17)
    }

    func testCentredKeysAreStrict() {
        func message(_ rows: String) -> String {
            do { _ = try load(rows); return "ok" } catch { return (error as? InputError)?.message ?? "\(error)" }
        }
        XCTAssertEqual(message(Self.header), "ok")
        XCTAssertTrue(message(#"{"title":"a","style":"centered","accessory":"disclosure"}"#)
            .hasSuffix(#"list.sections[0].rows[0].accessory: a "centered" row stacks its image, title and detail in the middle; it has no "accessory""#))
        XCTAssertTrue(message(#"{"title":"a","style":"centered","trailingText":"now"}"#)
            .hasSuffix(#"rows[0].trailingText: a "centered" row stacks its image, title and detail in the middle; it has no "trailingText""#))
        XCTAssertTrue(message(#"{"title":"a","style":"centred"}"#).contains(#"unknown cell style "centred" (did you mean "centered"?)"#))
    }
}
