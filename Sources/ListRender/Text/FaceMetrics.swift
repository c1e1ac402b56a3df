import CFreeType

/// Everything layout needs from one face, copied out of FreeType once, in font units, so that
/// measuring is plain Swift (thread-safe, no FreeType handle) and widths scale exactly with size.
struct FaceMetrics: Sendable {
    let unitsPerEm: Int32
    /// Above the baseline (positive) and below it (negative), from the hhea table.
    let ascender: Int32
    let descender: Int32
    /// The top of "H" (its outline's yMax).
    let capHeight: Int32
    /// Unicode scalar -> glyph id, read from the font's bytes.
    let cmap: CMap
    /// Unhinted advance of each glyph id.
    let advances: [Int32]
    /// The widest of them.
    let maxAdvance: Int32
    /// Pair kerning from the `kern` table via FT_Get_Kerning: key `left << 32 | right`. Inter
    /// ships its kerning in GPOS only (no `kern` table), so FT_Get_Kerning gives zeros and this
    /// is empty for the bundled fonts; `gpos` carries Inter's kerning instead (no HarfBuzz).
    let kerning: [UInt64: Int32]
    let hasKernTable: Bool
    /// Pair kerning from GPOS `kern` (used when present, else `kerning`).
    let gpos: GPOSKerning
    /// The size this face is drawn and measured at per point of text size asked for: 1 for a
    /// scenario's own font, `BundledFont.sizeScale` for the bundled Inter (set by
    /// `TextMeasurer`), so widths, drawing and cap height all follow one size.
    var sizeScale: Double = 1
    /// Which of SF Pro's tracking tables is added after every glyph (set by `TextMeasurer`): SF
    /// Pro Text's for the bundled Inter's regular and semibold faces (`BundledFont.tracking`), SF
    /// Pro Display's for its display face, the large titles' (`BundledFont.displayTracking`); a
    /// scenario's own face is set as its advances say.
    var sfTracking: SFTracking = .none

    enum SFTracking: Sendable { case none, text, display }

    /// Font units added after every glyph of a line at `size` points.
    func trackingUnits(size: Double) -> Int64 {
        guard sfTracking != .none, size.isFinite, size > 0, sizeScale > 0 else { return 0 }
        let points = sfTracking == .text ? BundledFont.tracking(size: size) : BundledFont.displayTracking(size: size)
        return Int64((points / (size * sizeScale) * Double(unitsPerEm)).rounded())
    }

    init(face: FT_Face, font: FontBytes) {
        gpos = GPOSKerning(font)
        let rec = face.pointee
        // A bitmap-only face (colour emoji) reports no em: its strike's pixels are its units.
        let strikePixels = rec.num_fixed_sizes > 0 ? rec.available_sizes.map { Int32($0[0].y_ppem / 64) } ?? 0 : 0
        unitsPerEm = rec.units_per_EM > 0 ? Int32(rec.units_per_EM) : max(1, strikePixels)
        ascender = Int32(rec.ascender)
        descender = Int32(rec.descender)

        let cmap = CMap(face: face, font: font)
        self.cmap = cmap

        let n = Int(rec.num_glyphs)
        var advances = [Int32](repeating: 0, count: n)
        // Unscaled advances in font units, read from hmtx without loading each outline (what the
        // slot's advance of FT_Load_Glyph with FT_LOAD_NO_SCALE is); glyph by glyph if that fails.
        var fixed = [FT_Fixed](repeating: 0, count: n)
        if n > 0, FT_Get_Advances(face, 0, FT_UInt(n), FT_Int32(FT_LOAD_NO_SCALE), &fixed) == 0 {
            for g in 0..<n { advances[g] = Int32(truncatingIfNeeded: fixed[g]) }
        } else {
            for g in 0..<n where FT_Load_Glyph(face, FT_UInt(g), FT_Int32(FT_LOAD_NO_SCALE)) == 0 {
                if let slot = rec.glyph { advances[g] = Int32(truncatingIfNeeded: slot.pointee.advance.x) }
            }
        }
        // Colour bitmap fonts (emoji) have no outlines to load unscaled: take each advance from
        // the bitmap strike, in pixels, back to font units.
        if rec.units_per_EM == 0, rec.num_fixed_sizes > 0, let sizes = rec.available_sizes,
           FT_Select_Size(face, 0) == 0 {
            let strike = Int64(sizes[0].y_ppem)   // 26.6 pixels
            let units = Int64(unitsPerEm)
            if strike > 0 {
                for g in 0..<n { advances[g] = 0 }
                // Metrics only: the advance comes from the strike's glyph metrics, the PNG stays undecoded.
                let flags = FT_Int32(FT_LOAD_COLOR) | FT_Int32(FT_LOAD_BITMAP_METRICS_ONLY)
                for g in 0..<n where FT_Load_Glyph(face, FT_UInt(g), flags) == 0 {
                    if let slot = rec.glyph {
                        advances[g] = Int32(truncatingIfNeeded: (Int64(slot.pointee.advance.x) * units + strike / 2) / strike)
                    }
                }
            }
        }
        self.advances = advances
        maxAdvance = advances.max() ?? unitsPerEm

        var cap: Int32 = 0
        if let h = cmap[UInt32(UInt8(ascii: "H"))],
           FT_Load_Glyph(face, h, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = rec.glyph {
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            cap = Int32(box.yMax)
        }
        capHeight = cap > 0 ? cap : Int32(Double(rec.units_per_EM) * 0.7)

        hasKernTable = (rec.face_flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0
        var kerning: [UInt64: Int32] = [:]
        if hasKernTable {
            // Pairs among printable Latin-1 only: a full table would be glyphs squared.
            let glyphs = (UInt32(0x20)...UInt32(0xFF)).compactMap { cmap[$0] }
            for l in glyphs {
                for r in glyphs {
                    var v = FT_Vector()
                    if FT_Get_Kerning(face, l, r, FT_UInt(FT_KERNING_UNSCALED.rawValue), &v) == 0, v.x != 0 {
                        kerning[UInt64(l) << 32 | UInt64(r)] = Int32(truncatingIfNeeded: v.x)
                    }
                }
            }
        }
        self.kerning = kerning
    }

    @inline(__always)
    func kern(_ left: UInt32, _ right: UInt32) -> Int32 {
        if !gpos.isEmpty { return gpos.kern(left, right) }
        return kerning.isEmpty ? 0 : kerning[UInt64(left) << 32 | UInt64(right)] ?? 0
    }

    @inline(__always)
    func advance(_ glyph: UInt32) -> Int32 {
        Int(glyph) < advances.count ? advances[Int(glyph)] : 0
    }
}
