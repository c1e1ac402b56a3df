/// Tap to select a row (UITableView's selection; docs/behaviours.md, "Selection").
public struct SelectionOptions: Sendable, Hashable {
    /// UIScrollView's delaysContentTouches hold-back before a touch reaches the cell.
    public var delay: Double = 0.15
    /// From the release to `deselectRow(at:animated: true)` (0: called in didSelectRowAt).
    public var deselectAfter: Double = 0
    /// The deselect animation: CATransaction's default duration.
    public var fade: Double = 0.25
    public init() {}
}
