/// A frame drawn a band of rows at a time, as its consumer reaches the rows: `draw(from:)` draws
/// the display list over the next band only, into a buffer of a band's size. `render` hands it to
/// the PNG encoder, which compresses each band while it is in cache: no frame-sized buffer is
/// written and read back through memory, which two workers share (docs/benchmarks.md).
///
/// The bytes are the whole render's: every item is drawn under a clip that also holds the band's
/// rows, on the pixel grid, and every primitive computes a row from the items over it alone
/// (`BandedRasterTests` holds every fixture scenario to it).
package final class FrameBands {
    /// Rows a band: 64 rows of a 3x frame are 300 KB, which stay in L2 with the compressor's
    /// tables; fewer rows pay each item's per-band setup more often (docs/benchmarks.md).
    static let bandRows = 64

    package let width: Int, height: Int
    /// The band's pixels: premultiplied RGBA8, rows of `width * 4` bytes, `bandRows` rows.
    private let band: UnsafeMutablePointer<UInt8>
    private let list: DisplayList
    private let scale: Double
    private let dead: DeadStores
    private let text: TextPainter
    private let caches: FrameCaches
    /// The items each band draws, in order (`BandItems`), found once per frame instead of per
    /// band from each item's rows [lo, hi) (Int.min..<Int.max: not worked out, drawn in every
    /// band): a band costs its own items, not the whole list. Plain bounds, checked before an
    /// item is read: an item copied out of the list to be skipped cost a retain and a release of
    /// its payload in every band (3 % of `edit-mode`). A bounded layer (`LayerBounds`) a band
    /// misses is passed whole: opened and closed empty in each of a frame's ~40 bands, ten
    /// chevrons' layers were a tenth of `edit-mode`'s instructions.
    private let bandItems: BandItems
    private let layers: [Int: ItemExtent.Box]
    /// Where each shadow inside a layer is stored over by a later fill of it (`ShadowCovers`).
    private let shadowCovers: [Int: DeadStores.Box]
    /// The blurred pixels of each `.backdropBlur`, made when a band first meets one.
    private let backdrops: BackdropPatches

    /// Starts a frame: the caches' new frame; the backdrops' blurs are made as bands meet them.
    convenience init(_ list: DisplayList, scale: Double, width: Int, height: Int, band: UnsafeMutablePointer<UInt8>,
                     text: TextPainter, caches: FrameCaches) {
        caches.beginFrame(width: width, height: height)
        let backdrops = BackdropPatches(list, scale: scale, width: width, height: height, text: text, caches: caches)
        self.init(list, upTo: list.items.count, scale: scale, width: width, height: height, band: band, text: text,
                  caches: caches, backdrops: backdrops)
    }

    /// Bands of the items before `end` of a frame already begun (`BackdropPatches` draws the
    /// items before a backdrop through this). What is worked out over the items (dead stores,
    /// layer bounds) is worked out over those alone: a fill that a later item overwrites is
    /// still live under a backdrop before that item. Only those items are drawn (all of them for
    /// a frame), so no shorter list is copied.
    init(_ list: DisplayList, upTo end: Int, scale: Double, width: Int, height: Int, band: UnsafeMutablePointer<UInt8>,
         text: TextPainter, caches: FrameCaches, backdrops: BackdropPatches) {
        self.list = list; self.scale = scale; self.width = width; self.height = height
        self.band = band; self.text = text; self.caches = caches; self.backdrops = backdrops
        let items = list.items[..<end]
        dead = caches.deadStores(items, scale: scale, width: width, height: height)
        var rows: [(lo: Int, hi: Int)] = items.map { FrameBands.rows(of: $0, scale: scale, text: text).map { ($0.lowerBound, $0.upperBound) }
            ?? (Int.min, Int.max) }
        let bounds = LayerBounds(items, scale: scale, text: text)
        layers = bounds.boxes
        // A bounded layer, drawn in a band its box misses, draws into an empty surface and
        // composites nothing: its `beginLayer` takes its box's rows, and a band they miss skips
        // to its `endLayer`, changing no byte.
        for (start, box) in bounds.boxes { rows[start] = (box.y0, box.y1) }
        bandItems = BandItems(rows: rows, layerEnds: bounds.ends, height: height, bandRows: Self.bandRows)
        shadowCovers = caches.shadowCovers(items, scale: scale)
    }

    /// Draws the band of rows from `first` on (straight alpha only when the list's background is
    /// opaque) and returns its pixels and row count (0 past the frame's end). Valid until the next call.
    package func draw(from first: Int) -> (pixels: UnsafePointer<UInt8>, rows: Int) {
        let rows = max(0, first)..<min(height, max(0, first) + Self.bandRows)
        guard !rows.isEmpty else { return (UnsafePointer(band), 0) }
        draw(rows, over: band)
        finish(rows, at: band)
        return (UnsafePointer(band), rows.count)
    }

    /// `draw(from:)` in place in `frame` (`width * height * 4` bytes) instead of the band buffer:
    /// the band is handed on while in cache as before, and the frame is there whole afterwards.
    package func draw(from first: Int, into frame: UnsafeMutablePointer<UInt8>) -> (pixels: UnsafePointer<UInt8>, rows: Int) {
        let rows = max(0, first)..<min(height, max(0, first) + Self.bandRows)
        guard !rows.isEmpty else { return (UnsafePointer(frame), 0) }
        let start = frame + rows.lowerBound * width * 4
        draw(rows, over: start)
        finish(rows, at: start)
        return (UnsafePointer(start), rows.count)
    }

    /// Draws the whole frame into `frame` (`width * height * 4` bytes), band after band in place:
    /// each band's items are drawn while its rows are in cache, and items outside it are skipped,
    /// so a frame someone reads whole (verify's differing frames, docs) costs what `render`'s does.
    package func drawFrame(into frame: UnsafeMutablePointer<UInt8>) {
        for first in stride(from: 0, to: height, by: Self.bandRows) {
            let rows = first..<min(height, first + Self.bandRows)
            draw(rows, over: frame + first * width * 4)
            finish(rows, at: frame + first * width * 4)
        }
    }

    /// What is done to a band's finished pixels: turned grey when the list asks (`Grayscale`).
    /// Only a frame's bands are finished, never the rows drawn under a backdrop (`drawRows`),
    /// whose blur is drawn over and finished with the rest.
    private func finish(_ rows: Range<Int>, at pixels: UnsafeMutablePointer<UInt8>) {
        if list.grayscale { Grayscale.apply(pixels, count: rows.count * width) }
    }

    /// Draws `rows` of the frame (any number of them) into `pixels`, which holds exactly those rows.
    func drawRows(_ rows: Range<Int>, over pixels: UnsafeMutablePointer<UInt8>) {
        draw(rows, over: pixels)
    }

    /// Draws `rows` of the frame into `pixels`, which holds exactly those rows.
    private func draw(_ rows: Range<Int>, over pixels: UnsafeMutablePointer<UInt8>) {
        var state = RenderState(band: rows, width: width, over: pixels, background: list.background,
                                backgroundRuns: dead.background, scale: scale, text: text,
                                caches: caches)
        list.items.withUnsafeBufferPointer { items in
            bandItems.forEach(in: rows) { i in
                state.apply(items[i], index: i, dead: dead, layers: layers, shadowCovers: shadowCovers,
                            backdrops: backdrops)
            }
        }
        state.closeLayers()
    }

    /// The rows `item` may draw in (`ItemExtent`); nil for clips and layers (they shape every
    /// band) and for items whose extent cannot be worked out. So symbols, chevrons and
    /// checkmarks are drawn only in the bands they reach, not in every band of the frame.
    private static func rows(of item: DisplayItem, scale s: Double, text: TextPainter) -> Range<Int>? {
        guard let b = ItemExtent.box(of: item, scale: s, text: text) else { return nil }
        if b.y0 < b.y1 { return b.y0..<b.y1 }
        // Text that draws nothing is in no band; any other empty box is not trusted: every band.
        if case .text = item { return 0..<0 }
        return nil
    }
}
