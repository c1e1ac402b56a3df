extension BehaviourID { static let searchFocus = BehaviourID("searchFocus") }

/// The navigation bar's search field taking focus (UISearchController becoming active; docs/chrome.md,
/// "Search bar"): a tap on the field slides the Cancel button in, the field narrowing for it, and
/// collapses the large title (the list scrolls up by the title's area while the search area stays);
/// a tap on Cancel reverses both. The field and the Cancel button take any touch that comes down
/// on them, as the bar's buttons do: a drag starting there does not scroll the list.
struct SearchFocus: Behaviour {
    /// UISearchController's presentation, along UIKit's ease-in-out (our reading; UIKit
    /// publishes no duration).
    static let duration = 0.3
    static let curve = CubicCurve(p1: Point(x: 0.42, y: 0), p2: Point(x: 0.58, y: 1))

    let id = BehaviourID.searchFocus
    /// The Cancel title's width (17-pt regular), measured once.
    let cancelWidth: Double
    private var focus = Appearance()
    private var focused = false
    /// What the touch now down came down on.
    private enum Target { case field, cancel }
    private var target: Target?

    init(text: any CellTextMeasuring) {
        cancelWidth = text.width(of: SearchBarGeometry.cancelTitle, size: SearchBarGeometry.textSize)
    }

    private func geometry(_ list: ListState, at t: Double) -> SearchBarGeometry? {
        SearchBarGeometry.placed(in: list.scenario, metrics: list.metrics, offset: list.offset,
                                 focus: focus.value(at: t), cancelWidth: cancelWidth)
    }

    private func target(at p: Point, list: ListState, t: Double) -> Target? {
        guard let g = geometry(list, at: t) else { return nil }
        if focused, let c = g.cancelTarget, c.contains(p) { return .cancel }
        // A field squashed to nothing is no target; while focused it takes no second tap.
        if !focused, g.field.height > 0, g.field.contains(p) { return .field }
        return nil
    }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        target = target(at: touch.down.point, list: list, t: touch.down.time.seconds)
        return target == nil ? .pass : .claim
    }

    /// A release within the slop of where it came down, still on its target, is the tap.
    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard let was = target else { return .pass }
        target = nil
        let t = e.time.seconds
        guard !touch.isBeyondSlop(e.point), self.target(at: e.point, list: list, t: t) == was else { return .claim }
        let c = list.metrics.chrome
        // Where the large title is collapsed and the whole search area shows.
        let collapsed = list.metrics.minOffset + (c.largeTitle ? c.largeTitleHeight : 0)
        switch was {
        case .field:
            focused = true
            focus.animate(to: 1, at: t, duration: Self.duration)
            if list.offset < collapsed {
                list.scroll.animate(to: collapsed, at: t, duration: Self.duration, curve: Self.curve)
            }
        case .cancel:
            focused = false
            focus.animate(to: 0, at: t, duration: Self.duration)
            // The title comes back if the list is where focusing put it (or above).
            if list.offset <= collapsed, list.offset != list.restOffset {
                list.scroll.animate(to: list.restOffset, at: t, duration: Self.duration, curve: Self.curve)
            }
        }
        return .claim
    }

    mutating func touchCancelled(_ touch: ActiveTouch, list: inout ListState, at t: Double) { target = nil }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.search = SearchVisual(focus: focus.value(at: t), cancelWidth: cancelWidth)
    }
}
