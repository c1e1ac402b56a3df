extension Canvas {
    /// Draws `image` (straight alpha) with its top-left corner at pixel (`x`, `y`), source-over,
    /// clipped to the canvas, with the rasterizer's source-over (`PixelOps.blend`), so the canvas
    /// stays premultiplied.
    mutating func blit(_ image: RGBAImage, x: Int, y: Int) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + image.width), y1 = min(height, y + image.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width, iw = image.width
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                guard let s0 = src.baseAddress, let d0 = dst.baseAddress else { return }
                for py in y0..<y1 {
                    var s = s0 + ((py - y) * iw + (x0 - x)) * 4
                    var d = d0 + (py * w + x0) * 4
                    for _ in x0..<x1 {
                        // Premultiplied (rounded to nearest), then the rasterizer's own source-over.
                        PixelOps.blend(PremulColor(Color(r: s[0], g: s[1], b: s[2], a: s[3])), at: d)
                        s += 4; d += 4
                    }
                }
            }
        }
    }
}
