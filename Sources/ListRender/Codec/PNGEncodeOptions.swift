/// How `PNGCodec.encode(_:options:)` compresses through libpng: zlib level, PNG row filters, zlib
/// strategy. Frames (`PNGCodec.encode(_:)`) use libdeflate instead; animations use these.
struct PNGEncodeOptions: Equatable, Sendable {
    /// PNG row filters libpng may choose from per row (libpng's `PNG_FILTER_*` bits).
    /// With one filter libpng uses it on every row; with several it picks per row by a heuristic,
    /// which costs one trial per filter per row.
    struct Filters: OptionSet, Equatable, Sendable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        /// Bytes as they are.
        static let none = Filters(rawValue: 0x08)
        /// Difference to the pixel on the left.
        static let sub = Filters(rawValue: 0x10)
        /// Difference to the pixel above.
        static let up = Filters(rawValue: 0x20)
        /// Difference to the mean of left and above.
        static let average = Filters(rawValue: 0x40)
        /// Difference to the Paeth predictor of left, above and upper-left.
        static let paeth = Filters(rawValue: 0x80)
        /// All five: libpng's own default.
        static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's compression strategy.
    enum Strategy: Int, Equatable, Sendable {
        /// libpng's choice: `filtered` when any filter but none is allowed, else `standard`.
        case libpngDefault = -1
        /// Z_DEFAULT_STRATEGY: full LZ77 matching.
        case standard = 0
        /// Z_FILTERED: favours short literals, for filtered data.
        case filtered = 1
        /// Z_HUFFMAN_ONLY: no matching.
        case huffmanOnly = 2
        /// Z_RLE: matches of distance one only.
        case rle = 3
    }

    /// zlib level, 0 (store) ... 9 (smallest, slowest).
    var level: Int
    /// Row filters libpng may use.
    var filters: Filters
    /// zlib strategy.
    var strategy: Strategy
    /// Write colour type RGB (3 bytes a pixel) when every alpha is 255; decodes to the same RGBA.
    var rgbWhenOpaque: Bool

    /// Options with the given level and filters; libpng's strategy choice and RGB when opaque unless told.
    init(level: Int, filters: Filters, strategy: Strategy = .libpngDefault, rgbWhenOpaque: Bool = true) {
        self.level = level; self.filters = filters; self.strategy = strategy; self.rgbWhenOpaque = rgbWhenOpaque
    }

    /// zlib level 6, no row filtering, RGB when opaque: the smallest and fastest of libpng's
    /// combinations on UI frames (runs of identical rows and flat spans); table in docs/benchmarks.md.
    static let `default` = PNGEncodeOptions(level: 6, filters: .none)
}
