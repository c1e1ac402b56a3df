import XCTest
@testable import ListRender

/// A reference's rows that its file says repeat the row above (filtered Up, every filtered byte
/// zero: how PIL and most encoders write a list's flat rows) are marked by the decoder, and verify
/// finds such a row equal in both images below an equal row by comparing the frame's own row with
/// the one above it, in cache, without reading the reference's. That must never hide a difference:
/// a changed pixel in a repeated row, in the row a run repeats, or a run the frame repeats where
/// the reference does not, counts and draws exactly as `ImageComparison.compare` does.
final class CompareRepeatedRowsTests: XCTestCase {
    private let width = 23, height = 24

    /// RGB rows: runs of one grey row (rows 0-5, 12-17), runs of one patterned row repeated
    /// (6-11, 18-23), so most rows repeat the row above.
    private func referencePixels() -> [UInt8] {
        var p = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let patterned = (y / 6) % 2 == 1
                let v: UInt8 = patterned ? UInt8((x * 37 + y / 6 * 11) % 200) : 242
                let i = (y * width + x) * 3
                p[i] = v; p[i + 1] = v; p[i + 2] = patterned ? v &+ 20 : 247
            }
        }
        return p
    }

    private func rgba(_ rgb: [UInt8]) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: .white)
        for i in 0..<(width * height) {
            image.pixels[i * 4] = rgb[i * 3]; image.pixels[i * 4 + 1] = rgb[i * 3 + 1]; image.pixels[i * 4 + 2] = rgb[i * 3 + 2]
        }
        return image
    }

    /// The reference pixels written with `filters` (one a row), decoded: their pixels must come
    /// back; returns the rows the decoder marked as repeating the row above.
    private func decodedRepeats(filters: [UInt8]) throws -> [UInt8]? {
        let rgb = referencePixels()
        let file = FilteredPNG.rgb(rgb, width: width, height: height, filters: filters, level: 6)
        var buffer: [UInt8] = []
        var repeats: [UInt8]? = []
        let size = try PNGFile.decode(file, name: "reference.png", into: &buffer, repeats: &repeats)
        XCTAssertEqual(size.width, width)
        XCTAssertTrue(Array(buffer[0..<(width * height * 4)]) == rgba(rgb).pixels)
        return repeats
    }

    func testTheDecoderMarksUpRowsOfZerosAndNoOthers() throws {
        // Row 3 repeats row 2 but is filtered Paeth: not marked. Row 0 is Up over nothing: not marked.
        var filters = [UInt8](repeating: 2, count: height)
        filters[3] = 4
        let expected: [UInt8] = (0..<height).map { y in y == 0 || y == 3 || y % 6 == 0 ? 0 : 1 }
        XCTAssertEqual(try decodedRepeats(filters: filters), expected)
    }

    /// ListRender's own files leave every row unfiltered: a row whose bytes are the unfiltered
    /// row's above is marked (and copied) while that scanline is still whole in the buffer: in
    /// every row but the last three at this width (the decoded rows, written over the front of
    /// the buffer, reach the scanlines at its end there). Row 9 repeats row 8's pixels, but row 8
    /// is filtered Sub, so its bytes are not its pixels: row 9 is decoded, not marked.
    func testTheDecoderMarksUnfilteredRowsEqualToTheUnfilteredRowAbove() throws {
        var filters = [UInt8](repeating: 0, count: height)
        filters[8] = 1
        let expected: [UInt8] = (0..<height).map { y in y % 6 == 0 || y == 8 || y == 9 || y >= height - 3 ? 0 : 1 }
        XCTAssertEqual(try decodedRepeats(filters: filters), expected)
    }

    func testRepeatedReferenceRowsNeverHideADifference() throws {
        let rgb = referencePixels()
        let file = FilteredPNG.rgb(rgb, width: width, height: height, filters: [UInt8](repeating: 2, count: height), level: 6)
        let reference = rgba(rgb)
        func changed(_ pixels: [(Int, Int)], _ v: UInt8) -> RGBAImage {
            var image = reference
            for (x, y) in pixels {
                let i = (y * width + x) * 4
                image.pixels[i] = v; image.pixels[i + 1] = v; image.pixels[i + 2] = v
            }
            return image
        }
        // The frame's rows 13-17 repeat its row 12, which differs from the reference's: every one
        // of them differs, though both images repeat their row 12.
        let runChanged = changed((12..<18).flatMap { y in (0..<width).map { ($0, y) } }, 90)
        let cases: [(String, RGBAImage)] = [
            ("identical", reference),
            ("one pixel in a repeated row", changed([(9, 8)], 0)),
            ("the last row of a run", changed([(22, 23)], 255)),
            ("the row a run repeats", changed([(4, 6)], 0)),
            ("a run repeated in the frame only", runChanged),
        ]
        let encoder = PNGFrameEncoder()
        for (name, actual) in cases {
            var whole = ImageComparison.compare(actual: actual, expected: reference, options: PixelmatchOptions(), makeDiff: true)
            let wholeDiff = whole.diffImage
            whole.diffImage = nil
            for bandRows in [1, 5, 32] {
                for speculate in [false, true] {
                    let label = "\(name), bands of \(bandRows), expected to fail \(speculate)"
                    let comparer = ReferenceComparer(bandRows: bandRows)
                    try comparer.decodeReference(file, name: "reference.png")
                    comparer.expectsFailure = speculate
                    var diff: [UInt8]?
                    let result = try comparer.compare(actual: actual, options: PixelmatchOptions(), verdict: ComparisonVerdict(),
                                                      ignoring: IgnoreMask(), drawsDiff: true, encoder: encoder,
                                                      failing: { diff = Array($0) })
                    XCTAssertEqual(result.comparison, whole, label)
                    XCTAssertEqual(result.isMatch, whole.mismatchedPixels == 0, label)
                    if let diff, let wholeDiff {
                        XCTAssertTrue(try PNGCodec.decode(diff, name: "diff.png").pixels == wholeDiff.pixels, "\(label): diff pixels")
                    }
                }
            }
        }
        XCTAssertEqual(ImageComparison.compare(actual: runChanged, expected: reference).mismatchedPixels, 6 * width)
    }
}
