/// The info panel: a rounded panel with the section's (or row's) title centred in it, faded as
/// a whole.
extension Painter {
    func paintPanel(_ p: PanelLayout, into items: inout [DisplayItem]) {
        items.append(.beginLayer(opacity: p.alpha))
        items.append(.roundedRect(p.frame, radius: 8, theme.panelBackground))
        items.append(.text(TextRun(string: p.text, weight: .semibold, size: 13, color: theme.panelText,
                                   box: p.frame.insetBy(dx: 10, dy: 0),
                                   baseline: baseline(midY: p.frame.midY, weight: .semibold, size: 13), alignment: .center)))
        items.append(.endLayer)
    }
}

extension PanelLayout: ContributionPainting {
    static var paintOrder: PaintOrder { PaintOrder(.overlays, rank: 300) }  // over the indicator it rides on
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintPanel(self, into: &items) }
}
