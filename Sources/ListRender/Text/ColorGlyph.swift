import CFreeType

/// Colour glyphs of bitmap emoji fonts (CBDT, as Noto Color Emoji): FreeType loads the glyph's
/// BGRA bitmap from the font's strike (FT_LOAD_COLOR), which is scaled here to the text's pixel
/// size by averaging the source area behind each pixel (a box filter), in premultiplied colour.
/// The subpixel phase is ignored: emoji sit on whole pixels.
enum ColorGlyph {
    static func render(_ face: FT_Face, glyph: UInt32, pixelSize: Double) -> GlyphCache.Bitmap? {
        guard pixelSize > 0, let sizes = face.pointee.available_sizes, FT_Select_Size(face, 0) == 0 else { return nil }
        let strike = Double(sizes[0].y_ppem) / 64
        guard strike > 0, FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        let bm = slot.pointee.bitmap
        guard bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bm.buffer else { return nil }
        let sw = Int(bm.width), sh = Int(bm.rows), pitch = Int(bm.pitch)
        guard sw > 0, sh > 0 else { return nil }
        let s = pixelSize / strike
        let dw = max(1, Int((Double(sw) * s).rounded(.up))), dh = max(1, Int((Double(sh) * s).rounded(.up)))
        var out = [UInt8](repeating: 0, count: dw * dh * 4)
        for dy in 0..<dh {
            let y0 = Double(dy) / s, y1 = min(Double(dy + 1) / s, Double(sh))
            for dx in 0..<dw {
                let x0 = Double(dx) / s, x1 = min(Double(dx + 1) / s, Double(sw))
                var acc = (0.0, 0.0, 0.0, 0.0)
                var sy = Int(y0)
                while Double(sy) < y1 {
                    let wy = min(Double(sy + 1), y1) - max(Double(sy), y0)
                    let row = pitch >= 0 ? buffer + sy * pitch : buffer + (sh - 1 - sy) * (-pitch)
                    var sx = Int(x0)
                    while Double(sx) < x1 {
                        let w = wy * (min(Double(sx + 1), x1) - max(Double(sx), x0))
                        let p = row + sx * 4   // B, G, R, A, premultiplied
                        acc.0 += w * Double(p[2]); acc.1 += w * Double(p[1]); acc.2 += w * Double(p[0]); acc.3 += w * Double(p[3])
                        sx += 1
                    }
                    sy += 1
                }
                // Divide by a full pixel's source area: the last row and column are partly empty.
                let area = (1 / s) * (1 / s)
                let i = (dy * dw + dx) * 4
                let a = UInt8(min(255, (acc.3 / area).rounded()))
                out[i + 3] = a
                out[i] = min(a, UInt8(min(255, (acc.0 / area).rounded())))
                out[i + 1] = min(a, UInt8(min(255, (acc.1 / area).rounded())))
                out[i + 2] = min(a, UInt8(min(255, (acc.2 / area).rounded())))
            }
        }
        return GlyphCache.Bitmap(left: Int((Double(slot.pointee.bitmap_left) * s).rounded()),
                                 top: Int((Double(slot.pointee.bitmap_top) * s).rounded()),
                                 width: dw, rows: dh, coverage: [], color: out)
    }
}
