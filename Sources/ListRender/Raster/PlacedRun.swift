/// A text run shaped, truncated and placed on the pixel grid: its glyph bitmaps at whole-pixel
/// positions relative to the run's baseline row. It depends only on `PlacedRun.Key` (never on the
/// run's y, which moves every bitmap by whole rows), so it is computed once per string and box
/// instead of once per frame.
final class PlacedRun {
    struct Key: Hashable {
        let string: String
        let weight: FontWeight
        let size: Double
        let boxMinX: Double, boxMaxX: Double, boxWidth: Double
        let alignment: TextAlignment
        let truncation: TextTruncation
        let scale: Double
    }

    struct Glyph {
        let bitmap: GlyphCache.Bitmap
        /// Left column, and top row relative to the baseline row.
        let x: Int, top: Int
    }

    let glyphs: [Glyph]
    /// The box every bitmap lies in: columns [x0, x1), rows [top, bottom) relative to the baseline.
    let x0: Int, x1: Int, top: Int, bottom: Int
    /// The run drawn over flat backgrounds, by colour and background word (see `PreblendedRun`).
    var preblended: [UInt64: PreblendedRun] = [:]
    /// (colour, background) pairs drawn once directly: a pair is pre-blended on its second use.
    var seen: Set<UInt64> = []

    init(glyphs: [Glyph]) {
        self.glyphs = glyphs
        x0 = glyphs.map(\.x).min() ?? 0
        x1 = glyphs.map { $0.x + $0.bitmap.width }.max() ?? 0
        top = glyphs.map(\.top).min() ?? 0
        bottom = glyphs.map { $0.top + $0.bitmap.rows }.max() ?? 0
    }

    var isEmpty: Bool { x0 >= x1 || top >= bottom }
}

/// Placed runs of one rasterizer (so one thread), cleared when full like the glyph cache: an
/// entry depends only on its key, so eviction cannot change a byte.
final class PlacedRunCache {
    static let capacity = 2048
    /// Pre-blended pixels kept at most (a screenful of rows at 3x holds about 1.5 MB).
    static let preblendedBudget = 16 << 20
    private var runs: [PlacedRun.Key: PlacedRun] = [:]
    private var preblendedBytes = 0

    /// Counts a new pre-blended run's bytes; over the budget, every run is dropped.
    func added(_ pre: PreblendedRun) {
        preblendedBytes += pre.byteCount
        if preblendedBytes > PlacedRunCache.preblendedBudget {
            runs.removeAll(keepingCapacity: true)
            preblendedBytes = 0
        }
    }

    func run(_ key: PlacedRun.Key, make: () -> PlacedRun) -> PlacedRun {
        if let r = runs[key] { return r }
        let r = make()
        if runs.count >= PlacedRunCache.capacity { runs.removeAll(keepingCapacity: true); preblendedBytes = 0 }
        runs[key] = r
        return r
    }
}
