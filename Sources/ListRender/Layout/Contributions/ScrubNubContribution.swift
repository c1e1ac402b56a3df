/// The scrub nub while it shows.
public struct ScrubNubContribution: FrameContribution, Hashable {
    public var overlay: Overlay
    /// The nub is held: Paint draws it darker.
    public var scrubbing: Bool
}
