/// Places the refresh control (docs/behaviours.md, "Pull to refresh"): across the list, from
/// the bars' bottom edge (the top inset, less a large title's area and a search area under it,
/// which move down with the content) down over the gap the pull opens, at most the control's 60 pt.
enum RefreshControlLayout {
    static func apply(to layout: inout FrameLayout, state: FrameState, metrics m: ListMetrics) {
        guard let r = state.refresh else { return }
        let top = m.listFrame.minY + m.contentInset.top - (m.chrome.largeTitle ? m.chrome.largeTitleHeight + m.chrome.searchArea : 0)
        guard r.pull > 0 else { return }
        let height = min(RefreshVisual.controlHeight, r.pull)
        layout.refreshControl = RefreshControlState(
            frame: Rect(x: m.listFrame.minX, y: top, width: m.listFrame.width, height: height),
            refreshing: r.refreshingFor != nil, refreshingFor: r.refreshingFor ?? 0, progress: r.progress)
    }
}
