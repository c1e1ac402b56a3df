/// Rows of canvas-level fills (and of the background) that a later opaque, pixel-aligned fill
/// overwrites completely: that fill stores its colour word whatever lies under it, so drawing
/// there first changes no byte of the frame. A list scrolls over a background, under cell
/// backgrounds: without this, most pixels are stored three times.
///
/// Only canvas-level `.fill`s are skipped (never anything inside a layer, which is composited
/// later); a cover is an opaque fill under a clip on the pixel grid, and what it covers is its
/// whole interior pixels (rows and columns the rect spans completely, where `fillRect` stores the
/// colour word with no blending; a rect on the grid covers all of itself).
struct DeadStores {
    /// Live row ranges of the background fill.
    private(set) var background: [Range<Int>]
    /// Live row ranges of item `i` when only some of its rows are live (absent: all live).
    private(set) var fills: [Int: [Range<Int>]] = [:]

    /// `items`: a list's items from its first (a slice from index 0: offsets are item indices).
    init(_ items: ArraySlice<DisplayItem>, scale: Double, width: Int, height: Int) {
        let bounds = DeviceClip(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
        // Forward: each canvas-level fill's pixel box and whether it covers.
        var boxes: [(index: Int, x0: Int, y0: Int, x1: Int, y1: Int, cover: (x0: Int, y0: Int, x1: Int, y1: Int)?)] = []
        var clips = ClipStack(bounds: bounds)
        for (i, item) in items.enumerated() {
            switch item {
            case let .fill(r, c):
                guard clips.layerDepth == 0 else { continue }
                let d = DeviceRect(r, scale: scale), k = clips.clip
                guard d.isDrawable, !k.isEmpty else { continue }
                let x0 = max(d.px0, k.ix0, 0), x1 = min(d.px1, k.ix1, width)
                let y0 = max(d.py0, k.iy0, 0), y1 = min(d.py1, k.iy1, height)
                guard x0 < x1, y0 < y1 else { continue }
                let clipOnGrid = [k.x0, k.y0, k.x1, k.y1].allSatisfy { $0 == $0.rounded() }
                let cx0 = max(Int(d.x0.rounded(.up)), k.ix0, 0), cx1 = min(Int(d.x1.rounded(.down)), k.ix1, width)
                let cy0 = max(Int(d.y0.rounded(.up)), k.iy0, 0), cy1 = min(Int(d.y1.rounded(.down)), k.iy1, height)
                let covers = c.a == 255 && clipOnGrid && cx0 < cx1 && cy0 < cy1
                boxes.append((i, x0, y0, x1, y1, covers ? (cx0, cy0, cx1, cy1) : nil))
            case let .pushClip(r): clips.push(DeviceRect(r, scale: scale))
            case .popClip: clips.pop()
            case .beginLayer: clips.beginLayer()
            case .endLayer: clips.endLayer()
            default: continue
            }
        }
        // Backward: per row, one covered column interval (a subset of what later covers store).
        var lo = [Int](repeating: 0, count: max(0, height))
        var hi = [Int](repeating: 0, count: max(0, height))
        func liveRows(x0: Int, x1: Int, y0: Int, y1: Int) -> [Range<Int>] {
            var out: [Range<Int>] = []
            var start: Int?
            for y in y0..<y1 {
                let dead = lo[y] <= x0 && hi[y] >= x1 && hi[y] > lo[y]
                if dead, let s = start { out.append(s..<y); start = nil }
                if !dead, start == nil { start = y }
            }
            if let s = start { out.append(s..<y1) }
            return out
        }
        for b in boxes.reversed() {
            let live = liveRows(x0: b.x0, x1: b.x1, y0: b.y0, y1: b.y1)
            if live != [b.y0..<b.y1] { fills[b.index] = live }
            guard let c = b.cover else { continue }
            for y in c.y0..<c.y1 {
                if hi[y] <= lo[y] || (c.x0 <= hi[y] && c.x1 >= lo[y]) {
                    let empty = hi[y] <= lo[y]
                    lo[y] = empty ? c.x0 : min(lo[y], c.x0)
                    hi[y] = empty ? c.x1 : max(hi[y], c.x1)
                } else if c.x1 - c.x0 > hi[y] - lo[y] {
                    lo[y] = c.x0; hi[y] = c.x1
                }
            }
        }
        background = height > 0 && width > 0 ? liveRows(x0: 0, x1: width, y0: 0, y1: height) : []
    }
}
