/// `.fillPath` and `.strokePath`: polygons (flattened paths, or a stroke's outline, `PathPolygons`) filled by
/// `CoverageAccumulator`, in strips of rows so a screen-sized path needs a strip's memory only.
extension PixelTarget {
    /// Rows per accumulation strip. Strips end at multiples of it (whatever row the fill starts
    /// on): a frame's bands are that many rows from row 0, so a fill drawn band by band, a whole
    /// frame's and a kept mask's (`PathCoverageMasks`) cut their rows at the same places.
    static var pathStripRows: Int { 64 }

    /// The end of the strip that starts at row `top`: the next multiple of `pathStripRows`.
    static func stripEnd(after top: Int) -> Int {
        let n = pathStripRows
        return (top >= 0 ? top / n : (top - n + 1) / n) * n + n
    }

    /// Fills the polygons (each closed implicitly) by `rule` in `color`.
    func fillPolygons(_ polygons: [Polyline], rule: FillRule, color: PremulColor) {
        fillPolygons(PolygonFill(polygons), rule: rule, color: color, scratch: CoverageScratch())
    }

    /// Fills `fill`'s polygons by `rule` in `color`, in its pixel box cut to the target, with
    /// `scratch`'s cells (kept from fill to fill: a band's strip of a screen-wide card is 300 KB).
    /// `covered(x0, x1, y0, y1)` gets boxes of two rows or more where every pixel was stored as
    /// the opaque colour's word (a card's inside: text on it is then on a flat fill).
    func fillPolygons(_ fill: PolygonFill, rule: FillRule, color: PremulColor, scratch: CoverageScratch,
                      covered: (_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Void = { _, _, _, _ in }) {
        guard color.a > 0, let box = fill.box else { return }
        let polygons = fill.polygons
        let (cx0, cx1) = columns(box.x0, box.x1)
        let (ry0, ry1) = rows(box.y0, box.y1)
        guard cx0 < cx1, ry0 < ry1 else { return }
        let width = cx1 - cx0
        var acc = CoverageAccumulator(x0: 0, y0: 0, width: 0, height: 0)
        var bytes: [UInt8] = []
        swap(&acc, &scratch.accumulator)
        swap(&bytes, &scratch.row)
        defer { swap(&acc, &scratch.accumulator); swap(&bytes, &scratch.row) }
        if bytes.count < width { bytes = [UInt8](repeating: 0, count: width) }
        var stripTop = ry0
        let solid = color.isOpaque && clipAligned
        // The rows stored whole so far with the same widest run of the colour's word.
        var group = (x0: 0, x1: 0, y0: 0, y1: 0)
        func flush() {
            if group.y1 - group.y0 >= 2 { covered(group.x0, group.x1, group.y0, group.y1) }
            group = (0, 0, 0, 0)
        }
        while stripTop < ry1 {
            let stripEnd = min(ry1, Self.stripEnd(after: stripTop))
            acc.reset(x0: cx0, y0: stripTop, width: width, height: stripEnd - stripTop)
            acc.addEdges(of: polygons)
            bytes.withUnsafeMutableBufferPointer { buf in
                guard let out = buf.baseAddress else { return }
                for row in 0..<(stripEnd - stripTop) {
                    let y = stripTop + row
                    var widest = (x0: 0, x1: 0)
                    defer {
                        if widest.x1 > widest.x0, group.y1 == y, group.x0 == widest.x0, group.x1 == widest.x1 {
                            group.y1 = y + 1
                        } else {
                            flush()
                            if widest.x1 > widest.x0 { group = (widest.x0, widest.x1, y, y + 1) }
                        }
                    }
                    acc.forEachRun(row, rule: rule, into: out) { start, count, constant in
                        guard let k = constant else {
                            return blendRow(y: y, x0: cx0 + start, coverage: out + start, count: count, color: color)
                        }
                        // A shape's inside (or a gap outside it): one byte for the whole run.
                        if k == 0 { return }
                        // The run lies in the box cut to the clip: columns [cx0, cx1), rows [ry0, ry1).
                        if k == 255 && solid {
                            PixelOps.storeWords(color.word, at: pointer(x: cx0 + start, y: y), count: count)
                            if count > widest.x1 - widest.x0 { widest = (cx0 + start, cx0 + start + count) }
                            return
                        }
                        (out + start).update(repeating: k, count: count)
                        blendRow(y: y, x0: cx0 + start, coverage: out + start, count: count, color: color)
                    }
                }
            }
            stripTop = stripEnd
        }
        flush()
    }
}

/// The cells and the row of bytes `fillPolygons` works in, kept from one fill to the next (all
/// the accumulator's cells are zero again after a fill). One per rasterizer (one thread).
final class CoverageScratch {
    var accumulator = CoverageAccumulator(x0: 0, y0: 0, width: 0, height: 0)
    var row: [UInt8] = []
}

/// Polygons to fill and the whole-pixel box `fillPolygons` visits for them (the points' bounds,
/// out to whole pixels; nil when no polygon has three points, or a bound is not finite or past
/// 1e15, where a whole pixel is no longer an Int): all a fill may touch.
struct PolygonFill {
    let polygons: [Polyline]
    let box: (x0: Int, y0: Int, x1: Int, y1: Int)?

    init(_ polygons: [Polyline]) {
        self.polygons = polygons
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in polygons where p.points.count > 2 {
            for pt in p.points {
                minX = min(minX, pt.x); maxX = max(maxX, pt.x); minY = min(minY, pt.y); maxY = max(maxY, pt.y)
            }
        }
        let limit = 1e15
        guard abs(minX) < limit, abs(minY) < limit, abs(maxX) < limit, abs(maxY) < limit else { box = nil; return }
        box = (Int(minX.rounded(.down)), Int(minY.rounded(.down)), Int(maxX.rounded(.up)), Int(maxY.rounded(.up)))
    }
}
