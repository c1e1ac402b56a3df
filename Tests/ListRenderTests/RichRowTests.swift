import Foundation
import XCTest
@testable import ListRender

/// Rich rows (docs/cells.md, "Rich rows"): Mail's row — a semibold sender with the date and
/// the chevron on its line, an unread dot in the leading margin, the preview in `label` — in
/// points, in the painted runs, in the layout dump, and the keys' refusals.
final class RichRowTests: XCTestCase {
    let m = TextMeasurer.shared

    func load(_ rows: String, rowStyle: String = "subtitle") throws -> Scenario {
        try ScenarioLoader.load(data: Array(#"{"name":"r","viewport":{"width":390,"height":300,"scale":1},"duration":0.02,"list":{"rowHeight":"automatic","rowStyle":"\#(rowStyle)","sections":[{"rows":[\#(rows)]}]}}"#.utf8),
                                path: "r.json", platform: .ios18)
    }

    static let mailRow = #"{"title":"Jane Appleseed","trailingText":"Yesterday","titleStyle":{"weight":"semibold"},"dot":"tint","accessory":"disclosure","accessoryAlignment":"firstLine","detail":"Lunch on Friday? Let me know if the new place works","detailStyle":{"color":"label"},"lines":{"detail":2}}"#

    func testMailRowPutsDateChevronAndDotOnTheFirstLine() throws {
        let s = try load(Self.mailRow)
        let row = try XCTUnwrap(TestScenarios.layouts(s).first?.rows.first)
        let p = row.parts
        let title = try XCTUnwrap(p.title.first), date = try XCTUnwrap(p.trailingText.first)
        // The date: 15-pt, right-aligned before the chevron (its box ends where text may end),
        // on the sender's baseline; the sender yields it the date's width plus 8 pt.
        XCTAssertEqual(date.string, "Yesterday")
        XCTAssertEqual(date.size, 15)
        XCTAssertEqual(date.baseline, title.baseline)
        let dateWidth = m.width(of: "Yesterday", weight: .regular, size: 15)
        XCTAssertEqual(date.frame.width, dateWidth, accuracy: 1e-9)
        let accessory = try XCTUnwrap(p.accessory)
        XCTAssertLessThanOrEqual(date.frame.maxX, accessory.minX)
        XCTAssertEqual(title.box.maxX, date.frame.minX - 8, accuracy: 1e-9)
        // The sender is measured and drawn semibold: its frame is the semibold width.
        XCTAssertEqual(title.weight, .semibold)
        XCTAssertEqual(title.frame.width, m.width(of: "Jane Appleseed", weight: .semibold, size: 17), accuracy: 1e-9)
        XCTAssertGreaterThan(title.frame.width, m.width(of: "Jane Appleseed", weight: .regular, size: 17))
        // The preview keeps the full width under the date (two lines).
        XCTAssertEqual(p.detail.count, 2)
        XCTAssertGreaterThan(p.detail[0].box.maxX, date.frame.minX)
        // The chevron and the dot centred on the first line, the dot in the 16-pt margin.
        let lineMid = title.baseline - m.capHeight(weight: .regular, size: 17) / 2
        XCTAssertEqual(accessory.midY, lineMid, accuracy: 0.5)
        XCTAssertLessThan(accessory.maxY, row.frame.midY, "above the row's middle, not centred")
        let dot = try XCTUnwrap(p.dot)
        XCTAssertEqual(dot.frame, Rect(x: 3, y: lineMid - 5, width: 10, height: 10))
        // The dump names every part.
        let json = LayoutDump.frame(try XCTUnwrap(TestScenarios.layouts(s).first)).serialized()
        XCTAssertTrue(json.contains(#""parts":{"title":"#), json)
        XCTAssertTrue(json.contains(#","trailingText":["#), json)
        XCTAssertTrue(json.contains(#","dot":[3,"#), json)
    }

    func testPartsAreDrawnInTheirOwnWeightsAndColours() throws {
        let s = try load(Self.mailRow + ##",{"title":"Custom","titleStyle":{"color":"#FF3B30","weight":"bold"},"detail":"d","detailStyle":{"color":"tint"},"trailingText":"now","trailingTextStyle":{"color":"label","weight":"semibold"}}"##)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let items = FrameRenderer(scenario: s).displayList(of: layout).items
        let runs = items.compactMap { if case .text(let r) = $0 { return r }; return nil }
        func run(_ text: String) throws -> TextRun { try XCTUnwrap(runs.first { $0.string.hasPrefix(text) }, text) }
        XCTAssertEqual(try run("Jane").weight, .semibold)
        XCTAssertEqual(try run("Jane").color, s.theme.label)
        XCTAssertEqual(try run("Lunch").color, s.theme.label, "the preview asks for label")
        XCTAssertEqual(try run("Yesterday").color, s.theme.secondaryLabel, "the date's default")
        XCTAssertEqual(try run("Custom").color, Color(r: 0xFF, g: 0x3B, b: 0x30))
        XCTAssertEqual(try run("Custom").weight, .bold)
        XCTAssertEqual(try run("d").color, s.theme.tint)
        XCTAssertEqual(try run("now").color, s.theme.label)
        XCTAssertEqual(try run("now").weight, .semibold)
        XCTAssertTrue(items.contains(.roundedRect(try XCTUnwrap(layout.rows[0].parts.dot).frame, radius: 5, s.theme.tint)))
        // Dark theme: a theme colour follows it.
        var dark = s
        dark.theme = .base(dark: true, platform: .ios18)
        let darkRuns = FrameRenderer(scenario: dark).displayList(of: layout).items.compactMap { if case .text(let r) = $0 { return r }; return nil }
        XCTAssertEqual(darkRuns.first { $0.string == "d" }?.color, dark.theme.tint)
    }

    /// Mail's whole row: the sender, the subject in `label`, and two lines of preview under it
    /// in `secondaryLabel`, each block 3 pt under the one before, the three centred as one.
    static let mailRowWithPreview = #"{"title":"Jane Appleseed","trailingText":"Yesterday","titleStyle":{"weight":"semibold"},"accessory":"disclosure","accessoryAlignment":"firstLine","detail":"Lunch on Friday?","detailStyle":{"color":"label"},"preview":"Let me know if the new place on the corner works for you, or if we should go back to the usual one near the office","lines":{"preview":2}}"#

    func testAPreviewStacksUnderTheSubjectInItsOwnLines() throws {
        let s = try load(Self.mailRowWithPreview)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let row = try XCTUnwrap(layout.rows.first)
        let p = row.parts
        let title = try XCTUnwrap(p.title.first), subject = try XCTUnwrap(p.detail.first)
        XCTAssertEqual(p.detail.count, 1)
        XCTAssertEqual(p.preview.count, 2, "lines.preview: 2 of a longer preview")
        XCTAssertTrue(p.preview[1].string.hasSuffix("\u{2026}") || p.preview[1].frame.width <= p.preview[1].box.width)
        let lh17 = m.lineHeight(size: 17), lh15 = m.lineHeight(size: 15)
        XCTAssertEqual(subject.frame.minY, title.frame.minY + lh17 + 3, accuracy: 1e-9)
        XCTAssertEqual(p.preview[0].frame.minY, subject.frame.minY + lh15 + 3, accuracy: 1e-9)
        XCTAssertEqual(p.preview[1].frame.minY, p.preview[0].frame.minY + lh15, accuracy: 1e-9)
        XCTAssertEqual(p.preview[0].size, 15)
        XCTAssertEqual(p.preview[0].frame.minX, subject.frame.minX)
        // The automatic row holds all four lines and its margins; the block is centred.
        let block = lh17 + 3 + lh15 + 3 + 2 * lh15
        XCTAssertEqual(row.frame.height, ((block + 22) * 1).rounded(.up), accuracy: 1e-9)
        XCTAssertEqual(title.frame.minY - row.frame.minY, (row.frame.height - block) / 2, accuracy: 1e-9)
        // Drawn in secondaryLabel under the subject's label; named in the dump.
        let runs = FrameRenderer(scenario: s).displayList(of: layout).items.compactMap { if case .text(let r) = $0 { return r }; return nil }
        XCTAssertEqual(runs.first { $0.string.hasPrefix("Let me know") }?.color, s.theme.secondaryLabel)
        XCTAssertEqual(runs.first { $0.string.hasPrefix("Lunch") }?.color, s.theme.label)
        let json = LayoutDump.frame(layout).serialized()
        XCTAssertTrue(json.contains(#","preview":["#), json)
        // Its own style.
        let styled = try load(Self.mailRowWithPreview.replacingOccurrences(of: #""lines":"#, with: #""previewStyle":{"color":"tint"},"lines":"#))
        let styledRuns = FrameRenderer(scenario: styled).displayList(of: try XCTUnwrap(TestScenarios.layouts(styled).first)).items
            .compactMap { if case .text(let r) = $0 { return r }; return nil }
        XCTAssertEqual(styledRuns.first { $0.string.hasPrefix("Let me know") }?.color, styled.theme.tint)
    }

    func testAFixedRowKeepsALineForThePreview() throws {
        // 70 pt less the margins: room for three lines, so the long subject keeps one and the preview one.
        let s = try load(#"{"title":"Jane","height":70,"detail":"A subject long enough to wrap onto a second line of this row, and then a third","lines":0,"preview":"Preview text"}"#)
        let p = try XCTUnwrap(TestScenarios.layouts(s).first?.rows.first).parts
        XCTAssertEqual(p.title.count, 1)
        XCTAssertEqual(p.detail.count, 1)
        XCTAssertEqual(p.preview.map(\.string), ["Preview text"])
        XCTAssertLessThanOrEqual(try XCTUnwrap(p.preview.last).frame.maxY, 70)
    }

    func testRichKeysAreStrict() {
        func message(_ rows: String, rowStyle: String = "subtitle") -> String {
            do { _ = try load(rows, rowStyle: rowStyle); return "ok" } catch { return (error as? InputError)?.message ?? "\(error)" }
        }
        XCTAssertEqual(message(Self.mailRow), "ok")
        XCTAssertTrue(message(#"{"title":"a","detail":"b","trailingText":"c"}"#, rowStyle: "cell")
            .hasSuffix(#"list.sections[0].rows[0].trailingText: a "cell" row shows its detail at the trailing edge; give the row style "subtitle" for text there as well"#))
        XCTAssertEqual(message(#"{"title":"a","trailingText":"c"}"#, rowStyle: "cell"), "ok", "no detail: the trailing edge is free")
        XCTAssertTrue(message(#"{"title":"a","titleStyle":{"weight":"heavy"}}"#)
            .hasSuffix(#"titleStyle.weight: unknown weight "heavy"; expected "regular", "medium", "semibold" or "bold""#))
        XCTAssertTrue(message(#"{"title":"a","titleStyle":{"color":"secondaryLable"}}"#)
            .contains(#"titleStyle.color: unknown theme colour "secondaryLable" (did you mean "secondaryLabel"?)"#))
        XCTAssertTrue(message(##"{"title":"a","detailStyle":{"color":"#12"}}"##).contains(##"detailStyle.color: expected a colour "#RRGGBB""##))
        XCTAssertEqual(message(#"{"title":"a","titleStyle":{"size":20}}"#), "ok")
        XCTAssertTrue(message(#"{"title":"a","titleStyle":{"size":0.5}}"#).contains(#"titleStyle.size: must be at least"#))
        XCTAssertTrue(message(#"{"title":"a","titleStyle":{"size":"big"}}"#).contains(#"titleStyle.size: expected a number"#))
        XCTAssertTrue(message(#"{"title":"a","trailingTextStyle":{"weight":"bold"}}"#)
            .hasSuffix(#"trailingTextStyle: styles "trailingText", which this row does not have"#))
        XCTAssertTrue(message(#"{"title":"a","accessoryAlignment":"top"}"#)
            .contains(#"accessoryAlignment: unknown accessory alignment "top"; expected "center" or "firstLine""#))
        XCTAssertTrue(message(#"{"title":"a","dot":true}"#).contains("dot: expected a string"))
        XCTAssertTrue(message(#"{"title":"a","detail":"b","preview":"c"}"#, rowStyle: "value1")
            .hasSuffix(#"list.sections[0].rows[0].preview: a preview goes under the detail of a "subtitle" row; this row's style is "value1""#))
        XCTAssertTrue(message(#"{"title":"a","preview":"c"}"#)
            .hasSuffix(#"preview: a preview goes under the row's detail; give the row a "detail" (Mail's subject)"#))
        XCTAssertTrue(message(#"{"title":"a","previewStyle":{"weight":"bold"}}"#)
            .hasSuffix(#"previewStyle: styles "preview", which this row does not have"#))
        XCTAssertTrue(message(#"{"title":"a","detail":"b","lines":{"previw":2}}"#).contains(#"lines: unknown key "previw" (did you mean "preview"?)"#))
    }
}
