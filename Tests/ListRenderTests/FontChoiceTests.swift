import Foundation
import XCTest
@testable import ListRender

/// `theme.fonts` and `theme.fallbackFonts`: a team's own typeface, fallbacks for characters it
/// lacks, a box and one warning for characters no font has; only files the scenario names.
final class FontChoiceTests: XCTestCase {
    static let fixture = PixelGridTests.scenarios + "/custom-fonts.json"
    static let fonts = PixelGridTests.scenarios + "/fonts"

    private func load(_ theme: String, path: String = FontChoiceTests.fonts + "/list.json") throws -> Scenario {
        try ScenarioLoader.load(data: #"{"name":"f","theme":\#(theme),"list":{"sections":[{"rows":["x"]}]}}"#, path: path)
    }

    func testFontKeysAreStrict() throws {
        let s = try load(#"{"fonts": {"regular": "DejaVuSerif-Subset.ttf"}}"#)
        XCTAssertEqual(s.theme.fonts.regular?.name, "DejaVuSerif-Subset.ttf")
        XCTAssertEqual(s.theme.fonts.semibold, s.theme.fonts.regular, "one face sets both weights")
        XCTAssertTrue(Theme.light.fonts.isBundled)
        let path = Self.fonts + "/list.json"
        let bad: [(String, String)] = [
            (#"{"fonts": {}}"#, "\(path):1:31: theme.fonts: needs \"regular\" or \"semibold\""),
            (#"{"fonts": {"bold": "a.ttf"}}"#, "\(path):1:32: theme.fonts: unknown key \"bold\""),
            (#"{"fonts": {"regular": "missing.ttf"}}"#, "\(path):1:43: theme.fonts.regular: \(Self.fonts)/missing.ttf: no such file"),
            (#"{"fonts": {"regular": "LICENSE.txt"}}"#, "\(path):1:43: theme.fonts.regular: \(Self.fonts)/LICENSE.txt: not a font FreeType can open"),
            (#"{"fallbackFonts": "DejaVuSans-Symbols-Subset.ttf"}"#, "\(path):1:39: theme.fallbackFonts: expected an array"),
            (#"{"fallbackFonts": [3]}"#, "\(path):1:40: theme.fallbackFonts[0]: expected a string, got 3"),
        ]
        for (json, message) in bad {
            XCTAssertThrowsError(try load(json), json) {
                let got = ($0 as? InputError)?.message ?? ""
                XCTAssertTrue(got.hasPrefix(message), "\(json): \(got)")
                XCTAssertFalse(got.contains("\n"))
            }
        }
    }

    func testTheScenarioFontSetsTheWidthsAndFallbacksFillIn() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        let custom = TextMeasurer.measurer(for: s.theme.fonts)
        XCTAssertTrue(custom === TextMeasurer.measurer(for: s.theme.fonts), "made once per font choice")
        let inter = TextMeasurer.shared
        // DejaVu Serif is wider than Inter: "Regular" at 17 pt.
        XCTAssertGreaterThan(custom.width(of: "Regular", weight: .regular, size: 17),
                             inter.width(of: "Regular", weight: .regular, size: 17) + 3)
        // ☂ is in neither the serif subset nor the bundled emoji: it comes from the fallback
        // (face 5, after the bold face 2, the medium face 3 and the emoji face 4), with its advance.
        let line = custom.line("a\u{2602}b", weight: .regular)
        XCTAssertEqual(line.glyphs.map(\.face), [0, 5, 0])
        XCTAssertTrue(line.missing.isEmpty)
        XCTAssertGreaterThan(custom.width(of: "\u{2602}", weight: .regular, size: 17), 5)
        // Ω is in no face: .notdef of the primary face, listed as missing.
        let omega = custom.line("\u{03A9}", weight: .semibold)
        XCTAssertEqual(omega.glyphs.map(\.glyph), [0])
        XCTAssertEqual(omega.glyphs.map(\.face), [1])
        XCTAssertEqual(omega.missing, ["\u{03A9}"])
    }

    func testOneWarningLineNamesTheFirstMissingCharacter() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        XCTAssertEqual(FontCoverage.warning(for: s),
                       "\(Self.fixture): warning: no font has U+03A9 (first in list.sections[0].rows[3].title); drawn as an empty box")
        XCTAssertNil(FontCoverage.warning(for: try ScenarioLoader.load(path: PixelGridTests.scenarios + "/row-symbols.json")))
        // With the bundled Inter, a character Inter lacks is reported the same way.
        let cjk = try ScenarioLoader.load(data: #"{"name":"c","list":{"sections":[{"title":"漢字","rows":["ok"]}]}}"#, path: "c.json")
        XCTAssertEqual(FontCoverage.warning(for: cjk), "c.json: warning: no font has U+6F22 (first in list.sections[0].title) and 1 more character; drawn as an empty box")
    }

    func testFramesUseTheScenarioFontDeterministically() throws {
        let s = try ScenarioLoader.load(path: Self.fixture)
        var plain = s
        plain.theme.fonts = FontChoice()
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let renderer = FrameRenderer(scenario: s)
        let list = renderer.displayList(of: layout)
        XCTAssertEqual(list.fonts, s.theme.fonts)
        let r = Rasterizer()
        let a = r.renderImage(list, scale: 3)
        // The same rasterizer switching to Inter and back draws the same bytes.
        let inter = r.renderImage(FrameRenderer(scenario: plain).displayList(of: layout), scale: 3)
        XCTAssertFalse(inter.pixels == a.pixels, "the scenario's font changes the frame")
        let again = r.renderImage(list, scale: 3)
        XCTAssertTrue(again.pixels == a.pixels)
        XCTAssertTrue(Rasterizer().renderImage(list, scale: 3).pixels == a.pixels)
    }

    /// Self-sizing rows are measured in the font they are drawn in: a long title in the
    /// scenario's DejaVu Serif (wider than Inter) wraps where that font's lines fill the width,
    /// every drawn line fits its box without an ellipsis, and the row is as tall as its lines.
    func testSelfSizingRowsAreMeasuredInTheScenarioFont() throws {
        var s = try ScenarioLoader.load(path: Self.fixture)
        s.list.rowHeight = 44
        s.list.automaticRowHeight = true
        let row = RowSpec(title: "Wide serif letters wrap sooner than Inter's do, so this title takes more lines")
        s.list.content = .sections([SectionSpec(title: nil, rows: [row])])
        s.timeline = []
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let list = FrameRenderer(scenario: s).displayList(of: layout)
        let measurer = TextMeasurer.measurer(for: s.theme.fonts)
        let runs = list.items.compactMap { if case .text(let r) = $0, r.string.contains("serif") || r.string.contains("lines") || r.string.contains("Inter") { return r }; return nil }
        XCTAssertGreaterThanOrEqual(runs.count, 2, "the title wraps")
        for run in runs {
            XCTAssertFalse(run.string.contains("\u{2026}"), "no line is cut short: \(run.string)")
            XCTAssertLessThanOrEqual(measurer.width(of: run.string, weight: run.weight, size: run.size), run.box.width + 0.01, run.string)
        }
        let inter = CellContentLayout(scenario: s, metrics: ListMetrics(scenario: s), text: TextMeasurer.shared)
        let serif = CellContentLayout(scenario: s, metrics: ListMetrics(scenario: s), text: measurer)
        XCTAssertEqual(layout.rows[0].frame.height, serif.height(of: row))
        XCTAssertNotEqual(serif.height(of: row), inter.height(of: row), "the fonts wrap the title differently")
    }

    func testEmbeddedExampleCarriesItsFonts() throws {
        let examples = try ExampleScenarios.loadAll()
        let fonts = try XCTUnwrap(examples.first { $0.name == "custom-fonts" }).theme.fonts
        XCTAssertEqual(fonts.regular?.name, "fonts/DejaVuSerif-Subset.ttf")
        XCTAssertEqual(fonts.fallbacks.count, 1)
        XCTAssertFalse(ExampleScenarios.fileNames.contains { $0.hasSuffix(".ttf") })
    }

    // MARK: colour emoji

    func testEmojiComeFromTheBundledColourFont() throws {
        let m = TextMeasurer.shared
        let line = m.line("a\u{1F389}", weight: .regular)
        XCTAssertEqual(line.glyphs.map(\.face), [0, FontStack.emoji])
        XCTAssertTrue(line.missing.isEmpty)
        // Noto's emoji advance is 136 px at its 109-px strike: 1.248 em, at the size of the line
        // it sits in (the bundled Inter's: 0.969 of the size asked for, BundledFont.sizeScale).
        let scale = m.metrics(.regular).sizeScale
        XCTAssertEqual(scale, 0.705 / 0.727, accuracy: 0.001)
        // SF Pro's tracking follows the emoji as every glyph (BundledFont.tracking).
        XCTAssertEqual(m.width(of: "\u{1F600}", weight: .regular, size: 17), 17 * scale * 136 / 109 + BundledFont.tracking(size: 17), accuracy: 0.01)
        // "❤" alone is Inter's glyph; with the emoji selector U+FE0F it is the colour emoji.
        XCTAssertEqual(m.line("\u{2764}", weight: .regular).glyphs.map(\.face), [0])
        XCTAssertEqual(m.line("\u{2764}\u{FE0F}", weight: .regular).glyphs.first?.face, FontStack.emoji)
        // An emoji outside the bundled subset is missing: a box and the warning.
        XCTAssertEqual(m.line("\u{1F984}", weight: .regular).missing, ["\u{1F984}"])
    }

    func testEmojiAreDrawnInTheirOwnColours() throws {
        let run = TextRun(string: "\u{1F525}", weight: .regular, size: 17, color: Color(r: 0, g: 0, b: 0),
                          box: Rect(x: 0, y: 0, width: 40, height: 30), baseline: 22)
        let img = RasterFixture.render((40, 30), scale: 3, background: .white, [.text(run)])
        var saturated = 0, inked = 0
        for y in 0..<img.height {
            for x in 0..<img.width {
                let p = img.px(x, y).map(Int.init)
                if p[0] + p[1] + p[2] < 700 { inked += 1 }
                if p[0] - p[2] > 100 { saturated += 1 }   // the flame's orange, not black text
            }
        }
        XCTAssertGreaterThan(inked, 400)
        XCTAssertGreaterThan(saturated, 200)
        // Twice, and on a fresh rasterizer: the same bytes.
        XCTAssertTrue(RasterFixture.render((40, 30), scale: 3, background: .white, [.text(run)]).pixels == img.pixels)
        XCTAssertTrue(Rasterizer().renderImage(DisplayList(size: Size(width: 40, height: 30), background: .white, items: [.text(run)]), scale: 3).pixels == img.pixels)
    }
}
