import XCTest
@testable import ListRender

final class TextTests: XCTestCase {
    private let m = TextMeasurer.shared
    private let long = "The quick brown fox jumps over the lazy dog"

    /// Columns and rows holding any non-background pixel (background white).
    private func inkBounds(_ img: RGBAImage) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var b: (Int, Int, Int, Int)?
        for y in 0..<img.height {
            for x in 0..<img.width where img.px(x, y) != [255, 255, 255, 255] {
                b = b.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return b.map { (x0: $0.0, y0: $0.1, x1: $0.2, y1: $0.3) }
    }

    func testGlyphRunInksInsideItsBoxOnly() throws {
        let box = Rect(x: 10, y: 5, width: 180, height: 30)
        let run = TextRun(string: "Hello, World", weight: .regular, size: 17, color: .black, box: box, baseline: 26)
        let img = RasterFixture.render((200, 40), scale: 2, background: .white, [.text(run)])
        let ink = try XCTUnwrap(inkBounds(img), "the run draws something")
        let width = m.width(of: "Hello, World", weight: .regular, size: 17)
        XCTAssertGreaterThan(width, 80); XCTAssertLessThan(width, 120)
        // Horizontally within the advance (1 px of anti-aliasing slack); vertically between the
        // cap height and the baseline (no descenders in this string, the comma dips a little).
        XCTAssertGreaterThanOrEqual(ink.x0, 20)
        XCTAssertLessThanOrEqual(ink.x1, Int(((10 + width) * 2).rounded(.up)) + 1)
        let cap = m.capHeight(weight: .regular, size: 17)
        XCTAssertGreaterThanOrEqual(ink.y0, Int(((26 - cap) * 2).rounded(.down)) - 1)
        XCTAssertLessThanOrEqual(ink.y1, 52 + 8, "comma tail only a few px under the baseline")
        XCTAssertEqual(img.px(img.width / 2, 78), [255, 255, 255, 255])
        // Dark, crisp ink: some pixel is (nearly) fully covered.
        let darkest = stride(from: 0, to: img.pixels.count, by: 4).map { img.pixels[$0] }.min()
        XCTAssertEqual(darkest, 0)
    }

    func testLongRunIsTruncatedWithEllipsisInsideTheBox() throws {
        let box = Rect(x: 10, y: 0, width: 120, height: 30)
        let t = m.truncated(long, weight: .regular, size: 17, maxWidth: box.width)
        XCTAssertTrue(t.hasSuffix("\u{2026}"), t)
        XCTAssertTrue(long.hasPrefix(String(t.dropLast())), t)
        XCTAssertFalse(t.dropLast().hasSuffix(" "), "no space before the ellipsis")
        XCTAssertLessThanOrEqual(m.width(of: t, weight: .regular, size: 17), box.width)
        // One more character would not have fitted.
        let next = String(long.prefix(t.count)) + "\u{2026}"
        XCTAssertGreaterThan(m.width(of: next, weight: .regular, size: 17), box.width)

        let run = TextRun(string: long, weight: .regular, size: 17, color: .black, box: box, baseline: 20)
        let img = RasterFixture.render((200, 30), scale: 3, background: .white, [.text(run)])
        let ink = try XCTUnwrap(inkBounds(img))
        XCTAssertLessThanOrEqual(ink.x1, Int(box.maxX * 3), "no ink past the box")
        // The ink reaches the measured end of the truncated text (less the ellipsis's side bearing).
        let end = Int((box.minX + m.width(of: t, weight: .regular, size: 17)) * 3)
        XCTAssertGreaterThan(ink.x1, end - 6, "the text reaches its measured end (\(end) px)")
    }

    func testFittingStringIsUnchangedAndTinyBoxGivesEmpty() {
        XCTAssertEqual(m.truncated("Short", weight: .semibold, size: 17, maxWidth: 200), "Short")
        XCTAssertEqual(m.truncated(long, weight: .regular, size: 17, maxWidth: 2), "")
        let ell = m.width(of: "\u{2026}", weight: .regular, size: 17)
        XCTAssertEqual(m.truncated(long, weight: .regular, size: 17, maxWidth: ell), "\u{2026}")
    }

    /// The display face below 20 pt is untracked and its width scales exactly with the size; from
    /// 20 pt it adds SF Pro Display's tracking (BundledFont.displayTracking), and the text faces
    /// SF Pro's (BundledFont.tracking), after every glyph, which is not proportional to the size.
    func testWidthScalesExactlyWithSize() {
        let b17 = m.width(of: long, weight: .bold, size: 17)
        XCTAssertEqual(m.width(of: long, weight: .bold, size: 8.5), b17 / 2, accuracy: 1e-9)
        let boldGlyphs = Double(m.line(long, weight: .bold).glyphs.count)
        let boldUnit = 34 * m.metrics(.bold).sizeScale / Double(m.metrics(.bold).unitsPerEm)
        XCTAssertEqual(m.width(of: long, weight: .bold, size: 34) - 2 * b17,
                       boldGlyphs * BundledFont.displayTracking(size: 34), accuracy: boldGlyphs * boldUnit)
        let w17 = m.width(of: long, weight: .semibold, size: 17)
        let glyphs = Double(m.line(long, weight: .semibold).glyphs.count)
        let unit = 34 * m.semibold.sizeScale / Double(m.semibold.unitsPerEm)
        XCTAssertEqual(m.width(of: long, weight: .semibold, size: 34) - 2 * w17,
                       glyphs * (BundledFont.tracking(size: 34) - 2 * BundledFont.tracking(size: 17)), accuracy: glyphs * unit)
        XCTAssertGreaterThan(w17, m.width(of: long, weight: .regular, size: 17), "semibold is wider")
        XCTAssertEqual(m.width(of: "", weight: .regular, size: 17), 0)
    }

    func testVerticalMetricsAreInterLike() {
        let cap = m.capHeight(weight: .regular, size: 100)
        // Inter's cap height is 0.727 em; the bundled Inter is set at SF Pro's, 0.705 em.
        XCTAssertEqual(cap, 70.5, accuracy: 0.1)
        XCTAssertGreaterThan(m.ascender(weight: .regular, size: 100), cap)
        XCTAssertLessThan(m.descender(weight: .regular, size: 100), -15)
    }

    func testMissingGlyphsDoNotCrashAndControlsAreInvisible() {
        XCTAssertEqual(m.width(of: "a\u{0007}b", weight: .regular, size: 17), m.width(of: "ab", weight: .regular, size: 17))
        // A private-use character is drawn as .notdef, which has an advance.
        XCTAssertGreaterThan(m.width(of: "\u{E000}", weight: .regular, size: 17), 0)
        let run = TextRun(string: "\u{E000}\u{1F600}x\u{0301}", weight: .regular, size: 17, color: .black,
                          box: Rect(x: 0, y: 0, width: 100, height: 30), baseline: 20)
        let img = RasterFixture.render((100, 30), background: .white, [.text(run)])
        XCTAssertNotNil(inkBounds(img))
    }

    func testAlignmentPlacesRunInsideBox() throws {
        func inkX(_ a: TextAlignment) throws -> (Int, Int) {
            let run = TextRun(string: "Mid", weight: .semibold, size: 20, color: .black,
                              box: Rect(x: 0, y: 0, width: 200, height: 30), baseline: 22, alignment: a)
            let b = try XCTUnwrap(inkBounds(RasterFixture.render((200, 30), background: .white, [.text(run)])))
            return (b.x0, b.x1)
        }
        let left = try inkX(.left), centre = try inkX(.center), right = try inkX(.right)
        XCTAssertLessThan(left.0, 5)
        XCTAssertGreaterThan(right.1, 194)
        XCTAssertEqual(Double(centre.0 + centre.1) / 2, 100, accuracy: 3)
    }

    func testTextColourBlendsSourceOver() throws {
        // Red text at half alpha on white: no pixel is darker than half-red over white.
        let run = TextRun(string: "Iiii", weight: .semibold, size: 30, color: Color(r: 255, g: 0, b: 0, a: 128),
                          box: Rect(x: 0, y: 0, width: 100, height: 40), baseline: 30)
        let img = RasterFixture.render((100, 40), background: .white, [.text(run)])
        let greens = stride(from: 0, to: img.pixels.count, by: 4).map { img.pixels[$0 + 1] }
        XCTAssertEqual(greens.min(), 127, "full coverage gives exactly half-red over white")
        XCTAssertTrue(stride(from: 0, to: img.pixels.count, by: 4).allSatisfy { img.pixels[$0] == 255 })
    }

    func testInterKerningComesFromGPOS() {
        // Inter has no `kern` table (FT_Get_Kerning gives zeros); its pairs live in GPOS.
        XCTAssertFalse(m.hasKernTable(weight: .regular))
        for w in [FontWeight.regular, .semibold] {
            let av = m.kerning("A", "V", weight: w, size: 1000)
            let to = m.kerning("T", "o", weight: w, size: 1000)
            XCTAssertLessThan(av, -20, "\(w): AV is pulled together")
            XCTAssertLessThan(to, -20, "\(w): To is pulled together")
            XCTAssertEqual(m.width(of: "AV", weight: w, size: 17),
                           m.width(of: "A", weight: w, size: 17) + m.width(of: "V", weight: w, size: 17)
                           + m.kerning("A", "V", weight: w, size: 17), accuracy: 1e-9)
        }
        XCTAssertEqual(m.kerning("H", "H", weight: .regular, size: 17), 0)
    }
}
