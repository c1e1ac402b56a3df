/// Word wrap for cell text: greedy, breaking after spaces (and at a hard line break), a word
/// longer than the line broken between characters, as UILabel's byWordWrapping does. The last
/// allowed line keeps the rest of the text; Raster truncates it with "…" (byTruncatingTail).
/// Every measure looks at no more than about twice a line's worth of text, so a 1 MB title
/// costs what its visible lines cost.
struct LineBreaker {
    let text: any CellTextMeasuring
    let size: Double
    var weight = TextWeight.regular

    init(text: any CellTextMeasuring, size: Double, weight: TextWeight = .regular) {
        self.text = text
        self.size = size
        self.weight = weight
    }

    private func measure(_ s: String) -> Double {
        weight == .regular ? text.width(of: s, size: size) : text.width(of: s, textWeight: weight, size: size)
    }

    /// Half a thousandth of a point of slack, as Raster's truncation allows.
    static let slack = 0.0005

    /// The width of `s` when it is at most `limit`; otherwise some width above `limit`.
    func width(_ s: Substring, upTo limit: Double) -> Double {
        var budget = 128
        while true {
            guard let end = s.index(s.startIndex, offsetBy: budget, limitedBy: s.endIndex), end < s.endIndex else {
                return measure(String(s))
            }
            let w = measure(String(s[..<end]))
            if w > limit + Self.slack { return w }
            budget *= 2
        }
    }

    /// The lines of `string` in `width` points, at most `maxLines` (at least one line).
    func lines(_ string: String, width: Double, maxLines: Int) -> [Substring] {
        var out: [Substring] = []
        var rest = Substring(string)
        while true {
            if out.count == max(1, maxLines) - 1 {
                out.append(firstHardLine(rest))
                break
            }
            let (line, next) = breakLine(rest, width: width)
            out.append(line)
            guard let next, !next.isEmpty else { break }
            rest = next
        }
        return out
    }

    /// Up to the first hard line break: the last line shows no more than its own paragraph.
    private func firstHardLine(_ s: Substring) -> Substring {
        guard let nl = s.firstIndex(where: \.isNewline) else { return s }
        return s[..<nl]
    }

    /// One line from the start of `s`, and what follows it (nil: nothing).
    func breakLine(_ s: Substring, width: Double) -> (Substring, Substring?) {
        if self.width(s, upTo: width) <= width + Self.slack {
            if let nl = s.firstIndex(where: \.isNewline) { return (s[..<nl], s[s.index(after: nl)...]) }
            return (s, nil)
        }
        // The most characters that fit: double, then halve the gap.
        var fits = 0, fails = 0
        var n = 8
        while true {
            guard let end = s.index(s.startIndex, offsetBy: n, limitedBy: s.endIndex) else { fails = s.count; break }
            if measure(String(s[..<end])) <= width + Self.slack { fits = n; n *= 2 } else { fails = n; break }
        }
        while fails - fits > 1 {
            let mid = (fits + fails) / 2
            let end = s.index(s.startIndex, offsetBy: mid)
            if measure(String(s[..<end])) <= width + Self.slack { fits = mid } else { fails = mid }
        }
        let cut = s.index(s.startIndex, offsetBy: max(1, fits))
        let head = s[..<cut]
        if let nl = head.firstIndex(where: \.isNewline) { return (s[..<nl], s[s.index(after: nl)...]) }
        if cut < s.endIndex, s[cut].isWhitespace {
            return (trimmedTail(head), s[cut...].drop(while: \.isWhitespace))
        }
        if let space = head.lastIndex(where: \.isWhitespace), !trimmedTail(s[..<space]).isEmpty {
            return (trimmedTail(s[..<space]), s[s.index(after: space)...].drop(while: \.isWhitespace))
        }
        return (head, s[cut...])
    }

    private func trimmedTail(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)].isWhitespace { end = s.index(before: end) }
        return s[..<end]
    }
}
