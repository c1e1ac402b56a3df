/// Headers and footers of the grouped styles: no band of their own (they sit on the grouped
/// background), one line of footnote text (13 pt on an 18-pt line) in the secondary label
/// colour, aligned with the cells' text. A header's line ends 7 pt above its section's first
/// row, in capitals (titleForHeaderInSection); a footer's starts 7 pt below the last row.
extension Painter {
    /// The text column of grouped headers and footers: the cells' leading text inset, inside the
    /// card for the inset-grouped style.
    func groupedTextBox(_ f: Rect) -> Rect {
        f.insetBy(dx: metrics.cardInset + margin, dy: 0)
    }

    func paintGroupedHeader(_ h: HeaderLayout, into items: inout [DisplayItem]) {
        let f = h.frame
        let lineMid = f.maxY - SectionSpacing.groupedHeaderBottomPadding - SectionSpacing.footnoteLine / 2
        let base = baseline(midY: lineMid, weight: .regular, size: theme.footerSize)
        paintTitleAndTrailing(
            title: Line(theme.headerUppercase ? h.title.uppercased() : h.title, weight: .regular,
                        size: theme.footerSize, color: theme.headerText, baseline: base),
            trailing: (h.showsSubtitle ? h.subtitle : nil).map {
                Line($0, weight: .regular, size: theme.footerSize, color: theme.headerText, baseline: base)
            },
            in: f.insetBy(dx: metrics.cardInset, dy: 0), into: &items)
    }

    func paintGroupedFooter(_ footer: FooterLayout, into items: inout [DisplayItem]) {
        let f = footer.frame
        let lineMid = f.minY + SectionSpacing.groupedFooterTopPadding + SectionSpacing.footnoteLine / 2
        items.append(.text(TextRun(string: footer.text, weight: .regular, size: theme.footerSize, color: theme.headerText,
                                   box: groupedTextBox(f),
                                   baseline: baseline(midY: lineMid, weight: .regular, size: theme.footerSize))))
    }
}
