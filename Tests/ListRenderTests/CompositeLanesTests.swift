import XCTest
@testable import ListRender

/// A layer composited eight pixels at a time in 16-bit lanes (`CompositeLanes`) gives the scalar
/// blend's bytes, pixel by pixel, at every opacity.
final class CompositeLanesTests: XCTestCase {
    /// A premultiplied word: every channel at most its alpha; alpha 0 and 255 often (a layer's
    /// empty and solid pixels).
    private func word(_ random: inout XorshiftRandom) -> UInt32 {
        let a = [0, 255, UInt32(random.next(256))][random.next(3)]
        let channel = { (r: inout XorshiftRandom) in UInt32(r.next(Int(a) + 1)) }
        return PremulColor(r: channel(&random), g: channel(&random), b: channel(&random), a: a).word
    }

    private func composited(_ source: [UInt32], opacity: UInt32, over pixels: [UInt32]) -> [UInt32] {
        var out = pixels
        source.withUnsafeBytes { s in
            out.withUnsafeMutableBytes { d in
                CompositeLanes.compositeRow(s.baseAddress!, count: source.count, opacity: opacity, over: d.baseAddress!)
            }
        }
        return out
    }

    func testEveryOpacityOverRandomPixelsBlendsAsTheScalarDoes() {
        var random = XorshiftRandom(state: 0xC0_4405_17E5)
        for opacity in UInt32(1)...255 {
            let source = (0..<64).map { _ in word(&random) }
            let pixels = (0..<64).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 32)) }
            let expected = zip(source, pixels).map { s, d in
                s == 0 ? d : PixelOps.blended(PremulColor(word: s), coverage: opacity, over: d)
            }
            XCTAssertEqual(composited(source, opacity: opacity, over: pixels), expected, "opacity \(opacity)")
        }
    }

    /// The brightest word of every alpha (where a carry between channels would show), over white
    /// and over every byte pattern's extremes, at full and half opacity.
    func testTheBrightestWordOfEveryAlphaCarriesIntoNoOtherChannel() {
        let source = (UInt32(0)...255).map { PremulColor(r: $0, g: $0, b: $0, a: $0).word }
        for background: UInt32 in [0, 0xFFFF_FFFF, 0xFF00_FF00, 0x00FF_00FF] {
            for opacity: UInt32 in [255, 128, 1] {
                let pixels = [UInt32](repeating: background, count: source.count)
                XCTAssertEqual(composited(source, opacity: opacity, over: pixels),
                               source.map { PixelOps.blended(PremulColor(word: $0), coverage: opacity, over: background) },
                               "over \(String(background, radix: 16)) at \(opacity)")
            }
        }
    }

    /// Runs of one source word over runs of one word under it (a lifted row's flat inside over
    /// a flat row), broken at every offset and coming back after other pixels: blended once per
    /// eight equal pairs, or taken from the last such eight, the bytes are each pixel's alone.
    func testFlatRunsOverFlatRowsCompositeAsEachPixelAlone() {
        var random = XorshiftRandom(state: 0xF1A7_0001)
        for round in 0..<300 {
            let n = 8 + random.next(120)
            let words = (0..<3).map { _ in word(&random) }, unders = (0..<2).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 32)) }
            var source: [UInt32] = [], pixels: [UInt32] = []
            while source.count < n {
                let run = 1 + random.next(20), s = words[random.next(3)]
                for _ in 0..<run { source.append(s) }
            }
            while pixels.count < n {
                let run = 1 + random.next(20), d = unders[random.next(2)]
                for _ in 0..<run { pixels.append(round % 5 == 0 ? UInt32(truncatingIfNeeded: random.next(1 << 32)) : d) }
            }
            source = Array(source.prefix(n)); pixels = Array(pixels.prefix(n))
            let opacity = [255, 77, UInt32(1 + random.next(255))][round % 3]
            XCTAssertEqual(composited(source, opacity: opacity, over: pixels),
                           zip(source, pixels).map { PixelOps.blended(PremulColor(word: $0), coverage: opacity, over: $1) },
                           "round \(round)")
        }
    }

    /// A row of every length: lanes for each eight, the last few alone; empty stretches skipped.
    func testARowOfEveryLengthCompositesEachPixelAlone() {
        var random = XorshiftRandom(state: 0x1A7E_8001)
        for n in 1..<40 {
            let source = (0..<n).map { i in i % 11 < 8 ? 0 : word(&random) }
            let pixels = (0..<n).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 32)) }
            XCTAssertEqual(composited(source, opacity: 200, over: pixels),
                           zip(source, pixels).map { PixelOps.blended(PremulColor(word: $0), coverage: 200, over: $1) },
                           "length \(n)")
        }
    }
}
