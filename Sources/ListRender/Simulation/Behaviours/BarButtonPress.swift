/// A bar button under the finger (UIBarButtonItem's highlight): dimmed while the finger is down,
/// fading back after it lifts.
struct BarButtonPress: Sendable {
    /// The fade back to full opacity after the finger lifts.
    static let fadeDuration = 0.2

    let item: BarItemRef
    var releasedAt: Double?
    /// Whether the finger is near enough for a lift to count (UIControl's touch inside).
    var inside = true

    /// 1 while pressed, falling to 0 as it fades back (nil: over). A finger dragged away shows
    /// the button undimmed at once, as UIControl unhighlights on touch-drag-exit.
    func pressed(at t: Double) -> Double? {
        guard inside else { return nil }
        guard let r = releasedAt else { return 1 }
        let f = (t - r) / Self.fadeDuration
        guard f < 1 else { return nil }
        let g = max(0, f)
        return (1 - g) * (1 - g) * (1 - g)   // 1 − ease-out (cubic)
    }
}
