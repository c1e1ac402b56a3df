import XCTest
@testable import ListRender

/// Verify draws a failing frame's diff band by band straight into the encoder (`ReferenceComparer`),
/// so the diff image never exists whole. Every band's share (pixelmatch's kernel over its rows,
/// the counts and box summed, the ignore outline) must add up to exactly what
/// `ImageComparison.compare` draws and counts over the whole frame: the same diff pixels once
/// decoded, the same comparison. (Its bytes differ: verify writes an opaque diff as a palette PNG
/// when it has at most 256 colours, `compare` as RGB; the diff is for people, docs/cli-and-layout.md.) Differences sit on band edges, anti-aliased pixels straddle them, masks overlap
/// them and each other, and the bands are 1, 7 and 32 rows tall; each case is drawn after the
/// counting pass and straight away, as for a frame expected to fail.
final class CompareBandedDiffTests: XCTestCase {
    private let width = 61, height = 100

    /// A UI-like frame: flat background rows (equal to the row above), text-like strokes with
    /// soft edges (pixelmatch's anti-aliasing test finds them), some translucent pixels.
    private func frame() -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: Color(r: 242, g: 242, b: 247))
        for y in 0..<height where y % 20 >= 6 && y % 20 < 14 {
            for x in 4..<(width - 4) where (x / 3 + y / 20) % 4 != 0 {
                let edge = y % 20 == 6 || y % 20 == 13 || x % 3 == 0
                let v: UInt8 = edge ? 140 : 30
                let i = (y * width + x) * 4
                image.pixels[i] = v; image.pixels[i + 1] = v; image.pixels[i + 2] = v &+ 10
                image.pixels[i + 3] = x == 9 ? 200 : 255
            }
        }
        return image
    }

    /// `actual` with pixels changed around the band edges of every band height tested: single
    /// pixels lighter and darker (diffColorAlt), a block from row 28 to 36, a whole row, the last row.
    private func changed(_ actual: RGBAImage) -> RGBAImage {
        var image = actual
        func set(_ x: Int, _ y: Int, _ v: UInt8) {
            let i = (y * width + x) * 4
            image.pixels[i] = v; image.pixels[i + 1] = v; image.pixels[i + 2] = v; image.pixels[i + 3] = 255
        }
        for (x, y) in [(0, 0), (10, 6), (30, 31), (31, 32), (5, 63), (60, 64), (20, 98), (0, 99), (60, 99)] {
            set(x, y, y % 2 == 0 ? 255 : 0)
        }
        for y in 28..<37 { for x in 40..<50 { set(x, y, UInt8((x * 7 + y * 3) % 256)) } }
        for x in 0..<width { set(x, 70, 90) }
        // A stroke moved by one pixel: anti-aliased differences, drawn yellow and never counted.
        for y in 46..<54 { set(3, y, 140); set(4, y, 242) }
        return image
    }

    private func masks() -> [IgnoreMask] {
        let none = IgnoreMask()
        let acrossBands = IgnoreMask(pointRects: [Rect(x: 25, y: 27, width: 30, height: 12)], scale: 1,
                                     width: width, height: height)
        let overlapping = IgnoreMask(pointRects: [Rect(x: 0, y: 60, width: 20, height: 15),
                                                  Rect(x: 10, y: 68, width: 51, height: 32),
                                                  Rect(x: 2, y: 2, width: 5, height: 5)], scale: 1,
                                     width: width, height: height)
        return [none, acrossBands, overlapping]
    }

    private func optionSets() -> [PixelmatchOptions] {
        [PixelmatchOptions(),
         PixelmatchOptions(threshold: 0.05, alpha: 0.3, diffColorAlt: Color(r: 0, g: 200, b: 0)),
         PixelmatchOptions(includeAA: true),
         PixelmatchOptions(diffMask: true)]
    }

    /// `changed`, but with the first `rows` rows as in `actual`: the counting pass then finds
    /// them equal, and the drawing pass only draws their grey.
    private func changed(_ actual: RGBAImage, below rows: Int) -> RGBAImage {
        var image = changed(actual)
        image.pixels.replaceSubrange(0..<(rows * width * 4), with: actual.pixels[0..<(rows * width * 4)])
        return image
    }

    func testBandDrawnDiffDecodesToTheWholeFrameDiff() throws {
        let actual = frame()
        let encoder = PNGFrameEncoder()
        var checked = 0
        for bandRows in [1, 7, 32] {
            // One comparer across every case: its kept buffers must not carry one case into the next.
            let comparer = ReferenceComparer(bandRows: bandRows)
            for expected in [changed(actual), changed(actual, below: 28)] {
            let reference = try PNGFrameEncoder().encode(expected)
            for mask in masks() {
                for options in optionSets() { for speculate in [false, true] {
                    let label = "expected to fail \(speculate), bands of \(bandRows), mask \(mask.areas), \(options), first rows equal \(expected == changed(actual) ? 0 : 28)"
                    var whole = ImageComparison.compare(actual: actual, expected: expected, options: options,
                                                        makeDiff: true, ignoring: mask)
                    let wholeDiff = try XCTUnwrap(whole.diffImage)
                    whole.diffImage = nil
                    XCTAssertGreaterThan(whole.mismatchedPixels, 0, label)

                    try comparer.decodeReference(reference, name: "reference.png")
                    comparer.expectsFailure = speculate
                    var banded: [UInt8]?
                    let result = try comparer.compare(actual: actual, options: options, verdict: ComparisonVerdict(),
                                                      ignoring: mask, drawsDiff: true, encoder: encoder,
                                                      failing: { banded = Array($0) })
                    XCTAssertFalse(result.isMatch, label)
                    XCTAssertEqual(result.comparison, whole, label)
                    let png = try XCTUnwrap(banded, label)
                    XCTAssertTrue(try PNGCodec.decode(png, name: "diff.png").pixels == wholeDiff.pixels, "\(label): diff pixels")
                    // The opaque diff (a few greys, the diff colours, the masks' tint) as a palette
                    // PNG; diffMask's (transparent where equal) as RGBA.
                    XCTAssertEqual(png[25], options.diffMask ? 6 : 3, "\(label): colour type")
                    XCTAssertTrue(comparer.expectsFailure, label)
                    checked += 1
                } }
            }
            }
        }
        XCTAssertEqual(checked, 144)
    }

    /// A diff of more than 256 colours (every grey of a frame that has all 256, kept by
    /// pixelmatch's `alpha` 1, and the diff colours) is written RGB: the encoder draws the bands
    /// again from the top, and they are counted once.
    func testDiffOfMoreThan256ColoursIsDrawnAgainAndCountedOnce() throws {
        var actual = RGBAImage(width: width, height: height, fill: .white)
        for i in 0..<(width * height) {
            let v = UInt8(i % 256)
            actual.pixels[i * 4] = v; actual.pixels[i * 4 + 1] = v; actual.pixels[i * 4 + 2] = v
        }
        let expected = changed(actual)
        let options = PixelmatchOptions(alpha: 1)
        var whole = ImageComparison.compare(actual: actual, expected: expected, options: options, makeDiff: true)
        let wholeDiff = try XCTUnwrap(whole.diffImage)
        whole.diffImage = nil
        let comparer = ReferenceComparer(bandRows: 7)
        for speculate in [false, true] {
            try comparer.decodeReference(try PNGFrameEncoder().encode(expected), name: "reference.png")
            comparer.expectsFailure = speculate
            var banded: [UInt8]?
            let result = try comparer.compare(actual: actual, options: options, verdict: ComparisonVerdict(),
                                              ignoring: IgnoreMask(), drawsDiff: true, encoder: PNGFrameEncoder(),
                                              failing: { banded = Array($0) })
            XCTAssertEqual(result.comparison, whole, "expected to fail \(speculate)")
            let png = try XCTUnwrap(banded)
            XCTAssertEqual(png[25], 2, "RGB")
            XCTAssertTrue(try PNGCodec.decode(png, name: "diff.png").pixels == wholeDiff.pixels, "diff pixels")
        }
    }

    /// A frame the verdict lets pass hands no diff on and has compare's count (no box: none
    /// drawn), whether it was expected to fail (drawn, then dropped) or not.
    func testPassingFrameHandsNoDiffOnAndCountsAsCompare() throws {
        let actual = frame(), expected = changed(actual)
        let comparer = ReferenceComparer(bandRows: 7)
        let whole = ImageComparison.compare(actual: actual, expected: expected)
        for (speculate, diffMask) in [(false, false), (true, false), (true, true)] {
            try comparer.decodeReference(try PNGFrameEncoder().encode(expected), name: "reference.png")
            comparer.expectsFailure = speculate
            var called = false
            let result = try comparer.compare(actual: actual, options: PixelmatchOptions(diffMask: diffMask),
                                              verdict: ComparisonVerdict(maxDiffPixels: whole.mismatchedPixels),
                                              ignoring: IgnoreMask(), drawsDiff: true, encoder: PNGFrameEncoder(),
                                              failing: { _ in called = true })
            XCTAssertTrue(result.isMatch)
            XCTAssertFalse(called)
            XCTAssertFalse(comparer.expectsFailure)
            XCTAssertEqual(result.comparison.mismatchedPixels, whole.mismatchedPixels)
            XCTAssertNil(result.comparison.differenceBounds)
        }
    }
}
