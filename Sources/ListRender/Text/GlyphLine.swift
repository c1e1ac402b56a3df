/// A string mapped to glyphs and pen positions in the primary face's font units: the only
/// "shaping" we do (one glyph per Unicode scalar, plus pair kerning from GPOS or `kern`; no
/// ligatures, no marks). A scalar the primary face lacks is taken from the first fallback face
/// that has it (its advance scaled to the primary face's units); one no face has is the primary
/// face's .notdef box, and is listed in `missing`.
struct GlyphLine {
    struct Placed {
        let glyph: UInt32
        /// The face number (`FontStack`) the glyph is from.
        let face: Int
        /// Pen position of this glyph's origin, primary font units from the line's start.
        let x: Int64
    }

    let characters: [Character]
    let glyphs: [Placed]
    /// Total advance in primary font units.
    let advance: Int64
    /// Scalars no face has, in order of appearance (drawn as .notdef).
    let missing: [Unicode.Scalar]
    /// `charEnd[i]`: pen position after the last glyph of characters 0...i (no trailing kerning).
    private let charEnd: [Int64]
    /// `charLastGlyph[i]`: the last glyph among characters 0...i, if any.
    private let charLastGlyph: [Placed?]

    /// Set in the bundled or scenario faces of one weight (`stack.first` is the primary face),
    /// `tracking` primary font units added after every glyph.
    init(_ string: String, stack: [(face: Int, metrics: FaceMetrics)], tracking: Int64 = 0) {
        let chars = Array(string)
        var placed: [Placed] = []
        placed.reserveCapacity(chars.count)
        var ends: [Int64] = []
        ends.reserveCapacity(chars.count)
        var lasts: [Placed?] = []
        lasts.reserveCapacity(chars.count)
        var missing: [Unicode.Scalar] = []
        let primary = stack[0].metrics
        let upem = Int64(primary.unitsPerEm)
        var pen: Int64 = 0
        var prev: Placed?
        // With the emoji presentation selector (U+FE0F, as in "❤️"), the colour emoji face is
        // asked first, as iOS does, even when the text face has a plain glyph for the character.
        let emojiFirstOrder = stack.indices.sorted { (stack[$0].face == FontStack.emoji ? 0 : 1, $0) < (stack[$1].face == FontStack.emoji ? 0 : 1, $1) }
        for ch in chars {
            let order = ch.unicodeScalars.contains("\u{FE0F}") ? emojiFirstOrder : Array(stack.indices)
            for scalar in ch.unicodeScalars {
                var found: (Int, UInt32)?
                for i in order {
                    if let g = stack[i].metrics.cmap[scalar.value] { found = (i, g); break }
                }
                if found == nil {
                    guard let g = GlyphLine.notdef(for: scalar) else { continue }
                    missing.append(scalar)
                    found = (0, g)
                }
                guard let (i, g) = found else { continue }
                let m = stack[i].metrics
                let faceUpem = max(1, Int64(m.unitsPerEm))
                // Kerning only within one face.
                if let p = prev, p.face == stack[i].face { pen += Int64(m.kern(p.glyph, g)) * upem / faceUpem }
                let here = Placed(glyph: g, face: stack[i].face, x: pen)
                placed.append(here)
                let adv = Int64(m.advance(g))
                pen += (faceUpem == upem ? adv : (adv * upem + faceUpem / 2) / faceUpem) + tracking
                prev = here
            }
            ends.append(pen)
            lasts.append(prev)
        }
        self.characters = chars
        self.glyphs = placed
        self.advance = pen
        self.missing = missing
        self.charEnd = ends
        self.charLastGlyph = lasts
    }

    /// Set in one face alone.
    init(_ string: String, metrics m: FaceMetrics, tracking: Int64 = 0) {
        self.init(string, stack: [(0, m)], tracking: tracking)
    }

    /// For a scalar no face has: nothing for invisible controls, marks and format characters
    /// (we cannot position marks without GPOS); .notdef (glyph 0, a box) for any other, so
    /// missing text is visible rather than silently dropped.
    static func notdef(for scalar: Unicode.Scalar) -> UInt32? {
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
    func lastGlyph(ofFirst n: Int) -> Placed? { n <= 0 ? nil : charLastGlyph[min(n, charLastGlyph.count) - 1] }
}
