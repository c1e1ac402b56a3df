/// A frame drawn a band of rows at a time, as its consumer reaches the rows: `draw(from:)` draws
/// the display list over the next band only, into a buffer of a band's size. `render` hands it to
/// the PNG encoder, which compresses each band while it is in cache: no frame-sized buffer is
/// written and read back through memory, which two workers share (docs/benchmarks.md).
///
/// The bytes are the whole render's: every item is drawn under a clip that also holds the band's
/// rows, on the pixel grid, and every primitive computes a row from the items over it alone
/// (`BandedRasterTests` holds every fixture scenario to it).
package final class FrameBands {
    /// Rows a band: 32 rows of a 3x frame are 150 KB, which stay in L2 with the compressor's tables.
    static let bandRows = 32

    package let width: Int, height: Int
    /// The band's pixels: premultiplied RGBA8, rows of `width * 4` bytes, `bandRows` rows.
    private let band: UnsafeMutablePointer<UInt8>
    private let list: DisplayList
    /// The items drawn are those before this index: all of them for a frame, those before a
    /// backdrop for its patch (`BackdropPatches`), so no shorter list is copied.
    private let end: Int
    private let scale: Double
    private let dead: DeadStores
    private let text: TextPainter
    private let caches: FrameCaches
    /// Rows [lo, hi) each item may touch (Int.min..<Int.max: not worked out, drawn in every band);
    /// items outside a band are skipped there, so a band costs its own items, not the whole list.
    /// Plain bounds, checked before the item is read: an item copied out of the list to be
    /// skipped cost a retain and a release of its payload in every band (3 % of `edit-mode`).
    private let itemRows: [(lo: Int, hi: Int)]
    /// For a layer whose box is known (`LayerBounds`), the index of its `endLayer` (else -1): a
    /// band the box misses goes straight past it. Opened and closed empty in each of a frame's
    /// ~80 bands, ten chevrons' layers were a tenth of `edit-mode`'s instructions.
    private let layerEnds: [Int]
    /// The items each band of `bandRows` rows draws, in order (`BandItems`): what the loop over
    /// every item in `draw` would pick for that band, found once per frame instead of per band.
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
    /// still live under a backdrop before that item.
    init(_ list: DisplayList, upTo end: Int, scale: Double, width: Int, height: Int, band: UnsafeMutablePointer<UInt8>,
         text: TextPainter, caches: FrameCaches, backdrops: BackdropPatches) {
        self.list = list; self.end = end; self.scale = scale; self.width = width; self.height = height
        self.band = band; self.text = text; self.caches = caches; self.backdrops = backdrops
        let items = list.items[..<end]
        dead = caches.deadStores(items, scale: scale, width: width, height: height)
        var rows: [(lo: Int, hi: Int)] = items.map { FrameBands.rows(of: $0, scale: scale, text: text).map { ($0.lowerBound, $0.upperBound) }
            ?? (Int.min, Int.max) }
        layers = LayerBounds.of(items, scale: scale, text: text)
        layerEnds = FrameBands.layerEnds(items, bounded: layers, rows: &rows)
        itemRows = rows
        bandItems = BandItems(rows: rows, layerEnds: layerEnds, height: height, bandRows: Self.bandRows)
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
        if let band = bandItems.band(rows) {
            list.items.withUnsafeBufferPointer { items in
                bandItems.forEach(inBand: band) { i in
                    state.apply(items[i], index: i, dead: dead, layers: layers, shadowCovers: shadowCovers,
                                backdrops: backdrops)
                }
            }
            state.closeLayers()
            return
        }
        // Rows that are not one band (a backdrop's rows): the same choice, item by item.
        let (top, bottom) = (rows.lowerBound, rows.upperBound)
        itemRows.withUnsafeBufferPointer { bounds in
            layerEnds.withUnsafeBufferPointer { ends in
                list.items.withUnsafeBufferPointer { items in
                    var i = 0
                    while i < end {
                        let r = bounds[i]
                        guard r.lo < r.hi, r.lo < bottom, top < r.hi else {
                            // An item outside the band; a layer outside it, with all it holds.
                            i = max(i, ends[i]) + 1
                            continue
                        }
                        state.apply(items[i], index: i, dead: dead, layers: layers, shadowCovers: shadowCovers,
                                    backdrops: backdrops)
                        i += 1
                    }
                }
            }
        }
        state.closeLayers()
    }

    /// Each bounded layer's `endLayer` index (-1 for every other item), with the layer's box rows
    /// put in `rows` at its `beginLayer`: the layer, drawn in a band its box misses, draws into an
    /// empty surface and composites nothing, so leaving it out there changes no byte.
    private static func layerEnds(_ items: ArraySlice<DisplayItem>, bounded layers: [Int: ItemExtent.Box],
                                  rows: inout [(lo: Int, hi: Int)]) -> [Int] {
        var ends = [Int](repeating: -1, count: items.count)
        var open: [Int] = []
        for (i, item) in items.enumerated() {
            if case .beginLayer = item { open.append(i) }
            guard case .endLayer = item, let start = open.popLast(), let box = layers[start] else { continue }
            ends[start] = i
            rows[start] = (box.y0, box.y1)
        }
        return ends
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
