/// Places the tab bar or toolbar of a frame, its items and badges, the bottom safe area and the
/// home indicator (docs/chrome.md, "Tab bar and toolbar"), where `BottomBarFrames` says.
enum BottomBarPlacement {
    static func apply(to layout: inout FrameLayout, state: FrameState, scenario: Scenario, metrics m: ListMetrics) {
        guard scenario.chrome.hasBottomBar else { return }
        let look = scenario.theme.look.bottomBars
        let rtl = scenario.layoutDirection == .rightToLeft
        let measure = state.geometry.cells?.text
        func width(_ s: String, _ size: Double) -> Double { measure?.width(of: s, size: size) ?? 0 }
        let visual = state.bottomBar

        var bar: BottomBarFrames.Bar
        var items: [BottomBarItemLayout]
        let kind: BottomBarLayout.Kind
        var capsules: [BottomBarCapsule] = []
        if let tabs = scenario.chrome.tabBar {
            kind = .tabBar
            bar = BottomBarFrames.tabBar(m, look: look, tabs: tabs)
            let slots = BottomBarFrames.tabSlots(tabs, bar: bar.barFrame, look: look, rightToLeft: rtl, text: measure)
            let selected = visual?.selected ?? tabs.selected
            items = zip(tabs.items, slots).enumerated().map { i, pair in
                let (tab, slot) = pair
                let centre = Point(x: slot.midX, y: bar.barFrame.minY + look.tabSymbolCentreY)
                let baseline = bar.barFrame.minY + look.tabTitleBaseline
                let lineHeight = look.tabTitleSize * 1.2
                var item = BottomBarItemLayout(
                    frame: slot, title: tab.title, symbol: tab.symbol, symbolCentre: tab.symbol == nil ? nil : centre,
                    titleFrame: Rect(x: slot.minX, y: baseline - lineHeight * 0.8, width: slot.width, height: lineHeight),
                    titleBaseline: baseline, selected: i == selected)
                if let b = tab.badge {
                    item.badge = b
                    item.badgeFrame = badgeFrame(b, symbolCentre: centre, barTop: bar.barFrame.minY, hasSymbol: tab.symbol != nil,
                                                 look: look, rightToLeft: rtl, textWidth: width(b, look.badgeTextSize))
                }
                return item
            }
        } else if let tools = scenario.chrome.toolbar {
            kind = .toolbar
            bar = BottomBarFrames.toolbar(m, look: look)
            let placed = ToolbarPlacement(tools, bar: bar.barFrame, look: look, rightToLeft: rtl, text: measure)
            items = zip(tools.items, placed.items).enumerated().map { i, pair in
                let (item, box) = pair
                var out: BottomBarItemLayout
                switch item {
                case .text(let t): out = BottomBarItemLayout(frame: box, title: t)
                case .label(let t): out = BottomBarItemLayout(frame: box, title: t, label: true)
                case .symbol(let s): out = BottomBarItemLayout(frame: box, symbol: s, symbolCentre: Point(x: box.midX, y: box.midY))
                }
                out.capsule = placed.capsule(of: i)
                if out.capsule != nil { out.target = placed.targets[i] }
                return out
            }
            capsules = placed.capsules.map { BottomBarCapsule(frame: $0.frame, items: $0.items) }
        } else { return }
        // The content's end against the band's top: > 0 once content is under the bar. As at the
        // top (ChromeLayout), a negative inset's rest offset at the end of the range counts as
        // the edge: the content's last |inset| pt under the bar show no material or edge effect
        // until the list scrolls further under it.
        let contentEnd = m.viewportY(contentY: state.geometry.contentHeight, offset: layout.contentOffset)
        let under = contentEnd - bar.frame.minY + min(0, m.userBottomInset)
        var out = BottomBarLayout(kind: kind, frame: bar.frame, barFrame: bar.barFrame,
                                  floating: kind == .tabBar ? look.floating : look.toolbarGlass != nil,
                                  backgroundAlpha: min(1, max(0, under / ChromeLayout.backgroundFade)),
                                  items: items, capsules: capsules, safeArea: bar.safeArea, homeIndicator: bar.homeIndicator)
        if let v = visual, let p = v.pressedItem, out.items.indices.contains(p) {
            out.pressedItem = p
            out.pressed = v.pressed
        }
        layout.bottomBar = out
    }

    /// A badge: a capsule `badgeHeight` tall around its text, never narrower than tall, its
    /// leading edge after the symbol's centre and its top above it; on a tab without a symbol,
    /// placed from the tab's centre and the bar's top as the real title-only tabs place it
    /// (mirrored right to left).
    static func badgeFrame(_ text: String, symbolCentre c: Point, barTop: Double, hasSymbol: Bool, look: BottomBarLook,
                           rightToLeft: Bool, textWidth: Double) -> Rect {
        let w = max(look.badgeHeight, textWidth + 2 * look.badgePadding)
        let dx = hasSymbol ? look.badgeOffsetX : look.badgeOffsetXNoSymbol
        let x = rightToLeft ? c.x - dx - w : c.x + dx
        let y = hasSymbol ? c.y - look.badgeOffsetY : barTop + look.badgeTopNoSymbol
        return Rect(x: x, y: y, width: w, height: look.badgeHeight)
    }
}
