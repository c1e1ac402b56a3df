import XCTest
@testable import ListRender

/// Eight pixels blended in 16-bit lanes (`CoverageLanes`, a shadow's or glyph's coverage row)
/// give the scalar blend's bytes, pixel by pixel.
final class CoverageLanesTests: XCTestCase {
    /// A premultiplied colour: every channel at most its alpha.
    private func color(_ random: inout XorshiftRandom) -> PremulColor {
        let a = UInt32(random.next(256))
        return PremulColor(r: UInt32(random.next(Int(a) + 1)), g: UInt32(random.next(Int(a) + 1)),
                           b: UInt32(random.next(Int(a) + 1)), a: a)
    }

    /// Blends `color` at `coverage` over `pixels` eight at a time and checks each pixel against
    /// `PixelOps.blended`.
    private func check(_ color: PremulColor, coverage: [UInt8], over pixels: [UInt32],
                       file: StaticString = #filePath, line: UInt = #line) {
        var out = pixels
        let lanes = CoverageLanes.ColorLanes(color)
        out.withUnsafeMutableBytes { p in
            coverage.withUnsafeBytes { c in
                for i in stride(from: 0, to: coverage.count, by: 8) {
                    CoverageLanes.blend8(lanes, coverage: c.loadUnaligned(fromByteOffset: i, as: UInt64.self),
                                         at: p.baseAddress! + i * 4)
                }
            }
        }
        for i in pixels.indices where out[i] != PixelOps.blended(color, coverage: UInt32(coverage[i]), over: pixels[i]) {
            XCTFail("\(color) at coverage \(coverage[i]) over \(String(pixels[i], radix: 16)): "
                    + "\(String(out[i], radix: 16))", file: file, line: line)
            return
        }
    }

    func testEveryCoverageOfEveryAlphaBlendsAsTheScalarDoes() {
        let coverage = (0..<256).map { UInt8($0) }
        var random = XorshiftRandom(state: 0xC0FE_1A4E)
        for a in UInt32(0)...255 {
            // The brightest colour of this alpha (where a carry would show) and a random one.
            for c in [PremulColor(r: a, g: a, b: a, a: a), PremulColor(r: 0, g: a / 2, b: a, a: a)] {
                for background: UInt32 in [0, 0xFFFF_FFFF, 0xFF00_FF00, 0x00FF_00FF] {
                    check(c, coverage: coverage, over: [UInt32](repeating: background, count: 256))
                }
                check(c, coverage: coverage,
                      over: (0..<256).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 32)) })
            }
        }
    }

    func testRandomColoursOverRandomPixels() {
        var random = XorshiftRandom(state: 0x1A4E_5EED)
        for _ in 0..<2_000 {
            let c = color(&random)
            let coverage = (0..<64).map { _ in UInt8(random.next(256)) }
            check(c, coverage: coverage, over: (0..<64).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 32)) })
        }
    }

    /// A row (lanes for each eight, the last few alone) of every length.
    func testACoverageRowOfEveryLengthBlendsEachPixelAlone() {
        var random = XorshiftRandom(state: 0xB10C_0001)
        for n in 1..<40 {
            let c = color(&random)
            // Runs of zero, full and partial coverage, as a glyph's row has.
            let coverage = (0..<n).map { i in [0, 255, UInt8(random.next(256))][(i / 3 + n) % 3] }
            let pixels = (0..<n).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 32)) }
            var out = pixels
            out.withUnsafeMutableBytes { p in
                coverage.withUnsafeBufferPointer { k in
                    CoverageLanes.blendRow(c, coverage: k.baseAddress!, count: n,
                                           at: p.baseAddress!.assumingMemoryBound(to: UInt8.self))
                }
            }
            XCTAssertEqual(out, zip(coverage, pixels).map { PixelOps.blended(c, coverage: UInt32($0), over: $1) }, "length \(n)")
        }
    }
}

/// Eight coverage bytes that change no pixel of a colour are known as such with one test.
final class CoverageLanesSkipTests: XCTestCase {
    func testEightBytesChangeAPixelExactlyWhenOneOfThemDoes() {
        var random = XorshiftRandom(state: 0x5C1B_0008)
        for a in UInt32(1)...255 {
            let lanes = CoverageLanes.ColorLanes(PremulColor(r: 0, g: 0, b: 0, a: a))
            func changes(_ k: UInt32) -> Bool { div255(a * k) > 0 }
            // Each coverage alone, in every position, among zeros.
            for k in UInt32(0)...255 {
                for slot in 0..<8 {
                    XCTAssertEqual(lanes.changesAny(UInt64(k) << (8 * slot)), changes(k), "alpha \(a), coverage \(k)")
                }
            }
            // Mixed bytes, the big ones (whose carries cross into the next byte) among them.
            for _ in 0..<64 {
                let bytes = (0..<8).map { _ in UInt64(random.next(random.next(2) == 0 ? 16 : 256)) }
                let k = bytes.enumerated().reduce(UInt64(0)) { $0 | $1.element << (8 * $1.offset) }
                XCTAssertEqual(lanes.changesAny(k), bytes.contains { changes(UInt32($0)) }, "alpha \(a), \(bytes)")
            }
        }
    }
}
