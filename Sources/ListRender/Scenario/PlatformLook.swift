/// The numbers and shapes of a list that differ between iOS releases, one table per platform,
/// each value with its source (docs/fidelity.md). Painters and the cell layout read them from
/// `Theme.look`; nothing else branches on the platform.
public struct PlatformLook: Hashable, Sendable {
    public var platform: Platform
    /// A row's default height (`list.rowHeight` when the scenario gives none).
    public var rowHeight: Double
    /// Inset-grouped cards: corner radius, and whether the corner is a continuous curve (a
    /// superellipse-like blend into the edge, as `CALayerCornerCurve.continuous`) or a circular arc.
    public var cardCornerRadius: Double
    public var cardCornerContinuous: Bool
    /// How far a continuous card corner's tail (the part past its knee, where it eases into the
    /// edge) reaches, as a multiple of PaintCode's reconstruction (`CornerCurve`): 1 is that
    /// curve, meeting the edge 1.529 radii from the corner; 1.25 meets it 1.75 radii out.
    public var cardCornerTail: Double
    /// How far past the middle of the card's first (last) cell, in radii, a continuous corner's
    /// tail down the side may reach: iOS 26 rounds the end cells, not the card, so a short cell
    /// shortens the tail (`Painter.cornerFit`).
    public var cardCornerTailPastCellMiddle: Double
    /// A separator inside a card stops this far before the card's trailing edge (0: at the edge).
    public var cardSeparatorTrailingInset: Double
    /// Separator thickness in points; nil: one device pixel (a hairline).
    public var separatorThickness: Double?
    /// UISwitch: the track, the knob's inset in it, the knob's width (nil: a circle as tall as
    /// the track allows) and whether the knob casts its soft shadow.
    public var switchSize: Size
    public var switchKnobInset: Double
    public var switchKnobWidth: Double?
    public var switchKnobShadow: Bool
    /// The switch's trailing edge sits this far past the cell's trailing layout margin, toward
    /// the cell's edge: in the grouped styles (measured on SwiftUI toggles) and in the plain style
    /// (measured on UIKit tables' `accessoryView` switches, the plain style's references).
    public var switchTrailingOutset: Double
    public var plainSwitchTrailingOutset: Double = 0
    /// The disclosure chevron's box and its strokes' half width (round caps, so the box holds them).
    public var chevronSize: Size
    public var chevronStrokeRadius: Double
    /// The chevron and the checkmark end this far inside the trailing layout margin.
    public var glyphAccessoryInset: Double
    /// Between the cell's text (a value1 detail) and its accessory.
    public var accessoryTextGap: Double
    /// The checkmark's ink box and its strokes' half width (round caps, inside the box).
    public var checkmarkSize: Size = Size(width: 14, height: 11)
    public var checkmarkStrokeRadius: Double = 1.1
    /// Grouped styles' section headers in the headline style (semibold, the body size, as
    /// written) instead of footnote capitals; the header's baseline this far above its section
    /// (nil: its footnote line box ends 7 pt above it); a titled header's height for the
    /// footnote style's leading (38 = 20 + 18 on iOS 18 at `large`).
    public var groupedHeaderHeadline: Bool
    public var groupedHeaderBaselineAboveSection: Double?
    public var groupedTitledHeader: LeadingRule
    /// Grouped footers: space above their first line box and below their last, and their line
    /// pitch as a share of the footnote style's leading (18 pt at the default size). With
    /// `groupedFooterFirstBaseline` the footer is placed by its baselines instead: the first that
    /// far below the section, `groupedFooterBottom` the space below the last (and
    /// `groupedFooterTop` unused).
    public var groupedFooterTop: Double
    public var groupedFooterBottom: Double
    public var groupedFooterLineRatio: Double
    public var groupedFooterFirstBaseline: LeadingRule? = nil
    /// A section without footer text: the space between its last row and the next header (17 pt
    /// on both platforms' UIKit figures; a SwiftUI `List` on iOS 17/18: `drawn(by:)`).
    public var groupedEmptyFooter: Double = 17
    /// The navigation bar's search field (docs/chrome.md, "Search bar"): its height in the
    /// 52-pt search area, its corner radius (nil: a capsule), its distance from the screen's
    /// sides (nil: the layout margin), the magnifying glass's box and its inset from the field's
    /// leading edge, whether the glass is `label` (else `secondaryLabel`), and the text frame's
    /// inset from the field's leading edge.
    public var searchFieldHeight: Double = 36
    public var searchFieldCornerRadius: Double? = 10
    public var searchFieldSideInset: Double? = nil
    ///
    /// iOS 17/18's defaults are measured on a real UISearchBar recorded on iOS 17.5 (alphagov's
    /// govuk-mobile-ios-app, SearchViewControllerSnapshotTests, iPhone 15 Pro @3x; docs/chrome.md,
    /// "Measured on a real iOS 17 search field"): a 36-pt field with 10-pt continuous corners, the
    /// glass's ink 49 px across with its left edge 24 px in, the placeholder's ink 97 px in. Our
    /// glass's ink fills its box from 1 px in, our text's ink starts 3 px into its frame, so the
    /// boxes sit 23 and 94 px in.
    public var searchGlassSize: Double = 49.0 / 3
    public var searchGlassInset: Double = 23.0 / 3
    public var searchGlassInLabel: Bool = false
    public var searchTextInset: Double = 94.0 / 3
    /// A Settings icon tile (`image: {symbol, tile}`): its corner radius at the 29-pt box
    /// (continuous curve), and the symbol's scale on it against its size beside body text.
    public var tileCornerRadius: Double
    public var tileSymbolScale: Double
    /// The tab bar, the toolbar and their items (`BottomBarLook`).
    public var bottomBars: BottomBarLook = .ios18
    /// The navigation bar's titles and buttons (`NavigationBarLook`).
    public var navigationBar: NavigationBarLook = .ios18
    /// Inset grouped: the card's distance from the screen's edges and the cells' margin inside
    /// it, on every phone width; nil: the viewport's layout margin (16 pt, 20 from 393 pt wide).
    public var insetGroupedMargin: Double? = nil
    /// Plain style: the separators end at the trailing layout margin, not the screen's edge.
    public var plainSeparatorEndsAtMargin = false
    /// Plain style: the list's last row has a separator under it too (iOS 15 and later: the
    /// plain table's filler rows are gone, the last row's separator stays).
    public var plainLastRowSeparator = false

    /// A grouped footer's line pitch for the footnote style's leading `footnoteLeading`: the one
    /// rule the section heights (Model) and the footer's text (Paint) both follow.
    func groupedFooterPitch(footnoteLeading: Double) -> Double { footnoteLeading * groupedFooterLineRatio }

    /// A grouped footer's height less its lines' pitches (one pitch per line): the space above
    /// the first line and below the last, for the footnote style's leading `footnoteLeading`.
    func groupedFooterPadding(footnoteLeading: Double) -> Double {
        guard let first = groupedFooterFirstBaseline else { return groupedFooterTop + groupedFooterBottom }
        return first.at(footnoteLeading) + groupedFooterBottom - groupedFooterPitch(footnoteLeading: footnoteLeading)
    }

    /// Today's tables on iOS 17 and 18 (and, for plain lists, iOS 15 and 16; `list.fillerRows`
    /// gives iOS 14 and earlier's filler rows): the figures the fixtures were matched against
    /// (docs/table-styles.md, docs/accessories.md).
    public static let ios18 = PlatformLook(
        platform: .ios18, rowHeight: 44, cardCornerRadius: 10, cardCornerContinuous: false, cardCornerTail: 1, cardCornerTailPastCellMiddle: 0,
        cardSeparatorTrailingInset: 0, separatorThickness: nil,
        switchSize: Size(width: 51, height: 31), switchKnobInset: 2, switchKnobWidth: nil, switchKnobShadow: true,
        switchTrailingOutset: 0,
        chevronSize: Size(width: 8, height: 13), chevronStrokeRadius: 1.1, glyphAccessoryInset: 0, accessoryTextGap: 8,
        groupedHeaderHeadline: false, groupedHeaderBaselineAboveSection: nil,
        groupedTitledHeader: LeadingRule(extra: 20, lineShare: 1),
        groupedFooterTop: 7, groupedFooterBottom: 17, groupedFooterLineRatio: 1,
        // A guess until measured on a Settings screenshot: the app icon's corner ratio
        // (0.2237 of the side, 6.5 pt at 29) and a glyph about 18 pt across (docs/row-images.md).
        tileCornerRadius: 6.5, tileSymbolScale: 0.82,
        // All three plain UIKit tables of the suite on iOS 17/18 (AccessibilitySnapshot
        // HitTargetTests 17.5 and 18.5, BSWInterfaceKit on 18.0; none sets a table footer) draw a
        // hairline under the last row (px 575, 584 and 593) and nothing below it: no filler rows,
        // as Apple documents for `fillerRowHeight` (0, the default from iOS 15).
        plainLastRowSeparator: true)

    /// iOS 26, measured on SwiftUI `List` snapshots recorded on iOS 26 at 390 × 844 pt @3x
    /// (home-assistant/iOS, `ServerSwitchingSettingsView` light and dark; docs/fidelity.md):
    /// 153-px rows, a card corner that meets the edge 119 px from the corner (1.528 × 26 pt, the
    /// continuous curve), separators 3 px thick ending 48 px before the card's edge, a 189 × 84 px
    /// switch track with a 114 × 72 px capsule knob 6 px in, its trailing edge 42 px inside the card;
    /// grouped section headers (GesturesSetupView) in the semibold headline, as written, and
    /// footers, whose spacing is measured at two content sizes (those screens are `medium`) and
    /// follows the footnote leading (`LeadingRule`, below); a 20 × 34 px chevron ending 54 px inside the card, its arms 2.55 pt wide along a pixel row
    /// (1.8 pt across, at 45°). The 13.6-pt gap before a chevron is the fidelity issue's reading of
    /// a value1 detail ending 38.6 pt from the card (no screenshot in the suite shows one yet).
    public static let ios26 = PlatformLook(
        platform: .ios26, rowHeight: 51, cardCornerRadius: 26, cardCornerContinuous: true,
        // The corner of GesturesSetupView's header card, the one card whose cell is tall enough
        // for the corner to take its full shape (rows and columns of its top-left 100 × 100 px
        // read the same): PaintCode's curve at 26 pt with its tail 1.25 × as long fits it to
        // 0.34 px rms (max 1.5 px, the first row); the curve as published misses by up to 8.6 px
        // there (docs/fidelity.md, "The card's corner").
        cardCornerTail: 1.25,
        // Cards whose first cell is 51 pt (server switching, the gestures screen's lower cards,
        // the list picker's content) end the tail down the side about 96 px below the card's top,
        // those whose first cell is 70 pt (servers, location history) about 125 px: half the cell
        // and a quarter radius (6.5 pt) in both, fitted to 0.3–0.75 px rms (max 3.5 px, the
        // column at the card's side); half the cell alone misses by up to 10 px.
        cardCornerTailPastCellMiddle: 0.25,
        cardSeparatorTrailingInset: 16, separatorThickness: 1,
        switchSize: Size(width: 63, height: 28), switchKnobInset: 2, switchKnobWidth: 38, switchKnobShadow: false,
        switchTrailingOutset: 2,
        chevronSize: Size(width: 20.0 / 3, height: 34.0 / 3), chevronStrokeRadius: 0.9, glyphAccessoryInset: 2,
        accessoryTextGap: 13.6,
        // ListPicker's content (light and dark): the checkmark's ink x 1027…1068, y 667…706 px
        // in a 153-px row; a pixel row across its long arm (at 56°) is 5.5 px, a 1.5-pt stroke.
        checkmarkSize: Size(width: 41.0 / 3, height: 40.0 / 3), checkmarkStrokeRadius: 0.75,
        // Each grouped header and footer figure measured at two content sizes: home-assistant's
        // 26.4 screens at `medium` (swift-snapshot-testing's `.iPhone13` traits: 12-pt footnotes
        // on a 16-pt leading, 16-pt headers) and AccessibilitySnapshot 26.2's SwiftUI Lists at
        // `large` (13 on 18, 17-pt headers; 402-pt phone); docs/platforms.md.
        // A header's baseline 42 px above its card at both sizes (GesturesSetupView 1338 → 1380,
        // SettingsServersView 580 → 622; AccessibilitySnapshot 907 → 949, 787 → 829 px). A titled
        // header after a card without footer text: 171 px card to card at medium (GesturesSetupView,
        // 17 + 40), 174 px at large (AccessibilitySnapshot's sections screen, 17 + 41): 40 pt and
        // 41, half a point per point of the footnote leading.
        groupedHeaderHeadline: true, groupedHeaderBaselineAboveSection: 14,
        groupedTitledHeader: LeadingRule(extra: 32, lineShare: 0.5),
        // A footer's first baseline 58 px below its card at medium (ServerSwitchingSettingsView,
        // SettingsServersView, PrivacyView: 1354 → 1412, 966 → 1024 px), 61 px at large
        // (AccessibilitySnapshot: 619 → 680, 1141 → 1202 px): again half a point per point of
        // the leading. Its lines 42 px apart at medium (14 pt: 14/16 of the leading; no wrapped
        // footer is in a `large` iOS 26 screen, so 15.75 pt there is this ratio, a guess). The
        // last baseline 26⅔ pt above the next card at medium where that card is untitled (80 px:
        // ServerSwitchingSettingsView 1231 → 1311, 1078 → 1158; PrivacyView 1066 → 1146), an
        // untitled header being 18 pt; at large 149 px above a card under a 41-pt titled header
        // (AccessibilitySnapshot 680 → 829): 8⅔ pt below the last baseline at both sizes.
        groupedFooterTop: 0, groupedFooterBottom: 26.0 / 3, groupedFooterLineRatio: 14.0 / 16,
        groupedFooterFirstBaseline: LeadingRule(extra: 34.0 / 3, lineShare: 0.5),
        // BrunoCerberus/Pulse's iOS 26 `.searchable` field (Fixtures/fidelity/pulse-search-26,
        // 393 × 852 @3x; docs/chrome.md): a capsule at y 498…629 px (44 pt), 48 px from both
        // screen edges (16 pt, not the 20-pt layout margin); the glass's ink 49 px across, its
        // left edge 42 px in, white (`label`); the placeholder's ink 121 px in. Our glass's and
        // text's ink start 1 px and 3 px inside their boxes (measured on our render the same
        // way), so the boxes sit 41 and 118 px in.
        searchFieldHeight: 44, searchFieldCornerRadius: nil, searchFieldSideInset: 16,
        searchGlassSize: 49.0 / 3, searchGlassInset: 41.0 / 3, searchGlassInLabel: true, searchTextInset: 118.0 / 3,
        // Not measured on iOS 26 yet: iOS 18's guess (docs/row-images.md).
        tileCornerRadius: 6.5, tileSymbolScale: 0.82,
        // SwiftUI List on a 402-pt phone (AccessibilitySnapshot 26.2, markers taken off): the
        // card 48 px from the edge, the separators and text from 96 px, as on 390-pt phones;
        // iOS 18.5 on the same phone puts both 20 pt in.
        // A UIKit plain table on a 402-pt phone (AccessibilitySnapshot 26.2, HitTargetTests,
        // markers taken off): separators from 60 to 1146 px, 60 px (the 20-pt margin) short of
        // the edge, and one under the last row; its UISwitch accessory views' tracks end at 1146 px
        // too (the margin, no outset: `plainSwitchTrailingOutset` 0), where SwiftUI's toggles in
        // an inset-grouped card end 2 pt past it.
        bottomBars: .ios26, navigationBar: .ios26, insetGroupedMargin: 16,
        plainSeparatorEndsAtMargin: true, plainLastRowSeparator: true)
}

/// A length that grows with the footnote style's leading (Dynamic Type; 18 pt at `large`, 16 at
/// `medium`): `extra + lineShare × leading`.
public struct LeadingRule: Hashable, Sendable {
    public var extra: Double
    public var lineShare: Double
    public init(extra: Double, lineShare: Double) {
        self.extra = extra
        self.lineShare = lineShare
    }

    func at(_ leading: Double) -> Double { extra + lineShare * leading }
}
