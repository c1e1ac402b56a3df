/// How a release places the navigation bar's titles and buttons (docs/chrome.md,
/// docs/platforms.md): where the 44-pt row of the inline title and the buttons sits under the
/// status bar, and the large title area's height and the large title's baseline in it. Read
/// through `Theme.look.navigationBar`; the bar's bottom edge (where content starts under an
/// inline title) stays 44 pt below the status bar on both.
public struct NavigationBarLook: Hashable, Sendable {
    /// The inline title and the bar buttons are centred this far below the middle of the 44-pt
    /// bar under the status bar.
    public var itemsDrop: Double
    /// The inline title's cap-height centre this far below the buttons' row centre (0: centred on it).
    public var inlineTitleDrop: Double = 0
    /// The large title area under the bar at rest (prefersLargeTitles): what it adds to the
    /// list's top inset, and how far the content scrolls before the bar is inline.
    public var largeTitleAreaHeight: Double
    /// The large title's baseline against the area's bottom edge (negative: above it).
    public var largeTitleBaselineFromAreaBottom: Double
    /// The same two with a search field under the large title.
    public var largeTitleAreaHeightOverSearch: Double
    public var largeTitleBaselineFromAreaBottomOverSearch: Double
    /// iOS 26: the buttons in glass capsules (nil: tinted text on the bar, as iOS 15–18).
    public var glassButtons: GlassBarButtonLook? = nil
    /// The large title's leading edge from the screen's edge on every phone (nil: the layout
    /// margin, 16 or 20 pt by width, as iOS 15–18).
    public var largeTitleMargin: Double? = nil
    /// On the Dynamic Island phones (`ChromeMetrics.hasDynamicIsland`), where they differ: the
    /// items' drop and the large title areas (nil: as on every phone).
    public var dynamicIsland: DynamicIsland? = nil

    /// What a Dynamic Island phone's bar has in place of `itemsDrop`, `largeTitleAreaHeight` and
    /// `largeTitleAreaHeightOverSearch` (the baselines against the areas' bottoms stay).
    public struct DynamicIsland: Hashable, Sendable {
        public var itemsDrop: Double
        public var largeTitleAreaHeight: Double
        public var largeTitleAreaHeightOverSearch: Double
    }

    /// This look as a Dynamic Island phone shows it.
    var onDynamicIslandPhone: NavigationBarLook {
        guard let island = dynamicIsland else { return self }
        var look = self
        look.itemsDrop = island.itemsDrop
        look.largeTitleAreaHeight = island.largeTitleAreaHeight
        look.largeTitleAreaHeightOverSearch = island.largeTitleAreaHeightOverSearch
        look.dynamicIsland = nil
        return look
    }

    /// iOS 15–18 (docs/chrome.md): the title and buttons centred in the 44-pt bar, a 52-pt
    /// large title area with the title's baseline 14 pt above its bottom (Settings and Mail).
    public static let ios18 = NavigationBarLook(itemsDrop: 0, largeTitleAreaHeight: 52,
                                                largeTitleBaselineFromAreaBottom: -14,
                                                largeTitleAreaHeightOverSearch: 52,
                                                largeTitleBaselineFromAreaBottomOverSearch: -14)

    /// iOS 26, measured on home-assistant/iOS's SwiftUI snapshots recorded on iOS 26.4 at
    /// 390 × 844 pt @3x, the status bar 47 pt (docs/fidelity.md, docs/platforms.md):
    /// - `itemsDrop` 6.5: LocationHistoryListView (light and dark, with and without entries) puts
    ///   its Clear button's glass capsule at y 161…292 px (53.67…97.33 pt, centre 75.5) and the
    ///   inline title's baseline at 246 px (82 pt), both 6.5 pt below iOS 18's (69 and 75.33).
    ///   ListPicker's content (a List with an inline title and no bar buttons) has its title
    ///   16 px lower still (87.33 pt); no other screen shows that bar, so the four that agree
    ///   are followed (docs/platforms.md says what is known of the difference).
    /// - the large title: its baseline at 457 px (152.33 pt) in ServerSwitchingSettingsView and
    ///   SettingsServersView (six screens, light and dark), and an untitled first card at 504 px
    ///   (168 pt) under it; with the first section's 35 pt above that card, the area ends at
    ///   133 pt (42 pt under the bar) and the baseline sits 19.33 pt below its bottom edge,
    ///   where the first section's top padding is.
    /// - over a search field: iOS 18's 52-pt area (a guess: the title cannot reach into the
    ///   field), the baseline 13 pt above its bottom: BrunoCerberus/Pulse's iOS 26 `.searchable`
    ///   screen (Fixtures/fidelity/pulse-search-26) has the title's ink ending 50 px (16.67 pt)
    ///   above the 44-pt field's top, which sits 4 pt below the area's bottom here.
    /// - `inlineTitleDrop` 0.5: that title's baseline (82 pt) is 6.5 pt below the capsule's centre
    ///   (75.5), more than half SF Pro's 17-pt cap height (5.99 pt, 0.705 em: docs/fonts.md), so
    ///   its capitals are centred 0.5 pt below the buttons (with Inter's taller capitals, centred on
    ///   the buttons, ours read 245 px).
    /// - on the Dynamic Island phones (`dynamicIsland`), measured on the Close app's iOS 26
    ///   Simulator screenshots of an iPhone 17 Pro (Fixtures/fidelity/close-search-26-*, 402 × 874,
    ///   the whole screen as composited, a 62-pt top safe area) and Pulse's iOS 26 snapshots
    ///   (pulse-search-26, pulse-tabbar-26: 393 × 852, a 59-pt safe area): the bar at the safe
    ///   area's top with its glass buttons centred in it (y 186…317 px, 62…105.67 pt: no drop);
    ///   the large title's baseline 46 pt below the bar's bottom (152 pt there, 149 and 148.67 pt
    ///   on Pulse's) and an untitled first card at 504 px (168 pt), so a 27-pt area (baseline
    ///   19.33 below it, card 35 below it as above); over a search field the field's top 166 pt
    ///   and the title's ink ending 149 pt (Pulse), a 59-pt area (baseline 13 above its bottom,
    ///   the field 4 below it). The 390-pt numbers above stay for the notched phones: the two
    ///   families disagree (the same card lands at 168 pt on both), so one table cannot hold both.
    public static let ios26 = NavigationBarLook(itemsDrop: 6.5, inlineTitleDrop: 0.5, largeTitleAreaHeight: 42,
                                                largeTitleBaselineFromAreaBottom: 19.33,
                                                largeTitleAreaHeightOverSearch: 52,
                                                largeTitleBaselineFromAreaBottomOverSearch: -13,
                                                glassButtons: .ios26,
                                                // The large title's ink starts 51–54 px from the
                                                // edge on 390-, 393- and 402-pt phones alike (home-
                                                // assistant "Servers", Pulse "Search" and "News",
                                                // Close "Close"): 16 pt and the glyph's bearing, not
                                                // the 20-pt margin of the wider phones.
                                                largeTitleMargin: 16,
                                                dynamicIsland: DynamicIsland(itemsDrop: 0, largeTitleAreaHeight: 27,
                                                                             largeTitleAreaHeightOverSearch: 59))
}
