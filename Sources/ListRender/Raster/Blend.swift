/// Premultiplied source-over arithmetic, shared by every primitive.
///
/// All products of two bytes are divided by 255 with `div255`, which rounds to nearest exactly
/// (it equals `Int((Double(x) / 255).rounded())` for every x in 0...65025), so 50 % black over
/// white gives 127 (255 * 127 / 255), not 126 or 128 as truncating `>> 8` tricks would.

/// An sRGB colour with premultiplied 8-bit channels.
struct PremulColor: Equatable {
    var r: UInt32, g: UInt32, b: UInt32, a: UInt32

    init(r: UInt32, g: UInt32, b: UInt32, a: UInt32) { self.r = r; self.g = g; self.b = b; self.a = a }

    init(_ c: Color) {
        let a = UInt32(c.a)
        self.init(r: div255(UInt32(c.r) * a), g: div255(UInt32(c.g) * a), b: div255(UInt32(c.b) * a), a: a)
    }

    /// The colour scaled by a coverage byte (255 = unchanged).
    @inline(__always)
    func scaled(by k: UInt32) -> PremulColor {
        if k == 255 { return self }
        return PremulColor(r: div255(r * k), g: div255(g * k), b: div255(b * k), a: div255(a * k))
    }

    var isOpaque: Bool { a == 255 }

    /// The four bytes as one little-endian word, for row stores.
    var word: UInt32 { r | g << 8 | b << 16 | a << 24 }

    /// The colour whose `word` is `w`.
    @inline(__always)
    init(word w: UInt32) { self.init(r: w & 255, g: w >> 8 & 255, b: w >> 16 & 255, a: w >> 24) }
}

/// `round(x / 255)` for x in 0...65025 (and a little beyond), without a division.
@inline(__always)
func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// A coverage fraction 0...1 as a byte, rounded half up (0.5 -> 128).
@inline(__always)
func coverageByte(_ c: Double) -> UInt32 {
    if c <= 0 { return 0 }
    if c >= 1 { return 255 }
    return UInt32(c * 255 + 0.5)
}

enum PixelOps {
    /// Writes `count` copies of `color` from the start of `buf` (the opaque fast path's store).
    @inline(__always)
    static func storeRepeated(_ color: PremulColor, into buf: UnsafeMutableBufferPointer<UInt8>, count: Int) {
        guard count > 0, let base = buf.baseAddress else { return }
        precondition(count * 4 <= buf.count)
        storeWords(color.word, at: base, count: count)
    }

    /// `count` copies of the 32-bit `word` from `p`. libc's wmemset (wchar_t is 32 bits here)
    /// stores with the widest instructions the processor has; a Swift loop is built for baseline
    /// SSE2 and measured 5x slower on full-frame fills (docs/benchmarks.md).
    @inline(__always)
    static func storeWords(_ word: UInt32, at p: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        p.withMemoryRebound(to: UInt32.self, capacity: count) { _ = libcWmemset($0, word, count) }
    }

    /// Source-over of one premultiplied source (already scaled by coverage) onto the pixel at `p`,
    /// stored as one word; returns it (read back byte by byte, it stalled the store: 27 % of a
    /// shadow's blend).
    @inline(__always) @discardableResult
    static func blend(_ s: PremulColor, at p: UnsafeMutablePointer<UInt8>) -> UInt32 {
        let raw = UnsafeMutableRawPointer(p)
        let w = blended(s, over: raw.loadUnaligned(as: UInt32.self))
        raw.storeBytes(of: w, as: UInt32.self)
        return w
    }

    /// `s` source-over the pixel word `w` (`blended(_:coverage:over:)` at full coverage).
    @inline(__always)
    static func blended(_ s: PremulColor, over w: UInt32) -> UInt32 { blended(s, coverage: 255, over: w) }

    /// `color.scaled(by: k)` source-over the pixel word `w`, without taking the scaled colour
    /// apart (a glyph's or shadow's pixel that no memo holds): per channel
    /// `s + div255(d * (255 - s.a))`, the four channels at once in 16-bit lanes of one 64-bit
    /// word (`Lanes`). A premultiplied channel is at most its alpha, so each byte's sum stays
    /// under 256 and carries into no other.
    @inline(__always)
    static func blended(_ color: PremulColor, coverage k: UInt32, over w: UInt32) -> UInt32 {
        let source = k == 255 ? color.word : Lanes.pack(Lanes.div255(Lanes.spread(color.word) &* UInt64(k)))
        let a = source >> 24
        if a == 255 { return source }
        if source == 0 { return w }
        return Lanes.pack(Lanes.div255(Lanes.spread(w) &* UInt64(255 - a))) &+ source
    }
}

/// A pixel word's four bytes in the 16-bit lanes of a 64-bit word, so one multiply scales all
/// four: a lane holds at most 255 * 255 + 255, so nothing carries into the next.
enum Lanes {
    private static let low: UInt64 = 0x00FF_00FF_00FF_00FF

    @inline(__always)
    static func spread(_ w: UInt32) -> UInt64 {
        let d = UInt64(w)
        return (d & 0xFF) | (d & 0xFF00) << 8 | (d & 0xFF_0000) << 16 | (d & 0xFF00_0000) << 24
    }

    /// `div255` in every lane (each at most 255 * 255).
    @inline(__always)
    static func div255(_ x: UInt64) -> UInt64 {
        let t = x &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & low)) >> 8) & low
    }

    @inline(__always)
    static func pack(_ q: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: q & 0xFF | (q >> 8) & 0xFF00 | (q >> 16) & 0xFF_0000 | (q >> 24) & 0xFF00_0000)
    }
}

/// C's `wmemset` (wchar.h, in every libc; `wchar_t` is 32 bits on Linux and Darwin). Swift's Glibc
/// module does not export wchar.h, so it is declared here by its C symbol.
@_silgen_name("wmemset")
private func libcWmemset(_ s: UnsafeMutablePointer<UInt32>, _ c: UInt32, _ n: Int) -> UnsafeMutablePointer<UInt32>
