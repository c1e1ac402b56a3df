/// The info panel (docs/behaviours.md, "Info panel") placed beside the indicator: vertically centred on it; when
/// rubber-banding shrinks the indicator below the panel's height + 2, aligned with the
/// indicator's end (bottom at the bottom, top at the top); never off the list. When a scrub nub
/// shares the right edge, the panel rides left of the nub's column instead of under it.
enum InfoPanelLayout {
    static func panel(options o: InfoPanelOptions, appearance a: Double, indicator: Rect, metrics m: ListMetrics,
                      geometry g: ListGeometry, offset: Double, nubColumn: Rect? = nil) -> PanelLayout {
        let h = o.size.height
        var y = indicator.midY - h / 2
        if indicator.height < h + 2 {
            let atBottom = indicator.midY > m.listFrame.midY
            y = atBottom ? indicator.maxY - h : indicator.minY
        }
        y = min(max(y, m.listFrame.minY), m.listFrame.maxY - h)
        // Slides in from (and out toward) the indicator as it fades.
        let right = min(indicator.minX, (nubColumn?.minX).map { $0 - 4 } ?? .infinity)
        let x = right - o.size.width + o.slide * (1 - a)
        return PanelLayout(frame: Rect(x: x, y: y, width: o.size.width, height: h), alpha: a,
                           text: text(options: o, geometry: g, contentY: m.contentY(viewportY: indicator.midY, offset: offset)))
    }

    /// The title of the section (or row) at content y, clamped to the content.
    static func text(options o: InfoPanelOptions, geometry g: ListGeometry, contentY: Double) -> String {
        let y = min(max(0, contentY), max(0, g.contentHeight - 0.001))
        switch o.content {
        case .section:
            return g.section(at: y).flatMap { g.data.sections[$0].title } ?? ""
        case .row:
            return g.nearestRow(to: y).map { g.data.row($0).spec.title } ?? ""
        }
    }
}
