/// The vertical scroll indicator while it shows.
public struct ScrollIndicatorContribution: FrameContribution, Hashable {
    public var overlay: Overlay
}
