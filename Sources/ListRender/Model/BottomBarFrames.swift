/// Where a tab bar or toolbar and its items are (docs/chrome.md, "Tab bar and toolbar"): the one
/// placement Layout draws and Simulation hit-tests, so a tap cannot drift from what is drawn.
enum BottomBarFrames {
    /// The home indicator: 134 × 5 pt, its bottom 8 pt above the screen's bottom edge (Apple's
    /// design templates for the 390/393-pt phones; the same on every width here).
    static let homeIndicatorSize = Size(width: 134, height: 5)
    static let homeIndicatorBottom = 8.0
    /// A toolbar's title and symbol items: 17-pt text, a symbol's 17-pt box at least.
    static let toolbarTitleSize = 17.0
    static let toolbarSymbolWidth = 22.0

    struct Bar: Sendable, Hashable {
        /// The band from the bar's top to the screen's bottom, edge to edge: what content scrolls under.
        var frame: Rect
        /// The bar that holds the items: edge to edge above the safe area, or the floating capsule.
        var barFrame: Rect
        /// The bottom safe area under the bar (empty on home-button phones).
        var safeArea: Rect
        var homeIndicator: Rect?
    }

    /// The bottom bar of a screen `viewport` big whose band is `inset` tall (`ChromeMetrics.bottomInset`).
    /// A floating bar is `capsuleWidth` wide and centred when that is given and narrower than the
    /// screen less `floatingSideInset` a side.
    static func bar(viewport v: Viewport, inset: Double, safeArea: Double, barHeight: Double, look: BottomBarLook,
                    floating: Bool, capsuleWidth: Double? = nil) -> Bar {
        let frame = Rect(x: 0, y: v.height - inset, width: v.width, height: inset)
        let full = v.width - 2 * look.floatingSideInset
        let w = min(full, capsuleWidth ?? full)
        let barFrame = floating
            ? Rect(x: (v.width - w) / 2, y: frame.minY, width: w, height: barHeight)
            : Rect(x: 0, y: frame.minY, width: v.width, height: barHeight)
        let safe = Rect(x: 0, y: v.height - safeArea, width: v.width, height: safeArea)
        let s = homeIndicatorSize
        let indicator = safeArea > 0
            ? Rect(x: (v.width - s.width) / 2, y: v.height - homeIndicatorBottom - s.height, width: s.width, height: s.height)
            : nil
        return Bar(frame: frame, barFrame: barFrame, safeArea: safe, homeIndicator: indicator)
    }

    /// The tab bar and the toolbar of the screen `m` describes (its band: `ChromeMetrics.bottomInset`).
    /// The tab bar of `tabs`: on iOS 26 with symbols, a capsule as wide as its tabs
    /// (`BottomBarLook.controllerTabs`) where they fit.
    static func tabBar(_ m: ListMetrics, look: BottomBarLook, tabs: TabBarOptions) -> Bar {
        let width = tabs.titleOnly || tabs.items.isEmpty ? nil : look.controllerTabs?.capsuleWidth(count: tabs.items.count)
        return bar(viewport: m.viewport, inset: m.chrome.bottomInset, safeArea: m.chrome.bottomSafeArea,
                   barHeight: look.tabBarHeight, look: look, floating: look.floating, capsuleWidth: width)
    }

    static func toolbar(_ m: ListMetrics, look: BottomBarLook) -> Bar {
        bar(viewport: m.viewport, inset: m.chrome.bottomInset, safeArea: m.chrome.bottomSafeArea,
            barHeight: look.toolbarHeight, look: look, floating: false)
    }

    /// Each tab's slot, the first at the leading edge (the right, right to left). iOS 13–18
    /// (`look.tabsByContent` false): the bar (inside a floating bar's padding) cut into equal
    /// widths, as UITabBar lays out a phone's tabs. iOS 26: each tab as wide as its title
    /// (`titleWidth`) plus `tabTitlePadding` a side but at least `tabMinWidth`, side by side,
    /// the row centred in the capsule; a row too wide for the capsule is narrowed in proportion
    /// (docs/chrome.md, "Measured on real tab bars"). Tabs without symbols (`titleOnly`) on
    /// iOS 26 spread over the capsule instead, as a real title-only UITabBar's do
    /// (`BottomBarLook.TitleOnlyTabs`); tabs with symbols in a capsule as wide as they are take
    /// fixed frames (`BottomBarLook.ControllerTabs`).
    static func tabSlots(titles: [String], titleOnly: Bool = false, bar: Rect, look: BottomBarLook, rightToLeft: Bool,
                         titleWidth: (String) -> Double) -> [Rect] {
        let count = titles.count
        guard count > 0 else { return [] }
        func mirrored(_ frames: [Rect]) -> [Rect] {
            rightToLeft ? frames.map { Rect(x: 2 * bar.midX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) } : frames
        }
        if titleOnly, look.floating, let spread = look.titleOnlyTabs {
            return mirrored(spread.frames(count: count, capsule: bar))
        }
        // The capsule is as wide as fixed tabs only where they fit (`tabBar`); else by content.
        if !titleOnly, look.floating, let fixed = look.controllerTabs, fixed.capsuleWidth(count: count) <= bar.width + 1e-9 {
            return mirrored(fixed.frames(count: count, capsule: bar))
        }
        let p = look.floating ? look.floatingPadding : 0
        let inner = bar.insetBy(dx: p, dy: p)
        let widths: [Double]
        if look.tabsByContent {
            let wanted = titles.map { max(look.tabMinWidth, titleWidth($0) + 2 * look.tabTitlePadding) }
            let total = wanted.reduce(0, +)
            let fit = min(1, inner.width / total)
            widths = wanted.map { $0 * fit }
        } else {
            widths = Array(repeating: inner.width / Double(count), count: count)
        }
        var x = inner.midX - widths.reduce(0, +) / 2
        return widths.map { w in
            defer { x += w }
            let minX = rightToLeft ? 2 * inner.midX - x - w : x
            return Rect(x: minX, y: inner.minY, width: w, height: inner.height)
        }
    }

    /// The slots of `tabs`, their titles measured by `text` in the platform's title weight
    /// (nil: unmeasured, every tab at its minimum width): the one call Layout and Simulation share.
    static func tabSlots(_ tabs: TabBarOptions, bar: Rect, look: BottomBarLook, rightToLeft: Bool,
                         text: (any CellTextMeasuring)?) -> [Rect] {
        let weight = look.tabTitleWeight
        return tabSlots(titles: tabs.items.map(\.title), titleOnly: tabs.titleOnly, bar: bar,
                        look: look, rightToLeft: rightToLeft) {
            text?.width(of: $0, textWeight: weight, size: look.tabTitleSize) ?? 0
        }
    }

    /// The item whose target holds `p` (a toolbar item's box widened to 44 pt; its part of its
    /// glass capsule; a tab's whole slot; nil: a label, which takes no tap). Where targets
    /// overlap (iOS 26's title-only tabs) the one whose centre is nearer wins.
    static func item(at p: Point, in boxes: [Rect?], widen: Bool) -> Int? {
        let targets = boxes.map { b in b.map { widen ? BarButtonFrames.target($0) : $0 } }
        func distance(_ i: Int) -> Double { abs((targets[i]?.midX ?? 0) - p.x) }
        return targets.indices.filter { targets[$0]?.contains(p) == true }.min { distance($0) < distance($1) }
    }
}
