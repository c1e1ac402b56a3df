/// A JSON value with ordered keys, for output whose bytes must not change between runs
/// (Foundation's JSONSerialization orders keys by hash on Linux).
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static func == (a: JSONOutput, b: JSONOutput) -> Bool { a.serialized() == b.serialized() }

    /// Compact JSON text. Numbers are rounded to 1/10,000 (no binary noise like 0.30000000000000004)
    /// and integral values print without a fraction.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        let nl = pretty ? "\n" : ""
        func pad(_ n: Int) -> String { pretty ? String(repeating: "  ", count: n) : "" }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let d): out += JSONOutput.format(d)
        case .string(let s): out += JSONOutput.quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Short arrays of numbers (rectangles, points) stay on one line.
            let flat = !pretty || items.allSatisfy { if case .number = $0 { return true }; if case .int = $0 { return true }; return false }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat && pretty ? ", " : "," }
                if !flat { out += nl + pad(indent + 1) }
                item.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if !flat { out += nl + pad(indent) }
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                out += nl + pad(indent + 1) + JSONOutput.quote(k) + (pretty ? ": " : ":")
                v.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            out += nl + pad(indent) + "}"
        }
    }

    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let r = (d * 10_000).rounded() / 10_000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        var s = String(r)
        if s.contains("e") { s = String(format: "%.4f", r) }
        return s
    }

    /// A JSON string literal: the one quoting of ListRender, used for the layout dump, compare's
    /// JSON lines and the scenario messages. Escapes `"`, `\`, and control characters (`\n`,
    /// `\r`, `\t`, else `\u00xx`); everything else is written as is, so output bytes stay
    /// readable UTF-8. `maxScalars` cuts the text after that many characters with "…" (messages
    /// stay one short line).
    static func quote(_ s: String, maxScalars: Int = .max) -> String {
        var out = "\""
        var count = 0
        for u in s.unicodeScalars {
            if count == maxScalars { out += "…"; break }
            count += 1
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
