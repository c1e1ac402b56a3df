/// How much of the top of the screen the system bars take (docs/chrome.md): the status bar's
/// height for the viewport, the 44-pt navigation bar and its 52-pt large-title area, and how
/// the large-title area follows the content offset.
struct ChromeMetrics: Sendable {
    /// 0 without a status bar.
    let statusBarHeight: Double
    let hasNavigationBar: Bool
    let largeTitle: Bool
    /// The band a tab bar or toolbar takes at the bottom of the screen: the bar and the safe area
    /// below it (a floating bar: its capsule and the gap below it); 0 without a bottom bar.
    let bottomInset: Double
    /// The bottom safe area under a bottom bar: 34 pt on phones with a home indicator.
    let bottomSafeArea: Double

    /// UINavigationBar's compact height on a phone in portrait.
    static let barHeight = 44.0
    /// The large title area under the bar (prefersLargeTitles): 96-pt bar at rest.
    static let largeTitleHeight = 52.0

    init(_ chrome: Chrome, viewport: Viewport, look: BottomBarLook = .ios18) {
        statusBarHeight = chrome.statusBar == nil ? 0 : Self.statusBarHeight(viewport: viewport)
        hasNavigationBar = chrome.navigationBar != nil
        largeTitle = chrome.navigationBar?.largeTitle ?? false
        // Only a scenario with a bottom bar gets the bottom safe area, so lists without one keep
        // the inset (and the pictures) they always had.
        bottomSafeArea = chrome.hasBottomBar ? Self.bottomSafeArea(viewport: viewport) : 0
        if chrome.tabBar != nil, look.floating {
            bottomInset = look.tabBarHeight + (bottomSafeArea > 0 ? look.floatingBottom : look.floatingBottomNoSafeArea)
        } else if chrome.tabBar != nil {
            bottomInset = look.tabBarHeight + bottomSafeArea
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

    /// What the bars add to the list's top content inset (the safe area's top at rest).
    var topInset: Double {
        statusBarHeight + (hasNavigationBar ? Self.barHeight + (largeTitle ? Self.largeTitleHeight : 0) : 0)
    }

    /// The large title area's height at `offset` (0 without a large title): the content's top
    /// (less the scenario's own inset `userTop`) drags the bar's bottom edge, from 52 pt at
    /// rest down to 0 when collapsed and beyond 52 while pulled down.
    func largeTitleArea(offset: Double, userTop: Double) -> Double {
        guard largeTitle else { return 0 }
        return max(0, -offset - userTop - statusBarHeight - Self.barHeight)
    }

    /// The viewport y of the bars' bottom edge at `offset`: where floating headers pin and the
    /// scroll indicator's track starts.
    func coveredTop(offset: Double, userTop: Double) -> Double {
        guard hasNavigationBar else { return statusBarHeight }
        return statusBarHeight + Self.barHeight + largeTitleArea(offset: offset, userTop: userTop)
    }

    /// UIKit's status bar height in portrait for the phone whose screen is `viewport` (docs/chrome.md):
    /// the Dynamic Island phones 54, the notched 390/428-wide phones 47, the X/XS/11 Pro size 44,
    /// the XR/11 size 48, other screens at least twice as tall as wide (edge to edge) 47, and the
    /// home-button phones (and anything else) 20.
    static func statusBarHeight(viewport v: Viewport) -> Double {
        switch (v.width, v.height) {
        case (393, 852), (430, 932), (402, 874), (440, 956): return 54
        case (390, 844), (428, 926): return 47
        case (375, 812): return 44
        case (414, 896): return 48
        default: return v.height >= 2 * v.width ? 47 : 20
        }
    }
}
