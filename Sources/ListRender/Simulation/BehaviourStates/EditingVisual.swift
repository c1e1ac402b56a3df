/// Edit mode's part of a frame: how far into editing, the row whose delete confirmation shows
/// and how far it is open, and a deleted row collapsing (`EditMode` writes it, `EditModeLayout`
/// places the rows' controls from it).
struct EditingVisual: BehaviourState {
    /// 0 not editing … 1 editing (the controls' slide and the content's indent).
    var progress: Double
    /// Whether the list is (going) into edit mode: the Edit button reads "Done".
    var isEditing: Bool
    var confirmKey: Int?
    /// 0 … 1: the minus's quarter turn and the row's slide over the Delete button.
    var reveal: Double
    var deleteWidth: Double
    var collapse: SwipeActionsVisual.Collapse?
}

extension FrameState {
    /// Edit mode (nil: never entered, or fully left with nothing collapsing).
    var editing: EditingVisual? {
        get { behaviours[EditingVisual.self] }
        set { behaviours[EditingVisual.self] = newValue }
    }
}
