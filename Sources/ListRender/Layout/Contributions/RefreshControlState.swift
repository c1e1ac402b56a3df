/// The refresh control: the gap above the content it shows in (at most 60 pt), whether it is
/// refreshing (spinning) or still being pulled, and the pull as a fraction of the trigger.
public struct RefreshControlState: FrameContribution, Hashable {
    public var frame: Rect
    public var refreshing: Bool
    /// Seconds since the refresh began (drives the spinner).
    public var refreshingFor: Double
    public var progress: Double
}
