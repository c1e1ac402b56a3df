import XCTest
@testable import ListRender

/// pixelmatch's row pass (`PixelmatchKernel.run`: rows skipped by `memcmp`, the grey of runs of
/// one colour drawn once a run by `drawGrayRun`, a band drawn at `outputShift`) held to pixelmatch's
/// loop as it is written, one pixel after another (`plainPixelmatch` below), byte for byte of the
/// diff, count and box: with a difference at every pixel and every byte of an eight-pixel block,
/// at row starts and ends, widths around the block sizes, runs of one colour of every length
/// from 1 to 19 ending on odd and even pixels, differences that are anti-aliasing, and a band
/// drawn from a row that is not the first. Any fast path over spans of equal pixels or runs of
/// one colour must pass these: one that finds a span or run one pixel too long or too short
/// draws a differing pixel grey, or a grey in another pixel's shade, and fails (checked with
/// such a path: a block compare that skipped its last two pixels, and a run's end read a pair
/// past it, docs/benchmarks.md "seventh pass").
final class ComparePixelmatchSpanTests: XCTestCase {
    private typealias Random = XorshiftRandom

    /// pixelmatch's row loop without any span: every pixel compared, its delta, its test and its
    /// grey computed for itself (`drawGrayPixel`). The reference the kernel's fast paths must match.
    private func plainPixelmatch(_ img1: RGBAImage, _ img2: RGBAImage, options: PixelmatchOptions,
                                 output: inout [UInt8]) -> (count: Int, bounds: PixelArea?) {
        let (width, height) = (img1.width, img1.height)
        let maxDelta = 35215 * options.threshold * options.threshold
        var count = 0
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        img1.pixels.withUnsafeBytes { a in
            img2.pixels.withUnsafeBytes { b in
                output.withUnsafeMutableBytes { out in
                    let kernel = PixelmatchKernel(a: a, b: b, width: width, height: height, options: options)
                    for y in 0..<height {
                        for x in 0..<width {
                            let pos = (y * width + x) * 4
                            let delta = colorDelta(a, b, pos, pos, yOnly: false)
                            if abs(delta) > maxDelta {
                                let isAA = kernel.antialiased(a, x, y, a, b) || kernel.antialiased(b, x, y, b, a)
                                if !options.includeAA && isAA {
                                    if !options.diffMask { drawPixel(out, pos, options.aaColor) }
                                } else {
                                    drawPixel(out, pos, delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor)
                                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
                                    count += 1
                                }
                            } else if !options.diffMask {
                                drawGrayPixel(a, pos, options.alpha, out)
                            }
                        }
                    }
                }
            }
        }
        return (count, x1 < 0 ? nil : PixelArea(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1))
    }

    /// The kernel's pass over the whole image, drawn into a copy of `start` (what diffMask keeps).
    private func kernelPixelmatch(_ img1: RGBAImage, _ img2: RGBAImage, options: PixelmatchOptions,
                                  output: inout [UInt8]) -> (count: Int, bounds: PixelArea?) {
        let outcome = img1.pixels.withUnsafeBytes { a in
            img2.pixels.withUnsafeBytes { b in
                output.withUnsafeMutableBytes { o in
                    PixelmatchKernel(a: a, b: b, width: img1.width, height: img1.height, options: options).run(output: o)
                }
            }
        }
        return (outcome.count, outcome.bounds)
    }

    private func assertSame(_ img1: RGBAImage, _ img2: RGBAImage, _ name: String,
                            options: PixelmatchOptions = PixelmatchOptions(), file: StaticString = #filePath, line: UInt = #line) {
        // Start both outputs from the same junk, so a pixel the kernel forgets to draw shows.
        let junk = [UInt8]((0..<(img1.width * img1.height * 4)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        var plain = junk, fast = junk
        let p = plainPixelmatch(img1, img2, options: options, output: &plain)
        let f = kernelPixelmatch(img1, img2, options: options, output: &fast)
        XCTAssertEqual(f.count, p.count, "\(name): count", file: file, line: line)
        XCTAssertEqual(f.bounds, p.bounds, "\(name): box", file: file, line: line)
        if let i = (0..<plain.count).first(where: { plain[$0] != fast[$0] }) {
            XCTFail("\(name): diff byte \(i) (pixel \(i / 4 % img1.width), \(i / 4 / img1.width)) is \(fast[i]), "
                    + "pixel by pixel \(plain[i])", file: file, line: line)
        }
        // The counting pass (no output) finds the same count.
        let counted = img1.pixels.withUnsafeBytes { a in
            img2.pixels.withUnsafeBytes { b in
                PixelmatchKernel(a: a, b: b, width: img1.width, height: img1.height, options: options).run(output: nil)
            }
        }
        XCTAssertEqual(counted.count, p.count, "\(name): counting pass", file: file, line: line)
    }

    /// A row of runs of one colour, the run lengths cycling through 1...19 (so runs end on odd and
    /// even pixels, inside and across 64-bit pairs), each run a grey of its own shade.
    private func runs(width: Int, height: Int, offset: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: .white)
        for y in 0..<height {
            var x = 0, length = 1 + (y + offset) % 19, shade = 0
            while x < width {
                for k in x..<min(width, x + length) {
                    let i = (y * width + k) * 4
                    let v = UInt8(40 + (shade * 53) % 200)
                    image.pixels[i] = v; image.pixels[i + 1] = v &+ UInt8(shade % 3); image.pixels[i + 2] = v
                }
                x += length; length = length % 19 + 1; shade += 1
            }
        }
        return image
    }

    /// One byte changed at every byte of the first 40 pixels of a row in turn (every pixel and byte
    /// of an eight-pixel block, the block after it, and the pixel before it), one image per byte.
    func testEveryByteOfABlockDiffers() {
        for width in [1, 2, 7, 8, 9, 15, 16, 17, 33, 41] {
            let a = runs(width: width, height: 3)
            for pixel in 0..<min(width, 40) {
                for byte in 0..<4 {
                    var b = a
                    let i = (1 * width + pixel) * 4 + byte
                    b.pixels[i] = byte == 3 ? 200 : b.pixels[i] &+ 90
                    assertSame(a, b, "width \(width), pixel \(pixel) byte \(byte)")
                }
            }
        }
    }

    /// Two differences with every gap between them from 0 to 20 equal pixels, and a difference
    /// at the last pixel of the row, so a span ends just before one and at the row's end.
    func testSpansOfEveryLengthBetweenDifferences() {
        let width = 48
        let a = runs(width: width, height: 4, offset: 5)
        for start in 0..<9 {
            for gap in 0...20 where start + gap + 1 < width {
                var b = a
                for x in [start, start + gap + 1, width - 1] {
                    let i = (2 * width + x) * 4
                    for c in 0..<3 { b.pixels[i + c] = 255 &- b.pixels[i + c] }
                }
                assertSame(a, b, "start \(start), gap \(gap)")
                assertSame(b, a, "start \(start), gap \(gap), swapped")
            }
        }
    }

    /// Random sparse and dense differences over the runs, including small ones under the threshold
    /// (grey, not counted) and strokes whose edges are anti-aliasing, with every option set the
    /// row pass treats apart: diffMask (no grey), alpha 1 (many greys), threshold 0, includeAA.
    func testRandomDifferencesWithEveryOptionSet() {
        var r = Random(state: 0x5eed_5ba9)
        let optionSets = [
            PixelmatchOptions(),
            PixelmatchOptions(threshold: 0, alpha: 1),
            PixelmatchOptions(includeAA: true, diffColorAlt: Color(r: 0, g: 200, b: 0)),
            PixelmatchOptions(diffMask: true),
        ]
        for round in 0..<24 {
            let width = 20 + r.next(60), height = 3 + r.next(6)
            let a = runs(width: width, height: height, offset: round)
            var b = a
            for _ in 0..<(1 + r.next(round % 3 == 0 ? 200 : 6)) {
                let i = (r.next(height) * width + r.next(width)) * 4
                let small = r.next(3) == 0
                for c in 0..<3 { b.pixels[i + c] = small ? b.pixels[i + c] ^ 1 : 255 &- b.pixels[i + c] }
            }
            for (n, options) in optionSets.enumerated() {
                assertSame(a, b, "round \(round), options \(n)", options: options)
            }
        }
    }

    /// A band of rows drawn into a buffer of its own (`outputShift`), after rows known equal, as
    /// verify draws a failing frame's diff: the same bytes as those rows of the whole diff.
    func testBandFromAMiddleRowMatchesTheWholeDiff() {
        let width = 37, height = 12
        let a = runs(width: width, height: height, offset: 3)
        var b = a
        for (x, y) in [(0, 6), (8, 6), (9, 7), (36, 8), (17, 10)] {
            let i = (y * width + x) * 4
            for c in 0..<3 { b.pixels[i + c] = 255 &- b.pixels[i + c] }
        }
        var whole = [UInt8](repeating: 0, count: width * height * 4)
        let p = plainPixelmatch(a, b, options: PixelmatchOptions(), output: &whole)
        let rows = 5..<11
        var band = [UInt8](repeating: 7, count: rows.count * width * 4)
        let outcome = a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                band.withUnsafeMutableBytes { o in
                    var kernel = PixelmatchKernel(a: pa, b: pb, width: width, height: height, options: PixelmatchOptions())
                    kernel.outputShift = rows.lowerBound * width * 4
                    kernel.knownEqualRows = 6
                    return kernel.run(output: o, rows: rows)
                }
            }
        }
        XCTAssertEqual(outcome.count, p.count)
        XCTAssertEqual(Array(band), Array(whole[(rows.lowerBound * width * 4)..<(rows.upperBound * width * 4)]))
    }

    /// `drawGrayRun` over runs of every length against `drawGrayPixel` pixel by pixel, from every
    /// start in a row (so a run starts and ends on odd and even pixels) and into a shifted buffer.
    func testGrayRunsMatchPixelByPixel() {
        let width = 61
        let image = runs(width: width, height: 19)
        image.pixels.withUnsafeBytes { img in
            for y in 0..<19 {
                for start in 0..<6 {
                    let count = width - start - y % 3
                    let from = y * width + start
                    var plain = [UInt8](repeating: 1, count: count * 4 + 8)
                    var fast = plain
                    plain.withUnsafeMutableBytes { out in
                        for k in 0..<count { drawGrayPixel(img, (from + k) * 4, 0.1, out, at: 4 + k * 4) }
                    }
                    fast.withUnsafeMutableBytes { out in drawGrayRun(img, from: from, count: count, 0.1, out, at: 4) }
                    XCTAssertEqual(fast, plain, "row \(y), from \(start)")
                }
            }
        }
    }
}
