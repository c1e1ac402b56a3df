import XCTest
@testable import ListRender

/// A wide shadow's plateau (the columns where each mask row is one byte, `MaskFlatColumns`) is
/// blended as a span, once per eight equal pixels (`CoverageLanes.blendSpan`); every pixel must
/// come out as the scalar blend of its own mask byte gives it.
final class ShadowFlatColumnsTests: XCTestCase {
    /// Runs of equal pixels (eight-aligned and not), lone pixels of text's colours, and noise.
    private static func background(_ count: Int, _ random: inout XorshiftRandom) -> [UInt32] {
        var out: [UInt32] = []
        while out.count < count {
            let word: UInt32 = [0xFFFF_FFFF, 0xFFF7_F2F2, 0xFF00_0000,
                                UInt32(truncatingIfNeeded: random.next(1 << 32)) | 0xFF00_0000][random.next(4)]
            out += [UInt32](repeating: word, count: [1, 3, 8, 17, 40][random.next(5)])
        }
        return Array(out.prefix(count))
    }

    func testASpanAtOneCoverageBlendsEachPixelAsTheScalarDoes() {
        var random = XorshiftRandom(state: 0x5EA_4A11)
        for n in 0..<90 {
            let a = UInt32(random.next(256))
            let color = PremulColor(r: UInt32(random.next(Int(a) + 1)), g: UInt32(random.next(Int(a) + 1)),
                                    b: UInt32(random.next(Int(a) + 1)), a: a)
            for k in [0, 1, 6, 128, 254, 255, UInt8(random.next(256))] {
                let pixels = Self.background(n, &random)
                var out = pixels
                out.withUnsafeMutableBytes { p in
                    CoverageLanes.blendSpan(color, coverage: k, count: n, at: p.baseAddress!.assumingMemoryBound(to: UInt8.self))
                }
                XCTAssertEqual(out, pixels.map { PixelOps.blended(color, coverage: UInt32(k), over: $0) },
                               "\(color) at \(k), \(n) pixels")
            }
        }
    }

    /// Each row of the span holds its one byte; a narrow shape under a wide blur has none.
    func testTheSpanHoldsOneByteInEachRow() {
        let wide = RoundedShape(DeviceRect(x0: 40.5, y0: 30.25, x1: 340.5, y1: 80.75), radius: 25.25)
        let taps = ShadowBlur.kernel(sigma: 12)
        let k = taps.count / 2
        let mask = ShadowMask(wide, taps: taps, columns: 40 - k, 341 + k, rows: 30 - k, 81 + k)
        let span = mask.flatColumns.span
        XCTAssertGreaterThan(span.count, 150)
        for row in 0..<mask.height {
            let bytes = mask.coverage[(row * mask.width + span.lowerBound)..<(row * mask.width + span.upperBound)]
            XCTAssertEqual(Set(bytes), [mask.flatColumns.value[row]], "row \(row)")
        }
        let knob = RoundedShape(DeviceRect(x0: 10, y0: 10, x1: 50, y1: 50), radius: 20)
        let narrow = ShadowMask(knob, taps: taps, columns: 10 - k, 50 + k, rows: 10 - k, 50 + k)
        XCTAssertTrue(narrow.flatColumns.span.isEmpty)
    }

    /// A wide shadow over runs, text and noise, under clips that cut its plateau and with a later
    /// fill's cover skipped: each pixel is its own byte's scalar blend, or untouched.
    func testAWideShadowDrawsAsItsMaskBlendedPixelByPixel() {
        var random = XorshiftRandom(state: 0xF1A7_C01)
        let (width, height) = (420, 160)
        let shape = RoundedShape(DeviceRect(x0: 60.5, y0: 40.25, x1: 360.5, y1: 110.75), radius: 35.25)
        let color = PremulColor(Color(r: 0, g: 0, b: 0, a: 40))
        let clips = [DeviceClip(x0: 0, y0: 0, x1: Double(width), y1: Double(height)),
                     DeviceClip(x0: 150, y0: 20, x1: 250, y1: 140),
                     DeviceClip(x0: 150.5, y0: 20.25, x1: 250.5, y1: 140)]
        let covers: [DeadStores.Box?] = [nil, DeadStores.Box(x0: 100, y0: 50, x1: 300, y1: 100)]
        for clip in clips {
            for cover in covers {
                let under = Self.background(width * height, &random)
                var pixels = under
                let masks = ShadowMasks()
                masks.beginFrame(width: width, height: height)
                pixels.withUnsafeMutableBytes { b in
                    PixelTarget(base: b.baseAddress!.assumingMemoryBound(to: UInt8.self), originX: 0, originY: 0,
                                width: width, height: height, clip: clip)
                        .shadow(shape.rect, radius: shape.radius, sigma: 14, color: color, masks: masks, skipping: cover)
                }
                let mask = masks.mask(shape, sigma: 14)
                XCTAssertGreaterThan(mask.flatColumns.span.count, 100)
                let target = PixelTarget(base: UnsafeMutablePointer<UInt8>.allocate(capacity: 4), originX: 0, originY: 0,
                                         width: width, height: height, clip: clip)
                defer { target.base.deallocate() }
                var wrong = 0
                for y in 0..<height {
                    for x in 0..<width {
                        var expected = under[y * width + x]
                        let inMask = x >= mask.x0 && x < mask.x0 + mask.width && y >= mask.y0 && y < mask.y0 + mask.height
                        let covered = cover.map { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 } ?? false
                        if inMask && !covered && x >= target.cx0 && x < target.cx1 && y >= target.cy0 && y < target.cy1 {
                            let byte = UInt32(mask.coverage[(y - mask.y0) * mask.width + x - mask.x0])
                            let k = target.clipAligned ? byte : div255(byte * target.factor(x: x, y: y))
                            expected = PixelOps.blended(color, coverage: k, over: expected)
                        }
                        if pixels[y * width + x] != expected { wrong += 1 }
                    }
                }
                XCTAssertEqual(wrong, 0, "clip \(clip), cover \(String(describing: cover))")
            }
        }
    }
}
