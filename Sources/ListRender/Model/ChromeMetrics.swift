/// How much of the top of the screen the system bars take (docs/chrome.md): the status bar's
/// height for the viewport, the 44-pt navigation bar and its 52-pt large-title area, and how
/// the large-title area follows the content offset.
struct ChromeMetrics: Sendable {
    /// 0 without a status bar.
    let statusBarHeight: Double
    let hasNavigationBar: Bool
    let largeTitle: Bool
    /// The search area's full height (0: no search bar): the field's 52 pt and a scope bar's.
    let searchArea: Double
    /// The band a tab bar or toolbar takes at the bottom of the screen: the bar and the safe area
    /// below it (a floating bar: its capsule and the gap below it); 0 without a bottom bar.
    let bottomInset: Double
    /// The bottom safe area under a bottom bar: 34 pt on phones with a home indicator.
    let bottomSafeArea: Double

    /// UINavigationBar's compact height on a phone in portrait.
    static let barHeight = 44.0
    /// The large title area under the bar (prefersLargeTitles): 52 pt on iOS 18 (a 96-pt bar at
    /// rest), 42 on iOS 26 (`NavigationBarLook`).
    let largeTitleHeight: Double
    /// The large title's baseline against the area's bottom edge (negative: above it).
    let largeTitleBaselineFromAreaBottom: Double
    /// How far the inline title and the buttons sit below the middle of the bar.
    let barItemsDrop: Double
    /// The large title's leading edge from the screen's edge (nil: the layout margin).
    let largeTitleMargin: Double?
    /// The large title's line: 41 pt tall (34-pt text), its baseline 8 pt above its bottom.
    static let largeTitleLineHeight = 41.0
    static let largeTitleBaselineAboveLineBottom = 8.0

    init(_ chrome: Chrome, viewport: Viewport, look: BottomBarLook = .ios18, navigation anyPhone: NavigationBarLook = .ios18) {
        let navigation = Self.hasDynamicIsland(viewport: viewport) ? anyPhone.onDynamicIslandPhone : anyPhone
        statusBarHeight = chrome.statusBar == nil ? 0 : Self.statusBarHeight(viewport: viewport)
        hasNavigationBar = chrome.navigationBar != nil
        largeTitle = chrome.navigationBar?.largeTitle ?? false
        searchArea = chrome.navigationBar?.search.map(SearchBarGeometry.areaHeight) ?? 0
        largeTitleHeight = searchArea > 0 ? navigation.largeTitleAreaHeightOverSearch : navigation.largeTitleAreaHeight
        largeTitleBaselineFromAreaBottom = searchArea > 0 ? navigation.largeTitleBaselineFromAreaBottomOverSearch
                                                          : navigation.largeTitleBaselineFromAreaBottom
        barItemsDrop = navigation.itemsDrop
        largeTitleMargin = navigation.largeTitleMargin
        // Only a scenario with a bottom bar gets the bottom safe area, so lists without one keep
        // the inset (and the pictures) they always had.
        bottomSafeArea = chrome.hasBottomBar ? Self.bottomSafeArea(viewport: viewport) : 0
        if chrome.tabBar != nil, look.floating {
            bottomInset = look.tabBarHeight + (bottomSafeArea > 0 ? look.floatingBottom : look.floatingBottomNoSafeArea)
        } else if chrome.tabBar != nil {
            bottomInset = look.tabBarHeight + bottomSafeArea
        } else if chrome.toolbar != nil, let floating = look.toolbarFloatingBottom {
            bottomInset = look.toolbarHeight + (bottomSafeArea > 0 ? floating : look.floatingBottomNoSafeArea)
        } else if chrome.toolbar != nil {
            bottomInset = look.toolbarHeight + bottomSafeArea
        } else {
            bottomInset = 0
        }
    }

    /// The safe area's bottom inset in portrait: 34 pt on every phone with a home indicator (the
    /// edge-to-edge screens), 0 on home-button phones.
    static func bottomSafeArea(viewport v: Viewport) -> Double {
        statusBarHeight(viewport: v) == 20 ? 0 : 34
    }

    /// Whether the bars below the 44-pt bar follow the content offset (a large title, a search bar).
    var collapses: Bool { hasNavigationBar && (largeTitle || searchArea > 0) }

    /// What the bars add to the list's top content inset (the safe area's top at rest).
    var topInset: Double {
        statusBarHeight + (hasNavigationBar ? Self.barHeight + (largeTitle ? largeTitleHeight : 0) + searchArea : 0)
    }

    /// How much of the large title and search areas shows at `offset`: the content's top (less
    /// the scenario's own inset `userTop`) drags the bars' bottom edge. Scrolling down hides the
    /// search area first, then the large title (hidesSearchBarWhenScrolling); pulled down, the
    /// large title area stretches. While the field is focused (`focus` above 0) the search area stays
    /// and the large title alone collapses.
    func areas(offset: Double, userTop: Double, focus: Double = 0) -> (largeTitle: Double, search: Double) {
        guard hasNavigationBar else { return (0, 0) }
        let below = max(0, reach(offset: offset, userTop: userTop))
        guard largeTitle else { return (0, min(below, searchArea)) }
        // Focused, the search area shows first from the start of the animation (a field tapped
        // half hidden comes out at once), so it never dips while the title collapses under it.
        let search = focus > 0 ? min(below, searchArea) : min(max(below - largeTitleHeight, 0), searchArea)
        return (below - search, search)
    }

    /// How far the content's top (less the scenario's own inset) is below the 44-pt bar's bottom
    /// edge at `offset`: negative once it has scrolled under the bar.
    func reach(offset: Double, userTop: Double) -> Double {
        -offset - userTop - statusBarHeight - Self.barHeight
    }

    /// The offsets a released drag may land at without leaving an area half shown, top first:
    /// all open, the search area hidden, the large title collapsed.
    func restingOffsets(open: Double) -> [Double] {
        var stops = [open]
        if searchArea > 0 { stops.append(open + searchArea) }
        if largeTitle { stops.append(stops[stops.count - 1] + largeTitleHeight) }
        return stops
    }

    /// The 44-pt row that holds the inline title and the bar buttons (where they are drawn and
    /// hit-tested): the bar itself on iOS 18, `barItemsDrop` lower on iOS 26.
    func barItemsFrame(width: Double) -> Rect {
        Rect(x: 0, y: statusBarHeight + barItemsDrop, width: width, height: Self.barHeight)
    }

    /// The viewport y of the bars' bottom edge at `offset`: where floating headers pin and the
    /// scroll indicator's track starts.
    func coveredTop(offset: Double, userTop: Double) -> Double {
        guard hasNavigationBar else { return statusBarHeight }
        let a = areas(offset: offset, userTop: userTop)
        return statusBarHeight + Self.barHeight + a.largeTitle + a.search
    }

    /// The status bar's area in portrait for the phone whose screen is `viewport`: the top safe
    /// area inset, where UIKit puts the navigation bar and a bare list's content (docs/chrome.md,
    /// "Status bar height"): the 14 Pro / 15 / 16 sizes 59, the 16 Pro / 17 sizes 62 (the
    /// Dynamic Island phones; their status bar frame itself is 54), the notched 390/428-wide
    /// phones 47, the X/XS/11 Pro size 44, the XR/11 size 48, other screens at least twice as
    /// tall as wide (edge to edge) 47, and the home-button phones (and anything else) 20.
    static func statusBarHeight(viewport v: Viewport) -> Double {
        switch (v.width, v.height) {
        case (393, 852), (430, 932): return 59
        case (402, 874), (440, 956): return 62
        case (390, 844), (428, 926): return 47
        case (375, 812): return 44
        case (414, 896): return 48
        default: return v.height >= 2 * v.width ? 47 : 20
        }
    }

    /// Whether `viewport` is one of the Dynamic Island phones' screens (their top safe area 59 or
    /// 62 pt), where iOS 26 places the navigation bar's items and large title differently
    /// (`NavigationBarLook.dynamicIsland`).
    static func hasDynamicIsland(viewport v: Viewport) -> Bool {
        statusBarHeight(viewport: v) >= 59
    }
}
