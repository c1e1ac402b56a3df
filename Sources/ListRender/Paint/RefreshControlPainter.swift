import Foundation

/// UIRefreshControl's spinner, centred in the gap the pull opens (at most 60 pt): while pulled,
/// its eight ticks appear one by one clockwise from the top as the pull nears the trigger;
/// refreshing, it spins as UIActivityIndicatorView does (`paintSpinner`), in the secondary label colour.
extension Painter {
    func paintRefreshControl(_ r: RefreshControlState, into items: inout [DisplayItem]) {
        let color = theme.secondaryLabel
        let c = Point(x: r.frame.midX, y: r.frame.minY + RefreshVisual.controlHeight / 2 - max(0, RefreshVisual.controlHeight - r.frame.height) / 2)
        items.append(.pushClip(r.frame))
        if r.refreshing {
            paintSpinner(centre: c, elapsed: r.refreshingFor, color: color, into: &items)
        } else {
            let n = Spinner.spokes
            let shown = Int((r.progress * Double(n)).rounded(.down))
            for i in 0..<min(n, shown) {
                let angle = Double(i) / Double(n) * 2 * Double.pi
                let dx = sin(angle), dy = -cos(angle)
                items.append(.capsule(from: Point(x: c.x + dx * Spinner.innerRadius, y: c.y + dy * Spinner.innerRadius),
                                      to: Point(x: c.x + dx * Spinner.outerRadius, y: c.y + dy * Spinner.outerRadius),
                                      radius: Spinner.spokeRadius, color))
            }
        }
        items.append(.popClip)
    }
}

extension RefreshControlState: ContributionPainting {
    static var paintOrder: PaintOrder { PaintOrder(.overlays, rank: 1000) }  // over every other overlay, under the bars
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintRefreshControl(self, into: &items) }
}
