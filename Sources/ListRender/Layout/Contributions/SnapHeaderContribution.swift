/// The snap header's panel behind the list.
public struct SnapHeaderContribution: FrameContribution, Hashable {
    public var frame: Rect
}
