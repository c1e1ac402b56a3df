/// The section index's letters: UITableViewIndex draws each entry centred in the column in the
/// table's `sectionIndexColor`, by default the tint, at 11 pt semibold (bold before iOS 13); the
/// column itself is clear (`sectionIndexBackgroundColor` nil).
extension Painter {
    static let sectionIndexFontSize = 11.0

    func paintSectionIndex(_ index: SectionIndexLayout, into items: inout [DisplayItem]) {
        let fontSize = Self.sectionIndexFontSize
        let capHeight = text.capHeight(weight: .semibold, size: fontSize)
        for e in index.entries {
            items.append(.text(TextRun(string: e.title, weight: .semibold, size: fontSize, color: theme.tint,
                                       box: e.frame, baseline: e.frame.midY + capHeight / 2, alignment: .center)))
        }
    }
}

extension SectionIndexLayout: ContributionPainting {
    static var paintOrder: PaintOrder { PaintOrder(.overlays, rank: 100) }  // under the indicator
    func paint(with painter: Painter, into items: inout [DisplayItem]) { painter.paintSectionIndex(self, into: &items) }
}
