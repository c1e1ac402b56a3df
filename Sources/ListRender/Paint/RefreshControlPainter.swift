import Foundation

/// UIRefreshControl's spinner, centred in the gap the pull opens (at most 60 pt): while pulled,
/// its eight ticks appear one by one clockwise from the top as the pull nears the trigger;
/// refreshing, it spins as UIActivityIndicatorView does (`SpinnerPainter`).
enum RefreshControlPainter {
    static func paint(_ r: RefreshControlState, color: Color, into items: inout [DisplayItem]) {
        let c = Point(x: r.frame.midX, y: r.frame.minY + RefreshVisual.controlHeight / 2 - max(0, RefreshVisual.controlHeight - r.frame.height) / 2)
        items.append(.pushClip(r.frame))
        if r.refreshing {
            SpinnerPainter.paint(centre: c, elapsed: r.refreshingFor, color: color, into: &items)
        } else {
            let n = SpinnerPainter.spokes
            let shown = Int((r.progress * Double(n)).rounded(.down))
            for i in 0..<min(n, shown) {
                let angle = Double(i) / Double(n) * 2 * Double.pi
                let dx = sin(angle), dy = -cos(angle)
                items.append(.capsule(from: Point(x: c.x + dx * SpinnerPainter.innerRadius, y: c.y + dy * SpinnerPainter.innerRadius),
                                      to: Point(x: c.x + dx * SpinnerPainter.outerRadius, y: c.y + dy * SpinnerPainter.outerRadius),
                                      radius: SpinnerPainter.spokeRadius, color))
            }
        }
        items.append(.popClip)
    }
}
