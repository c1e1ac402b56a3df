/// Text measurement for Paint and Raster: unhinted widths, tail truncation and vertical metrics,
/// in points. Pure Swift over metrics copied out of FreeType once, so it is thread-safe and
/// `TextMeasurer.shared` can be used from any stage and any thread.
final class TextMeasurer: Sendable {
    /// The bundled Inter faces' metrics (loaded on first use).
    static let shared = TextMeasurer()

    let regular: FaceMetrics
    let semibold: FaceMetrics

    /// The tail-truncation mark, U+2026.
    static let ellipsis = "\u{2026}"

    init() {
        let faces = FreeTypeFaces()
        regular = FaceMetrics(face: faces.face(.regular), fontBytes: BundledFont.bytes(.regular))
        semibold = FaceMetrics(face: faces.face(.semibold), fontBytes: BundledFont.bytes(.semibold))
    }

    func metrics(_ weight: FontWeight) -> FaceMetrics {
        weight == .regular ? regular : semibold
    }

    /// The advance width of `string` in points: unhinted advances plus kerning, scaled linearly
    /// with `size`, so twice the size is exactly twice the width.
    func width(of string: String, weight: FontWeight, size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let m = metrics(weight)
        let line = GlyphLine(string, metrics: m)
        return Double(line.advance) * size / Double(m.unitsPerEm)
    }

    /// `string` if it fits in `maxWidth` points; otherwise the longest prefix of whole characters
    /// (trailing spaces dropped) followed by "…" that fits, or "" when not even "…" fits.
    func truncated(_ string: String, weight: FontWeight, size: Double, maxWidth: Double) -> String {
        guard size.isFinite, size > 0 else { return string }
        let m = metrics(weight)
        let line = GlyphLine(string, metrics: m)
        let scale = size / Double(m.unitsPerEm)
        // Half a thousandth of a point of slack absorbs rounding in the caller's arithmetic.
        let limit = maxWidth + 0.0005
        if Double(line.advance) * scale <= limit { return string }
        let ell = GlyphLine(TextMeasurer.ellipsis, metrics: m)
        let ellGlyph = ell.glyphs.first?.glyph
        let chars = line.characters
        var n = chars.count
        while n > 0 {
            n -= 1
            var keep = n
            while keep > 0 && chars[keep - 1].isWhitespace { keep -= 1 }
            let prefix = line.advance(ofFirst: keep)
            let last = line.lastGlyph(ofFirst: keep)
            var w = Int(prefix) + Int(ell.advance)
            if let last, let ellGlyph { w += Int(m.kern(last, ellGlyph)) }
            if Double(w) * scale <= limit {
                return String(chars[0..<keep]) + TextMeasurer.ellipsis
            }
            n = keep
        }
        return Double(ell.advance) * scale <= limit ? TextMeasurer.ellipsis : ""
    }

    /// The ascender in points above the baseline (positive).
    func ascender(weight: FontWeight, size: Double) -> Double {
        let m = metrics(weight)
        return Double(m.ascender) * size / Double(m.unitsPerEm)
    }

    /// The descender in points relative to the baseline (negative: below it).
    func descender(weight: FontWeight, size: Double) -> Double {
        let m = metrics(weight)
        return Double(m.descender) * size / Double(m.unitsPerEm)
    }

    /// The height of capital letters above the baseline, in points. A line of text looks centred
    /// on `y` when its baseline is at `y + capHeight / 2`.
    func capHeight(weight: FontWeight, size: Double) -> Double {
        let m = metrics(weight)
        return Double(m.capHeight) * size / Double(m.unitsPerEm)
    }

    /// True when the face has a `kern` table FreeType can read (false for bundled Inter).
    func hasKernTable(weight: FontWeight) -> Bool { metrics(weight).hasKernTable }

    /// The kerning between two characters in points (0 when either has no glyph or no pair).
    func kerning(_ left: Character, _ right: Character, weight: FontWeight, size: Double) -> Double {
        let m = metrics(weight)
        guard let l = left.unicodeScalars.first.flatMap({ m.cmap[$0.value] }),
              let r = right.unicodeScalars.first.flatMap({ m.cmap[$0.value] }) else { return 0 }
        return Double(m.kern(l, r)) * size / Double(m.unitsPerEm)
    }
}
