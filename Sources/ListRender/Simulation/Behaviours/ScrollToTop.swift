extension BehaviourID { static let scrollToTop = BehaviourID("scrollsToTop") }

/// Scroll to top (UIScrollView.scrollsToTop; docs/behaviours.md, "Scroll to top"): a tap on the
/// status bar scrolls the list to its top with an animation, unless it is already there.
///
/// The status bar lies above everything, so it takes any touch that comes down on it (the list
/// underneath never sees it). The scroll runs 0.5 s along Flutter's linearToEaseOut, the numbers
/// Flutter's CupertinoPageScaffold uses for the same tap ("eyeballed from iOS"); UIKit publishes
/// none. That the tap acts when the finger lifts, within the slop, is our guess.
struct ScrollToTop: Behaviour {
    /// CupertinoPageScaffold._handleStatusBarTap: `animateTo(0, duration: 500 ms, ...)`.
    static let duration = 0.5
    /// Flutter's Curves.linearToEaseOut, Cubic(0.35, 0.91, 0.33, 0.97).
    static let curve = CubicCurve(p1: Point(x: 0.35, y: 0.91), p2: Point(x: 0.33, y: 0.97))

    let id = BehaviourID.scrollToTop

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        let p = touch.down.point
        return p.y >= 0 && p.y < list.metrics.chrome.statusBarHeight ? .claim : .pass
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        let top = list.restOffset
        guard !touch.isBeyondSlop(e.point), list.scroll.offset != top else { return .claim }
        list.scroll.animate(to: top, at: e.time.seconds, duration: Self.duration, curve: Self.curve)
        return .claim
    }
}
