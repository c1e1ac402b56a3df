import Foundation
import XCTest
@testable import ListRender

/// `layoutDirection: "rtl"` (docs/cells.md, "Right to left"): cells, separators, headers and
/// footers mirrored; the scroll indicator stays on the right.
final class RightToLeftTests: XCTestCase {
    static let fixture = PixelGridTests.scenarios + "/right-to-left.json"
    let m = TextMeasurer.shared

    func testKeyIsStrict() throws {
        func load(_ v: String) throws -> Scenario {
            try ScenarioLoader.load(data: #"{"name":"r","layoutDirection":\#(v),"list":{"sections":[{"rows":["a"]}]}}"#, path: "r.json")
        }
        XCTAssertEqual(try load(#""rtl""#).layoutDirection, .rightToLeft)
        XCTAssertEqual(try load(#""ltr""#).layoutDirection, .leftToRight)
        XCTAssertEqual(try ScenarioLoader.load(data: #"{"name":"r","list":{"sections":[{"rows":["a"]}]}}"#, path: "r.json").layoutDirection, .leftToRight)
        XCTAssertThrowsError(try load(#""right""#)) {
            XCTAssertEqual(($0 as? InputError)?.message, #"r.json:1:31: layoutDirection: unknown layout direction "right"; expected "ltr" or "rtl""#)
        }
    }

    func testCellsAreMirrored() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        let l = try XCTUnwrap(TestScenarios.layouts(s).first)
        let wifi = try XCTUnwrap(l.rows.first { $0.title == "Wi-Fi" })
        let title = try XCTUnwrap(wifi.parts.title.first), detail = try XCTUnwrap(wifi.parts.detail.first)
        let chevron = try XCTUnwrap(wifi.parts.accessory)
        // The card spans 16…374; the text starts 16 pt inside its right edge.
        XCTAssertEqual(title.frame.maxX, 374 - 16, accuracy: 1e-9)
        XCTAssertEqual(title.frame.width, m.width(of: "Wi-Fi", size: 17), accuracy: 1e-9)
        XCTAssertTrue(title.trailing, "aligned to the right edge of its box")
        XCTAssertEqual(chevron.minX, 16 + 16)
        XCTAssertEqual(detail.frame.minX, chevron.maxX + 8, accuracy: 1e-9)
        XCTAssertFalse(detail.trailing)
        // The chevron points left: its tip is at the left of its box.
        let list = FrameRenderer(scenario: s).displayList(of: l)
        let tips = list.items.compactMap { item -> Point? in
            if case .capsule(let from, let to, _, _) = item, chevron.contains(from) { return to } else { return nil }
        }
        XCTAssertEqual(tips.first?.x ?? 0, chevron.minX + 1.1, accuracy: 1e-9)
        // Separators are inset from the right: from the card's left edge to 16 pt before its right.
        let hairlines = list.items.compactMap { item -> (Double, Double)? in
            if case .hairline(let x, _, let w, _) = item { return (x, w) } else { return nil }
        }
        XCTAssertFalse(hairlines.isEmpty)
        for (x, w) in hairlines {
            XCTAssertEqual(x, 16)
            XCTAssertEqual(x + w, 374 - 16, accuracy: 1e-9)
        }
    }

    func testIndicatorStaysRightAndHeadersMirror() throws {
        var s = TestScenarios.scenario(timeline: [.fling(from: TestScenarios.point(195, 700), dy: -400, duration: 0.08)], duration: 1)
        s.layoutDirection = .rightToLeft
        let frames = try TestScenarios.layouts(s)
        let moving = try XCTUnwrap(frames.first { $0.indicator != nil })
        XCTAssertEqual(try XCTUnwrap(moving.indicator).frame.maxX, 390 - 3)
        let list = FrameRenderer(scenario: s).displayList(of: moving)
        let header = try XCTUnwrap(moving.headers.first)
        let run = try XCTUnwrap(list.items.lazy.compactMap { item -> TextRun? in
            if case .text(let t) = item, t.string == header.title.uppercased() { return t } else { return nil }
        }.first)
        XCTAssertEqual(run.alignment, .right)
        XCTAssertEqual(run.box.maxX, 390 - 16, accuracy: 1e-9)
    }
}
