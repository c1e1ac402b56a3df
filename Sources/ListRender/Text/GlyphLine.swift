/// A string mapped to glyphs and pen positions in font units: the only "shaping" we do
/// (one glyph per Unicode scalar, plus pair kerning from GPOS or `kern`; no ligatures, no marks).
struct GlyphLine {
    struct Placed {
        let glyph: UInt32
        /// Pen position of this glyph's origin, font units from the line's start.
        let x: Int64
    }

    let characters: [Character]
    let glyphs: [Placed]
    /// Total advance in font units.
    let advance: Int64
    /// `charEnd[i]`: pen position after the last glyph of characters 0...i (no trailing kerning).
    private let charEnd: [Int64]
    /// `charLastGlyph[i]`: the last glyph among characters 0...i, if any.
    private let charLastGlyph: [UInt32?]

    init(_ string: String, metrics m: FaceMetrics) {
        let chars = Array(string)
        var placed: [Placed] = []
        placed.reserveCapacity(chars.count)
        var ends: [Int64] = []
        ends.reserveCapacity(chars.count)
        var lasts: [UInt32?] = []
        lasts.reserveCapacity(chars.count)
        var pen: Int64 = 0
        var prev: UInt32?
        for ch in chars {
            for scalar in ch.unicodeScalars {
                guard let g = GlyphLine.glyph(for: scalar, metrics: m) else { continue }
                if let p = prev { pen += Int64(m.kern(p, g)) }
                placed.append(Placed(glyph: g, x: pen))
                pen += Int64(m.advance(g))
                prev = g
            }
            ends.append(pen)
            lasts.append(prev)
        }
        self.characters = chars
        self.glyphs = placed
        self.advance = pen
        self.charEnd = ends
        self.charLastGlyph = lasts
    }

    /// The glyph for a scalar: its cmap entry; nothing for invisible controls, marks and format
    /// characters the font lacks (we cannot position marks without GPOS); .notdef (glyph 0, a box)
    /// for any other missing character, so missing text is visible rather than silently dropped.
    static func glyph(for scalar: Unicode.Scalar, metrics m: FaceMetrics) -> UInt32? {
        if let g = m.cmap[scalar.value] { return g }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .lineSeparator,
             .paragraphSeparator, .surrogate:
            return nil
        default:
            return 0
        }
    }

    /// Pen position after the first `n` characters.
    func advance(ofFirst n: Int) -> Int64 { n <= 0 ? 0 : charEnd[min(n, charEnd.count) - 1] }

    /// The last glyph of the first `n` characters, if any.
    func lastGlyph(ofFirst n: Int) -> UInt32? { n <= 0 ? nil : charLastGlyph[min(n, charLastGlyph.count) - 1] }
}
