/// Multiple selection while editing, its part of a frame: the selected rows' keys
/// (`EditingSelection` writes it while editing, `EditModeLayout` ticks the rows' circles).
struct EditingSelectionVisual: BehaviourState, Hashable {
    var selected: Set<Int>
}

extension FrameState {
    /// Multiple selection while editing: the selected rows' keys (nil: not that mode, or not editing).
    var selectedWhileEditing: Set<Int>? {
        get { behaviours[EditingSelectionVisual.self]?.selected }
        set { behaviours[EditingSelectionVisual.self] = newValue.map(EditingSelectionVisual.init) }
    }
}
