import Foundation
import XCTest
@testable import ListRender

/// A title in parts (docs/cells.md, "A title in parts"): Contacts' "Aaron **Cole**" — each part
/// measured in its own weight and placed after the one before, wrapped and cut as one text,
/// drawn in its own weight and colour, named in the layout dump; and the key's refusals.
final class TitleRunTests: XCTestCase {
    let m = TextMeasurer.shared

    func load(_ rows: String, rowHeight: String = #""automatic""#) throws -> Scenario {
        try ScenarioLoader.load(data: Array(#"{"name":"t","viewport":{"width":320,"height":300,"scale":2},"duration":0.02,"list":{"rowHeight":\#(rowHeight),"sections":[{"rows":[\#(rows)]}]}}"#.utf8),
                                path: "t.json", platform: .ios18)
    }

    func textRuns(_ s: Scenario) throws -> [TextRun] {
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        return FrameRenderer(scenario: s).displayList(of: layout).items.compactMap { if case .text(let r) = $0 { return r }; return nil }
    }

    func testAMediumPartIsMeasuredAndDrawnInTheMediumFace() throws {
        let s = try load(#"{"title":["Item ",{"text":"Medium","weight":"medium"}]}"#)
        let line = try XCTUnwrap(TestScenarios.layouts(s).first?.rows[0].parts.title.first)
        XCTAssertEqual(line.frame.width, m.width(of: "Item ", weight: .regular, size: 17) + m.width(of: "Medium", weight: .medium, size: 17), accuracy: 1e-9)
        XCTAssertEqual(try textRuns(s).first { $0.string == "Medium" }?.weight, .medium)
    }

    func testPartsAreMeasuredInTheirWeightsAndDrawnOneAfterAnother() throws {
        let s = try load(##"{"title":["Aaron ",{"text":"Cole","weight":"semibold","color":"#FF3B30"}]}"##)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        XCTAssertEqual(layout.rows[0].title, "Aaron Cole", "the parts joined")
        let line = try XCTUnwrap(layout.rows[0].parts.title.first)
        XCTAssertEqual(layout.rows[0].parts.title.count, 1)
        let given = m.width(of: "Aaron ", weight: .regular, size: 17), family = m.width(of: "Cole", weight: .semibold, size: 17)
        XCTAssertEqual(line.runs.map(\.string), ["Aaron ", "Cole"])
        XCTAssertEqual(line.runs[1].x, given, accuracy: 1e-9)
        XCTAssertEqual(line.frame.width, given + family, accuracy: 1e-9)
        XCTAssertGreaterThan(line.frame.width, m.width(of: "Aaron Cole", weight: .regular, size: 17), "the family name is measured semibold")
        // Painted as two runs on one baseline, the second where the first ends, in its own weight and colour.
        let runs = try textRuns(s)
        let a = try XCTUnwrap(runs.first { $0.string == "Aaron " }), c = try XCTUnwrap(runs.first { $0.string == "Cole" })
        XCTAssertEqual(a.weight, .regular)
        XCTAssertEqual(a.color, s.theme.label)
        XCTAssertEqual(c.weight, .semibold)
        XCTAssertEqual(c.color, Color(r: 0xFF, g: 0x3B, b: 0x30))
        XCTAssertEqual(a.box.minX, line.frame.minX)
        XCTAssertEqual(c.box.minX, line.frame.minX + given, accuracy: 1e-9)
        XCTAssertEqual(c.box.maxX, line.box.maxX, accuracy: 1e-9)
        XCTAssertEqual(a.baseline, c.baseline)
        XCTAssertFalse(runs.contains { $0.string == "Aaron Cole" }, "not also drawn whole")
        // The dump names each part.
        let json = LayoutDump.frame(layout).serialized()
        XCTAssertTrue(json.contains(#""titleRuns":[{"text":"Aaron ","weight":"regular","frame":["#), json)
        XCTAssertTrue(json.contains(#"{"text":"Cole","weight":"semibold","frame":["#), json)
    }

    func testTheBoldPartIsDarkerInTheFrameAndTheFrameIsDeterministic() throws {
        let parts = try load(#"{"title":["Aaron ",{"text":"Cole","weight":"bold"}]}"#)
        let plain = try load(#"{"title":"Aaron Cole"}"#)
        func frame(_ s: Scenario) throws -> RGBAImage {
            FrameRenderer(scenario: s).image(of: try XCTUnwrap(TestScenarios.layouts(s).first))
        }
        let a = try frame(parts), b = try frame(plain)
        XCTAssertEqual(a.pixels, try frame(parts).pixels, "the same bytes twice")
        let line = try XCTUnwrap(TestScenarios.layouts(parts).first?.rows[0].parts.title.first)
        let split = Int(((line.frame.minX + line.runs[1].x) * 2).rounded(.down)) - 1
        // Ink (darkness summed) left and right of where the family name starts, in the title's rows.
        func ink(_ img: RGBAImage, _ xs: Range<Int>) -> Int {
            var sum = 0
            for y in Int(line.frame.minY * 2)..<Int(line.frame.maxY * 2) {
                for x in xs { sum += 255 - Int(img.pixels[(y * img.width + x) * 4]) }
            }
            return sum
        }
        let left = 0..<split, right = split..<a.width
        XCTAssertEqual(ink(a, left), ink(b, left), "the given name as before")
        XCTAssertGreaterThan(Double(ink(a, right)), Double(ink(b, right)) * 1.2, "the family name bold")
    }

    func testPartsWrapAsOneTextAndNoLineOutgrowsItsBox() throws {
        let s = try load(#"{"title":["A given name long enough ",{"text":"and a family name in bold that wraps","weight":"bold"}," then a tail"]}"#)
        let lines = try XCTUnwrap(TestScenarios.layouts(s).first?.rows[0].parts.title)
        XCTAssertGreaterThan(lines.count, 1)
        for line in lines {
            let end = try XCTUnwrap(line.runs.last)
            XCTAssertLessThanOrEqual(end.x + end.width, line.box.width + LineBreaker.slack, "broken in the heaviest weight: nothing is cut")
            XCTAssertEqual(line.runs.map(\.string).joined(), line.string)
        }
        // The bold part is split over lines in bold, the tail regular.
        XCTAssertEqual(lines.flatMap(\.runs).filter { $0.string.contains("family") || $0.string.contains("bold") }.map(\.weight).first, .bold)
        XCTAssertEqual(lines.last?.runs.last?.string.hasSuffix("tail"), true)
        XCTAssertEqual(lines.last?.runs.last?.weight, .regular)
    }

    func testAPartPastTheLinesEndIsCutAndTheRestNotDrawn() throws {
        let s = try load(#"{"title":["A long given name, then ",{"text":"a family name far too long for the line","weight":"semibold"},"!"]}"#, rowHeight: "44")
        let line = try XCTUnwrap(TestScenarios.layouts(s).first?.rows[0].parts.title.first)
        XCTAssertEqual(line.frame.width, line.box.width, accuracy: 1e-9, "as wide as its room")
        let runs = try textRuns(s)
        XCTAssertNotNil(runs.first { $0.string.hasPrefix("a family") }, "the cut part is drawn (Raster puts the …)")
        XCTAssertNil(runs.first { $0.string == "!" }, "what comes after the cut is not")
        let json = LayoutDump.frame(try XCTUnwrap(TestScenarios.layouts(s).first)).serialized()
        XCTAssertFalse(json.contains(#"{"text":"!""#), json)
    }

    func testTitlePartsAreStrict() {
        func message(_ rows: String) -> String {
            do { _ = try load(rows); return "ok" } catch { return (error as? InputError)?.message ?? "\(error)" }
        }
        XCTAssertEqual(message(#"{"title":["a",{"text":"b","weight":"bold","color":"tint"}]}"#), "ok")
        XCTAssertTrue(message(#"{"title":[]}"#).hasSuffix("list.sections[0].rows[0].title: a title in parts needs at least one part"))
        XCTAssertTrue(message(#"{"title":["a",3]}"#)
            .hasSuffix(#"list.sections[0].rows[0].title[1]: expected a part of the title: a string or {"text", "weight"?, "color"?}, got 3"#))
        XCTAssertTrue(message(#"{"title":[{"text":"b","wieght":"bold"}]}"#).contains(#"title[0]: unknown key "wieght" (did you mean "weight"?)"#))
        XCTAssertTrue(message(#"{"title":[{"weight":"bold"}]}"#).contains(#"title[0]: missing required key "text""#))
        XCTAssertTrue(message(#"{"title":[{"text":"b","weight":"heavy"}]}"#).contains(#"title[0].weight: unknown weight "heavy""#))
        XCTAssertTrue(message(#"{"title":["a","b"],"titleStyle":{"truncation":"middle"}}"#)
            .hasSuffix(#"titleStyle: a title in parts loses characters at its tail; "truncation": "middle" needs a plain title"#))
        XCTAssertTrue(message(#"{"title":3}"#).contains("title: expected a string"))
    }
}
