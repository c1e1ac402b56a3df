/// How `PNGCodec.encode(_:options:)` compresses: zlib level, PNG row filters, zlib strategy.
public struct PNGEncodeOptions: Equatable, Sendable {
    /// PNG row filters libpng may choose from per row (libpng's `PNG_FILTER_*` bits).
    /// With one filter libpng uses it on every row; with several it picks per row by a heuristic,
    /// which costs one trial per filter per row.
    public struct Filters: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Bytes as they are.
        public static let none = Filters(rawValue: 0x08)
        /// Difference to the pixel on the left.
        public static let sub = Filters(rawValue: 0x10)
        /// Difference to the pixel above.
        public static let up = Filters(rawValue: 0x20)
        /// Difference to the mean of left and above.
        public static let average = Filters(rawValue: 0x40)
        /// Difference to the Paeth predictor of left, above and upper-left.
        public static let paeth = Filters(rawValue: 0x80)
        /// All five: libpng's own default.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's compression strategy.
    public enum Strategy: Int, Equatable, Sendable {
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
    public var level: Int
    /// Row filters libpng may use.
    public var filters: Filters
    /// zlib strategy.
    public var strategy: Strategy
    /// Write colour type RGB (3 bytes a pixel) when every alpha is 255; decodes to the same RGBA.
    public var rgbWhenOpaque: Bool

    /// Options with the given level and filters; libpng's strategy choice and RGB when opaque unless told.
    public init(level: Int, filters: Filters, strategy: Strategy = .libpngDefault, rgbWhenOpaque: Bool = true) {
        self.level = level; self.filters = filters; self.strategy = strategy; self.rgbWhenOpaque = rgbWhenOpaque
    }

    /// zlib level 6, no row filtering, RGB when opaque: chosen by measurement.
    ///
    /// `PNGEncodeBenchmark.syntheticUIFrame()` (1170x2532, opaque: white list, grey nav bar with a
    /// fading shadow, a gradient banner, 19 rows with hairlines and anti-aliased text-like glyphs,
    /// a lifted row over a 2-D soft shadow), libpng 1.6.39 + zlib 1.2.13, libpng's strategy
    /// choice, best of 5 runs on 2 shared cores (times are noisy, +-30%). KB / ms per encode:
    ///
    /// ```
    /// filters   L1          L2          L3          L4         L5         L6         L7         L8         L9
    /// none   125.0K 17ms 118.9K 17ms 109.7K 20ms 85.9K 38ms 78.4K 39ms 68.3K 30ms 67.6K 32ms 66.2K 53ms 59.5K 104ms
    /// sub    133.6K 20ms 130.3K 20ms 122.0K 20ms 96.5K 30ms 91.5K 30ms 81.5K 33ms 81.0K 34ms 80.3K 56ms 73.1K 122ms
    /// up     111.6K 26ms 110.2K 26ms 108.0K 26ms 78.0K 42ms 76.9K 31ms 75.6K 38ms 75.1K 35ms 73.5K 53ms 70.0K 113ms
    /// paeth  112.0K 30ms 110.8K 36ms 109.0K 28ms 77.8K 40ms 77.4K 58ms 76.2K 62ms 75.8K 56ms 74.2K 85ms 70.8K 156ms
    /// all    108.8K 54ms 107.6K 54ms 105.3K 70ms 74.0K 69ms 73.7K 74ms 72.9K 67ms 72.4K 71ms 70.8K 88ms 67.6K 143ms
    /// ```
    ///
    /// Why none at 6: a UI frame is mostly runs of identical rows and flat spans, which deflate's
    /// lazy matching (levels 4 and up) finds best in the unfiltered bytes; filtering turns them
    /// into zeros too, but libpng then switches zlib to Z_FILTERED, which gives up long matches.
    /// none/6 is 6% smaller than libpng's default (all/6) and about twice as fast; level 9 saves
    /// another 13% for 3x the time. Forcing Z_DEFAULT_STRATEGY with up/paeth/all gains only 1-3%;
    /// Z_RLE is much worse (none 373K, up 222K, all 75K at every level).
    public static let `default` = PNGEncodeOptions(level: 6, filters: .none)
}
