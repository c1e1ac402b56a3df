/// Pull to refresh (UIRefreshControl; docs/behaviours.md, "Pull to refresh"): pulling the list
/// down past its rest shows the spinner's ticks one by one; at `triggerDistance` it begins
/// refreshing while the finger is still down (UIKit does not wait for the release); once the
/// finger is up the list rests `height` pt lower, below the spinning control, for
/// `refreshDuration`, then the inset goes back and the list springs back to its rest.
struct RefreshControl: Sendable {
    let options: RefreshControlOptions
    /// The pull (pt beyond the rest offset) that starts a refresh.
    static let triggerDistance = 88.0
    /// The control's height: how much lower the list rests while refreshing.
    static let height = RefreshVisual.controlHeight

    /// When the refresh began (nil: not refreshing).
    private(set) var refreshingSince: Double?
    /// Whether the list's rest has moved down by `height` (done once the finger is up).
    private(set) var holdsInset = false
    /// A new pull is needed after a refresh: the list must come back to rest first.
    private var armed = true

    init(options: RefreshControlOptions) { self.options = options }

    /// When the refresh ends.
    var endsAt: Double? { refreshingSince.map { $0 + options.refreshDuration } }

    /// The list is pulled `pull` pt beyond its rest; returns true when this starts a refresh.
    mutating func observe(pull: Double, dragging: Bool, at t: Double) -> Bool {
        if pull <= 0, refreshingSince == nil { armed = true }
        guard refreshingSince == nil, armed, dragging, pull >= Self.triggerDistance else { return false }
        refreshingSince = t
        armed = false
        return true
    }

    /// The finger is up during a refresh: the list may now rest below the control.
    mutating func holdInset() -> Bool {
        guard refreshingSince != nil, !holdsInset else { return false }
        holdsInset = true
        return true
    }

    /// endRefreshing(): the inset goes back.
    mutating func end() {
        refreshingSince = nil
        holdsInset = false
    }

    /// What Layout needs: how far the list is pulled, and whether and how long it has been
    /// spinning; nil after a refresh until the list is back at rest (UIKit hides the control as
    /// the list springs back, rather than counting its ticks down).
    func visual(pull: Double, at t: Double) -> RefreshVisual? {
        guard armed || refreshingSince != nil else { return nil }
        return RefreshVisual(pull: max(0, pull), refreshingFor: refreshingSince.map { t - $0 },
                      progress: min(1, max(0, pull / Self.triggerDistance)))
    }
}
