import XCTest
@testable import ListRender

/// The bundled Inter is set at SF Pro's cap height (docs/fonts.md, "Inter at SF Pro's size"):
/// its capitals and a line's width, in device pixels at 3x, are what the suite's real
/// screenshots show; a scenario's own font is drawn at its true size.
final class BundledFontSizeTests: XCTestCase {
    /// The rows holding ink in column `x` (background white), and the columns holding any ink.
    private func ink(_ img: RGBAImage, column x: Int) -> (top: Int, bottom: Int)? {
        let rows = (0..<img.height).filter { img.px(x, $0)[0] < 128 }
        return rows.first.map { ($0, rows.last!) }
    }

    private func inkColumns(_ img: RGBAImage) -> (left: Int, right: Int)? {
        let cols = (0..<img.width).filter { x in (0..<img.height).contains { img.px(x, $0)[0] < 160 } }
        return cols.first.map { ($0, cols.last!) }
    }

    private func draw(_ string: String, size: Double, fonts: FontChoice = FontChoice()) -> RGBAImage {
        let run = TextRun(string: string, weight: .regular, size: size, color: .black,
                          box: Rect(x: 2, y: 0, width: 396, height: 40), baseline: 30)
        var list = DisplayList(size: Size(width: 400, height: 40), background: .white, items: [.text(run)])
        list.fonts = fonts
        return Rasterizer().renderImage(list, scale: 3)
    }

    /// "H" at 17 pt is 36 px tall at 3x, as a 17-pt row title's "H" in the real iOS 26
    /// screenshot (as-table-switches-26: 35.9 px); Inter at its own size drew 37.
    func testBundledCapitalsAreSFProTall() throws {
        let m = TextMeasurer.shared
        XCTAssertEqual(m.capHeight(weight: .regular, size: 17), 17 * 0.705, accuracy: 1e-9)
        XCTAssertEqual(m.capHeight(weight: .semibold, size: 17), 17 * 0.705, accuracy: 1e-9)
        let img = draw("H", size: 17)
        // The left stem's middle column: the baseline is row 90 (30 pt), the top 36 rows up.
        let stem = try XCTUnwrap(inkColumns(img)).left + 1
        let h = try XCTUnwrap(ink(img, column: stem))
        XCTAssertEqual(h.bottom, 89)
        XCTAssertEqual(h.bottom - h.top + 1, 36)
    }

    /// A 13-pt footer line measured in the real iOS 17.5 screenshot (as-list-footers-17,
    /// "Tap an account to view details"): 546 px of ink at 3x; Inter at its own size drew 557,
    /// at SF's cap height untracked 541.
    func testBundledLineWidthIsNearSFPros() throws {
        let img = draw("Tap an account to view details", size: 13)
        let cols = try XCTUnwrap(inkColumns(img))
        XCTAssertEqual(cols.right - cols.left + 1, 546, accuracy: 1)
        // Measuring (wrapping, truncation) uses the same size and tracking as drawing: the advance
        // is the ink plus the outer glyphs' side bearings and the last glyph's tracking.
        let advance = TextMeasurer.shared.width(of: "Tap an account to view details", weight: .regular, size: 13) * 3
        XCTAssertEqual(advance, Double(cols.right - cols.left + 1), accuracy: 5)
    }

    /// SF Pro's tracking (docs/fonts.md, "SF Pro's tracking"): Apple's table plus 0.0128 em, in
    /// points a glyph; a 17-pt row title as wide as the real one (as-list-footers-17, "Checking":
    /// 209 px of ink; untracked 213) while the 13-pt footer above is wider, as SF's are.
    func testBundledTextTracksLikeSFPro() throws {
        XCTAssertEqual(BundledFont.tracking(size: 17), (-0.026 + 0.0128) * 17, accuracy: 1e-12)
        XCTAssertEqual(BundledFont.tracking(size: 13), (-0.006 + 0.0128) * 13, accuracy: 1e-12)
        XCTAssertEqual(BundledFont.tracking(size: 12.5), (-0.003 + 0.0128) * 12.5, accuracy: 1e-12, "linear between sizes")
        XCTAssertEqual(BundledFont.tracking(size: 34), (-0.024 + 0.0128) * 34, accuracy: 1e-12, "the 19-pt value above the table")
        let cols = try XCTUnwrap(inkColumns(draw("Checking", size: 17)))
        XCTAssertEqual(cols.right - cols.left + 1, 209, accuracy: 1)
        let m = TextMeasurer.shared
        // Every glyph, the last too, carries the tracking: eight of them, each in whole font units.
        let untracked = Double(m.line("Checking", weight: .regular).advance) * 17 * m.regular.sizeScale / Double(m.regular.unitsPerEm)
        let unit = 17 * m.regular.sizeScale / Double(m.regular.unitsPerEm)
        XCTAssertEqual(m.width(of: "Checking", weight: .regular, size: 17) - untracked, 8 * BundledFont.tracking(size: 17), accuracy: 8 * unit / 2)
        // The large title's display face tracks by SF Pro Display's table (LargeTitleSizeTests).
        let bold = m.metrics(.bold)
        XCTAssertEqual(m.width(of: "Checking", weight: .bold, size: 34),
                       Double(m.line("Checking", weight: .bold).advance) * 34 * bold.sizeScale / Double(bold.unitsPerEm)
                           + 8 * BundledFont.displayTracking(size: 34), accuracy: 8 * 34 * bold.sizeScale / Double(bold.unitsPerEm))
    }

    /// A font the scenario names (theme.fonts) keeps its own size: its "H" is the face's own
    /// cap height, not SF Pro's.
    func testScenarioFontsAreNotScaled() throws {
        let s = try ScenarioLoader.load(path: FontChoiceTests.fixture)
        let custom = TextMeasurer.measurer(for: s.theme.fonts)
        let face = custom.metrics(.regular)
        XCTAssertEqual(face.sizeScale, 1)
        let own = Double(face.capHeight) / Double(face.unitsPerEm)
        XCTAssertEqual(custom.capHeight(weight: .regular, size: 17), 17 * own, accuracy: 1e-9)
        XCTAssertNotEqual(own, 0.705, accuracy: 0.005)
        let img = draw("H", size: 17, fonts: s.theme.fonts)
        let stem = try XCTUnwrap(inkColumns(img)).left + 2
        let h = try XCTUnwrap(ink(img, column: stem))
        XCTAssertEqual(Double(h.bottom - h.top + 1), 17 * 3 * own, accuracy: 1)
        // Its widths too: advances at the size asked for.
        let line = custom.line("Regular", weight: .regular)
        XCTAssertEqual(custom.width(of: "Regular", weight: .regular, size: 17),
                       Double(line.advance) * 17 / Double(face.unitsPerEm), accuracy: 1e-9)
    }
}
