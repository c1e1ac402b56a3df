/// A layer's pixels source-over the surface under it at one opacity, eight pixels at a time in
/// 16-bit lanes (`CoverageLanes`' layout: even bytes, odd bytes). A layer under a fading
/// indicator holds a blurred shadow, whose every pixel is a different word: blended one by one
/// those were a tenth of the scrub nub's frame (docs/benchmarks.md).
///
/// Per channel, as `PixelOps.blended(source, coverage: opacity, over:)`: `s = div255(c * k)`
/// (the word itself at k = 255, which `div255(c * 255)` is), then `div255(d * (255 - s.a)) + s`;
/// the scalar's shortcuts (s.a = 255 gives s, s = 0 gives d) are this formula's own values. A
/// layer's words are premultiplied (every channel at most its alpha), so no sum passes 255.
enum CompositeLanes {
    typealias Lanes = CoverageLanes.Lanes

    /// Composites `count` source words at `source` at `opacity` (1...255) over the words at
    /// `destination`, eight at a time: skipped where all eight are 0 (a layer's empty stretches);
    /// where all eight source words are one word and all eight under them another (a lifted
    /// row's flat inside over a flat row), blended once and that result stored, or the last such
    /// eight's result taken when the pair is the same; in lanes elsewhere. The last few alone.
    static func compositeRow(_ source: UnsafeRawPointer, count n: Int, opacity: UInt32,
                             over destination: UnsafeMutableRawPointer) {
        var flatSource = SIMD8<UInt32>(), flatUnder = SIMD8<UInt32>(), flatResult = SIMD8<UInt32>()
        var i = 0
        while i &+ 8 <= n {
            let from = source + i &* 4, at = destination + i &* 4
            i &+= 8
            let s = from.loadUnaligned(as: SIMD8<UInt32>.self)
            // `any(.!=)`, not `!=`: Equatable's == on SIMD8 compiles to a loop through the stack.
            guard any(s .!= SIMD8<UInt32>()) else { continue }
            let d = at.loadUnaligned(as: SIMD8<UInt32>.self)
            if !any(s .!= flatSource) && !any(d .!= flatUnder) {
                at.storeBytes(of: flatResult, as: SIMD8<UInt32>.self)
            } else if let sw = CoverageLanes.uniformWord(from), let dw = CoverageLanes.uniformWord(UnsafeRawPointer(at)) {
                flatSource = s; flatUnder = d
                flatResult = SIMD8(repeating: PixelOps.blended(PremulColor(word: sw), coverage: opacity, over: dw))
                at.storeBytes(of: flatResult, as: SIMD8<UInt32>.self)
            } else {
                composite8(s, opacity: opacity, at: at)
            }
        }
        while i < n {
            let sw = source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            if sw != 0 {
                let at = destination + i &* 4
                at.storeBytes(of: PixelOps.blended(PremulColor(word: sw), coverage: opacity,
                                                   over: at.loadUnaligned(as: UInt32.self)), as: UInt32.self)
            }
            i &+= 1
        }
    }

    /// The eight source words `s` at `opacity` over the eight pixels at `p`.
    @inline(__always)
    static func composite8(_ s: SIMD8<UInt32>, opacity k: UInt32, at p: UnsafeMutableRawPointer) {
        let words = unsafeBitCast(s, to: Lanes.self)
        var sourceEven = words & Lanes(repeating: 0x00FF), sourceOdd = words &>> Lanes(repeating: 8)
        if k != 255 {
            let kk = Lanes(repeating: UInt16(truncatingIfNeeded: k))
            sourceEven = CoverageLanes.div255(sourceEven &* kk)
            sourceOdd = CoverageLanes.div255(sourceOdd &* kk)
        }
        CoverageLanes.sourceOver(even: sourceEven, odd: sourceOdd, at: p)
    }
}
