/// The scroll indicator: a capsule in the theme's indicator colour, faded by its opacity.
extension Painter {
    func paintIndicator(_ i: Overlay, into items: inout [DisplayItem]) {
        items.append(.roundedRect(i.frame, radius: i.frame.width / 2, theme.indicator.withAlphaMultiplied(by: i.alpha)))
    }
}

extension ScrollIndicatorContribution: ContributionPainting {
    static var paintOrder: PaintOrder { PaintOrder(.overlays, rank: 200) }  // over the section index
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintIndicator(overlay, into: &items) }
}
