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
        for y in 0..<wh {
            let src = (y * frameWidth + columns.lowerBound) * 4
            for i in 0..<ww * 4 { a[y * ww * 4 + i] = Int32(scratch[src + i]) }
        }
        var b = a
        for r in radii where r > 0 {
            boxPass(a, into: &b, count: ww, stride: 4, lines: wh, lineStride: ww * 4, radius: r); swap(&a, &b)
        }
        for r in radii where r > 0 {
            boxPass(a, into: &b, count: wh, stride: ww * 4, lines: ww * 4, lineStride: 1, radius: r, channels: 1); swap(&a, &b)
        }
        let (bw, bh) = (box.x1 - box.x0, box.y1 - box.y0)
        var out = [UInt8](repeating: 0, count: bw * bh * 4)
        for y in 0..<bh {
            let src = ((box.y0 + y - rows.lowerBound) * ww + box.x0 - columns.lowerBound) * 4
            for i in 0..<bw * 4 { out[y * bw * 4 + i] = UInt8(truncatingIfNeeded: a[src + i]) }
        }
        return BackdropPatch(x0: box.x0, y0: box.y0, width: bw, height: bh, pixels: out)
    }

    /// One box pass along `lines` lines of `count` samples: sample j of line l is at
    /// `l * lineStride + j * stride + c` for each of `channels` channels. The average of the
    /// 2r + 1 samples around each, the line's end samples repeated beyond it, rounded half up
    /// (so a premultiplied colour never exceeds its alpha: each channel gets the same weights).
    private static func boxPass(_ src: [Int32], into dst: inout [Int32], count n: Int, stride: Int, lines: Int,
                                lineStride: Int, radius r: Int, channels: Int = 4) {
        guard n > 0 else { return }
        let w = Int32(2 * r + 1), half = Int32(r)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for l in 0..<lines {
                    for c in 0..<channels {
                        let base = l * lineStride + c
                        @inline(__always) func at(_ j: Int) -> Int32 { s[base + min(max(j, 0), n - 1) * stride] }
                        var sum: Int32 = 0
                        for j in -r...r { sum += at(j) }
                        for j in 0..<n {
                            d[base + j * stride] = (sum + half) / w
                            sum += at(j + r + 1) - at(j - r)
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
