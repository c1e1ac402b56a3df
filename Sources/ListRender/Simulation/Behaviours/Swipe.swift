/// Swipe (iPhoneIncubator swipe detection in a cell; docs/behaviours.md, "Swipe"): when the
/// touch ends, a swipe is |dx| ≥ minDistance, |dy| ≤ maxVertical, |dx| > |dy| and quicker than
/// maxDuration. A swipe toggles the row between rest and revealed (content slid left by
/// `revealWidth` to show the action button). The original switched views instantly; here the
/// slide takes 0.25 s ease-in-out, UIKit's row-action timing, so frames show it moving.
struct Swipe: Sendable {
    static let slideDuration = 0.25
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
