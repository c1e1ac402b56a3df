/// Refuses bytes that are not UTF-8 before either parser sees them, naming where the first bad
/// byte is, so "the file is not UTF-8" points at the culprit (a Latin-1 "é", a UTF-16 file).
enum UTF8Check {
    static func validate(_ bytes: [UInt8]) throws {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\0" {
                    // Valid UTF-8 but never in a scenario; a NUL in every other byte is UTF-16 text.
                    let hint = looksLikeUTF16(bytes) ? " (it looks like UTF-16 without a byte-order mark; save it as UTF-8)" : ""
                    throw SourceSyntaxError(location: SourceLocation(line: line, column: column),
                                            message: "the file is not text: NUL byte\(hint)")
                }
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return
            case .error:
                let byte = offset < bytes.count ? bytes[offset] : 0
                var hint = ""
                if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
                    hint = " (it looks like UTF-16; save it as UTF-8)"
                }
                throw SourceSyntaxError(
                    location: SourceLocation(line: line, column: column),
                    message: "the file is not UTF-8 text: invalid byte 0x\(String(byte, radix: 16, uppercase: true))\(hint)")
            }
        }
    }

    /// Whether the first bytes alternate NUL and non-NUL, as ASCII text in UTF-16 does.
    static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(64)
        guard head.count >= 4 else { return false }
        let even = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let odd = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let half = head.count / 2
        return even * 4 >= half * 3 || odd * 4 >= half * 3
    }
}
