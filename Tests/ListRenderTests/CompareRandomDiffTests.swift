import XCTest
@testable import ListRender

/// Verify's failing-frame path (`ReferenceComparer`: rows skipped by `memcmp`, the diff drawn in
/// bands into the encoder, a palette PNG compressed quick) against the plain whole-frame
/// pixelmatch of `ImageComparison.compare`, on seeded random UI-like frames: text-like strokes
/// with anti-aliased edges, flat rows, and differences sparse (a few pixels), in runs, and dense
/// (every stroke re-tinted, so pixelmatch's anti-aliasing test runs on most of them). The counts,
/// the box and the diff's decoded pixels must be exactly the plain path's, whether the reference
/// is our encoder's bytes or another encoder's (libdeflate: other bytes, decoded), and whether the
/// frame was expected to fail (one pass) or not (the counting pass first).
final class CompareRandomDiffTests: XCTestCase {
    private typealias Random = XorshiftRandom

    /// Rows of "text": strokes of random length with soft (mid-grey) ends, on a light background,
    /// a few separator rows and one flat coloured block.
    private func frame(width: Int, height: Int, _ r: inout Random) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: Color(r: 242, g: 242, b: 247))
        func set(_ x: Int, _ y: Int, _ v: (UInt8, UInt8, UInt8)) {
            let i = (y * width + x) * 4
            image.pixels[i] = v.0; image.pixels[i + 1] = v.1; image.pixels[i + 2] = v.2
        }
        var y = 2
        while y < height - 6 {
            let line = 3 + r.next(5)
            var x = 2 + r.next(6)
            while x < width - 4 {
                let stroke = 1 + r.next(5)
                for dy in 0..<line {
                    for dx in 0..<stroke where x + dx < width - 1 {
                        let edge = dy == 0 || dy == line - 1 || dx == 0 || dx == stroke - 1
                        let v = UInt8(edge ? 120 + r.next(90) : 20 + r.next(20))
                        set(x + dx, y + dy, (v, v, v &+ 8))
                    }
                }
                x += stroke + 1 + r.next(4)
            }
            y += line + 2 + r.next(6)
            if r.next(4) == 0 && y < height { for x in 0..<width { set(x, y, (198, 198, 200)) }; y += 2 }
        }
        let bx = r.next(width / 2), by = r.next(height / 2)
        for yy in by..<min(height, by + 9) { for xx in bx..<min(width, bx + 14) { set(xx, yy, (0, 122, 255)) } }
        return image
    }

    private enum Change: CaseIterable { case sparse, runs, dense, shifted }

    private func changed(_ actual: RGBAImage, _ change: Change, _ r: inout Random) -> RGBAImage {
        var image = actual
        let (width, height) = (actual.width, actual.height)
        switch change {
        case .sparse:
            for _ in 0..<(1 + r.next(4)) {
                let i = (r.next(height) * width + r.next(width)) * 4
                for c in 0..<3 { image.pixels[i + c] = 255 &- image.pixels[i + c] }
            }
        case .runs:
            for _ in 0..<6 {
                let y = r.next(height), x = r.next(width), n = 1 + r.next(30)
                for k in x..<min(width, x + n) { image.pixels[(y * width + k) * 4 + r.next(3)] &+= UInt8(1 + r.next(200)) }
            }
        case .dense:
            // Every stroke pixel tinted (a label colour changed).
            for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i] < 230 && image.pixels[i + 2] != 255 {
                image.pixels[i] = image.pixels[i] / 2 &+ 40; image.pixels[i + 2] = image.pixels[i + 2] / 3
            }
        case .shifted:
            // Every row moved one pixel right: anti-aliased differences along every edge.
            for y in 0..<height {
                for x in stride(from: width - 1, to: 0, by: -1) {
                    for c in 0..<4 { image.pixels[(y * width + x) * 4 + c] = actual.pixels[(y * width + x - 1) * 4 + c] }
                }
            }
        }
        return image
    }

    func testVerifyPathCountsAndDrawsExactlyAsPlainPixelmatch() throws {
        var r = Random(state: 0x2545_F491_4F6C_DD1D)
        var checked = 0
        for n in 0..<12 {
            let width = 40 + r.next(90), height = 30 + r.next(120)
            let actual = frame(width: width, height: height, &r)
            let comparer = ReferenceComparer(bandRows: 1 + r.next(24))
            for change in Change.allCases {
                let expected = changed(actual, change, &r)
                let options = [PixelmatchOptions(), PixelmatchOptions(threshold: 0.05, alpha: 0.3),
                               PixelmatchOptions(includeAA: true)][n % 3]
                var plain = ImageComparison.compare(actual: actual, expected: expected, options: options, makeDiff: true)
                let plainDiff = try XCTUnwrap(plain.diffImage)
                plain.diffImage = nil
                guard plain.mismatchedPixels > 0 else { continue }   // a change that only moved anti-aliasing
                let references = [try PNGFrameEncoder().encode(expected),
                                  try PNGFrameEncoder(.libdeflate(level: 6)).encode(expected)]
                for (which, reference) in references.enumerated() {
                    for speculate in [false, true] {
                        let label = "image \(n) \(width)x\(height), \(change), reference \(which), expected to fail \(speculate)"
                        try comparer.decodeReference(reference, name: "reference.png")
                        comparer.expectsFailure = speculate
                        var diff: [UInt8]?
                        let result = try comparer.compare(actual: actual, options: options, verdict: ComparisonVerdict(),
                                                          ignoring: IgnoreMask(), drawsDiff: true, encoder: PNGFrameEncoder(),
                                                          failing: { diff = Array($0) })
                        XCTAssertFalse(result.isMatch, label)
                        XCTAssertEqual(result.comparison, plain, label)
                        let png = try XCTUnwrap(diff, label)
                        XCTAssertTrue(try PNGCodec.decode(png, name: "diff.png").pixels == plainDiff.pixels, "\(label): diff pixels")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 150)
    }
}
