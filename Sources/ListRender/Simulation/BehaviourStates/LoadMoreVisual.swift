/// Load more's part of a frame: whether a page is loading and for how long (`LoadMore` writes
/// it, `LoadMorePlacement` places the row's spinner from it).
struct LoadMoreVisual: BehaviourState, Hashable {
    var loading: Bool
    /// Seconds since loading began (drives the spinner).
    var loadingFor: Double
}

extension FrameState {
    /// Load more (nil: feature off, or no more pages).
    var loadMore: LoadMoreVisual? {
        get { behaviours[LoadMoreVisual.self] }
        set { behaviours[LoadMoreVisual.self] = newValue }
    }
}
