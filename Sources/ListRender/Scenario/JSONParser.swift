/// A strict JSON parser (RFC 8259) over UTF-8 bytes: recursive descent that keeps every value's
/// line and column. Strict means: no comments, no trailing commas, no single quotes, no NaN or
/// Infinity, no leading zeros, no raw control characters in strings, no lone surrogates,
/// nothing after the document. Duplicate keys are kept; the decoder reports them with a path.
/// The bytes must already be valid UTF-8 (`UTF8Check`), so strings never need re-validation.
struct JSONParser {
    private let bytes: [UInt8]
    private var pos = 0
    private var line = 1
    /// Byte offset where the current line starts, and a cached (offset, column) on that line, so
    /// columns cost O(1) amortised even when a 16 MiB document is a single line.
    private var lineStart = 0
    private var columnCacheOffset = 0
    private var columnCacheValue = 1
    private var depth = 0
    private var valueCount = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document; throws `SourceSyntaxError` naming the line and column.
    static func parse(_ bytes: [UInt8]) throws -> SourceValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private mutating func parseDocument() throws -> SourceValue {
        // A UTF-8 byte-order mark is allowed (RFC 8259 §8.1 lets parsers ignore it).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            pos = 3; columnCacheOffset = 3
        }
        skipWhitespace()
        guard pos < bytes.count else {
            throw SourceSyntaxError(location: nil, message: "the file is empty (expected a JSON object)")
        }
        let value = try parseValue()
        skipWhitespace()
        if pos < bytes.count {
            throw error("unexpected \(describeHere()) after the end of the JSON document")
        }
        return value
    }

    // MARK: positions

    private mutating func location(at offset: Int) -> SourceLocation {
        if offset < columnCacheOffset || columnCacheOffset < lineStart {
            columnCacheOffset = lineStart; columnCacheValue = 1
        }
        var i = columnCacheOffset
        var column = columnCacheValue
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }   // count scalars, not continuation bytes
            i += 1
        }
        columnCacheOffset = offset; columnCacheValue = column
        return SourceLocation(line: line, column: column)
    }

    private mutating func error(_ message: String, at offset: Int? = nil) -> SourceSyntaxError {
        SourceSyntaxError(location: location(at: offset ?? pos), message: message)
    }

    /// What stands at `pos`, for "unexpected ..." messages.
    private func describeHere() -> String {
        guard pos < bytes.count else { return "end of file" }
        let c = bytes[pos]
        if c == UInt8(ascii: "\"") { return "a string" }
        if c >= 0x21 && c < 0x7F { return "\"\(Character(Unicode.Scalar(c)))\"" }
        if c == 0x20 { return "space" }
        if c < 0x20 || c == 0x7F { return "control character 0x\(String(c, radix: 16, uppercase: true))" }
        // A multi-byte scalar: show it whole.
        var end = pos + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "\"" + String(decoding: bytes[pos..<end], as: UTF8.self) + "\""
    }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0D: pos += 1
            case 0x0A:
                pos += 1; line += 1; lineStart = pos
                columnCacheOffset = pos; columnCacheValue = 1
            default: return
            }
        }
    }

    // MARK: values

    private mutating func parseValue() throws -> SourceValue {
        valueCount += 1
        if valueCount > SourceLimits.maxValues {
            throw error("the document has more than \(SourceLimits.maxValues) values")
        }
        guard pos < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = location(at: pos)
        switch bytes[pos] {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return SourceValue(kind: .string(try parseString()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(start)
        case UInt8(ascii: "'"):
            throw error("strings need double quotes (\"), not single quotes")
        default:
            return try parseWord(start)
        }
    }

    /// true, false, null, or a friendly message for what people write instead.
    private mutating func parseWord(_ start: SourceLocation) throws -> SourceValue {
        let begin = pos
        var end = pos
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        guard end > begin else { throw error("unexpected \(describeHere()), expected a value") }
        let word = String(decoding: bytes[begin..<end], as: UTF8.self)
        switch word {
        case "true": pos = end; return SourceValue(kind: .bool(true), location: start)
        case "false": pos = end; return SourceValue(kind: .bool(false), location: start)
        case "null": pos = end; return SourceValue(kind: .null, location: start)
        case "NaN", "nan", "Infinity", "infinity", "inf":
            throw error("\(word) is not a JSON number (numbers must be finite)")
        case "True", "TRUE", "False", "FALSE", "Null", "NULL", "None", "nil":
            throw error("unexpected word \"\(word)\" (JSON writes true, false and null in lower case)")
        default:
            throw error("unexpected word \"\(word)\" (strings need double quotes)")
        }
    }

    private func isWordByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }

    private mutating func enter() throws {
        depth += 1
        if depth > SourceLimits.maxDepth {
            throw error("arrays and objects are nested more than \(SourceLimits.maxDepth) deep")
        }
    }

    private mutating func parseObject(_ start: SourceLocation) throws -> SourceValue {
        try enter()
        pos += 1  // {
        var members: [SourceMember] = []
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
            pos += 1; depth -= 1
            return SourceValue(kind: .object(members), location: start)
        }
        while true {
            skipWhitespace()
            guard pos < bytes.count else { throw error("unexpected end of file inside an object (opened at \(start))") }
            guard bytes[pos] == UInt8(ascii: "\"") else {
                if bytes[pos] == UInt8(ascii: "'") { throw error("keys need double quotes (\"), not single quotes") }
                throw error("expected a key in double quotes, got \(describeHere())")
            }
            let keyLocation = location(at: pos)
            let key = try parseString()
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                throw error("expected \":\" after the key \(SourceValue.quote(key)), got \(describeHere())")
            }
            pos += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(SourceMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard pos < bytes.count else { throw error("unexpected end of file inside an object (opened at \(start))") }
            if bytes[pos] == UInt8(ascii: "}") { pos += 1; break }
            guard bytes[pos] == UInt8(ascii: ",") else {
                throw error("expected \",\" or \"}\" after an object member, got \(describeHere())")
            }
            let comma = pos
            pos += 1
            skipWhitespace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
                throw error("trailing comma before \"}\" is not allowed in JSON", at: comma)
            }
        }
        depth -= 1
        return SourceValue(kind: .object(members), location: start)
    }

    private mutating func parseArray(_ start: SourceLocation) throws -> SourceValue {
        try enter()
        pos += 1  // [
        var elements: [SourceValue] = []
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
            pos += 1; depth -= 1
            return SourceValue(kind: .array(elements), location: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard pos < bytes.count else { throw error("unexpected end of file inside an array (opened at \(start))") }
            if bytes[pos] == UInt8(ascii: "]") { pos += 1; break }
            guard bytes[pos] == UInt8(ascii: ",") else {
                throw error("expected \",\" or \"]\" after an array element, got \(describeHere())")
            }
            let comma = pos
            pos += 1
            skipWhitespace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
                throw error("trailing comma before \"]\" is not allowed in JSON", at: comma)
            }
        }
        depth -= 1
        return SourceValue(kind: .array(elements), location: start)
    }

    // MARK: numbers

    private mutating func parseNumber(_ start: SourceLocation) throws -> SourceValue {
        let begin = pos
        if bytes[pos] == UInt8(ascii: "-") {
            pos += 1
            if pos < bytes.count, isWordByte(bytes[pos]), !isDigit(bytes[pos]) {
                let wordStart = pos
                while pos < bytes.count, isWordByte(bytes[pos]) { pos += 1 }
                let word = String(decoding: bytes[wordStart..<pos], as: UTF8.self)
                throw error("-\(word) is not a JSON number (numbers must be finite)", at: begin)
            }
        }
        guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit after \"-\"") }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < bytes.count, isDigit(bytes[pos]) {
                throw error("numbers must not have leading zeros", at: begin)
            }
        } else {
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit after the decimal point") }
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
            pos += 1
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
            guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit in the exponent") }
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        let text = String(decoding: bytes[begin..<pos], as: UTF8.self)
        // Double(String) rounds correctly and gives ±inf beyond the range; the decoder, which
        // knows the path, refuses non-finite numbers ("got 1e400").
        let value = Double(text) ?? .nan
        return SourceValue(kind: .number(value, text: text), location: start)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    // MARK: strings

    private mutating func parseString() throws -> String {
        let open = pos
        pos += 1  // "
        var out: [UInt8] = []
        while true {
            guard pos < bytes.count else { throw error("unterminated string (it starts here)", at: open) }
            let c = bytes[pos]
            switch c {
            case UInt8(ascii: "\""):
                pos += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            case 0x0A:
                throw error("unterminated string (a line break inside a string must be written \\n)")
            case 0x00..<0x20:
                throw error("control character 0x\(String(c, radix: 16, uppercase: true)) inside a string must be escaped")
            default:
                out.append(c); pos += 1
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws {
        let escapeStart = pos
        pos += 1
        guard pos < bytes.count else { throw error("unterminated string") }
        let c = bytes[pos]
        pos += 1
        switch c {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4(escapeStart)
            if scalar >= 0xD800 && scalar < 0xDC00 {
                // A high surrogate must be followed by an escaped low surrogate.
                guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
                    throw error("\\u escape is a lone high surrogate (it needs a \\uDC00-\\uDFFF after it)", at: escapeStart)
                }
                let lowStart = pos
                pos += 2
                let low = try parseHex4(lowStart)
                guard low >= 0xDC00 && low < 0xE000 else {
                    throw error("\\u escape is a high surrogate not followed by a low surrogate", at: escapeStart)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar < 0xE000 {
                throw error("\\u escape is a lone low surrogate", at: escapeStart)
            }
            guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: escapeStart) }
            out.append(contentsOf: Array(String(Character(u)).utf8))
        default:
            pos -= 1
            throw error("invalid escape \\\(describeHere().trimmingQuotes) in a string", at: escapeStart)
        }
    }

    /// Four hex digits after `\u` (pos is on the first digit).
    private mutating func parseHex4(_ escapeStart: Int) throws -> UInt32 {
        guard pos + 4 <= bytes.count else { throw error("\\u escape needs four hex digits", at: escapeStart) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[pos]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("\\u escape needs four hex digits", at: escapeStart)
            }
            v = v << 4 | d
            pos += 1
        }
        return v
    }
}

private extension String {
    /// `"x"` → `x`, for quoting a character inside a message that quotes it differently.
    var trimmingQuotes: String {
        guard count >= 2, first == "\"", last == "\"" else { return self }
        return String(dropFirst().dropLast())
    }
}
