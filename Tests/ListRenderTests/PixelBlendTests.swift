import XCTest
@testable import ListRender

/// The word-at-once source-over and the layer composite's runs give the bytes of the plain
/// per-channel blend, pixel by pixel.
final class PixelBlendTests: XCTestCase {
    /// Source-over one channel at a time, as the blend was first written.
    private func reference(_ s: PremulColor, over w: UInt32) -> UInt32 {
        if s.a == 255 { return s.word }
        let inv = 255 - s.a
        func channel(_ c: UInt32, _ shift: UInt32) -> UInt32 { (c + div255((w >> shift & 255) * inv)) << shift }
        return channel(s.r, 0) | channel(s.g, 8) | channel(s.b, 16) | channel(s.a, 24)
    }

    /// A premultiplied colour: every channel at most its alpha.
    private func color(_ random: inout XorshiftRandom) -> PremulColor {
        let a = UInt32(random.next(256))
        return PremulColor(r: UInt32(random.next(Int(a) + 1)), g: UInt32(random.next(Int(a) + 1)),
                           b: UInt32(random.next(Int(a) + 1)), a: a)
    }

    func testTheWordBlendIsTheChannelBlend() {
        var random = XorshiftRandom(state: 0x5EED_B1E4D)
        var checked = 0
        for _ in 0..<200_000 {
            let s = color(&random)
            let w = UInt32(truncatingIfNeeded: random.next(1 << 32))
            XCTAssertEqual(PixelOps.blended(s, over: w), reference(s, over: w), "\(s) over \(w)")
            checked += 1
        }
        // Every alpha with its brightest colour over the extremes, where a carry would show.
        for a in UInt32(0)...255 {
            let s = PremulColor(r: a, g: a, b: a, a: a)
            for w: UInt32 in [0, 0xFFFF_FFFF, 0xFF00_FF00, 0x00FF_00FF] {
                XCTAssertEqual(PixelOps.blended(s, over: w), reference(s, over: w), "alpha \(a) over \(w)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 201_024)
    }

    /// A colour at a coverage byte, scaled and blended in lanes, is the colour scaled channel by
    /// channel and blended channel by channel: every coverage byte, colours from clear to opaque.
    func testACoveredBlendIsTheScaledColoursBlend() {
        var random = XorshiftRandom(state: 0xC0_7E4A_6E)
        for k in UInt32(0)...255 {
            for _ in 0..<400 {
                let c = random.next(4) == 0 ? PremulColor(r: 40, g: 90, b: 200, a: 255) : color(&random)
                let w = UInt32(truncatingIfNeeded: random.next(1 << 32))
                XCTAssertEqual(PixelOps.blended(c, coverage: k, over: w), reference(c.scaled(by: k), over: w),
                               "\(c) at \(k) over \(w)")
            }
        }
    }

    /// A layer of runs (transparent, one colour, odd lengths) over a destination of runs, at odd
    /// offsets: each pixel as the colour scaled by the opacity and blended alone.
    func testACompositeIsEachPixelBlendedAlone() {
        var random = XorshiftRandom(state: 0xC0_4905_17E)
        for round in 0..<60 {
            let width = 1 + random.next(40), height = 1 + random.next(6)
            func runs(_ count: Int, transparent: Bool) -> [UInt8] {
                var bytes: [UInt8] = []
                while bytes.count < count * 4 {
                    let c = transparent && random.next(3) == 0 ? PremulColor(r: 0, g: 0, b: 0, a: 0) : color(&random)
                    for _ in 0..<(1 + random.next(9)) {
                        bytes += [UInt8(c.r), UInt8(c.g), UInt8(c.b), UInt8(c.a)]
                    }
                }
                return Array(bytes.prefix(count * 4))
            }
            let layer = Surface(originX: random.next(5), originY: random.next(3), width: width, height: height,
                                pixels: runs(width * height, transparent: true))
            let canvasWidth = width + 6, canvasHeight = height + 4
            let under = runs(canvasWidth * canvasHeight, transparent: false)
            let opacity = [UInt32(1), 77, 128, 242, 255][round % 5]
            var canvas = Surface(originX: 0, originY: 0, width: canvasWidth, height: canvasHeight, pixels: under)
            canvas.composite(layer, opacity: opacity)

            var expected = under
            for y in 0..<height {
                for x in 0..<width {
                    let s = (y * width + x) * 4, d = ((y + layer.originY) * canvasWidth + x + layer.originX) * 4
                    guard layer.pixels[s + 3] != 0 else { continue }
                    let c = PremulColor(r: UInt32(layer.pixels[s]), g: UInt32(layer.pixels[s + 1]),
                                        b: UInt32(layer.pixels[s + 2]), a: UInt32(layer.pixels[s + 3]))
                    let w = UInt32(expected[d]) | UInt32(expected[d + 1]) << 8 | UInt32(expected[d + 2]) << 16
                        | UInt32(expected[d + 3]) << 24
                    let out = reference(c.scaled(by: opacity), over: w)
                    for i in 0..<4 { expected[d + i] = UInt8(out >> (8 * UInt32(i)) & 255) }
                }
            }
            let differs = canvas.pixels.indices.filter { canvas.pixels[$0] != expected[$0] }
            XCTAssertEqual(differs.count, 0, "round \(round): \(width) x \(height) at \(opacity), first byte \(differs.first ?? 0)")
        }
    }

    func testATranslucentSpanIsEachPixelBlendedAlone() {
        // Over runs of one value of every length (eight pixels of one value are blended once,
        // eight of several in lanes, and the last few alone), at full and partial coverage.
        var random = XorshiftRandom(state: 0x5_9A4)
        for round in 0..<200 {
            let width = 1 + random.next(60)
            var under: [UInt8] = []
            while under.count < width * 4 {
                let c = color(&random)
                for _ in 0..<(1 + random.next(13)) { under += [UInt8(c.r), UInt8(c.g), UInt8(c.b), UInt8(c.a)] }
            }
            under = Array(under.prefix(width * 4))
            var paint = color(&random)
            if paint.a == 255 { paint = PremulColor(r: 0, g: 0, b: 0, a: 254) }
            let k = round % 3 == 0 ? 255 : UInt32(1 + random.next(255))
            let (x0, x1) = (random.next(width), width - random.next(3))
            var pixels = under
            pixels.withUnsafeMutableBufferPointer { b in
                PixelTarget(base: b.baseAddress!, originX: 0, originY: 0, width: width, height: 1,
                            clip: DeviceClip(x0: 0, y0: 0, x1: Double(width), y1: 1))
                    .fillSpan(y: 0, x0: x0, x1: x1, coverage: k, color: paint)
            }
            var expected = under
            for x in x0..<max(x0, x1) {
                let d = x * 4
                let w = UInt32(under[d]) | UInt32(under[d + 1]) << 8 | UInt32(under[d + 2]) << 16 | UInt32(under[d + 3]) << 24
                let out = reference(paint.scaled(by: k), over: w)
                for i in 0..<4 { expected[d + i] = UInt8(out >> (8 * UInt32(i)) & 255) }
            }
            XCTAssertEqual(pixels, expected, "round \(round): columns \(x0)..<\(x1) of \(width) at coverage \(k)")
        }
    }
}
