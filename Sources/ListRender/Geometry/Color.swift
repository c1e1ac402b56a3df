/// An sRGB colour with straight (not premultiplied) 8-bit alpha, as scenarios write it.
public struct Color: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"`; nil for anything else.
    public init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var i = 1
        while i < utf8.count {
            guard let hi = Color.nibble(utf8[i]), let lo = Color.nibble(utf8[i + 1]) else { return nil }
            bytes.append(hi << 4 | lo)
            i += 2
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The same colour with its alpha multiplied by `factor` (0...1), rounded to nearest.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        let f = max(0, min(1, factor))
        return Color(r: r, g: g, b: b, a: UInt8((Double(a) * f).rounded()))
    }

    /// `"#RRGGBB"` or `"#RRGGBBAA"` when not opaque.
    public var hexString: String {
        func h(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
