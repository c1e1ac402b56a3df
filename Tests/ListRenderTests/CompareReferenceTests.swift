import XCTest
@testable import ListRender

/// Counts checked against mapbox/pixelmatch itself. How the table was made: pixelmatch 7.x's
/// index.js was transcribed into a scratch file outside this repository and run under Node v20 on
/// images from the generator below (ported line for line to JS), printing the counts and an FNV-1a
/// hash of each input and of the default diff output. Nothing from npm; the JS is not committed.
final class CompareReferenceTests: XCTestCase {
    /// Blocks of 4x4 px from a small palette (some semi-transparent, some fully transparent),
    /// then `changes` random edits: new RGB, a palette colour, a small brightening, a new alpha.
    static func makePair(seed: UInt32, width w: Int, height h: Int, changes: Int) -> (RGBAImage, RGBAImage) {
        var s = seed
        func next() -> Int { s = s &* 1664525 &+ 1013904223; return Int(s >> 24) }
        let palette: [[UInt8]] = [[255, 255, 255, 255], [30, 30, 30, 255], [0, 122, 255, 255],
                                  [242, 242, 247, 255], [255, 59, 48, 128], [52, 199, 89, 0]]
        let bw = (w + 3) >> 2, bh = (h + 3) >> 2
        var colours: [Int] = []
        for _ in 0..<(bw * bh) { colours.append(next() % palette.count) }
        var a = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h { for x in 0..<w {
            let c = palette[colours[(y >> 2) * bw + (x >> 2)]]
            for i in 0..<4 { a[(y * w + x) * 4 + i] = c[i] }
        } }
        var b = a
        for _ in 0..<changes {
            let x = next() % w, y = next() % h, kind = next() % 4, p = (y * w + x) * 4
            switch kind {
            case 0: b[p] = UInt8(next()); b[p + 1] = UInt8(next()); b[p + 2] = UInt8(next()); b[p + 3] = 255
            case 1: let c = palette[next() % palette.count]; for i in 0..<4 { b[p + i] = c[i] }
            case 2: for c in 0..<3 { b[p + c] = UInt8(min(255, Int(b[p + c]) + next() % 40)) }
            default: b[p + 3] = UInt8(next())
            }
        }
        return (RGBAImage(width: w, height: h, pixels: a), RGBAImage(width: w, height: h, pixels: b))
    }

    static func fnv(_ bytes: [UInt8]) -> UInt32 {
        var h: UInt32 = 0x811c9dc5
        for v in bytes { h ^= UInt32(v); h = h &* 16777619 }
        return h
    }

    struct Row {
        let seed: UInt32, w: Int, h: Int, changes: Int
        let fnvA: UInt32, fnvB: UInt32
        /// Counts for: defaults, includeAA, threshold 0, threshold 0.5; hash of the default diff.
        let defaults: Int, includeAA: Int, threshold0: Int, threshold05: Int, diffHash: UInt32
    }

    // Output of the Node run (see the type comment).
    static let table: [Row] = [
        Row(seed: 1, w: 16, h: 16, changes: 20, fnvA: 2306876965, fnvB: 2209366840,
            defaults: 5, includeAA: 7, threshold0: 7, threshold05: 3, diffHash: 2039975063),
        Row(seed: 2, w: 32, h: 24, changes: 60, fnvA: 4231336581, fnvB: 3487151781,
            defaults: 20, includeAA: 33, threshold0: 28, threshold05: 7, diffHash: 1362874597),
        Row(seed: 3, w: 40, h: 40, changes: 200, fnvA: 2146997093, fnvB: 393129076,
            defaults: 82, includeAA: 132, threshold0: 99, threshold05: 25, diffHash: 3643413996),
        Row(seed: 4, w: 64, h: 48, changes: 500, fnvA: 2825946405, fnvB: 951257822,
            defaults: 158, includeAA: 266, threshold0: 226, threshold05: 52, diffHash: 2434556522),
        Row(seed: 5, w: 7, h: 5, changes: 30, fnvA: 2883191741, fnvB: 3147467023,
            defaults: 12, includeAA: 15, threshold0: 12, threshold05: 4, diffHash: 3420521498),
        Row(seed: 6, w: 100, h: 80, changes: 3000, fnvA: 1505155653, fnvB: 2161741265,
            defaults: 1015, includeAA: 1633, threshold0: 1359, threshold05: 345, diffHash: 3676235063),
    ]

    func testCountsAndDiffMatchPixelmatchJS() throws {
        for row in Self.table {
            let (a, b) = Self.makePair(seed: row.seed, width: row.w, height: row.h, changes: row.changes)
            let label = "seed \(row.seed)"
            // The generator must produce the very bytes Node saw.
            XCTAssertEqual(Self.fnv(a.pixels), row.fnvA, label)
            XCTAssertEqual(Self.fnv(b.pixels), row.fnvB, label)
            var out: RGBAImage? = RGBAImage(width: row.w, height: row.h)
            XCTAssertEqual(try pixelmatch(a, b, output: &out), row.defaults, label)
            XCTAssertEqual(Self.fnv(try XCTUnwrap(out).pixels), row.diffHash, label + " diff")
            var none: RGBAImage? = nil
            XCTAssertEqual(try pixelmatch(a, b, output: &none, options: .init(includeAA: true)), row.includeAA, label)
            XCTAssertEqual(try pixelmatch(a, b, output: &none, options: .init(threshold: 0)), row.threshold0, label)
            XCTAssertEqual(try pixelmatch(a, b, output: &none, options: .init(threshold: 0.5)), row.threshold05, label)
        }
    }
}
