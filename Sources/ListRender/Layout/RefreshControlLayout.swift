/// Places the refresh control (docs/behaviours.md, "Pull to refresh"): across the list, from
/// the bars' bottom edge (the top inset, less a large title's area and a search area under it,
/// which move down with the content) down over the gap the pull opens, at most the control's 60 pt.
enum RefreshControlLayout: LayoutContributor {
    static var dumpRank: Int { 900 }
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        let m = input.metrics
        guard let r = input.state.refresh else { return }
        let top = m.listFrame.minY + m.contentInset.top - (m.chrome.largeTitle ? m.chrome.largeTitleHeight + m.chrome.searchArea : 0)
        guard r.pull > 0 else { return }
        let height = min(RefreshVisual.controlHeight, r.pull)
        contributions[RefreshControlState.self] = RefreshControlState(
            frame: Rect(x: m.listFrame.minX, y: top, width: m.listFrame.width, height: height),
            refreshing: r.refreshingFor != nil, refreshingFor: r.refreshingFor ?? 0, progress: r.progress)
    }
}

extension RefreshControlState {
    public static var dumpPosition: DumpPosition { .afterBars }
    public var dumpFields: [(String, JSONOutput)] {
        [("refreshControl", .object([("frame", LayoutDump.rect(frame)), ("state", .string(refreshing ? "refreshing" : "pulling")),
                                     ("progress", .number(progress))]))]
    }
}

extension FrameLayout {
    /// Pull to refresh's control while the list is pulled down (nil otherwise or when off).
    public var refreshControl: RefreshControlState? { contributions[RefreshControlState.self] }
}
