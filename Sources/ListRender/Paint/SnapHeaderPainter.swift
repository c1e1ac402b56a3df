/// The static header behind the list (docs/behaviours.md, "Snap header"): a coloured panel; its title sits in the strip
/// that stays uncovered.
extension Painter {
    func paintSnapHeader(_ frame: Rect, into items: inout [DisplayItem]) {
        items.append(.fill(frame, theme.snapHeaderBackground))
        guard let o = features.snapHeader, !o.title.isEmpty else { return }
        let size = 17.0
        let mid = o.uncovered / 2
        items.append(.text(TextRun(string: o.title, weight: .semibold, size: size, color: theme.snapHeaderText,
                                   box: Rect(x: 16, y: 0, width: frame.width - 32, height: o.uncovered),
                                   baseline: mid + text.capHeight(weight: .semibold, size: size) / 2,
                                   alignment: .center)))
    }
}

extension SnapHeaderContribution: ContributionPainting {
    static var paintOrder: PaintOrder { PaintOrder(.behindList, rank: 100) }
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintSnapHeader(frame, into: &items) }
}
