/// How far swiped rows' content is slid, by row key: written by every behaviour that slides a
/// row's content (`Swipe`, `SwipeActions`, edit mode's delete confirmation), read by
/// `LayoutEngine` for each row's `swipeOffset`. One slot for all three, since a row has one offset.
struct RowSwipeOffsets: BehaviourState, Hashable {
    var offsets: [Int: Double]
}

extension FrameState {
    /// Horizontal content offset of swiped rows by row key (negative: slid left).
    var swipeOffsets: [Int: Double] {
        get { behaviours[RowSwipeOffsets.self]?.offsets ?? [:] }
        set { behaviours[RowSwipeOffsets.self] = RowSwipeOffsets(offsets: newValue) }
    }
}
