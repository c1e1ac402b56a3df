/// The "Load more" row (docs/behaviours.md, "Load more") below the last section, while it is on
/// screen.
enum LoadMorePlacement: LayoutContributor {
    static var dumpRank: Int { 100 }
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        let g = input.state.geometry, m = input.metrics
        guard g.hasLoadMoreRow, let lm = input.state.loadMore else { return }
        let frame = Rect(x: m.listFrame.minX, y: m.viewportY(contentY: g.loadMoreTop, offset: input.offset),
                         width: m.rowWidth, height: g.rowHeight)
        guard frame.intersects(m.listFrame) else { return }
        contributions[LoadMoreLayout.self] = LoadMoreLayout(frame: frame, loading: lm.loading, loadingFor: lm.loadingFor)
    }
}

extension LoadMoreLayout {
    public var dumpFields: [(String, JSONOutput)] {
        [("loadMore", .object([("frame", LayoutDump.rect(frame)), ("state", .string(loading ? "loading" : "idle"))]))]
    }
}

extension FrameLayout {
    /// The "Load more" row while it is on screen.
    public var loadMore: LoadMoreLayout? { contributions[LoadMoreLayout.self] }
}
