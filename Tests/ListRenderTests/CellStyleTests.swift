import Foundation
import XCTest
@testable import ListRender

/// Cell configurations (docs/cells.md): the keys, where each style puts its texts in points
/// (UIListContentConfiguration's 11-pt margins and 3-pt padding, the 16-pt layout margin), how
/// text wraps and truncates, and the colours drawn.
final class CellStyleTests: XCTestCase {
    static let fixture = PixelGridTests.scenarios + "/cell-styles.json"
    let m = TextMeasurer.shared

    func load(_ list: String) throws -> Scenario {
        try ScenarioLoader.load(data: #"{"name":"c","list":\#(list)}"#, path: "c.json", platform: .ios18)
    }

    func testCellKeysAreStrict() throws {
        let s = try load(#"{"rowStyle":"subtitle","rowHeight":"automatic","sections":[{"rows":[{"title":"x","style":"value2","lines":2},{"title":"y","lines":{"detail":1}}]}]}"#)
        XCTAssertEqual(s.list.rowStyle, .subtitle)
        XCTAssertTrue(s.list.automaticRowHeight)
        XCTAssertEqual(s.list.rowHeight, 44)
        guard case .sections(let sections) = s.list.content else { return XCTFail() }
        XCTAssertEqual(sections[0].rows[0].style, .value2)
        XCTAssertEqual(sections[0].rows[0].lines, LineLimits(title: 2, detail: 2, preview: 2))
        XCTAssertNil(sections[0].rows[1].style)
        XCTAssertEqual(sections[0].rows[1].lines, LineLimits(title: 0, detail: 1))
        let bad: [(String, String)] = [
            (#"{"rowStyle":"value3","sections":[]}"#, #"c.json:1:32: list.rowStyle: unknown cell style "value3" (did you mean "value1"?); expected "cell", "subtitle", "value1", "value2" or "centered""#),
            (#"{"rowHeight":"auto","sections":[]}"#, #"c.json:1:33: list.rowHeight: unknown row height "auto"; expected "automatic""#),
            (#"{"sections":[{"rows":[{"title":"x","lines":-1}]}]}"#, #"c.json:1:63: list.sections[0].rows[0].lines: must be a whole number from 0 to 1000, got -1"#),
            (#"{"sections":[{"rows":[{"title":"x","lines":"2"}]}]}"#, #"c.json:1:63: list.sections[0].rows[0].lines: expected a number of lines (0: no limit) or {"title": n, "detail": m}, got "2""#),
            (#"{"sections":[{"rows":[{"title":"x","lines":{"titel":1}}]}]}"#, #"c.json:1:64: list.sections[0].rows[0].lines: unknown key "titel" (did you mean "title"?)"#),
            (#"{"sections":[{"rows":[{"title":"x","style":3}]}]}"#, #"c.json:1:63: list.sections[0].rows[0].style: expected "cell", "subtitle", "value1", "value2" or "centered", got 3"#),
        ]
        for (json, message) in bad {
            XCTAssertThrowsError(try load(json), json) { XCTAssertEqual(($0 as? InputError)?.message, message, json) }
        }
    }

    /// The still frame of the fixture, laid out.
    func fixtureLayout() throws -> FrameLayout {
        try XCTUnwrap(TestScenarios.layouts(try ScenarioLoader.load(path: Self.fixture)).first)
    }

    func row(_ l: FrameLayout, _ prefix: String) throws -> RowLayout {
        try XCTUnwrap(l.rows.first { $0.title.hasPrefix(prefix) }, prefix)
    }

    /// Rounded up to the 3x device pixel, as row heights are.
    func pixelCeil(_ v: Double) -> Double { (v * 3).rounded(.up) / 3 }

    func testCellStyleKeepsTheTrailingDetailAndWrapsTheTitle() throws {
        let l = try fixtureLayout()
        let lh17 = m.lineHeight(size: 17)
        let wifi = try row(l, "Wi-Fi")
        XCTAssertEqual(wifi.frame.height, 44)
        let title = try XCTUnwrap(wifi.parts.title.first)
        // The card is inset 16 pt, the text 16 more: x = 32; one line centred on the row.
        XCTAssertEqual(title.frame.minX, 32)
        XCTAssertEqual(title.frame.height, lh17, accuracy: 1e-9)
        XCTAssertEqual(title.frame.midY, wifi.frame.midY, accuracy: 1e-9)
        XCTAssertEqual(title.baseline, wifi.frame.midY + m.capHeight(size: 17) / 2, accuracy: 1e-9)
        let detail = try XCTUnwrap(wifi.parts.detail.first)
        XCTAssertEqual(detail.frame.maxX, 390 - 16 - 16, accuracy: 1e-9)
        XCTAssertEqual(detail.frame.width, m.width(of: "Home", size: 15), accuracy: 1e-9)
        XCTAssertEqual(detail.size, 15)

        let long = try row(l, "A title long enough")
        XCTAssertEqual(long.parts.title.map(\.string), ["A title long enough to wrap onto a second", "line, as list cells do by default"])
        XCTAssertEqual(long.frame.height, pixelCeil(2 * lh17 + 22), accuracy: 1e-9)
        XCTAssertEqual(long.parts.title[0].frame.minY, long.frame.minY + (long.frame.height - 2 * lh17) / 2, accuracy: 1e-9)
        XCTAssertEqual(long.parts.title[1].frame.minY, long.parts.title[0].frame.maxY, accuracy: 1e-9)
        for line in long.parts.title { XCTAssertLessThanOrEqual(line.frame.maxX, 390 - 32 + 1e-9) }
    }

    func testSubtitlePutsTheDetailThreePointsUnderTheTitle() throws {
        let l = try fixtureLayout()
        let anna = try row(l, "Anna Haro")
        let t = try XCTUnwrap(anna.parts.title.first), d = try XCTUnwrap(anna.parts.detail.first)
        XCTAssertEqual(d.size, 15)
        XCTAssertEqual(d.frame.minX, t.frame.minX)
        XCTAssertEqual(d.frame.minY, t.frame.maxY + 3, accuracy: 1e-9)
        let block = m.lineHeight(size: 17) + 3 + m.lineHeight(size: 15)
        XCTAssertEqual(anna.frame.height, pixelCeil(block + 22), accuracy: 1e-9)
        XCTAssertEqual((t.frame.minY + d.frame.maxY) / 2, anna.frame.midY, accuracy: 1e-9)
        // `lines: {detail: 1}`: the long detail keeps one line, which Raster truncates.
        let daniel = try row(l, "Daniel")
        XCTAssertEqual(daniel.parts.detail.count, 1)
        XCTAssertEqual(daniel.parts.detail[0].frame.width, 390 - 64, accuracy: 1e-9)
    }

    func testValue1KeepsTheTitleAndStacksWhenBothDoNotFit() throws {
        let l = try fixtureLayout()
        let version = try row(l, "Version")
        let t = try XCTUnwrap(version.parts.title.first), d = try XCTUnwrap(version.parts.detail.first)
        XCTAssertEqual(d.size, 17)
        XCTAssertTrue(d.trailing)
        XCTAssertEqual(d.frame.maxX, 358, accuracy: 1e-9)
        XCTAssertEqual(d.frame.midY, t.frame.midY, accuracy: 1e-9)
        XCTAssertEqual(t.frame.width, m.width(of: "Version", size: 17), accuracy: 1e-9)
        // "Network Provider Settings" + 8 + "Carrier 58.0.1 (build 2241)" is wider than 326 pt.
        XCTAssertGreaterThan(m.width(of: "Network Provider Settings", size: 17) + 8
                             + m.width(of: "Carrier 58.0.1 (build 2241)", size: 17), 326)
        let network = try row(l, "Network")
        let nt = try XCTUnwrap(network.parts.title.first), nd = try XCTUnwrap(network.parts.detail.first)
        XCTAssertFalse(nd.trailing)
        XCTAssertEqual(nd.frame.minX, 32)
        XCTAssertEqual(nd.frame.minY, nt.frame.maxY + 3, accuracy: 1e-9)
        XCTAssertEqual(network.frame.height, pixelCeil(2 * m.lineHeight(size: 17) + 3 + 22), accuracy: 1e-9)
    }

    func testValue1InAFixedRowTruncatesTheDetailNotTheTitle() throws {
        let s = try load(#"{"rowStyle":"value1","sections":[{"rows":[{"title":"Network Provider Settings","detail":"Carrier 58.0.1 (build 2241)"}]}]}"#)
        let r = try XCTUnwrap(TestScenarios.layouts(s).first?.rows.first)
        XCTAssertEqual(r.frame.height, 44)
        let t = try XCTUnwrap(r.parts.title.first), d = try XCTUnwrap(r.parts.detail.first)
        XCTAssertEqual(t.frame.width, m.width(of: "Network Provider Settings", size: 17), accuracy: 1e-9)
        XCTAssertEqual(d.box.minX, t.frame.maxX + 8, accuracy: 1e-9)
        XCTAssertEqual(d.box.maxX, 390 - 16, accuracy: 1e-9)
    }

    func testValue2LabelsAColumnAndLevelsTheBaselines() throws {
        let l = try fixtureLayout()
        let mobile = try row(l, "mobile")
        let t = try XCTUnwrap(mobile.parts.title.first), d = try XCTUnwrap(mobile.parts.detail.first)
        let column = ((390 - 64) * 0.25).rounded()
        XCTAssertEqual(t.frame.maxX, 32 + column, accuracy: 1e-9)
        XCTAssertEqual(t.size, 15)
        XCTAssertEqual(d.frame.minX, 32 + column + 6, accuracy: 1e-9)
        XCTAssertEqual(d.size, 17)
        XCTAssertEqual(t.baseline, d.baseline, accuracy: 1e-9)
        let address = try row(l, "address")
        XCTAssertEqual(address.parts.detail.count, 2)
        XCTAssertEqual(address.parts.title[0].baseline, address.parts.detail[0].baseline, accuracy: 1e-9)
    }

    func testLinesLimitCutsTheLastLineShort() throws {
        let l = try fixtureLayout()
        let r = try row(l, "Two lines at most")
        XCTAssertEqual(r.parts.title.count, 2)
        // The second line holds the rest of the text; Raster ends it with "…" inside the box,
        // which stops 8 pt before the chevron.
        XCTAssertTrue(r.parts.title[1].string.hasSuffix("second line"))
        let chevron = try XCTUnwrap(r.parts.accessory)
        XCTAssertEqual(r.parts.title[1].box.maxX, chevron.minX - 8, accuracy: 1e-9)
        XCTAssertEqual(r.parts.title[1].frame.width, r.parts.title[1].box.width, accuracy: 1e-9)
        let renderer = FrameRenderer(scenario: try ScenarioLoader.load(path: Self.fixture))
        let list = renderer.displayList(of: try fixtureLayout())
        let runs = list.items.compactMap { item -> TextRun? in if case .text(let t) = item { return t } else { return nil } }
        let last = try XCTUnwrap(runs.first { $0.string == r.parts.title[1].string })
        let shown = m.truncated(last.string, weight: .regular, size: 17, maxWidth: last.box.width)
        XCTAssertTrue(shown.hasSuffix("…"), shown)
    }

    func testColoursFollowTheStyle() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        let list = FrameRenderer(scenario: s).displayList(of: try fixtureLayout())
        let runs = list.items.compactMap { item -> TextRun? in if case .text(let t) = item { return t } else { return nil } }
        func color(_ string: String) throws -> Color { try XCTUnwrap(runs.first { $0.string == string }, string).color }
        XCTAssertEqual(try color("mobile"), s.theme.tint)
        XCTAssertEqual(try color("+1 (555) 123-4567"), s.theme.label)
        XCTAssertEqual(try color("anna-haro@mac.com"), s.theme.secondaryLabel)
        XCTAssertEqual(try color("17.4.1"), s.theme.secondaryLabel)
        XCTAssertEqual(try color("Version"), s.theme.label)
    }

    func testWordWrapBreaksLongWordsAndHardBreaks() {
        let b = LineBreaker(text: m, size: 17)
        XCTAssertEqual(b.lines("one two three", width: m.width(of: "one two", size: 17) + 0.1, maxLines: 10),
                       ["one two", "three"])
        XCTAssertEqual(b.lines("first\nsecond", width: 300, maxLines: 10), ["first", "second"])
        let word = String(repeating: "W", count: 40)
        let lines = b.lines(word, width: 100, maxLines: 10)
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertEqual(lines.map(String.init).joined(), word)
        for l in lines { XCTAssertLessThanOrEqual(m.width(of: String(l), size: 17), 100.0005) }
        // A 1 MB title with no limit still costs only its lines: at most what fits in 10,000 pt.
        let huge = String(repeating: "word ", count: 200_000)
        XCTAssertEqual(b.lines(huge, width: 300, maxLines: 3).count, 3)
    }
}
