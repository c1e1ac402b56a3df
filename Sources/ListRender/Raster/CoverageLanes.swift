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

    /// Blends `color` at the coverage bytes `c[0..<n]` over the pixels at `p` (whole pixels, no
    /// clip): eight at a time in lanes, skipped when none of the eight changes a pixel (a glyph
    /// box's empty columns, a faint shadow's outskirts); the last few alone. No table of results
    /// is kept: made per glyph run and per path fill, its 2 KB cost more to set up than it saved.
    static func blendRow(_ color: PremulColor, coverage c: UnsafePointer<UInt8>, count n: Int,
                         at p: UnsafeMutablePointer<UInt8>) {
        // A colour of alpha 0 is 0 at every coverage (premultiplied): no pixel changes.
        guard color.a > 0 else { return }
        let lanes = ColorLanes(color)
        let q = UnsafeMutableRawPointer(p)
        var i = 0
        while i &+ 8 <= n {
            let k = UnsafeRawPointer(c + i).loadUnaligned(as: UInt64.self)
            if lanes.changesAny(k) { blend8(lanes, coverage: k, at: q + i &* 4) }
            i &+= 8
        }
        while i < n {
            let k = UInt32(c[i])
            if k != 0 {
                let at = q + i &* 4
                at.storeBytes(of: PixelOps.blended(color, coverage: k, over: at.loadUnaligned(as: UInt32.self)),
                              as: UInt32.self)
            }
            i &+= 1
        }
    }

    /// `blendRow` at one coverage byte `k` for all `n` pixels (a blurred shadow's plateau,
    /// `MaskFlatColumns`): eight pixels that all hold the value the last such eight held are stored
    /// as that blend's result, eight that hold one new value are blended once, and the rest (text
    /// under a glass bar) in lanes. The same bytes as `blendRow` over `n` bytes `k`.
    static func blendSpan(_ color: PremulColor, coverage k: UInt8, count n: Int, at p: UnsafeMutablePointer<UInt8>) {
        guard color.a > 0 else { return }
        let lanes = ColorLanes(color)
        let kk = UInt64(k) &* 0x0101_0101_0101_0101
        guard lanes.changesAny(kk) else { return }
        let q = UnsafeMutableRawPointer(p)
        var before = SIMD8<UInt32>(), after = SIMD8<UInt32>(), known = false
        var i = 0
        while i &+ 8 <= n {
            let at = q + i &* 4
            let d = at.loadUnaligned(as: SIMD8<UInt32>.self)
            // `!any(.!=)`, not `==`: Equatable's == on SIMD8 compiles to a loop through the stack.
            if known && !any(d .!= before) {
                at.storeBytes(of: after, as: SIMD8<UInt32>.self)
            } else if let word = uniformWord(UnsafeRawPointer(at)) {
                before = d; known = true
                after = SIMD8(repeating: PixelOps.blended(color, coverage: UInt32(k), over: word))
                at.storeBytes(of: after, as: SIMD8<UInt32>.self)
            } else {
                blend8(lanes, coverage: kk, at: at)
            }
            i &+= 8
        }
        while i < n {
            let at = q + i &* 4
            at.storeBytes(of: PixelOps.blended(color, coverage: UInt32(k), over: at.loadUnaligned(as: UInt32.self)),
                          as: UInt32.self)
            i &+= 1
        }
    }

    /// The word all eight pixels at `p` hold, or nil. As four 64-bit words, not a comparison
    /// with `SIMD8(repeating: d[0])`, which compiled to a loop through the stack (a glass bar
    /// over text asks this for every eight pixels).
    @inline(__always)
    static func uniformWord(_ p: UnsafeRawPointer) -> UInt32? {
        let w = p.loadUnaligned(as: UInt64.self)
        guard UInt32(truncatingIfNeeded: w) == UInt32(truncatingIfNeeded: w >> 32),
              p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == w,
              p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) == w,
              p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == w else { return nil }
        return UInt32(truncatingIfNeeded: w)
    }

    /// A premultiplied colour's even channels (red, blue) and odd ones (green, alpha), repeated
    /// for eight pixels.
    struct ColorLanes {
        let even: Lanes, odd: Lanes
        /// Added to each of eight coverage bytes, sets its high bit when the byte is at least the
        /// least coverage that changes a pixel: `div255(a * k)` is 0 exactly when `a * k < 128`,
        /// and then so is every channel (at most alpha), so the blend gives the pixel back.
        private let toVisible: UInt64

        /// `color`'s alpha must not be 0 (it changes nothing at any coverage).
        init(_ color: PremulColor) {
            even = unsafeBitCast(SIMD8<UInt32>(repeating: color.r | color.b << 16), to: Lanes.self)
            odd = unsafeBitCast(SIMD8<UInt32>(repeating: color.g | color.a << 16), to: Lanes.self)
            let least = (128 + UInt64(max(color.a, 1)) - 1) / UInt64(max(color.a, 1))   // 1...128
            toVisible = (0x80 - least) &* 0x0101_0101_0101_0101
        }

        /// Whether any of the eight coverage bytes in `k` changes a pixel. A byte of 0x80 or more
        /// has its high bit already (any carry it makes only lands where the answer is yes).
        @inline(__always)
        func changesAny(_ k: UInt64) -> Bool { (k | (k &+ toVisible)) & 0x8080_8080_8080_8080 != 0 }
    }

    /// `div255` in every lane (each at most 255 * 255 + 255).
    @inline(__always)
    static func div255(_ x: Lanes) -> Lanes {
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
        sourceOver(even: div255(color.even &* coverage), odd: div255(color.odd &* coverage), at: p)
    }

    /// Eight premultiplied source pixels, their even channels (red, blue) and odd ones (green,
    /// alpha) in lanes, source-over the eight pixels at `p`: `div255(d * (255 - s.a)) + s`.
    @inline(__always)
    static func sourceOver(even sourceEven: Lanes, odd sourceOdd: Lanes, at p: UnsafeMutableRawPointer) {
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
