/// `.fillPath` and `.strokePath`: polygons (flattened paths, or a stroke's outline) filled by
/// `CoverageAccumulator`, in strips of rows so a screen-sized path needs a strip's memory only.
extension PixelTarget {
    /// Rows per accumulation strip.
    private static var stripRows: Int { 32 }

    /// Fills the polygons (each closed implicitly) by `rule` in `color`.
    func fillPolygons(_ polygons: [Polyline], rule: FillRule, color: PremulColor) {
        guard color.a > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in polygons where p.points.count > 2 {
            for pt in p.points {
                minX = min(minX, pt.x); maxX = max(maxX, pt.x); minY = min(minY, pt.y); maxY = max(maxY, pt.y)
            }
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        let (cx0, cx1) = columns(Int(minX.rounded(.down)), Int(maxX.rounded(.up)))
        let (ry0, ry1) = rows(Int(minY.rounded(.down)), Int(maxY.rounded(.up)))
        guard cx0 < cx1, ry0 < ry1 else { return }
        let width = cx1 - cx0
        var bytes = [UInt8](repeating: 0, count: width)
        var stripTop = ry0
        while stripTop < ry1 {
            let stripEnd = min(ry1, stripTop + Self.stripRows)
            var acc = CoverageAccumulator(x0: cx0, y0: stripTop, width: width, height: stripEnd - stripTop)
            let top = Double(stripTop), bottom = Double(stripEnd)
            for p in polygons where p.points.count > 2 {
                var prev = p.points[p.points.count - 1]
                for pt in p.points {
                    if max(prev.y, pt.y) > top && min(prev.y, pt.y) < bottom { acc.addEdge(prev, pt) }
                    prev = pt
                }
            }
            bytes.withUnsafeMutableBufferPointer { buf in
                guard let out = buf.baseAddress else { return }
                var memo = CoverageBlendMemo()
                for row in 0..<(stripEnd - stripTop) {
                    acc.coverageRow(row, rule: rule, into: out)
                    blendRow(y: stripTop + row, x0: cx0, coverage: out, count: width, color: color, memo: &memo)
                }
            }
            stripTop = stripEnd
        }
    }

    func fillPath(_ path: Path, rule: FillRule, scale: Double, color: PremulColor) {
        fillPolygons(PathFlattening.polylines(path, scale: scale), rule: rule, color: color)
    }

    /// The path's outline with a pen `lineWidth` px wide, filled non-zero (the outline's pieces
    /// all wind the same way, so where they overlap the union is filled once).
    func strokePath(_ path: Path, style: StrokeStyle, scale: Double, color: PremulColor) {
        let half = style.lineWidth * scale / 2
        guard half.isFinite, half > 0, half < 1e7 else { return }
        let outline = PathStroker.outline(PathFlattening.polylines(path, scale: scale), halfWidth: half, cap: style.cap)
        fillPolygons(outline, rule: .nonZero, color: color)
    }
}
