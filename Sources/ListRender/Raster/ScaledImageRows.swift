/// A picture's rows as drawn, scaled to device pixels, kept across bands and frames: making a row
/// mixes whole source rows in Doubles (every source row under it when shrinking: a 2048-px photo
/// drawn at 120 px reads 4 M pixels a frame), which `row-images` paid in every frame and band.
///
/// A row's colours are a pure function of the picture, the columns' taps and the row's taps
/// (`ImageTaps`: source indices and weights), so the key is exactly those: the columns by the
/// Doubles they are worked out from, the row by its taps themselves. A row scrolled by whole
/// device pixels (the same taps) is found again; a row at another subpixel phase has other
/// weights and is made anew. No rounding of the key, so a hit is the same bytes as a miss.
/// A row is looked up first by the span its taps come from (`ImageTaps.Span`, bit for bit):
/// working out a shrunk row's ten-odd taps and hashing them was a tenth of `photo-scroll`'s
/// raster. One per rasterizer (one thread).
final class ScaledImageRows {
    /// Bytes of colours kept at most. The cache holds the rows the current and the last frame
    /// drew (older ones are dropped at each frame), so it needs about twice the pictures' area on
    /// screen; 16 MB is a 3x phone frame (11.9 MB) wholly covered by pictures plus a third. Rows
    /// past it are drawn uncached, as before this cache.
    static let byteLimit = 16 << 20

    /// The columns a picture is drawn over: what its column taps depend on.
    private struct Placement: Hashable {
        let image: PixelImage
        /// Bit patterns of the drawn part's edges and the whole picture's extent (device px).
        let x0: UInt64, x1: UInt64, from: UInt64, to: UInt64
        /// The device columns kept: the rectangle's, inside the frame.
        let columns: Range<Int>

        static func == (a: Placement, b: Placement) -> Bool {
            // The Doubles first: a picture's bytes are compared (after its buffer's identity)
            // only for placements that match otherwise.
            a.x0 == b.x0 && a.x1 == b.x1 && a.from == b.from && a.to == b.to && a.columns == b.columns
                && a.image == b.image
        }
        func hash(into h: inout Hasher) {
            h.combine(x0); h.combine(x1); h.combine(from); h.combine(to); h.combine(columns); h.combine(image)
        }
    }

    /// One row's colours, with the last frame that used it.
    fileprivate final class Row {
        let words: [UInt32]
        /// Every word's alpha is 255: the row is copied, no word looked at.
        let opaque: Bool
        var frame: Int
        init(words: [UInt32], frame: Int) {
            self.words = words; self.frame = frame
            opaque = words.allSatisfy { $0 >> 24 == 255 }
        }
    }

    /// The rows made for one placement, by their taps, and by the spans the taps come from (one
    /// row under both: a row's span is found without working out and hashing its taps).
    fileprivate final class Rows {
        let columnTaps: [[ImageTaps.Tap]]
        var byTaps: [[ImageTaps.Tap]: Row] = [:]
        var bySpan: [ImageTaps.Span: Row] = [:]
        init(columnTaps: [[ImageTaps.Tap]]) { self.columnTaps = columnTaps }
    }

    private var placements: [Placement: Rows] = [:]
    private var frame = 0
    private var frameWidth = 0
    private(set) var bytes = 0

    /// Starts a frame `width` pixels wide: rows the last frame did not draw are dropped.
    func beginFrame(width: Int) {
        if width != frameWidth { placements = [:]; bytes = 0 }
        frameWidth = width
        frame += 1
        var kept = 0
        for (key, rows) in placements {
            rows.byTaps = rows.byTaps.filter { $0.value.frame >= frame - 1 }
            rows.bySpan = rows.bySpan.filter { $0.value.frame >= frame - 1 }
            if rows.byTaps.isEmpty { placements[key] = nil; continue }
            for row in rows.byTaps.values { kept += row.words.count * 4 }
        }
        bytes = kept
    }

    /// The columns of `image` drawn into [drawnX0, drawnX1) from a picture spanning [from, to)
    /// device px, and a way to a row's colours (for the columns `columns`) by its taps.
    func placement(_ image: PixelImage, drawn drawnX0: Double, _ drawnX1: Double, from: Double, to: Double,
                   columns px0: Int, _ px1: Int) -> Placed {
        let columns = max(0, px0)..<max(max(0, px0), min(frameWidth, px1))
        let key = Placement(image: image, x0: drawnX0.bitPattern, x1: drawnX1.bitPattern,
                            from: from.bitPattern, to: to.bitPattern, columns: columns)
        if let rows = placements[key] { return Placed(cache: self, image: image, columns: columns, rows: rows) }
        let taps = columns.map {
            ImageTaps.taps(pixel: $0, drawn: (drawnX0, drawnX1), from: from, to: to, count: image.width)
        }
        let rows = Rows(columnTaps: taps)
        placements[key] = rows
        return Placed(cache: self, image: image, columns: columns, rows: rows)
    }

    /// One picture's placement in this frame.
    struct Placed {
        fileprivate let cache: ScaledImageRows
        fileprivate let image: PixelImage
        /// The columns a row's words cover: index 0 is column `columns.lowerBound`.
        let columns: Range<Int>
        fileprivate let rows: Rows

        /// The premultiplied colours (`PremulColor.word`s: 4 bytes a pixel, not the struct's 16)
        /// of the row whose source rows come from `span` (`ImageTaps.span`), made once, and
        /// whether all of them are opaque.
        func words(rowSpan span: ImageTaps.Span) -> (words: [UInt32], opaque: Bool) {
            if let hit = rows.bySpan[span] { return use(hit) }
            let taps = ImageTaps.taps(span)
            if let hit = rows.byTaps[taps] {
                rows.bySpan[span] = hit
                return use(hit)
            }
            let made = Row(words: ImageTaps.row(image, rowTaps: taps, columnTaps: rows.columnTaps).map(\.word),
                           frame: cache.frame)
            if cache.bytes + made.words.count * 4 <= ScaledImageRows.byteLimit {
                rows.byTaps[taps] = made
                rows.bySpan[span] = made
                cache.bytes += made.words.count * 4
            }
            return (made.words, made.opaque)
        }

        private func use(_ row: Row) -> (words: [UInt32], opaque: Bool) {
            row.frame = cache.frame
            return (row.words, row.opaque)
        }
    }
}
