import XCTest
@testable import ListRender

/// Hand-computed pixelmatch cases. Each expected count is worked out in the comment beside it
/// from pixelmatch 7.x's formulas (YIQ delta, maxDelta = 35215 * threshold², the AA detector).
final class ComparePixelmatchTests: XCTestCase {
    static let white = Color.white, black = Color.black

    /// An image of `w` x `h` in `fill`, with some pixels replaced.
    func image(_ w: Int, _ h: Int, _ fill: Color, _ set: [(Int, Int, Color)] = []) -> RGBAImage {
        var img = RGBAImage(width: w, height: h, fill: fill)
        for (x, y, c) in set {
            let p = (y * w + x) * 4
            img.pixels[p] = c.r; img.pixels[p + 1] = c.g; img.pixels[p + 2] = c.b; img.pixels[p + 3] = c.a
        }
        return img
    }

    /// A 5x5 hard vertical edge: columns 0-1 black, 2-4 white.
    func edge(_ extra: [(Int, Int, Color)] = []) -> RGBAImage {
        image(5, 5, .white, (0..<5).flatMap { y in [(0, y, Color.black), (1, y, Color.black)] } + extra)
    }

    func count(_ a: RGBAImage, _ b: RGBAImage, _ o: PixelmatchOptions = PixelmatchOptions()) throws -> Int {
        var none: RGBAImage? = nil
        return try pixelmatch(a, b, output: &none, options: o)
    }

    func testTable() throws {
        let grey = Color(r: 128, g: 128, b: 128)
        let cases: [(String, RGBAImage, RGBAImage, PixelmatchOptions, Int)] = [
            ("identical", image(3, 3, .white), image(3, 3, .white), .init(), 0),
            // white vs black: delta ≈ 0.5053 * 255² ≈ 32857 > maxDelta 352.15; black-in-white is
            // not AA (no brighter neighbour), so 1.
            ("one strong change", image(3, 3, .white), image(3, 3, .white, [(1, 1, .black)]), .init(), 1),
            // white vs 250 grey: Y differs by 5, delta ≈ 0.5053 * 25 ≈ 12.6 < 352.15.
            ("under threshold", image(3, 3, .white), image(3, 3, .white, [(1, 1, Color(r: 250, g: 250, b: 250))]), .init(), 0),
            // threshold 0: maxDelta 0, so 12.6 counts.
            ("threshold 0", image(3, 3, .white), image(3, 3, .white, [(1, 1, Color(r: 250, g: 250, b: 250))]),
             .init(threshold: 0), 1),
            // 240 grey: delta ≈ 0.5053 * 225 ≈ 113.7: under 352.15 (0.1) but over 88.04 (0.05).
            ("240 at 0.1", image(2, 2, .white), image(2, 2, .white, [(0, 0, Color(r: 240, g: 240, b: 240))]), .init(), 0),
            ("240 at 0.05", image(2, 2, .white), image(2, 2, .white, [(0, 0, Color(r: 240, g: 240, b: 240))]),
             .init(threshold: 0.05), 1),
            // Grey (2,2) on the black|white edge. In img2 its neighbours are black on the left
            // (brighter-than: +128, the max, first at (1,1)) and white elsewhere (-127, the min, first
            // at (2,1)); none equal, so zeroes = 0. (2,1) is white with 3+ white neighbours in both
            // images -> hasManySiblings twice -> anti-aliased: drawn yellow, not counted.
            ("AA edge pixel", edge(), edge([(2, 2, grey)]), .init(), 0),
            ("AA edge pixel, includeAA", edge(), edge([(2, 2, grey)]), .init(includeAA: true), 1),
            // The same grey inside flat white has no darker neighbour: not AA, counted.
            ("grey in flat white", image(5, 5, .white), image(5, 5, .white, [(2, 2, grey)]), .init(), 1),
            // Transparent vs opaque, blended over pixelmatch 7's pattern. Pixel 0 (k = 0): background
            // (48,48,48), so transparent vs opaque (48,48,48) gives dr = (0 - 48*255 + 48*255)/255 = 0: equal.
            // Pixel 1 (k = 4): background (48, 48, 207) -> db = 159, delta ≈ 1429 > 352.15: counted.
            ("transparent vs opaque over pattern", image(2, 1, .clear), image(2, 1, Color(r: 48, g: 48, b: 48)), .init(), 1),
            // Fully transparent pixels of different colours blend to the same colour: equal.
            ("transparent colours", image(2, 2, .clear), image(2, 2, Color(r: 255, g: 255, b: 255, a: 0)), .init(), 0),
            // Transparent vs opaque white at k = 0: dr = dg = db = (0 - 65025 + 48*255)/255 = -207,
            // delta ≈ 0.5053 * 207² ≈ 21652: counted, both pixels.
            ("transparent vs white", image(2, 1, .clear), image(2, 1, .white), .init(), 2),
        ]
        for (name, a, b, options, expected) in cases {
            XCTAssertEqual(try count(a, b, options), expected, name)
            // pixelmatch's count does not depend on argument order.
            XCTAssertEqual(try count(b, a, options), expected, name + " (swapped)")
        }
    }

    func testDifferentSizesThrowInPixelmatchAndMismatchInComparison() throws {
        let a = image(3, 2, .white), b = image(2, 4, .white)
        XCTAssertThrowsError(try count(a, b))
        let c = ImageComparison.compare(actual: a, expected: b, makeDiff: true)
        XCTAssertTrue(c.sizeMismatch)
        XCTAssertEqual(c.width, 3); XCTAssertEqual(c.height, 4)
        XCTAssertEqual(c.mismatchedPixels, 12); XCTAssertEqual(c.totalPixels, 12)
        XCTAssertEqual(c.actualSize, PixelSize(width: 3, height: 2))
        XCTAssertEqual(c.diffImage, RGBAImage(width: 3, height: 4, fill: Color(r: 255, g: 0, b: 0)))
        XCTAssertFalse(ComparisonVerdict(maxDiffPixels: 1000).isMatch(c))
    }

    func testDiffImagePixels() throws {
        // img1 white with a (200,100,50) pixel; img2 has black at the centre.
        let warm = Color(r: 200, g: 100, b: 50)
        let a = image(3, 3, .white, [(0, 0, warm)])
        let b = image(3, 3, .white, [(0, 0, warm), (1, 1, .black)])
        var out: RGBAImage? = RGBAImage(width: 3, height: 3)
        XCTAssertEqual(try pixelmatch(a, b, output: &out, options: PixelmatchOptions()), 1)
        let px = try XCTUnwrap(out).pixels
        // Grey of warm: Y = 200*.29889531 + 100*.58662247 + 50*.11448223 = 124.1654205;
        // 255 + (124.1654205 - 255) * 0.1 = 241.9165 -> stored truncated: 241.
        XCTAssertEqual(Array(px[0..<4]), [241, 241, 241, 255])
        // White stays 255 (Y = 255.0000026; the excess truncates away).
        XCTAssertEqual(Array(px[4..<8]), [255, 255, 255, 255])
        // img2 darker at the centre -> negative delta -> diffColorAlt, which defaults to diffColor.
        XCTAssertEqual(Array(px[16..<20]), [255, 0, 0, 255])

        var alt: RGBAImage? = RGBAImage(width: 3, height: 3)
        _ = try pixelmatch(a, b, output: &alt, options: PixelmatchOptions(diffColorAlt: Color(r: 0, g: 0, b: 255)))
        XCTAssertEqual(Array(try XCTUnwrap(alt).pixels[16..<20]), [0, 0, 255, 255])
        // Swapped: img2 brighter -> positive delta -> diffColor even with an alt colour.
        _ = try pixelmatch(b, a, output: &alt, options: PixelmatchOptions(diffColorAlt: Color(r: 0, g: 0, b: 255)))
        XCTAssertEqual(Array(try XCTUnwrap(alt).pixels[16..<20]), [255, 0, 0, 255])

        // diffMask: only the difference is drawn; the rest stays transparent.
        var mask: RGBAImage? = RGBAImage(width: 3, height: 3)
        _ = try pixelmatch(a, b, output: &mask, options: PixelmatchOptions(diffMask: true))
        var expectedMask = RGBAImage(width: 3, height: 3)
        expectedMask.pixels[16] = 255; expectedMask.pixels[19] = 255
        XCTAssertEqual(mask, expectedMask)

        // Identical fast path draws the grey base with the given alpha (1: full luma).
        var same: RGBAImage? = RGBAImage(width: 3, height: 3)
        XCTAssertEqual(try pixelmatch(a, a, output: &same, options: PixelmatchOptions(alpha: 1)), 0)
        XCTAssertEqual(Array(try XCTUnwrap(same).pixels[0..<4]), [124, 124, 124, 255])
    }

    func testAAPixelIsYellowInDiff() throws {
        var out: RGBAImage? = RGBAImage(width: 5, height: 5)
        _ = try pixelmatch(edge(), edge([(2, 2, Color(r: 128, g: 128, b: 128))]), output: &out)
        XCTAssertEqual(Array(try XCTUnwrap(out).pixels[48..<52]), [255, 255, 0, 255])
    }

    func testVerdict() {
        let c = ImageComparison.compare(actual: image(10, 10, .white),
                                        expected: image(10, 10, .white, [(1, 1, .black), (5, 5, .black)]))
        XCTAssertEqual(c.mismatchedPixels, 2)
        XCTAssertFalse(ComparisonVerdict().isMatch(c))
        XCTAssertTrue(ComparisonVerdict(maxDiffPixels: 2).isMatch(c))
        XCTAssertFalse(ComparisonVerdict(maxDiffPixels: 1).isMatch(c))
        XCTAssertTrue(ComparisonVerdict(maxDiffRatio: 0.02).isMatch(c))
        XCTAssertFalse(ComparisonVerdict(maxDiffRatio: 0.019).isMatch(c))
        XCTAssertFalse(ComparisonVerdict(maxDiffPixels: 5, maxDiffRatio: 0.01).isMatch(c))
    }

    /// Options out of range are `OptionError`s naming the library's field and the value, never a flag.
    func testBadOptionsNameTheFieldAndValue() {
        func error(_ body: () throws -> Void) -> OptionError? {
            do { try body(); return nil } catch { return error as? OptionError }
        }
        let cases: [(OptionError?, OptionError.Field, String, String)] = [
            (error { try PixelmatchOptions(threshold: 1.5).validate() }, .threshold, "1.5", "threshold 1.5: must be between 0 and 1"),
            (error { try PixelmatchOptions(threshold: -0.1).validate() }, .threshold, "-0.1", "threshold -0.1: must be between 0 and 1"),
            (error { try PixelmatchOptions(threshold: .nan).validate() }, .threshold, "nan", "threshold nan: must be between 0 and 1"),
            (error { try PixelmatchOptions(alpha: 2).validate() }, .alpha, "2.0", "alpha 2.0: must be between 0 and 1"),
            (error { try ComparisonVerdict(maxDiffPixels: -1).validate() }, .maxDiffPixels, "-1", "maxDiffPixels -1: must not be negative"),
            (error { try ComparisonVerdict(maxDiffRatio: -0.5).validate() }, .maxDiffRatio, "-0.5", "maxDiffRatio -0.5: must be between 0 and 1"),
            (error { try CompareRun(verdict: ComparisonVerdict(maxDiffRatio: 2)).validate() }, .maxDiffRatio, "2.0", "maxDiffRatio 2.0: must be between 0 and 1"),
            (error { try VerifyOptions(references: "").validate() }, .references, "", "references: expected a folder"),
            (error { try RenderJob(outputDirectory: "").render(ScenarioLoader.load(data: #"{"name":"x","list":{"generate":{"sections":1,"rows":1}}}"#, path: "x.json")) },
             .outputDirectory, "", "outputDirectory: expected a folder, got an empty path"),
            (error { try OptionError.checkJobs(0) }, .jobs, "", "jobs: expected 1...256, got 0"),
            (error { try OptionError.checkJobs(257) }, .jobs, "", "jobs: expected 1...256, got 257"),
        ]
        for (e, field, value, text) in cases {
            XCTAssertEqual(e?.field, field, text)
            XCTAssertEqual(e?.value, value, text)
            XCTAssertEqual(e?.description, text)
            XCTAssertFalse(e?.description.contains("--") ?? true, text)
        }
        XCTAssertEqual(OptionError(.threshold, value: "2.0", problem: "must be between 0 and 1").message(naming: "--threshold"),
                       "--threshold 2.0: must be between 0 and 1")
        XCTAssertNil(error { try CompareRun().validate() })
        XCTAssertNil(error { try OptionError.checkJobs(1) })
        XCTAssertNil(error { try OptionError.checkJobs(256) })
    }
}
