/// Where a scenario's `output.ignore` regions are in one frame, so `verify` can leave exactly
/// those pixels out while they are still drawn.
extension FrameLayout {
    /// The rectangles in viewport points that `regions` cover in this frame, clipped to the
    /// viewport; a row off screen or a part that is hidden in this frame covers nothing.
    public func ignoredRects(_ regions: [IgnoreRegion]) -> [Rect] {
        let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        var rects: [Rect] = []
        for region in regions {
            switch region {
            case .rect(let r):
                rects.append(r)
            case .row(let ref):
                // A lifted row is listed last, above its gap: both are where the row is drawn.
                rects += rows.filter { $0.section == ref.section && $0.row == ref.row }.map(\.frame)
            case .part(let part):
                if let r = frame(of: part) { rects.append(r) }
            }
        }
        return rects.compactMap { $0.clipped(to: screen) }
    }

    /// The frame of a screen part in this frame, nil when it is not on screen.
    private func frame(of part: ScreenPart) -> Rect? {
        switch part {
        case .indicator: return indicator.flatMap { $0.alpha > 0 ? $0.frame : nil }
        case .infoPanel: return infoPanel.flatMap { $0.alpha > 0 ? $0.frame : nil }
        case .scrubNub: return nub.flatMap { $0.alpha > 0 ? $0.frame : nil }
        case .loadMore: return loadMore?.frame
        case .snapHeader: return snapHeader
        case .statusBar: return statusBar?.frame
        case .bottomBar: return bottomBar?.frame
        }
    }
}

extension Rect {
    /// The part of this rectangle inside `bounds`, nil when nothing is.
    func clipped(to bounds: Rect) -> Rect? {
        let x0 = max(x, bounds.x), y0 = max(y, bounds.y)
        let x1 = min(x + width, bounds.x + bounds.width), y1 = min(y + height, bounds.y + bounds.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
