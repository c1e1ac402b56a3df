/// Makes any text safe to print as one line of a message: every message names files and values
/// the user gave, and those may hold newlines, carriage returns, terminal escape sequences or
/// be 100,000 characters long. Errors (`InputError`) pass their text through here, and the
/// command line passes every line it prints, so the one-line promise cannot be broken by a name.
public enum MessageText {
    /// The longest word (a run without spaces: a path, a value) shown whole.
    static let maxWord = 200
    /// The longest line.
    static let maxLine = 380

    /// `text` with control characters escaped (`\n`, `\r`, `\t`, `\e`, `\u{…}`: C0, DEL, C1 and
    /// the Unicode line and paragraph separators and bidirectional overrides, which can also
    /// move or reorder what the terminal shows) and long words and lines shortened in the
    /// middle, keeping both ends (the start names the file, the end says what is wrong).
    public static func oneLine(_ text: String) -> String {
        oneLine(text, maxWord: maxWord, maxLine: maxLine)
    }

    /// `oneLine` with other limits (status lines keep whole paths, which a user may copy).
    public static func oneLine(_ text: String, maxWord: Int, maxLine: Int) -> String {
        var words: [String] = []
        var word = ""
        var changed = false
        for scalar in text.unicodeScalars {
            if let escaped = escape(scalar) {
                word += escaped
                changed = true
            } else if scalar == " " {
                words.append(word)
                word = ""
            } else {
                word.unicodeScalars.append(scalar)
            }
        }
        words.append(word)
        var shortenedWords = false
        let kept = words.map { w -> String in
            guard w.unicodeScalars.count > maxWord else { return w }
            shortenedWords = true
            return shorten(w, to: maxWord)
        }
        if !changed && !shortenedWords && text.unicodeScalars.count <= maxLine { return text }
        return shorten(kept.joined(separator: " "), to: maxLine)
    }

    /// `text` cut in the middle to at most `limit` scalars, with "…" where it was cut.
    static func shorten(_ text: String, to limit: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return text }
        let head = (limit - 1) * 2 / 3, tail = limit - 1 - head
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[..<head])
        out.append("\u{2026}")
        out.append(contentsOf: scalars[(scalars.count - tail)...])
        return String(out)
    }

    /// The escape for a scalar that must not reach a terminal raw, or nil.
    static func escape(_ s: Unicode.Scalar) -> String? {
        switch s.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x1B: return "\\e"
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
        default: return nil
        }
    }
}
