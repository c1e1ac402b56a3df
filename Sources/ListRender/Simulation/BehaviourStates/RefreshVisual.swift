/// The refresh control's state: how far the list is pulled beyond its rest, how long it has
/// been refreshing (nil: not), and the pull as a fraction of the trigger distance.
/// `RefreshControl` writes it, `RefreshControlLayout` places the control from it.
struct RefreshVisual: BehaviourState, Hashable {
    /// UIRefreshControl's height: how much lower the list rests while refreshing.
    static let controlHeight = 60.0
    var pull: Double
    var refreshingFor: Double?
    var progress: Double
}

extension FrameState {
    /// Pull to refresh (nil: feature off).
    var refresh: RefreshVisual? {
        get { behaviours[RefreshVisual.self] }
        set { behaviours[RefreshVisual.self] = newValue }
    }
}
