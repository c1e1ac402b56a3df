/// How `PNGCodec.encode(_:options:)` compresses: zlib level, PNG row filters, zlib strategy.
public struct PNGEncodeOptions: Equatable, Sendable {
    /// PNG row filters libpng may choose from per row (libpng's `PNG_FILTER_*` bits).
    /// With one filter libpng uses it on every row; with several it picks per row by a heuristic,
    /// which costs one trial per filter per row.
    public struct Filters: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let none = Filters(rawValue: 0x08)
        public static let sub = Filters(rawValue: 0x10)
        public static let up = Filters(rawValue: 0x20)
        public static let average = Filters(rawValue: 0x40)
        public static let paeth = Filters(rawValue: 0x80)
        /// All five: libpng's own default.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's compression strategy.
    public enum Strategy: Int, Equatable, Sendable {
        /// libpng's choice: `filtered` when any filter but none is allowed, else `standard`.
        case libpngDefault = -1
        case standard = 0
        case filtered = 1
        case huffmanOnly = 2
        case rle = 3
    }

    /// zlib level, 0 (store) ... 9 (smallest, slowest).
    public var level: Int
    /// Row filters libpng may use.
    public var filters: Filters
    /// zlib strategy.
    public var strategy: Strategy
    /// Write colour type RGB (3 bytes a pixel) when every alpha is 255; decodes to the same RGBA.
    public var rgbWhenOpaque: Bool

    public init(level: Int, filters: Filters, strategy: Strategy = .libpngDefault, rgbWhenOpaque: Bool = true) {
        self.level = level; self.filters = filters; self.strategy = strategy; self.rgbWhenOpaque = rgbWhenOpaque
    }

    /// Chosen by measurement on synthetic UI frames; see the table below.
    /// PLACEHOLDER
    public static let `default` = PNGEncodeOptions(level: 2, filters: .up)
}
