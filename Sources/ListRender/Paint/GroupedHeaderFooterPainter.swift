/// Headers and footers of the grouped styles: no band of their own (they sit on the grouped
/// background), footnote text (13 pt on 18-pt lines) in the secondary label
/// colour, aligned with the cells' text. A header's line ends 7 pt above its section's first
/// row, in capitals (titleForHeaderInSection); a footer's first line starts 7 pt below the last row, and long footers wrap.
extension Painter {
    /// The text column of grouped headers and footers: the cells' leading text inset, inside the
    /// card for the inset-grouped style.
    func groupedTextBox(_ f: Rect) -> Rect {
        f.insetBy(dx: metrics.cardInset + margin, dy: 0)
    }

    func paintGroupedHeader(_ h: HeaderLayout, into items: inout [DisplayItem]) {
        let f = h.frame, look = theme.look
        // The header's own size (`headerSize`: footnote, 13 pt, like the footers unless set;
        // iOS 26's headline, semibold).
        let size = theme.headerSize, weight: FontWeight = look.groupedHeaderHeadline ? .semibold : .regular
        let base = look.groupedHeaderBaselineAboveSection.map { f.maxY - $0 }
            ?? baseline(midY: f.maxY - SectionSpacing.groupedHeaderBottomPadding - footnoteLine / 2, weight: weight, size: size)
        paintTitleAndTrailing(
            title: Line(theme.headerUppercase ? h.title.uppercased() : h.title, weight: weight,
                        size: size, color: theme.headerText, baseline: base),
            trailing: (h.showsSubtitle ? h.subtitle : nil).map {
                Line($0, weight: .regular, size: size, color: theme.headerText, baseline: base)
            },
            in: f.insetBy(dx: metrics.cardInset, dy: 0), into: &items)
    }

    func paintGroupedFooter(_ footer: FooterLayout, into items: inout [DisplayItem]) {
        let f = footer.frame
        let look = theme.look, pitch = look.groupedFooterPitch(footnoteLeading: footnoteLine)
        // iOS 26 places the lines by their baselines; iOS 18 centres each in its line box.
        let firstBaseline = look.groupedFooterFirstBaseline.map { f.minY + $0.at(footnoteLine) }
            ?? baseline(midY: f.minY + look.groupedFooterTop + pitch / 2, weight: .regular, size: theme.footerSize)
        for (i, line) in footer.lines.enumerated() {
            items.append(.text(TextRun(string: line, weight: .regular, size: theme.footerSize, color: theme.headerText,
                                       box: groupedTextBox(f), baseline: firstBaseline + Double(i) * pitch,
                                       alignment: leadingAlignment)))
        }
    }
}
