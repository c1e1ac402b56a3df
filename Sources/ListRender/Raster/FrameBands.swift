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
    private let scale: Double
    private let dead: DeadStores
    private let text: TextPainter
    /// Rows each item may touch (nil: not worked out, drawn in every band); items outside a band
    /// are skipped there, so a band costs its own items, not the whole list.
    private let itemRows: [Range<Int>?]

    init(_ list: DisplayList, scale: Double, width: Int, height: Int, band: UnsafeMutablePointer<UInt8>,
         text: TextPainter) {
        self.list = list; self.scale = scale; self.width = width; self.height = height
        self.band = band; self.text = text
        dead = DeadStores(list, scale: scale, width: width, height: height)
        itemRows = list.items.map { FrameBands.rows(of: $0, scale: scale, text: text) }
    }

    /// Draws the band of rows from `first` on (straight alpha only when the list's background is
    /// opaque) and returns its pixels and row count (0 past the frame's end). Valid until the next call.
    package func draw(from first: Int) -> (pixels: UnsafePointer<UInt8>, rows: Int) {
        let rows = max(0, first)..<min(height, max(0, first) + Self.bandRows)
        guard !rows.isEmpty else { return (UnsafePointer(band), 0) }
        draw(rows, over: band)
        return (UnsafePointer(band), rows.count)
    }

    /// `draw(from:)` in place in `frame` (`width * height * 4` bytes) instead of the band buffer:
    /// the band is handed on while in cache as before, and the frame is there whole afterwards.
    package func draw(from first: Int, into frame: UnsafeMutablePointer<UInt8>) -> (pixels: UnsafePointer<UInt8>, rows: Int) {
        let rows = max(0, first)..<min(height, max(0, first) + Self.bandRows)
        guard !rows.isEmpty else { return (UnsafePointer(frame), 0) }
        let start = frame + rows.lowerBound * width * 4
        draw(rows, over: start)
        return (UnsafePointer(start), rows.count)
    }

    /// Draws the whole frame into `frame` (`width * height * 4` bytes), band after band in place:
    /// each band's items are drawn while its rows are in cache, and items outside it are skipped,
    /// so a frame someone reads whole (verify's differing frames, docs) costs what `render`'s does.
    package func drawFrame(into frame: UnsafeMutablePointer<UInt8>) {
        for first in stride(from: 0, to: height, by: Self.bandRows) {
            draw(first..<min(height, first + Self.bandRows), over: frame + first * width * 4)
        }
    }

    /// Draws `rows` of the frame into `pixels`, which holds exactly those rows.
    private func draw(_ rows: Range<Int>, over pixels: UnsafeMutablePointer<UInt8>) {
        var state = RenderState(band: rows, width: width, over: pixels, background: list.background,
                                backgroundRows: dead.background, scale: scale, text: text)
        for (i, item) in list.items.enumerated() {
            if let r = itemRows[i], !r.overlaps(rows) { continue }
            if let live = dead.fills[i], case let .fill(r, c) = item {
                state.applyFill(r, c, liveRows: live)
            } else {
                state.apply(item)
            }
        }
        state.closeLayers()
    }

    /// The rows `item` may draw in, over-estimated; nil for clips and layers (they shape every
    /// band) and for items whose extent cannot be worked out (a path with no points). A path's
    /// extent is its control points' box, which holds its curves; so symbols, chevrons and
    /// checkmarks are drawn only in the bands they reach, not in every band of the frame.
    private static func rows(of item: DisplayItem, scale s: Double, text: TextPainter) -> Range<Int>? {
        func rows(_ b: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Range<Int>? { b.y0 < b.y1 ? b.y0..<b.y1 : nil }
        switch item {
        case let .fill(r, _), let .roundedRect(r, _, _), let .image(_, r, _):
            return rows(RenderState.box(DeviceRect(r, scale: s)))
        case let .strokeRoundedRect(r, _, lineWidth, _):
            return rows(RenderState.strokeBox(DeviceRect(r, scale: s), lineWidth: lineWidth * s))
        case let .hairline(x, y, width, _):
            return rows(RenderState.hairlineBox(x: x, y: y, width: width, scale: s))
        case let .shadow(r, _, blur, offset, _):
            // The blur reaches ceil(3 sigma) rows past the shape (sigma clamped as `shadow` does).
            let sigma = min(max(0, blur * s / 2), ShadowBlur.maxSigma)
            guard sigma.isFinite else { return nil }
            return rows(RenderState.box(DeviceRect(r.offsetBy(dx: offset.x, dy: offset.y), scale: s),
                                        margin: (3 * sigma).rounded(.up) + 2))
        case let .text(run):
            // Nothing drawn: an empty range, which no band overlaps.
            return text.rows(run, scale: s) ?? 0..<0
        case let .capsule(a, b, radius, _):
            // Its round ends reach `radius` past both points (fillCapsule's own box, plus a pixel).
            let r = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            return rows(RenderState.box(DeviceRect(r, scale: s), margin: abs(radius * s) + 2))
        case let .fillPath(path, _, _):
            return path.controlBounds.flatMap { rows(RenderState.box(DeviceRect($0, scale: s), margin: 2)) }
        case let .strokePath(path, style, _):
            // Round joins and caps reach half the width past the path, square caps √2 of that: a
            // whole width covers both.
            return path.controlBounds.flatMap {
                rows(RenderState.box(DeviceRect($0, scale: s), margin: abs(style.lineWidth * s) + 2))
            }
        case .pushClip, .popClip, .beginLayer, .endLayer:
            return nil
        }
    }
}
