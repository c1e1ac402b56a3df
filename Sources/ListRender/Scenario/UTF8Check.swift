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
}
