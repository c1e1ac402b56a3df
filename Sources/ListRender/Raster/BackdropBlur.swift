/// `.backdropBlur`: the blur of what was drawn before the item, prepared once per frame like the
/// shadow masks, so bands only copy it.
///
/// A band is drawn from the display list alone, so it cannot read back the content under a bar
/// (rows of it lie in other bands, drawn later or earlier). Instead, before any band, the items
/// before each backdrop are drawn over the rows it needs (its rect plus the blur's reach) into a
/// scratch buffer — the same band drawing, so those rows are the frame's bytes — blurred there,
/// and kept as a patch of the rect's pixels (`BackdropPatch`); every band then copies its rows of
/// the patch in the item's place. The blur is integer box passes, so the bytes are the same on
/// every run and whichever rows a band holds.
enum BackdropBlur {
    /// Sigmas above this (device pixels) are clamped; a bar's material is far below it.
    static let maxSigma = 100.0
    /// Three box passes a direction: close to a Gaussian's shape, and each pass costs two adds a
    /// pixel whatever the radius.
    static let passes = 3

    /// The half-widths of the three box passes for a Gaussian of `sigma` device pixels (empty: no
    /// blur). A box of width w has variance (w² - 1) / 12; one odd width for all passes misses
    /// sigma by up to half a pixel, so, as Kovesi's "Fast almost-Gaussian filtering", the first m
    /// passes take the odd width below the ideal one and the rest the odd width above, m chosen
    /// so the variances sum closest to sigma².
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma >= 0.5 else { return [] }
        let s = min(sigma, maxSigma), n = Double(passes)
        let ideal = (12 * s * s / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let m = Int(((12 * s * s - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
        let below = min(passes, max(0, m))
        return (0..<passes).map { $0 < below ? (lower - 1) / 2 : (lower + 1) / 2 }
    }

    /// How far content outside the rect reaches into it (device pixels): the passes' half-widths summed.
    static func reach(sigma: Double) -> Int { boxRadii(sigma: sigma).reduce(0, +) }

    /// The whole device pixels a backdrop of `r` replaces (its edges rounded to the nearest pixel,
    /// inside a `width` x `height` frame when given); nil when nothing is replaced.
    static func pixelBox(_ r: Rect, scale s: Double, width: Int = .max, height: Int = .max) -> ItemExtent.Box? {
        let d = DeviceRect(r, scale: s)
        guard d.isDrawable else { return nil }
        let x0 = max(0, Int(d.x0.rounded())), y0 = max(0, Int(d.y0.rounded()))
        let x1 = min(width, Int(d.x1.rounded())), y1 = min(height, Int(d.y1.rounded()))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// `box` of `scratch` blurred: `scratch` holds rows `rows` of a frame `frameWidth` wide
    /// (premultiplied RGBA8); the passes run over columns `columns` and all of `rows` (the box
    /// plus the reach, inside the frame), each taking the window's edge pixels beyond its edges.
    /// Where the window was not cut by the frame's edge, a pixel of the box sees only real
    /// content, so the result is the blur of the frame itself.
    static func blur(_ scratch: [UInt8], frameWidth: Int, rows: Range<Int>, columns: Range<Int>,
                     boxRadii radii: [Int], box: ItemExtent.Box) -> BackdropPatch {
        let ww = columns.count, wh = rows.count
        // The window as 32-bit channels, rows of ww * 4.
        var a = [Int32](repeating: 0, count: ww * wh * 4)
        scratch.withUnsafeBufferPointer { s in
            a.withUnsafeMutableBufferPointer { d in
                for y in 0..<wh {
                    let src = s.baseAddress! + (y * frameWidth + columns.lowerBound) * 4, dst = d.baseAddress! + y * ww * 4
                    for i in 0..<ww * 4 { dst[i] = Int32(src[i]) }
                }
            }
        }
        var b = a
        for r in radii where r > 0 { horizontalPass(a, into: &b, width: ww, height: wh, radius: r); swap(&a, &b) }
        for r in radii where r > 0 { verticalPass(a, into: &b, width: ww, height: wh, radius: r); swap(&a, &b) }
        let (bw, bh) = (box.x1 - box.x0, box.y1 - box.y0)
        var out = [UInt8](repeating: 0, count: bw * bh * 4)
        a.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in
                for y in 0..<bh {
                    let src = s.baseAddress! + ((box.y0 + y - rows.lowerBound) * ww + box.x0 - columns.lowerBound) * 4
                    let dst = d.baseAddress! + y * bw * 4
                    for i in 0..<bw * 4 { dst[i] = UInt8(truncatingIfNeeded: src[i]) }
                }
            }
        }
        return BackdropPatch(x0: box.x0, y0: box.y0, width: bw, height: bh, pixels: out)
    }

    /// `round(sum / w)` for the box of width `w` = 2r + 1, half up, by a multiply and a shift:
    /// with m = ceil(2^32 / w) the quotient is exact for every sum a box of bytes can reach
    /// (below 2^32 / w), so a uniform area stays its colour to the byte.
    /// Both factors are 32-bit values widened to 64 (sum + half below 2^16, m below 2^31 as
    /// w >= 3), so the multiply is one 32 x 32 -> 64-bit multiply a lane, not a 64-bit one.
    private struct BoxAverage {
        let half: UInt32, m: UInt32
        init(radius r: Int) {
            let w = UInt64(2 * r + 1)
            half = UInt32(r); m = UInt32(((1 << 32) + w - 1) / w)
        }
        @inline(__always) func callAsFunction(_ sum: Int32) -> Int32 {
            Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sum) &+ half) &* UInt64(m)) >> 32)
        }
        @inline(__always) func callAsFunction(_ sum: SIMD4<Int32>) -> SIMD4<Int32> {
            // Sums are never negative: the bit pattern is the value.
            let n = SIMD4<UInt64>(truncatingIfNeeded: SIMD4<UInt32>(truncatingIfNeeded: sum) &+ half)
            return SIMD4<Int32>(truncatingIfNeeded: (n &* SIMD4<UInt64>(repeating: UInt64(m))) &>> 32)
        }
    }

    /// One box pass along the rows: each pixel the average of the 2r + 1 around it, the row's end
    /// pixels repeated beyond it; a pixel's four channels at once. Each channel gets the same
    /// weights, so a premultiplied colour never exceeds its alpha.
    private static func horizontalPass(_ src: [Int32], into dst: inout [Int32], width n: Int, height: Int, radius r: Int) {
        guard n > 0 else { return }
        let average = BoxAverage(radius: r)
        src.withUnsafeBytes { s in
            dst.withUnsafeMutableBytes { d in
                let s = s.baseAddress!, d = d.baseAddress!
                let pixel = MemoryLayout<SIMD4<Int32>>.size
                for y in 0..<height {
                    let p = s + y * n * pixel, q = d + y * n * pixel
                    @inline(__always) func at(_ x: Int) -> SIMD4<Int32> { p.loadUnaligned(fromByteOffset: x * pixel, as: SIMD4<Int32>.self) }
                    var sum = SIMD4<Int32>(repeating: 0)
                    for j in -r...r { sum &+= at(min(max(j, 0), n - 1)) }
                    for x in 0..<n {
                        q.storeBytes(of: average(sum), toByteOffset: x * pixel, as: SIMD4<Int32>.self)
                        sum &+= at(min(x + r + 1, n - 1)) &- at(max(x - r, 0))
                    }
                }
            }
        }
    }

    /// One box pass down the columns, a row at a time (a running row of sums, read and written
    /// in order), the top and bottom rows repeated beyond the window.
    private static func verticalPass(_ src: [Int32], into dst: inout [Int32], width: Int, height n: Int, radius r: Int) {
        guard n > 0 else { return }
        let average = BoxAverage(radius: r), len = width * 4
        var acc = [Int32](repeating: 0, count: len)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                acc.withUnsafeMutableBufferPointer { acc in
                    let s = s.baseAddress!, d = d.baseAddress!, acc = acc.baseAddress!
                    for j in -r...r {
                        let row = s + min(max(j, 0), n - 1) * len
                        for i in 0..<len { acc[i] &+= row[i] }
                    }
                    for y in 0..<n {
                        let out = d + y * len
                        let enter = s + min(y + r + 1, n - 1) * len, leave = s + max(y - r, 0) * len
                        for i in 0..<len {
                            out[i] = average(acc[i])
                            acc[i] &+= enter[i] &- leave[i]
                        }
                    }
                }
            }
        }
    }

    /// The patch of every `.backdropBlur` in `list`, by item index: the items before it drawn
    /// (with the patches of earlier backdrops, so a tab bar's blur sees the nav bar's) over the
    /// rows it needs, and blurred.
    static func patches(_ list: DisplayList, scale: Double, width: Int, height: Int, text: TextPainter,
                        caches: FrameCaches) -> [Int: BackdropPatch] {
        var made: [Int: BackdropPatch] = [:]
        for (i, item) in list.items.enumerated() {
            guard case let .backdropBlur(rect, radius) = item,
                  let box = pixelBox(rect, scale: scale, width: width, height: height) else { continue }
            let radii = boxRadii(sigma: radius * scale), k = radii.reduce(0, +)
            let rows = max(0, box.y0 - k)..<min(height, box.y1 + k)
            let columns = max(0, box.x0 - k)..<min(width, box.x1 + k)
            var before = list
            before.items = Array(list.items[..<i])
            var scratch = [UInt8](repeating: 0, count: width * rows.count * 4)
            scratch.withUnsafeMutableBufferPointer { buf in
                let bands = FrameBands(before, scale: scale, width: width, height: height, band: buf.baseAddress!,
                                       text: text, caches: caches, backdrops: made)
                bands.drawRows(rows, over: buf.baseAddress!)
            }
            made[i] = blur(scratch, frameWidth: width, rows: rows, columns: columns, boxRadii: radii, box: box)
        }
        return made
    }
}

/// A backdrop's blurred pixels (premultiplied RGBA8, rows of `width * 4`), placed at (x0, y0).
struct BackdropPatch {
    let x0: Int, y0: Int, width: Int, height: Int
    let pixels: [UInt8]
}

extension PixelTarget {
    /// Puts `patch` in place of the pixels under it, inside the clip; a pixel cut by a fractional
    /// clip edge gets the patch in proportion to the part inside.
    func replace(with patch: BackdropPatch) {
        let (x0, x1) = columns(patch.x0, patch.x0 + patch.width)
        let (y0, y1) = rows(patch.y0, patch.y0 + patch.height)
        guard x0 < x1, y0 < y1 else { return }
        patch.pixels.withUnsafeBufferPointer { src in
            for y in y0..<y1 {
                let s = src.baseAddress! + ((y - patch.y0) * patch.width + x0 - patch.x0) * 4
                let d = pointer(x: x0, y: y)
                if clipAligned {
                    d.update(from: s, count: (x1 - x0) * 4)
                    continue
                }
                for x in 0..<(x1 - x0) {
                    let f = factor(x: x0 + x, y: y)
                    for c in 0..<4 {
                        let o = x * 4 + c
                        d[o] = UInt8(div255(UInt32(s[o]) * f + UInt32(d[o]) * (255 - f)))
                    }
                }
            }
        }
    }
}
