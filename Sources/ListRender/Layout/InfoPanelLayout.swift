/// The info panel (docs/behaviours.md, "Info panel") placed beside the indicator: vertically centred on it; when
/// rubber-banding shrinks the indicator below the panel's height + 2, aligned with the
/// indicator's end (bottom at the bottom, top at the top); never off the list. When a scrub nub
/// shares the right edge, the panel rides left of the nub's column instead of under it.
enum InfoPanelLayout: LayoutContributor {
    static var dumpRank: Int { 400 }
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

extension InfoPanelLayout {
    /// The panel while it shows, beside the indicator's frame (shown or not).
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        guard let options = input.scenario.features.infoPanel, let a = input.state.infoPanelAppearance, a > 0,
              let indicator = IndicatorLayout.frame(input) else { return }
        let nubColumn = input.scenario.features.scrubNub.map {
            NubTrack.frame(input.metrics, $0, offset: input.offset, maxOffset: input.maxOffset)
        }
        contributions[PanelLayout.self] = panel(options: options, appearance: a, indicator: indicator, metrics: input.metrics,
                                                geometry: input.state.geometry, offset: input.offset, nubColumn: nubColumn)
    }
}

extension PanelLayout {
    public var dumpFields: [(String, JSONOutput)] {
        [("infoPanel", .object([("frame", LayoutDump.rect(frame)), ("alpha", .number(alpha)), ("text", .string(text))]))]
    }
}

extension FrameLayout {
    /// The info panel while it shows.
    public var infoPanel: PanelLayout? { contributions[PanelLayout.self] }
}
