/// The results of blending one colour, at each coverage byte (glyphs, shadows), over one destination pixel value,
/// remembered while that value repeats. Text is drawn mostly over a flat background, so most
/// glyph pixels become a table look-up instead of eight exact divisions; a result is only ever
/// the same arithmetic done once, so the bytes do not change.
struct CoverageBlendMemo {
    /// Per coverage byte: the generation it was computed in (high half) and the result (low half).
    private var entries = [UInt64](repeating: 0, count: 256)
    /// Bumped whenever the colour or the destination value changes, which empties the table at once.
    private var generation: UInt64 = 1
    private var destination: UInt32 = 0
    private var color: PremulColor?

    /// Blends `color` at the coverage bytes `c[0..<n]` over the pixels at `p` (whole pixels, no clip).
    mutating func blend(_ color: PremulColor, coverage c: UnsafePointer<UInt8>, count n: Int,
                        at p: UnsafeMutablePointer<UInt8>) {
        // A colour of alpha 0 is 0 at every coverage (premultiplied): no pixel changes.
        guard color.a > 0 else { return }
        if color != self.color { self.color = color; generation &+= 1 }
        let opaque = color.isOpaque, solid = color.word
        var gen = generation, dst = destination
        let lanes = CoverageLanes.ColorLanes(color)
        entries.withUnsafeMutableBufferPointer { table in
            var p = p
            var i = 0
            while i < n {
                if i &+ 8 <= n {
                    // Glyph boxes are mostly empty, a faint shadow's outskirts change nothing:
                    // eight such pixels are skipped with one load; any other eight are blended
                    // in lanes, no look-up (`CoverageLanes`).
                    let k = UnsafeRawPointer(c + i).loadUnaligned(as: UInt64.self)
                    if lanes.changesAny(k) { CoverageLanes.blend8(lanes, coverage: k, at: UnsafeMutableRawPointer(p)) }
                    i &+= 8; p += 32
                    continue
                }
                let k = UInt32(c[i])
                if k == 255 && opaque {
                    UnsafeMutableRawPointer(p).storeBytes(of: solid, as: UInt32.self)
                } else if k != 0 {
                    let w = UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
                    if w != dst { dst = w; gen &+= 1 }
                    let e = table[Int(k)]
                    if e >> 32 == gen {
                        UnsafeMutableRawPointer(p).storeBytes(of: UInt32(truncatingIfNeeded: e), as: UInt32.self)
                    } else {
                        let result = PixelOps.blended(color, coverage: k, over: w)
                        UnsafeMutableRawPointer(p).storeBytes(of: result, as: UInt32.self)
                        table[Int(k)] = gen << 32 | UInt64(result)
                    }
                }
                p += 4; i &+= 1
            }
        }
        generation = gen; destination = dst
    }
}
