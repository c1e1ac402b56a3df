import Foundation

/// Text measurement for Paint and Raster: unhinted widths, tail truncation and vertical metrics,
/// in points. Pure Swift over metrics copied out of FreeType once, so it is thread-safe and
/// `TextMeasurer.shared` can be used from any stage and any thread.
final class TextMeasurer: Sendable {
    /// The bundled Inter faces' metrics (loaded on first use).
    static let shared = TextMeasurer()

    /// Every face's metrics, by face number (`FontStack`).
    let faces: [FaceMetrics]
    let choice: FontChoice
    var regular: FaceMetrics { faces[0] }
    var semibold: FaceMetrics { faces[1] }

    /// The tail-truncation mark, U+2026.
    static let ellipsis = "\u{2026}"

    convenience init() { self.init(choice: FontChoice()) }

    init(choice: FontChoice) {
        self.choice = choice
        let ft = FreeTypeFaces(choice: choice)
        var faces = zip(ft.all, ft.files).map { FaceMetrics(face: $0.0, font: $0.1) }
        // The bundled Inter is set at SF Pro's cap height; a scenario's own face at its true size.
        for weight in FontStack.weights where FontStack.ownFile(weight, choice) == nil {
            let i = FontStack.primary(weight)
            faces[i].sizeScale = BundledFont.sizeScale(faces[i])
            // SF Pro's tracking: the text faces SF Pro Text's, large titles' display face SF Pro Display's.
            faces[i].sfTracking = weight == .bold ? .display : .text
        }
        self.faces = faces
    }

    private static let cache = MeasurerCache()

    /// The measurer of `choice` (the bundled one, or one made once per font choice).
    static func measurer(for choice: FontChoice) -> TextMeasurer {
        choice.isBundled ? shared : cache.measurer(for: choice)
    }

    func metrics(_ weight: FontWeight) -> FaceMetrics { faces[FontStack.primary(weight)] }

    /// The faces `weight` is set in, in lookup order.
    func stack(_ weight: FontWeight) -> [(face: Int, metrics: FaceMetrics)] {
        FontStack.faces(weight, fallbacks: faces.count - FontStack.firstFallback).map { ($0, faces[$0]) }
    }

    /// `string` as glyphs of `weight`'s faces.
    func line(_ string: String, weight: FontWeight) -> GlyphLine {
        GlyphLine(string, stack: stack(weight))
    }

    /// `string` as glyphs of `weight`'s faces at `size` points: with the face's tracking
    /// (`FaceMetrics.trackingUnits`), as it is measured and drawn.
    func line(_ string: String, weight: FontWeight, size: Double) -> GlyphLine {
        GlyphLine(string, stack: stack(weight), tracking: metrics(weight).trackingUnits(size: size))
    }

    /// The scalars of `string` that no face of `weight` has (drawn as .notdef boxes).
    func missingScalars(in string: String, weight: FontWeight) -> [Unicode.Scalar] {
        line(string, weight: weight).missing
    }

    /// The advance width of `string` in points: unhinted advances plus kerning, scaled linearly
    /// with `size` (times the face's `sizeScale`), plus the bundled faces' tracking at `size`
    /// after every glyph (`BundledFont.tracking`; none for a scenario's own font, whose width
    /// is exactly proportional to the size).
    func width(of string: String, weight: FontWeight, size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let m = metrics(weight)
        let line = line(string, weight: weight, size: size)
        return Double(line.advance) * size * m.sizeScale / Double(m.unitsPerEm)
    }

    /// `string` if it fits in `maxWidth` points; otherwise the longest prefix of whole characters
    /// (trailing spaces dropped) followed by "…" that fits, or "" when not even "…" fits.
    func truncated(_ string: String, weight: FontWeight, size: Double, maxWidth: Double) -> String {
        guard size.isFinite, size > 0 else { return string }
        // Shape a prefix first, doubling it until it no longer fits: a 1 MB title then costs what
        // a line's width of text costs, every frame. A prefix that overflows truncates exactly as
        // the whole string would (advances and kerning of the kept characters are the same).
        var budget = 256
        while string.utf8.count > budget {
            let head = String(string.prefix(budget))
            if head.count == string.count { break }
            if width(of: head, weight: weight, size: size) > maxWidth + 0.0005 {
                return truncatedWhole(head, weight: weight, size: size, maxWidth: maxWidth)
            }
            budget *= 2
        }
        return truncatedWhole(string, weight: weight, size: size, maxWidth: maxWidth)
    }

    private func truncatedWhole(_ string: String, weight: FontWeight, size: Double, maxWidth: Double) -> String {
        let m = metrics(weight)
        let line = line(string, weight: weight, size: size)
        let scale = size * m.sizeScale / Double(m.unitsPerEm)
        // Half a thousandth of a point of slack absorbs rounding in the caller's arithmetic.
        let limit = maxWidth + 0.0005
        if Double(line.advance) * scale <= limit { return string }
        let ell = GlyphLine(TextMeasurer.ellipsis, metrics: m, tracking: m.trackingUnits(size: size))
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
            if let last, last.face == FontStack.primary(weight), let ellGlyph { w += Int(m.kern(last.glyph, ellGlyph)) }
            if Double(w) * scale <= limit {
                return String(chars[0..<keep]) + TextMeasurer.ellipsis
            }
            n = keep
        }
        return Double(ell.advance) * scale <= limit ? TextMeasurer.ellipsis : ""
    }

    /// `string` if it fits in `maxWidth` points; otherwise its start and its end around "…"
    /// (byTruncatingMiddle), as many characters as fit, the start keeping the extra one when the
    /// count is odd; whitespace beside the "…" dropped; "" when not even "…" fits.
    func truncatedInTheMiddle(_ string: String, weight: FontWeight, size: Double, maxWidth: Double) -> String {
        guard size.isFinite, size > 0 else { return string }
        let limit = maxWidth + 0.0005
        let tail = truncated(string, weight: weight, size: size, maxWidth: maxWidth)
        guard tail != string else { return string }
        guard !tail.isEmpty else { return "" }
        let chars = Array(string)
        func candidate(_ k: Int) -> String {
            let head = chars[0..<((k + 1) / 2)].reversed().drop(while: \.isWhitespace).reversed()
            let end = chars[(chars.count - k / 2)...].drop(while: \.isWhitespace)
            return String(head) + TextMeasurer.ellipsis + String(end)
        }
        // The kept characters are about as wide as the tail truncation's; four times as many
        // bounds the search (narrow ends beside a wide start), so a 1 MB string is never shaped.
        var lo = 0, hi = min(chars.count - 1, 4 * tail.count + 8)
        // Widths grow with the count kept: the largest count that fits, by bisection.
        while lo < hi {
            let k = (lo + hi + 1) / 2
            if width(of: candidate(k), weight: weight, size: size) <= limit { lo = k } else { hi = k - 1 }
        }
        return candidate(lo)
    }

    /// The ascender in points above the baseline (positive). The line's box is the face's own at
    /// `size`, not scaled by `sizeScale`: the bundled Inter's smaller glyphs keep its line pitch.
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
        return Double(m.capHeight) * size * m.sizeScale / Double(m.unitsPerEm)
    }

    /// True when the face has a `kern` table FreeType can read (false for bundled Inter).
    func hasKernTable(weight: FontWeight) -> Bool { metrics(weight).hasKernTable }

    /// The kerning between two characters in points (0 when either has no glyph or no pair).
    func kerning(_ left: Character, _ right: Character, weight: FontWeight, size: Double) -> Double {
        let m = metrics(weight)
        guard let l = left.unicodeScalars.first.flatMap({ m.cmap[$0.value] }),
              let r = right.unicodeScalars.first.flatMap({ m.cmap[$0.value] }) else { return 0 }
        return Double(m.kern(l, r)) * size * m.sizeScale / Double(m.unitsPerEm)
    }
}

/// Measurers of scenario font choices, made once each (FreeType reads every glyph's advance).
private final class MeasurerCache: @unchecked Sendable {
    private struct Weak { weak var measurer: TextMeasurer? }
    private let lock = NSLock()
    /// Held weakly: a measurer (its faces' metrics and the fonts they read) lives while a
    /// renderer uses it, not for the whole run; a verify of sixty scenarios with their own
    /// fonts kept every one to the end.
    private var made: [FontChoice: Weak] = [:]
    /// The last one made, held strongly: the warning about missing characters and the render
    /// of the same scenario ask one after the other.
    private var last: TextMeasurer?

    func measurer(for choice: FontChoice) -> TextMeasurer {
        lock.lock()
        defer { lock.unlock() }
        if let m = made[choice]?.measurer { last = m; return m }
        made = made.filter { $0.value.measurer != nil }
        let m = TextMeasurer(choice: choice)
        made[choice] = Weak(measurer: m)
        last = m
        return m
    }
}
