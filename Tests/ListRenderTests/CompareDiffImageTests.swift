import XCTest
@testable import ListRender

/// The diff image is drawn in one pass with shortcuts (equal rows copied from the row above, runs
/// of one colour filled, the output not zero-filled first). These tests hold it to pixelmatch's
/// definition, pixel by pixel, on an image full of the cases the shortcuts take.
final class CompareDiffImageTests: XCTestCase {
    /// 64 x 48: bands of repeated rows, runs of one colour, single odd pixels, some transparency.
    func busyImage() -> RGBAImage {
        var img = RGBAImage(width: 64, height: 48, fill: Color(r: 242, g: 242, b: 247))
        for y in 0..<48 {
            for x in 0..<64 {
                let p = (y * 64 + x) * 4
                switch (y / 6) % 4 {
                case 0: break                                             // flat band: equal rows
                case 1 where x % 9 < 4: img.pixels[p] = 30; img.pixels[p + 1] = 144  // runs
                case 2: img.pixels[p] = UInt8((x * 37 + y * 11) % 256)    // every pixel different
                case 3 where x > 40: img.pixels[p + 3] = UInt8(x * 4)     // semi-transparent
                default: break
                }
            }
        }
        return img
    }

    /// pixelmatch's diff pixel by pixel, the slow obvious way: grey for similar pixels, the
    /// difference colour for counted ones (nothing here is anti-aliasing: changes are 2x2 blocks
    /// of black on light rows with identical neighbours).
    func expectedDiff(_ a: RGBAImage, changed: Set<Int>, options: PixelmatchOptions) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: a.pixels.count)
        a.pixels.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for i in 0..<(a.width * a.height) {
                    if changed.contains(i) { drawPixel(dst, i * 4, options.diffColor) }
                    else { drawGrayPixel(src, i * 4, options.alpha, dst) }
                }
            }
        }
        return out
    }

    func testDiffImageEqualsPixelByPixelDefinitionAndBoundsAreTheCountedPixels() throws {
        let a = busyImage()
        var b = a
        var changed = Set<Int>()
        // 2x2 black blocks: at (10, 2) in a flat band, at (30, 44) in the last band's opaque part.
        for (bx, by) in [(10, 2), (30, 44)] {
            for dy in 0..<2 { for dx in 0..<2 {
                let i = (by + dy) * 64 + bx + dx
                changed.insert(i)
                b.pixels[i * 4] = 0; b.pixels[i * 4 + 1] = 0; b.pixels[i * 4 + 2] = 0; b.pixels[i * 4 + 3] = 255
            } }
        }
        let options = PixelmatchOptions()
        let result = ImageComparison.compare(actual: a, expected: b, options: options, makeDiff: true)
        XCTAssertEqual(result.mismatchedPixels, 8)
        XCTAssertEqual(result.differenceBounds, PixelArea(x: 10, y: 2, width: 22, height: 44))
        let diff = try XCTUnwrap(result.diffImage)
        XCTAssertEqual(diff.pixels, expectedDiff(a, changed: changed, options: options))

        // Identical images: the whole diff is the grey copy, drawn by the equal-rows path.
        let same = ImageComparison.compare(actual: a, expected: a, options: options, makeDiff: true)
        XCTAssertEqual(same.mismatchedPixels, 0)
        XCTAssertNil(same.differenceBounds)
        XCTAssertEqual(same.diffImage?.pixels, expectedDiff(a, changed: [], options: options))
    }

    func testDiffMaskLeavesUnchangedPixelsTransparent() throws {
        let a = busyImage()
        var b = a
        b.pixels[(5 * 64 + 5) * 4] = 0; b.pixels[(5 * 64 + 5) * 4 + 1] = 0; b.pixels[(5 * 64 + 5) * 4 + 2] = 0
        let result = ImageComparison.compare(actual: a, expected: b, options: PixelmatchOptions(diffMask: true), makeDiff: true)
        XCTAssertEqual(result.mismatchedPixels, 1)
        let diff = try XCTUnwrap(result.diffImage)
        let drawn = (0..<(64 * 48)).filter { diff.pixels[$0 * 4 + 3] != 0 }
        XCTAssertEqual(drawn, [5 * 64 + 5])
        XCTAssertEqual(Array(diff.pixels[(5 * 64 + 5) * 4..<(5 * 64 + 6) * 4]), [255, 0, 0, 255])
        XCTAssertEqual(diff.pixels.filter { $0 != 0 }.count, 2, "everything else stays transparent zeros")
        XCTAssertEqual(result.differenceBounds, PixelArea(x: 5, y: 5, width: 1, height: 1))
    }
}
