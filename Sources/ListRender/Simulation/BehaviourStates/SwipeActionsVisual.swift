/// Swipe actions' part of a frame: the swiped row and the collapse of a deleted one
/// (`SwipeActions` writes it, `SwipeActionsLayout` places the buttons and the collapse from it).
struct SwipeActionsVisual: BehaviourState {
    struct Collapse: Sendable {
        /// Where the deleted row started in the content (rows from here down slide up).
        var contentTop: Double
        /// Its remaining height: rows below are this much lower than their new places.
        var height: Double
        var action: SwipeActionsOptions.Action
        var side: SwipeActionSide
    }
    var key: Int?
    var offset: Double
    var collapse: Collapse?
    /// The buttons' natural widths (measured titles), trailing and leading.
    var trailingWidths: [Double]
    var leadingWidths: [Double]
}

extension FrameState {
    /// Swipe actions (nil: feature off).
    var swipeActions: SwipeActionsVisual? {
        get { behaviours[SwipeActionsVisual.self] }
        set { behaviours[SwipeActionsVisual.self] = newValue }
    }
}

extension FrameState {
    /// The deleted row collapsing, by a swipe action or edit mode's Delete button.
    var collapse: SwipeActionsVisual.Collapse? { swipeActions?.collapse ?? editing?.collapse }
}
