/// Swipe (iPhoneIncubator swipe detection in a cell; docs/behaviours.md, "Swipe"): when the
/// touch ends, a swipe is |dx| ≥ minDistance, |dy| ≤ maxVertical, |dx| > |dy| and quicker than
/// maxDuration. A swipe toggles the row between rest and revealed (content slid left by
/// `revealWidth` to show the action button). The original switched views instantly; here the
/// slide takes 0.25 s ease-in-out, UIKit's row-action timing, so frames show it moving.
struct Swipe: Behaviour {
    static let slideDuration = 0.25
    let id = BehaviourID.swipe
    let options: SwipeOptions
    /// Per row key: its reveal animation (0 rest, 1 revealed).
    private(set) var rows: [Int: Appearance] = [:]

    /// Whether a finished touch is a swipe by iPhoneIncubator's rules.
    func isSwipe(dx: Double, dy: Double, duration: Double) -> Bool {
        abs(dx) >= options.minDistance && abs(dy) <= options.maxVertical && abs(dx) > abs(dy)
            && duration < options.maxDuration
    }

    /// Toggles row `key` between rest and revealed, starting at `t`.
    mutating func toggle(key: Int, at t: Double) {
        var a = rows[key] ?? Appearance()
        a.animate(to: a.target == 1 ? 0 : 1, at: t, duration: Swipe.slideDuration)
        rows[key] = a
    }

    /// Current horizontal offsets (negative: slid left) of rows not at rest.
    func offsets(at t: Double) -> [Int: Double] {
        var out: [Int: Double] = [:]
        for (key, a) in rows {
            let v = a.value(at: t)
            if v != 0 { out[key] = -v * options.revealWidth }
        }
        return out
    }
}

extension BehaviourID { static let swipe = BehaviourID("swipe") }

/// The touch is judged when the finger lifts: a swipe on the row it came down on toggles that row.
extension Swipe {
    init(options: SwipeOptions) { self.options = options }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        touch.downRow != nil && !touch.caughtScroll ? .possible : .pass
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        let (dx, dy) = touch.translation(to: e.point)
        guard let row = touch.downRow, isSwipe(dx: dx, dy: dy, duration: (e.time - touch.down.time).seconds) else { return .pass }
        toggle(key: list.geometry.data.row(row).key, at: e.time.seconds)
        return .claim
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        for (key, offset) in offsets(at: t) { state.swipeOffsets[key] = offset }
    }
}
