/// How tall a section's header and footer are, by table style and by whether they have text.
/// Heights are whole points so every row edge stays on the device-pixel grid.
///
/// Plain: a titled header is `headerHeight` (28), an untitled one nothing; a footer with text
/// is 28, without text nothing. Grouped and inset grouped (iOS 15+ figures, see
/// docs/table-styles.md): sections are always spaced apart, a titled header holds one line of
/// footnote text (13 pt on an 18-pt line) 7 pt above the section, the first section sits 17 pt
/// lower (the empty table header UIKit adds), and a footer's text starts 7 pt below the section.
///
/// Footer text wraps (docs/cells.md, "Wrapped footers"): each line after the first adds one
/// footnote line (`footnoteLine`, 18 pt at the default Dynamic Type size).
struct SectionSpacing: Sendable, Hashable {
    var titledHeader: Double
    var untitledHeader: Double
    /// Added above the first section's header (grouped styles' empty table header).
    var firstSectionExtra: Double
    /// Footer padding above and below its lines of text (plain: 5 + 5 around 18 = 28).
    var footerPadding: Double
    var emptyFooter: Double
    /// The footnote style's line height (its leading in Apple's Dynamic Type table).
    var footnoteLine: Double = SectionSpacing.defaultFootnoteLine
    /// Space above every section's header, titled or not (UITableView.sectionHeaderTopPadding,
    /// iOS 15+), part of the header heights above; the header itself is drawn below it.
    var headerTopPadding = 0.0

    /// A footer holding `lines` lines of text.
    func textFooter(lines: Int) -> Double { footerPadding + Double(max(1, lines)) * footnoteLine }

    static func plain(headerHeight: Double, footnoteLine: Double = defaultFootnoteLine) -> SectionSpacing {
        SectionSpacing(titledHeader: headerHeight, untitledHeader: 0, firstSectionExtra: 0,
                       footerPadding: plainFooter - defaultFootnoteLine,
                       emptyFooter: 0, footnoteLine: footnoteLine)
    }

    /// Grouped styles: `headerHeight` is the titled header (38 unless the scenario sets it); the
    /// footers' padding and line pitch are the platform's.
    static func grouped(headerHeight: Double, footnoteLine: Double = defaultFootnoteLine,
                        look: PlatformLook = .ios18) -> SectionSpacing {
        SectionSpacing(titledHeader: headerHeight, untitledHeader: 18, firstSectionExtra: 17,
                       footerPadding: look.groupedFooterPadding(footnoteLeading: footnoteLine), emptyFooter: look.groupedEmptyFooter,
                       footnoteLine: look.groupedFooterPitch(footnoteLeading: footnoteLine))
    }

    /// A list's spacing; `footnoteLine` from its theme's Dynamic Type size.
    static func of(_ list: ListSpec, footnoteLine: Double = defaultFootnoteLine, look: PlatformLook = .ios18) -> SectionSpacing {
        var spacing = list.style == .plain ? SectionSpacing.plain(headerHeight: list.headerHeight, footnoteLine: footnoteLine)
            : .grouped(headerHeight: list.headerHeight, footnoteLine: footnoteLine, look: look)
        spacing.headerTopPadding = list.sectionHeaderTopPadding
        if let top = list.topMargin, list.style != .plain { spacing.firstSectionExtra = top }
        spacing.titledHeader += list.sectionHeaderTopPadding
        spacing.untitledHeader += list.sectionHeaderTopPadding
        return spacing
    }

    /// UIKit's plain-style footer for one line of footnote text: sectionFooterHeight's 28 pt.
    static let plainFooter = 28.0
    /// The footnote text style's line height at the default content size (13 pt on 18).
    static let defaultFootnoteLine = 18.0
    /// A grouped header title's line box ends this far above the section's first row.
    static let groupedHeaderBottomPadding = 7.0
}
