/// The "Load more" row at the end of the loaded rows: its frame, and the spinner while a page loads.
public struct LoadMoreLayout: FrameContribution, Sendable, Hashable {
    public var frame: Rect
    public var loading: Bool
    public var loadingFor: Double
}
