/// A view of the surface being drawn into (the canvas or a layer), with the clip, in device pixels.
///
/// Primitives visit only pixels in `[cx0, cx1) x [cy0, cy1)` (the clip's whole-pixel bounds,
/// already inside the surface) and hand coverage to `fillSpan` / `blendPixel` / `blendRow`, which
/// apply the clip's fractional edges and blend. Bounds are checked once per span, not per pixel.
struct PixelTarget {
    let base: UnsafeMutablePointer<UInt8>
    /// Where the surface sits on the canvas, and its size.
    let originX: Int, originY: Int, width: Int, height: Int
    /// The clip's whole-pixel bounds, inside the surface (absolute device pixels).
    let cx0: Int, cy0: Int, cx1: Int, cy1: Int
    /// Coverage bytes of the clip's edge columns and rows (255 when on the pixel grid).
    var edgeLeft: UInt32, edgeRight: UInt32, edgeTop: UInt32, edgeBottom: UInt32
    /// True when every clip edge is on the grid, so no coverage needs scaling.
    let clipAligned: Bool

    init(base: UnsafeMutablePointer<UInt8>, originX: Int, originY: Int, width: Int, height: Int, clip: DeviceClip) {
        self.base = base
        self.originX = originX; self.originY = originY; self.width = width; self.height = height
        cx0 = max(clip.ix0, originX); cy0 = max(clip.iy0, originY)
        cx1 = min(clip.ix1, originX + width); cy1 = min(clip.iy1, originY + height)
        // An edge outside the surface cuts nothing that is drawn here.
        edgeLeft = clip.ix0 >= originX ? clip.edgeLeft : 255
        edgeRight = clip.ix1 <= originX + width ? clip.edgeRight : 255
        edgeTop = clip.iy0 >= originY ? clip.edgeTop : 255
        edgeBottom = clip.iy1 <= originY + height ? clip.edgeBottom : 255
        // A clip narrower than one pixel: its left (top) byte already holds the whole fraction.
        if clip.ix1 - clip.ix0 == 1 { edgeRight = 255 }
        if clip.iy1 - clip.iy0 == 1 { edgeBottom = 255 }
        clipAligned = edgeLeft == 255 && edgeRight == 255 && edgeTop == 255 && edgeBottom == 255
    }

    var isEmpty: Bool { cx1 <= cx0 || cy1 <= cy0 }

    /// Clamps a column range to the clip.
    @inline(__always) func columns(_ x0: Int, _ x1: Int) -> (Int, Int) { (max(x0, cx0), min(x1, cx1)) }
    /// Clamps a row range to the clip.
    @inline(__always) func rows(_ y0: Int, _ y1: Int) -> (Int, Int) { (max(y0, cy0), min(y1, cy1)) }

    @inline(__always) func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        base + ((y - originY) * width + (x - originX)) * 4
    }

    /// The clip's coverage factor for a whole row.
    @inline(__always) func rowFactor(_ y: Int) -> UInt32 {
        var f: UInt32 = 255
        if y == cy0 && edgeTop != 255 { f = edgeTop }
        if y == cy1 - 1 && edgeBottom != 255 { f = div255(f * edgeBottom) }
        return f
    }

    /// The clip's coverage factor for a pixel (row and column edges).
    @inline(__always) func factor(x: Int, y: Int) -> UInt32 {
        var f = rowFactor(y)
        if x == cx0 && edgeLeft != 255 { f = div255(f * edgeLeft) }
        if x == cx1 - 1 && edgeRight != 255 { f = div255(f * edgeRight) }
        return f
    }

    /// Blends `color` at coverage `k` over columns [x0, x1) of row y (clamped to the clip).
    /// Opaque colour at full coverage is a plain word store (the span fast path).
    func fillSpan(y: Int, x0: Int, x1: Int, coverage k: UInt32, color: PremulColor) {
        guard y >= cy0, y < cy1, k > 0 else { return }
        var (a, b) = columns(x0, x1)
        guard a < b else { return }
        let rowK = clipAligned ? k : div255(k * rowFactor(y))
        // Partial clip columns take the slow per-pixel path; the rest is a constant span.
        if a == cx0 && edgeLeft != 255 {
            blendPixel(x: a, y: y, coverage: k, color: color); a += 1
        }
        if b == cx1 && edgeRight != 255 && b > a {
            blendPixel(x: b - 1, y: y, coverage: k, color: color); b -= 1
        }
        guard a < b else { return }
        let s = color.scaled(by: rowK)
        let p = pointer(x: a, y: y)
        let n = b - a
        if s.a == 255 {
            let word = s.word
            PixelOps.storeWords(word, at: p, count: n)
            return
        }
        // A wide translucent span (a glass bar's fill) mostly lies over runs of one value, blended
        // once per eight equal pixels, and over text and pictures elsewhere, blended eight at a
        // time in lanes: `s` at coverage 255 is `s` itself, so the same bytes as blending each
        // pixel. A narrow one (a scroll indicator's row, 9 px at 3x, 1,800 rows a frame) is
        // blended once per run of equal pixels, without the lanes' setup.
        if n >= 16 {
            CoverageLanes.blendSpan(s, coverage: 255, count: n, at: p)
        } else {
            Self.blendRuns(s, count: n, at: p)
        }
    }

    /// `s` source-over `n` pixels at `p`, blended once per run of equal pixels.
    private static func blendRuns(_ s: PremulColor, count n: Int, at p: UnsafeMutablePointer<UInt8>) {
        var q = UnsafeMutableRawPointer(p)
        var before: UInt32 = 0, after: UInt32 = 0, known = false
        for _ in 0..<n {
            let w = q.loadUnaligned(as: UInt32.self)
            if !known || w != before {
                before = w; after = PixelOps.blended(s, over: w); known = true
            }
            q.storeBytes(of: after, as: UInt32.self)
            q += 4
        }
    }

    /// Blends one pixel at coverage `k` (ignored outside the clip).
    @inline(__always)
    func blendPixel(x: Int, y: Int, coverage k: UInt32, color: PremulColor) {
        guard k > 0, x >= cx0, x < cx1, y >= cy0, y < cy1 else { return }
        let kk = clipAligned ? k : div255(k * factor(x: x, y: y))
        PixelOps.blend(color.scaled(by: kk), at: pointer(x: x, y: y))
    }

    /// Blends a row of coverage bytes: `coverage[i]` belongs to column `x0 + i` of row y.
    func blendRow(y: Int, x0: Int, coverage: UnsafePointer<UInt8>, count: Int, color: PremulColor) {
        guard y >= cy0, y < cy1 else { return }
        let (a, b) = columns(x0, x0 + count)
        guard a < b else { return }
        if !clipAligned {
            for x in a..<b { blendPixel(x: x, y: y, coverage: UInt32(coverage[x - x0]), color: color) }
            return
        }
        CoverageLanes.blendRow(color, coverage: coverage + (a - x0), count: b - a, at: pointer(x: a, y: y))
    }
}
