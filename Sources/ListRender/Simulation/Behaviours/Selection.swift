/// Selection (UITableView's tap to select; docs/behaviours.md, "Selection"). UIScrollView holds a
/// touch-down back from the cell for `delay` (delaysContentTouches, 150 ms) to see whether it is a
/// scroll: only a finger still pending then highlights its row, and a scroll that starts later
/// cancels the highlight (touchesCancelled). A release selects the row (highlighted at once if
/// it was released within the delay); `deselectAfter` later the app's `deselectRow(animated:)`
/// fades the highlight out over `fade`, ease-in-out.
struct Selection: Behaviour {
    let id = BehaviourID.selection
    let options: SelectionOptions
    /// The row under a pending finger and when the finger came down.
    private var pending: (key: Int, since: Double)?
    /// Selected rows: key → when the deselect fade starts.
    private var fading: [Int: Double] = [:]

    init(options: SelectionOptions) { self.options = options }

    /// A finger came down on row `key` of a list at rest.
    mutating func touchDown(key: Int, at t: Double) { pending = (key, t) }

    /// The finger became a scroll, a swipe, a reorder or left the row: no highlight from now on.
    mutating func cancel() { pending = nil }

    /// A tap ended: the pending row is selected, then deselected with the fade.
    mutating func release(at t: Double) {
        guard let p = pending else { return }
        pending = nil
        fading[p.key] = t + options.deselectAfter
    }

    /// Highlight of each highlighted row at `t`: 1 fully highlighted, falling to 0 as it fades.
    func highlights(at t: Double) -> [Int: Double] {
        var out: [Int: Double] = [:]
        for (key, start) in fading {
            let v = options.fade > 0 ? 1 - Easing.easeInOut((t - start) / options.fade) : (t < start ? 1 : 0)
            if v > 0 { out[key] = v }
        }
        if let p = pending, t >= p.since + options.delay - 1e-9 { out[p.key] = 1 }
        return out
    }
}

extension BehaviourID { static let selection = BehaviourID("selection") }

/// A finger on a row of a list at rest may select it (a touch that stops a moving list never
/// does: UIKit's first touch only catches it); moving beyond the slop, or another behaviour
/// winning the touch, cancels the highlight.
extension Selection {
    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        guard let row = touch.downRow, !touch.caughtScroll else { return .pass }
        touchDown(key: list.geometry.data.row(row).key, at: touch.down.time.seconds)
        return .possible
    }

    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.isBeyondSlop(e.point) else { return .possible }
        cancel()
        return .pass
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.tapPossible else { return .pass }
        release(at: e.time.seconds)
        return .claim
    }

    mutating func touchCancelled(_ touch: ActiveTouch, list: inout ListState, at t: Double) { cancel() }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.highlights = highlights(at: t)
    }
}
