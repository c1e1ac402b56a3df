/// `PixelOps.blended(color, coverage:over:)` for eight pixels at once: a big blurred shadow (a
/// glass capsule's reaches 120 px past it at 3x) is tens of thousands of pixels whose coverage
/// changes from one pixel to the next, where a memo of results by coverage seldom hits and the
/// per-pixel branches cost more than the arithmetic.
///
/// The pixels' bytes are split into two vectors of 16-bit lanes, the even bytes (red, blue) and
/// the odd (green, alpha), so nothing is widened or narrowed lane by lane (Swift's generic SIMD
/// conversions that narrow compile to a loop through the stack; masks, shifts, multiplies and
/// bit casts stay in vector registers). The same arithmetic as the scalar blend, so the same
/// bytes (`CoverageLanesTests`): per channel `s = div255(c * k)` and `div255(d * (255 - s.a)) + s`.
/// The scalar's shortcuts are this formula's own values: at k = 255, `div255(c * 255)` is `c`; at
/// s.a = 255 the destination's term is 0; at s = 0 it is `d`. A premultiplied channel is at most
/// its alpha, so no sum passes 255.
enum CoverageLanes {
    typealias Lanes = SIMD16<UInt16>

    /// A premultiplied colour's even channels (red, blue) and odd ones (green, alpha), repeated
    /// for eight pixels.
    struct ColorLanes {
        let even: Lanes, odd: Lanes

        init(_ color: PremulColor) {
            even = unsafeBitCast(SIMD8<UInt32>(repeating: color.r | color.b << 16), to: Lanes.self)
            odd = unsafeBitCast(SIMD8<UInt32>(repeating: color.g | color.a << 16), to: Lanes.self)
        }
    }

    @inline(__always)
    private static func div255(_ x: Lanes) -> Lanes {
        let t = x &+ Lanes(repeating: 128)
        return (t &+ (t &>> Lanes(repeating: 8))) &>> Lanes(repeating: 8)
    }

    /// Blends `color` at the eight coverage bytes `k` (the first pixel's in the low byte) over
    /// the eight pixels at `p`.
    @inline(__always)
    static func blend8(_ color: ColorLanes, coverage k: UInt64, at p: UnsafeMutableRawPointer) {
        // Each pixel's coverage in both of its lanes (widening is a vector op; x 0x10001 doubles it).
        let pairs = SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(k, to: SIMD8<UInt8>.self))
            &* SIMD8<UInt32>(repeating: 0x0001_0001)
        let coverage = unsafeBitCast(pairs, to: Lanes.self)
        let sourceEven = div255(color.even &* coverage), sourceOdd = div255(color.odd &* coverage)
        // The source's alpha (each odd pair's high lane) in both lanes of its pixel.
        let oddWords = unsafeBitCast(sourceOdd, to: SIMD8<UInt32>.self)
        let alpha = unsafeBitCast((oddWords &>> SIMD8<UInt32>(repeating: 16))
                                  | (oddWords & SIMD8<UInt32>(repeating: 0xFFFF_0000)), to: Lanes.self)
        let keep = Lanes(repeating: 255) &- alpha
        let d = p.loadUnaligned(as: Lanes.self)
        let even = div255((d & Lanes(repeating: 0x00FF)) &* keep) &+ sourceEven
        let odd = div255((d &>> Lanes(repeating: 8)) &* keep) &+ sourceOdd
        p.storeBytes(of: even | (odd &<< Lanes(repeating: 8)), as: Lanes.self)
    }
}
