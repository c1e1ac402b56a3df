/// Colours and type sizes of a frame. The light and dark palettes are iOS 13+ system colours
/// (UIColor.systemBackground, .label, .secondaryLabel, .separator, ...), as Apple's Human
/// Interface Guidelines list them; a scenario's theme object overrides single entries.
public struct Theme: Hashable, Sendable {
    /// The typefaces (default: the bundled Inter, no fallbacks).
    public var fonts = FontChoice()
    /// Behind everything, also what rubber-banding uncovers (systemBackground).
    public var background: Color
    /// Row cells (systemBackground).
    public var rowBackground: Color
    /// Row titles (label).
    public var label: Color
    /// Row details and header subtitles (secondaryLabel).
    public var secondaryLabel: Color
    /// Row separators (separator).
    public var separator: Color
    /// Plain-style section header bar.
    public var headerBackground: Color
    /// Section header titles.
    public var headerText: Color
    /// Scroll indicator (black or white at 35 %).
    public var indicator: Color
    /// Accent: the "Load more" row, the scrub nub, the spinner (systemBlue / systemGray).
    public var tint: Color
    /// The swipe action button (systemRed).
    public var destructive: Color
    /// Text on the swipe action button.
    public var destructiveText: Color
    /// The info panel bubble and its text.
    public var panelBackground: Color
    public var panelText: Color
    /// The static header behind the list (the snap header).
    public var snapHeaderBackground: Color
    public var snapHeaderText: Color
    /// Shadow of a lifted row; its alpha is FMMoveTableView's shadow opacity 0.7.
    public var liftShadow: Color
    /// Opacity of a lifted row (FMMoveTableView: 0.95).
    var liftedRowAlpha: Double
    /// The finger marker of documentation frames.
    public var touch: Color
    /// Type sizes in points: row title, row detail, header.
    public var titleSize: Double
    public var detailSize: Double
    public var headerSize: Double
    /// Header titles in capitals, as iOS before 13 drew plain headers.
    public var headerUppercase: Bool
    /// Section footer text (UIFont.TextStyle.footnote: 13 pt), drawn in `headerText` on
    /// `headerBackground` as UITableViewHeaderFooterView does in the plain style; never capitals.
    public var footerSize: Double = 13
    /// The Dynamic Type size the type sizes above were taken from (`large`: 17, 15, 13, 13 pt).
    public var contentSize: ContentSizeCategory = .large
    /// Behind a grouped or inset-grouped table (systemGroupedBackground).
    public var groupedBackground: Color = Color(r: 0xF2, g: 0xF2, b: 0xF7)
    /// Cells of a grouped or inset-grouped table (secondarySystemGroupedBackground).
    public var groupedCellBackground: Color = Color(r: 0xFF, g: 0xFF, b: 0xFF)
    /// The disclosure chevron (tertiaryLabel).
    public var tertiaryLabel: Color = Color(r: 0x3C, g: 0x3C, b: 0x43, a: 0x4D)
    /// A switch that is on (systemGreen).
    public var switchOn: Color = Color(r: 0x34, g: 0xC7, b: 0x59)
    /// The track of a switch that is off: secondarySystemFill, #787880 at 16 % (233,233,235 over
    /// white), as measured on the real iOS 17.5 and 18.5 tables of the fidelity suite (their off
    /// tracks read 232.5 in AccessibilitySnapshot's monochrome image, where iOS 26's (197,197,199)
    /// reads 197.5); systemFill's 20 % (228,228,230) was 4.5 levels too dark.
    public var switchOffTrack: Color = Color(r: 0x78, g: 0x78, b: 0x80, a: 0x29)
    /// The navigation bar's colour (systemChromeMaterial's tint), drawn at `barOpacity` over the
    /// content (blurred first when `barBlur` is above 0).
    public var barBackground: Color = Color(r: 0xF9, g: 0xF9, b: 0xF9)
    /// The bars' material (docs/chrome.md, "Bars as materials"): the content under a navigation,
    /// tab or tool bar blurred by a Gaussian of this radius (points) before `barBackground` is
    /// laid over it at `barOpacity`. 0, the default, draws no blur (the look before blurs: no
    /// real reference measured the material yet, so it is not switched on by a guess).
    public var barBlur: Double = 0
    public var barOpacity: Double = 0.94
    /// iOS 26's scroll-edge effect in place of the material above (nil: the material, iOS 15–18).
    public var scrollEdgeEffect: ScrollEdgeEffect? = nil
    /// A tab bar item that is not selected (UITabBar's default unselectedItemTintColor, about
    /// 60 % white) and the selected one (the tint; a theme that sets `tint` alone tints it too).
    public var tabUnselected: Color = Color(r: 0x99, g: 0x99, b: 0x99)
    public var tabSelected: Color
    /// iOS 26: the platter behind the selected tab, and the floating bar's glass, drawn as its
    /// tint over the content (no blur: docs/chrome.md).
    /// The platter measured on a real iOS 26.5 UITabBarController (rns-tabbar-26-*): black at
    /// 7.1 % (light), white at 14.4 % (dark).
    public var tabPlatter: Color = Color(r: 0, g: 0, b: 0, a: 0x12)
    public var glassBar: Color = Color(r: 0xFF, g: 0xFF, b: 0xFF, a: 0xD9)
    /// A highlighted or selected row's background (UITableViewCell's default selection: systemGray4).
    public var selectedBackground: Color = Color(r: 0xD1, g: 0xD1, b: 0xD6)
    /// A swipe action of the normal style (UIContextualAction.Style.normal: systemGray).
    public var swipeActionNormal: Color = Color(r: 0x8E, g: 0x8E, b: 0x93)
    /// Edit mode's reorder grip (systemGray3); the delete control is `destructive` with a
    /// `destructiveText` minus.
    public var reorderGrip: Color = Color(r: 0xC7, g: 0xC7, b: 0xCC)
    /// The drawn sizes of edit mode's controls.
    var editControls = EditControlLook()
    /// The search field's fill and a scope bar's track (tertiarySystemFill: #767680 at 12 %,
    /// 24 % dark) and its selected segment (white; #636366 dark).
    public var searchFieldFill: Color = Color(r: 0x76, g: 0x76, b: 0x80, a: 0x1F)
    public var scopeSelectedSegment: Color = Color(r: 0xFF, g: 0xFF, b: 0xFF)
    /// A navigation bar button's text opacity while the finger is on it (UIButton.system's
    /// highlighted state).
    var barButtonPressedAlpha = 0.2
    /// iOS 26's glass bar button capsules (`GlassBarButtonLook`): the fill, the lit rim inside
    /// its edge, the items' colour on it and the shadow under it, as measured on iOS 26.4's
    /// LocationHistoryListView (light: fill (252,252,255), a white rim, text no darker than
    /// (25,25,28); dark: fill (25,25,25), a rim 30 levels lighter, text (244,244,244)).
    public var glassButtonFill: Color = Color(r: 0xFC, g: 0xFC, b: 0xFF)
    public var glassButtonRim: Color = Color(r: 0xFF, g: 0xFF, b: 0xFF)
    public var glassButtonLabel: Color = Color(r: 0x19, g: 0x19, b: 0x1C)
    public var glassButtonShadow: Color = Color(r: 0, g: 0, b: 0, a: 0x13)
    /// The iOS release's metrics and shapes (`Platform`); `light` and `dark` are iOS 18's.
    public var look = PlatformLook.ios18

    /// The light or dark palette of `platform`: iOS 18's, with iOS 26's own colours where its
    /// screenshots differ (docs/fidelity.md).
    public static func base(dark: Bool, platform: Platform) -> Theme {
        var theme = dark ? Theme.dark : Theme.light
        theme.look = platform.look
        guard platform == .ios26 else { return theme }
        // Section headers as written, in the headline style (the body size: 17 pt at `large`).
        theme.headerSize = theme.contentSize.size(.body)
        theme.headerUppercase = false
        // Measured on home-assistant/iOS's iOS 26 snapshots (ServerSwitchingSettingsView): opaque
        // separators, the switch's green and its off track as they show on the card.
        // A real iOS 26.5 UITabBarController's titles (rns-tabbar-26-*, docs/chrome.md): the
        // unselected a near-label gray, the selected a blue of its own (lighter than systemBlue
        // in dark).
        theme.tabUnselected = dark ? Color(r: 243, g: 243, b: 243) : Color(r: 25, g: 25, b: 25)
        theme.tabSelected = dark ? Color(r: 27, g: 172, b: 255) : Color(r: 0, g: 126, b: 245)
        // Transparent bars over a soft scroll edge (UIScrollEdgeEffect's default on iPhone).
        theme.scrollEdgeEffect = .soft
        if dark {
            theme.glassButtonFill = Color(r: 25, g: 25, b: 25)
            theme.glassButtonRim = Color(r: 255, g: 255, b: 255, a: 0x1E)
            theme.glassButtonLabel = Color(r: 244, g: 244, b: 244)
            theme.separator = Color(r: 56, g: 56, b: 59)
            theme.groupedCellBackground = Color(r: 28, g: 28, b: 29)
            theme.switchOn = Color(r: 104, g: 206, b: 103)
            theme.switchOffTrack = Color(r: 90, g: 90, b: 94)
        } else {
            theme.separator = Color(r: 232, g: 232, b: 232)
            theme.switchOn = Color(r: 101, g: 196, b: 102)
            theme.switchOffTrack = Color(r: 197, g: 197, b: 199)
        }
        return theme
    }

    public static let light = Theme(
        background: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        rowBackground: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        label: Color(r: 0x00, g: 0x00, b: 0x00),
        secondaryLabel: Color(r: 0x3C, g: 0x3C, b: 0x43, a: 0x99),
        separator: Color(r: 0x3C, g: 0x3C, b: 0x43, a: 0x49),
        headerBackground: Color(r: 0xF2, g: 0xF2, b: 0xF7),
        headerText: Color(r: 0x3C, g: 0x3C, b: 0x43, a: 0x99),
        indicator: Color(r: 0, g: 0, b: 0, a: 0x59),
        tint: Color(r: 0x00, g: 0x7A, b: 0xFF),
        destructive: Color(r: 0xFF, g: 0x3B, b: 0x30),
        destructiveText: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        panelBackground: Color(r: 0x1C, g: 0x1C, b: 0x1E, a: 0xD9),
        panelText: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        snapHeaderBackground: Color(r: 0x1F, g: 0x4E, b: 0x79),
        snapHeaderText: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        liftShadow: Color(r: 0, g: 0, b: 0, a: 0xB3), liftedRowAlpha: 0.95,
        touch: Color(r: 0x8E, g: 0x8E, b: 0x93, a: 0x80),
        titleSize: 17, detailSize: 15, headerSize: 13, headerUppercase: true,
        tabSelected: Color(r: 0x00, g: 0x7A, b: 0xFF))

    public static let dark = Theme(
        background: Color(r: 0x00, g: 0x00, b: 0x00),
        rowBackground: Color(r: 0x00, g: 0x00, b: 0x00),
        label: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        secondaryLabel: Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 0x99),
        separator: Color(r: 0x54, g: 0x54, b: 0x58, a: 0x99),
        headerBackground: Color(r: 0x1C, g: 0x1C, b: 0x1E),
        headerText: Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 0x99),
        indicator: Color(r: 0xFF, g: 0xFF, b: 0xFF, a: 0x59),
        tint: Color(r: 0x0A, g: 0x84, b: 0xFF),
        destructive: Color(r: 0xFF, g: 0x45, b: 0x3A),
        destructiveText: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        panelBackground: Color(r: 0x3A, g: 0x3A, b: 0x3C, a: 0xE6),
        panelText: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        snapHeaderBackground: Color(r: 0x1C, g: 0x3A, b: 0x5C),
        snapHeaderText: Color(r: 0xFF, g: 0xFF, b: 0xFF),
        liftShadow: Color(r: 0, g: 0, b: 0, a: 0xB3), liftedRowAlpha: 0.95,
        touch: Color(r: 0xAE, g: 0xAE, b: 0xB2, a: 0x80),
        titleSize: 17, detailSize: 15, headerSize: 13, headerUppercase: true,
        groupedBackground: Color(r: 0x00, g: 0x00, b: 0x00),
        groupedCellBackground: Color(r: 0x1C, g: 0x1C, b: 0x1E),
        tertiaryLabel: Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 0x4D),
        switchOn: Color(r: 0x30, g: 0xD1, b: 0x58),
        switchOffTrack: Color(r: 0x78, g: 0x78, b: 0x80, a: 0x5C),
        barBackground: Color(r: 0x1C, g: 0x1C, b: 0x1E),
        tabSelected: Color(r: 0x0A, g: 0x84, b: 0xFF),
        tabPlatter: Color(r: 0xFF, g: 0xFF, b: 0xFF, a: 0x25),
        // A real iOS 26.5 tab bar's dark glass is (19,19,19) over black (rns-tabbar-26-dark): this
        // gray at the light glass's guessed 85 % gives that; the opacity itself is still a guess.
        glassBar: Color(r: 22, g: 22, b: 22, a: 0xD9),
        selectedBackground: Color(r: 0x3A, g: 0x3A, b: 0x3C),
        reorderGrip: Color(r: 0x48, g: 0x48, b: 0x4A),
        searchFieldFill: Color(r: 0x76, g: 0x76, b: 0x80, a: 0x3D),
        scopeSelectedSegment: Color(r: 0x63, g: 0x63, b: 0x66))

    /// The keys a scenario's theme object may set, with how each is applied. Colour keys take
    /// `"#RRGGBB(AA)"`; size keys a number of points; `headerUppercase` a boolean.
    static let colorKeys: [String: WritableKeyPath<Theme, Color> & Sendable] = [
        "background": \.background, "rowBackground": \.rowBackground, "label": \.label,
        "secondaryLabel": \.secondaryLabel, "separator": \.separator,
        "headerBackground": \.headerBackground, "headerText": \.headerText,
        "indicator": \.indicator, "tint": \.tint, "destructive": \.destructive,
        "destructiveText": \.destructiveText, "panelBackground": \.panelBackground,
        "panelText": \.panelText, "snapHeaderBackground": \.snapHeaderBackground,
        "snapHeaderText": \.snapHeaderText, "liftShadow": \.liftShadow, "touch": \.touch,
        "groupedBackground": \.groupedBackground, "groupedCellBackground": \.groupedCellBackground,
        "tertiaryLabel": \.tertiaryLabel, "switchOn": \.switchOn, "switchOffTrack": \.switchOffTrack,
        "barBackground": \.barBackground,
        "selectedBackground": \.selectedBackground, "reorderGrip": \.reorderGrip,
        "searchFieldFill": \.searchFieldFill, "scopeSelectedSegment": \.scopeSelectedSegment,
        "glassButtonFill": \.glassButtonFill, "glassButtonRim": \.glassButtonRim,
        "glassButtonLabel": \.glassButtonLabel, "glassButtonShadow": \.glassButtonShadow,
        "tabSelected": \.tabSelected, "tabUnselected": \.tabUnselected,
    ]
    /// Sets the type sizes a scenario did not give itself from Apple's table for `category`:
    /// titles body, details subheadline, headers and footers footnote.
    mutating func applyContentSize(_ category: ContentSizeCategory, keeping explicit: Set<String>) {
        contentSize = category
        if !explicit.contains("titleSize") { titleSize = category.size(.body) }
        if !explicit.contains("detailSize") { detailSize = category.size(.subheadline) }
        if !explicit.contains("headerSize") { headerSize = category.size(look.groupedHeaderHeadline ? .body : .footnote) }
        if !explicit.contains("footerSize") { footerSize = category.size(.footnote) }
    }

    static let sizeKeys: [String: WritableKeyPath<Theme, Double> & Sendable] = [
        "titleSize": \.titleSize, "detailSize": \.detailSize, "headerSize": \.headerSize, "footerSize": \.footerSize,
    ]
}

/// How edit mode's controls are drawn (their frames are `EditControlMetrics`'): the minus bar
/// in the 22-pt circle, and the reorder grip's three lines ("≡").
struct EditControlLook: Hashable, Sendable {
    var minusLength = 10.0
    var minusThickness = 2.0
    var gripWidth = 18.0
    var gripThickness = 1.5
    /// Centre to centre.
    var gripSpacing = 5.0
}
