/// Text in HTML and XML (the report and the JUnit file): one escaping for both, so a name with
/// `&`, `<` or a quote reads the same in each.
enum Markup {
    /// Escapes text for element content and double- or single-quoted attributes: `& < > " '` as
    /// references (`&#39;` is the apostrophe both languages know), tab, newline and carriage
    /// return as character references (an attribute keeps them), and the characters XML 1.0
    /// cannot hold as U+FFFD.
    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out += "&#\(u.value);"
            case _ where u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
