extension Canvas {
    /// Draws `image` (straight alpha) with its top-left corner at pixel (`x`, `y`), source-over,
    /// clipped to the canvas. Opaque pixels are copied; others are premultiplied (rounded to
    /// nearest) and composited, so the canvas stays premultiplied.
    mutating func blit(_ image: RGBAImage, x: Int, y: Int) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + image.width), y1 = min(height, y + image.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width, iw = image.width
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for py in y0..<y1 {
                    var s = ((py - y) * iw + (x0 - x)) * 4
                    var d = (py * w + x0) * 4
                    for _ in x0..<x1 {
                        let a = UInt32(src[s + 3])
                        if a == 255 {
                            dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = 255
                        } else if a != 0 {
                            let inv = 255 - a
                            for k in 0..<3 {
                                let c = (UInt32(src[s + k]) * a + 127) / 255
                                dst[d + k] = UInt8(c + (UInt32(dst[d + k]) * inv + 127) / 255)
                            }
                            dst[d + 3] = UInt8(a + (UInt32(dst[d + 3]) * inv + 127) / 255)
                        }
                        s += 4; d += 4
                    }
                }
            }
        }
    }
}
