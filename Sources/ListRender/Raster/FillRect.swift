/// `.fill` and `.hairline`: axis-aligned rectangles with exact analytic coverage.
///
/// A pixel's coverage is (horizontal overlap) x (vertical overlap), so an edge at x = 10.5 gives
/// pixel 10 exactly half (byte 128). Rows are drawn as a left edge pixel, an interior span of
/// constant coverage (a word store when opaque) and a right edge pixel.
extension PixelTarget {
    func fillRect(_ r: DeviceRect, color: PremulColor) {
        guard r.isDrawable, color.a > 0 else { return }
        let (y0, y1) = rows(r.py0, r.py1)
        let (x0, x1) = columns(r.px0, r.px1)
        guard y0 < y1, x0 < x1 else { return }
        if color.isOpaque && r.isPixelAligned && clipAligned {
            fillOpaqueAlignedRect(x0: x0, y0: y0, x1: x1, y1: y1, color: color)
            return
        }
        // Interior columns: fully covered horizontally.
        let ix0 = Int(r.x0.rounded(.up)), ix1 = Int(r.x1.rounded(.down))
        for y in y0..<y1 {
            let cy = pixelOverlap(y, r.y0, r.y1)
            if ix0 < ix1 {
                fillSpan(y: y, x0: ix0, x1: ix1, coverage: coverageByte(cy), color: color)
                if r.px0 < ix0 {
                    blendPixel(x: r.px0, y: y, coverage: coverageByte(cy * pixelOverlap(r.px0, r.x0, r.x1)), color: color)
                }
                if ix1 < r.px1 {
                    blendPixel(x: ix1, y: y, coverage: coverageByte(cy * pixelOverlap(ix1, r.x0, r.x1)), color: color)
                }
            } else {
                // Narrower than a pixel's interior: every touched pixel is an edge pixel.
                for x in x0..<x1 {
                    blendPixel(x: x, y: y, coverage: coverageByte(cy * pixelOverlap(x, r.x0, r.x1)), color: color)
                }
            }
        }
    }

    /// The fast path: opaque colour, edges on the pixel grid, clip on the grid. Each row is one
    /// repeated 32-bit store; no coverage, no blending. Rows as wide as the surface lie end to
    /// end in memory: they are one store (a cell's background is a band's rows, one call, not 32).
    func fillOpaqueAlignedRect(x0: Int, y0: Int, x1: Int, y1: Int, color: PremulColor) {
        let word = color.word
        let n = x1 - x0
        if x0 == originX && n == width {
            PixelOps.storeWords(word, at: pointer(x: x0, y: y0), count: n * (y1 - y0))
            return
        }
        for y in y0..<y1 { PixelOps.storeWords(word, at: pointer(x: x0, y: y), count: n) }
    }

    /// UIKit's hairline: one device row whose top is `y` snapped down, from x to x + width with
    /// anti-aliased ends.
    func hairline(x: Double, y: Double, width: Double, scale: Double, color: PremulColor) {
        let top = (y * scale).gridSnapped.rounded(.down)
        guard top.isFinite else { return }
        fillRect(DeviceRect(x0: x * scale, y0: top, x1: (x + width) * scale, y1: top + 1), color: color)
    }
}
