/// How a release draws the bars below the list (docs/chrome.md, "Tab bar and toolbar";
/// docs/platforms.md): the tab bar's height and whether it floats as a capsule, where a tab's
/// symbol, title and badge sit, the toolbar's height. Read through `Theme.look.bottomBars`.
public struct BottomBarLook: Hashable, Sendable {
    /// The tab bar above the bottom safe area (a floating bar: the capsule's height).
    public var tabBarHeight: Double
    /// iOS 26's Liquid Glass: a capsule inset from the screen's edges instead of an edge-to-edge bar.
    public var floating: Bool
    /// A floating bar's distance from the screen's sides, and from its bottom on a phone with a
    /// home indicator (without one: `floatingBottomNoSafeArea`).
    public var floatingSideInset: Double
    public var floatingBottom: Double
    public var floatingBottomNoSafeArea: Double
    /// The tabs sit this far inside a floating bar; the selected one's platter fills its slot.
    public var floatingPadding: Double
    /// Tabs spaced by their content (iOS 26) rather than in equal slots: each tab its title's
    /// width plus `tabTitlePadding` a side, at least `tabMinWidth`.
    public var tabsByContent: Bool = false
    public var tabMinWidth: Double = 0
    public var tabTitlePadding: Double = 0
    /// A tab's symbol: its scale over the 17-pt design size, its centre below the bar's top.
    public var tabSymbolScale: Double
    public var tabSymbolCentreY: Double
    /// A tab's title: its size, its baseline below the bar's top, its weight.
    public var tabTitleSize: Double
    public var tabTitleBaseline: Double
    public var tabTitleWeight: TextWeight
    /// The badge: a capsule `badgeHeight` tall, at least as wide, its text `badgeTextSize`,
    /// the text padded by `badgePadding` a side, its leading edge `badgeOffsetX` after the
    /// symbol's centre and its top `badgeOffsetY` above it.
    public var badgeHeight: Double
    public var badgeTextSize: Double
    public var badgePadding: Double
    public var badgeOffsetX: Double
    public var badgeOffsetY: Double
    /// A tab without a symbol: the badge's leading edge this far after the tab's centre, its
    /// top this far below the bar's (the capsule's) top.
    public var badgeOffsetXNoSymbol: Double
    public var badgeTopNoSymbol: Double
    /// UIToolbar's height above the bottom safe area; on iOS 26 (`toolbarFloatingBottom`) the
    /// height of the glass capsules' row.
    public var toolbarHeight: Double
    /// iOS 26: the toolbar's glass row floats this far above the screen's bottom edge on a phone
    /// with a home indicator (`floatingBottomNoSafeArea` on one without), instead of standing on
    /// the 34-pt safe area as UIToolbar does on iOS 13–18 (nil).
    public var toolbarFloatingBottom: Double? = nil
    /// Between two toolbar items (or iOS 26 capsules) that no flexible space keeps apart: the
    /// navigation bar's 20 pt between its buttons on iOS 18; on iOS 26 between a capsule and a
    /// label or another capsule split off by a fixed space. Guesses (docs/chrome.md).
    public var toolbarItemGap: Double = 20
    /// A toolbar label's text size (Mail's "Updated Just Now": about the footnote size; a guess).
    public var toolbarLabelSize: Double = 13
    /// iOS 26: the toolbar's buttons in Liquid Glass capsules (adjacent ones sharing one), drawn
    /// and sized as the navigation bar's glass buttons (nil: tinted items on the bar).
    public var toolbarGlass: GlassBarButtonLook? = nil
    /// Tabs that all have no symbol, on a floating bar (iOS 26's title-only UITabBar): spread
    /// over the capsule's row rather than packed by content (`TitleOnlyTabs`); nil: such tabs
    /// are placed as any others. Fitted to a real bar of four and one of six tabs
    /// (docs/chrome.md, "Measured on real tab bars").
    public var titleOnlyTabs: TitleOnlyTabs? = nil
    /// Tabs with symbols on a floating bar (iOS 26's UITabBarController): fixed frames in a
    /// capsule as wide as they are, centred, while it fits the screen less `floatingSideInset` a
    /// side (`ControllerTabs`); nil, or more tabs than fit: placed by `tabsByContent`.
    public var controllerTabs: ControllerTabs? = nil

    /// A UITabBarController's floating tabs: each `width` × (capsule − 2 `inset`) pt, `inset`
    /// inside the capsule, `step` after the one before (so neighbours overlap), the capsule
    /// `step` · n + (`width` − `step`) + 2 `inset` wide. Measured on a real iOS 26.5 bar of two
    /// tabs and fitted with the lldb frames of one of three (docs/chrome.md, "Measured on a
    /// real iOS 26 UITabBarController").
    public struct ControllerTabs: Hashable, Sendable {
        public var width: Double
        public var step: Double
        public var inset: Double

        /// The capsule's width for `count` tabs.
        func capsuleWidth(count: Int) -> Double { step * Double(count) + (width - step) + 2 * inset }

        /// Each tab's frame in `capsule` (left to right), `count` of them.
        func frames(count: Int, capsule: Rect) -> [Rect] {
            (0..<count).map { Rect(x: capsule.minX + inset + Double($0) * step, y: capsule.minY + inset,
                                   width: width, height: max(0, capsule.height - 2 * inset)) }
        }
    }

    /// How title-only tabs spread over an iOS 26 capsule (`titleOnlyTabs`): each tab
    /// `extra` + (row − `reserve`) / n wide, the first at the row's start, the last at its end,
    /// equal steps between, so neighbours overlap as the real tabs' frames do.
    public struct TitleOnlyTabs: Hashable, Sendable {
        /// The row's ends inside the capsule, and the tabs' frames' top and bottom inside it.
        public var rowInset: Double
        /// A tab's width: `extra` + (the row's width − `reserve`) / the number of tabs.
        public var extra: Double
        public var reserve: Double

        /// Each tab's frame in `capsule` (left to right), `count` of them.
        func frames(count: Int, capsule: Rect) -> [Rect] {
            guard count > 0 else { return [] }
            let row = capsule.insetBy(dx: rowInset, dy: rowInset)
            let w = min(row.width, extra + (row.width - reserve) / Double(count))
            let step = count > 1 ? (row.width - w) / Double(count - 1) : 0
            return (0..<count).map { Rect(x: row.minX + Double($0) * step, y: row.minY, width: w, height: row.height) }
        }
    }

    /// UIKit on iOS 13–18: a 49-pt tab bar, a 44-pt toolbar, over the 34-pt safe area of a phone
    /// with a home indicator. The item placement is our reading of iOS 13–18 screenshots (guesses:
    /// docs/platforms.md).
    public static let ios18 = BottomBarLook(
        tabBarHeight: 49, floating: false, floatingSideInset: 0, floatingBottom: 0, floatingBottomNoSafeArea: 0,
        floatingPadding: 0, tabSymbolScale: 1.25, tabSymbolCentreY: 18, tabTitleSize: 10, tabTitleBaseline: 44.5,
        // UIKit's tab bar item title: 10-pt medium (docs/chrome.md).
        tabTitleWeight: .medium, badgeHeight: 18, badgeTextSize: 13, badgePadding: 5, badgeOffsetX: 5, badgeOffsetY: 15,
        // A real iOS 18.5 UITabBar's title-only items (Fixtures/fidelity/as-tabbars-18): the
        // badges' left edges 11.08 to 11.25 pt after the 100.5-pt slots' centres, their tops 3 pt
        // below the bar's.
        badgeOffsetXNoSymbol: 67.0 / 6, badgeTopNoSymbol: 3,
        toolbarHeight: 44)

    /// iOS 26's floating tab bar: a 62-pt capsule 21 pt from the sides and the bottom edge, the
    /// tabs 2 pt inside it, an 18-pt medium large-scale symbol in a 28-pt box over a 10-pt
    /// title (ryanashcraft/FabBar's replica of the system bar, Constants.swift and
    /// TabItemContentView.swift; its titles are semibold, the system bar's medium). The tabs' spacing is measured on BrunoCerberus/Pulse's TabView
    /// (Fixtures/fidelity/pulse-tabbar-26): Home, Media and Feed 64 pt apart (their titles 23 to
    /// 28.7 pt of ink, so a minimum width), Bookmarks (54.7 pt of ink) pushing its neighbours
    /// 6.5 pt further, so 77 pt wide: its ink plus 11.17 a side. Our padding is fitted to that
    /// 77-pt tab with our title's advance width in the medium it is drawn in, which the bundled
    /// Inter at SF Pro's cap height with SF's 10-pt tracking (`BundledFont.tracking`) makes
    /// 54.04 pt: (77 − 54.04) / 2 = 11.48 a side (Pulse's own titles are heavier: docs/chrome.md);
    /// the row centred (its outer centres 62 pt from both edges).
    /// The rest is iOS 18's.
    public static let ios26 = BottomBarLook(
        tabBarHeight: 62, floating: true, floatingSideInset: 21, floatingBottom: 21, floatingBottomNoSafeArea: 8,
        floatingPadding: 2, tabsByContent: true, tabMinWidth: 64, tabTitlePadding: 11.48, tabSymbolScale: 1.35, tabSymbolCentreY: 24, tabTitleSize: 10, tabTitleBaseline: 48.5,
        // Medium, as iOS 18's: measured on a real iOS 26.5 UITabBarController (rns-tabbar-26-light:
        // "Keyboard" 7.66 levels of ink a column, Inter Medium 7.74, SemiBold 8.93; docs/chrome.md).
        tabTitleWeight: .medium, badgeHeight: 18, badgeTextSize: 13, badgePadding: 5, badgeOffsetX: 5, badgeOffsetY: 15,
        // A real iOS 26.2 UITabBar's title-only items (Fixtures/fidelity/as-tabbars-26): the
        // badges' left edges 4 pt before the tabs' centres, their tops 128 px (42.67 pt) above
        // the titles' baseline, so 5.83 pt below the capsule's top with our 48.5-pt baseline.
        badgeOffsetXNoSymbol: -4, badgeTopNoSymbol: 35.0 / 6,
        // The toolbar's glass row: 48 pt tall, its bottom 28 pt above the screen's edge (so its
        // centre is 52 pt above it, as the tab bar's), measured on a real iOS 26 bottom-bar glass
        // capsule (matjic/close.matj.io's screenshots, Fixtures/fidelity/close-search-26: a
        // search field on three phone widths). The 8-pt gap is a guess.
        toolbarHeight: 48, toolbarFloatingBottom: 28, toolbarItemGap: 8,
        // The same bars' tab frames (1206-px wide screen, 402 pt): 54 pt tall, the row from 25
        // to 377 pt (4 pt inside a 62-pt capsule 21 pt from the sides: inferred, the capsule is
        // not visible); four tabs 98 pt wide, 84.67 apart; six 74 wide, 55.6 apart: 26 + 288/4
        // and 26 + 288/6, 288 being the 352-pt row less 64.
        // The navigation bar's measured glass buttons, a lone symbol a circle of the row's height.
        toolbarGlass: .ios26Toolbar,
        titleOnlyTabs: TitleOnlyTabs(rowInset: 4, extra: 26, reserve: 64),
        // A real iOS 26.5 UITabBarController (Fixtures/fidelity/rns-tabbar-26-*): two 94 × 54-pt
        // tabs 4 pt inside a 188-pt capsule, 86 pt apart; three 86 apart in a 274-pt container
        // (AccessibilitySnapshot #272's lldb frames).
        controllerTabs: ControllerTabs(width: 94, step: 86, inset: 4))
}
