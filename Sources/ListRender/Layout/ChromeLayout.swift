/// Places the status bar and the navigation bar of a frame (docs/chrome.md).
enum ChromeLayout {
    /// The inline title fades in over the last 14 pt of the large title area: from when the
    /// large title's baseline reaches the bar until the area is gone.
    static let inlineTitleFade = 14.0
    /// Content this far under the bar shows the bar's standard appearance in full.
    static let backgroundFade = 8.0

    static func apply(to layout: inout FrameLayout, state: FrameState, scenario: Scenario, metrics m: ListMetrics) {
        let width = scenario.viewport.width
        let c = m.chrome
        if let s = scenario.chrome.statusBar {
            layout.statusBar = StatusBarLayout(frame: Rect(x: 0, y: 0, width: width, height: c.statusBarHeight),
                                               time: s.time, battery: s.battery, glyphs: s.glyphs)
        }
        guard let nav = scenario.chrome.navigationBar else { return }
        let offset = layout.contentOffset
        let focus = state.search ?? SearchVisual(focus: 0, cancelWidth: 0)
        let areas = c.areas(offset: offset, userTop: m.userTopInset, focus: focus.focus)
        let area = areas.largeTitle
        let barBottom = c.statusBarHeight + ChromeMetrics.barHeight
        var largeTitleFrame: Rect?
        // The baseline's place against the area's bottom is the platform's (14 pt above it as in
        // Settings and Mail on iOS 18; NavigationBarLook). A title below the area's bottom (iOS
        // 26) rides on with the content once the area is gone, until its line is under the bar,
        // so it scrolls away instead of vanishing below the bar.
        let below = c.largeTitleBaselineFromAreaBottom > 0 && areas.search == 0 && area == 0
            ? c.reach(offset: offset, userTop: m.userTopInset) : area
        let baseline = barBottom + below + c.largeTitleBaselineFromAreaBottom
        let line = ChromeMetrics.largeTitleLineHeight
        let lineBottom = baseline + ChromeMetrics.largeTitleBaselineAboveLineBottom
        if nav.largeTitle, area > 0 || lineBottom > barBottom {
            let margin = c.largeTitleMargin ?? ListMetrics.layoutMargin(width: width)
            largeTitleFrame = Rect(x: margin, y: lineBottom - line, width: width - 2 * margin, height: line)
        }
        let titleAlpha = nav.largeTitle ? min(1, max(0, 1 - area / inlineTitleFade)) : 1
        // The content's top edge against the bars' bottom edge: > 0 once content is under the bar.
        // A negative inset's rest offset counts as the edge: at rest UIKit draws no material or
        // edge effect (the real list picker's card, 3 pt under its bar, is white to its top).
        let under = c.coveredTop(offset: offset, userTop: m.userTopInset) + offset - m.listFrame.minY + min(0, m.userTopInset)
        layout.navigationBar = NavigationBarLayout(
            frame: Rect(x: 0, y: c.statusBarHeight, width: width, height: ChromeMetrics.barHeight + area + areas.search),
            barFrame: c.barItemsFrame(width: width),
            title: nav.title, largeTitleFrame: largeTitleFrame, titleAlpha: titleAlpha,
            backgroundAlpha: min(1, max(0, under / backgroundFade)),
            leading: nav.leading, trailing: nav.trailing,
            search: search(nav, scenario: scenario, metrics: m, offset: offset, focus: focus))
    }

    private static func search(_ nav: NavigationBarOptions, scenario: Scenario, metrics m: ListMetrics, offset: Double,
                               focus: SearchVisual) -> SearchBarLayout? {
        guard let options = nav.search,
              let g = SearchBarGeometry.placed(in: scenario, metrics: m, offset: offset, focus: focus.focus,
                                               cancelWidth: focus.cancelWidth) else { return nil }
        let titles = options.scope
        let segments = zip(titles, g.segments(count: titles.count)).enumerated().map { i, s in
            SearchBarLayout.ScopeSegment(title: s.0, frame: s.1, selected: i == 0)
        }
        return SearchBarLayout(frame: g.area, fieldFrame: g.field, magnifyingGlassFrame: g.glass, textFrame: g.text,
                               text: options.text ?? options.placeholder, isPlaceholder: options.text == nil,
                               contentAlpha: g.contentAlpha, focus: focus.focus, cancelFrame: g.cancel,
                               scope: segments, scopeFrame: g.scope, scopeAlpha: g.scopeAlpha)
    }
}
