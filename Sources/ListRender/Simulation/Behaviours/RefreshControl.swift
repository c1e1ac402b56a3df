/// Pull to refresh (UIRefreshControl; docs/behaviours.md, "Pull to refresh"): pulling the list
/// down past its rest shows the spinner's ticks one by one; at `triggerDistance` it begins
/// refreshing while the finger is still down (UIKit does not wait for the release); once the
/// finger is up the list rests `height` pt lower, below the spinning control, for
/// `refreshDuration`, then the inset goes back and the list springs back to its rest.
struct RefreshControl: Behaviour {
    let id = BehaviourID("refreshControl")
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

/// Pull to refresh's hooks into the event loop: it watches the scroll view after every event,
/// moves the list's rest while it holds it, and ends the refresh at its deadline.
extension RefreshControl {
    /// After every event: a pull past the trigger starts a refresh; once the finger is up the
    /// list's rest moves below the control (changing the bounds mid-drag would jump the rubber band).
    mutating func eventHandled(list: inout ListState, at t: Double) {
        _ = observe(pull: list.metrics.minOffset - list.scroll.offset, dragging: list.scroll.isDragging, at: t)
        if !list.scroll.isDragging, holdInset() {
            list.restInset = Self.height
            list.scroll.setBounds(min: list.restOffset, max: list.maxOffset)
            // The bounce already under way re-aims at the new rest (from where it is, at rest speed).
            list.scroll.hold(at: t)
            list.scroll.release(at: t)
        }
    }

    func nextDeadline(touch: ActiveTouch?, list: ListState, now: SimTime) -> SimTime? {
        endsAt.map { max(now, SimTime.seconds($0)) }
    }

    /// endRefreshing(): the rest goes back up and a list at rest springs back to it.
    mutating func deadlineReached(at time: SimTime, touch: inout ActiveTouch?, list: inout ListState) -> TouchVerdict {
        let t = time.seconds
        end()
        list.restInset = 0
        list.scroll.setBounds(min: list.restOffset, max: list.maxOffset)
        if !list.scroll.isDragging, list.scroll.offset < list.restOffset {
            list.scroll.hold(at: t)
            list.scroll.release(at: t)
        }
        return .pass
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.refresh = visual(pull: list.metrics.minOffset - list.scroll.pixelAlignedOffset, at: t)
    }
}
