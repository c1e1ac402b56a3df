extension BehaviourID { static let editingSelection = BehaviourID("editingSelection") }

/// Multiple selection while editing (UITableView.allowsMultipleSelectionDuringEditing;
/// docs/behaviours.md, "Multiple selection while editing"): in edit mode a tap on a row toggles
/// its selection; rows show selection circles instead of delete controls and reorder grips
/// (`ArenaRules.disabled` keeps edit mode's minus and the grips out), selected rows keep the
/// selection background. Leaving edit mode deselects every row, as UITableView does.
struct EditingSelection: Behaviour {
    let id = BehaviourID.editingSelection
    let options: MultipleSelectionOptions
    /// The selected rows' keys.
    private(set) var selected: Set<Int> = []

    init(options: MultipleSelectionOptions) { self.options = options }

    mutating func start(data: inout ListData, hasLoadMoreRow: inout Bool) {
        selected = Set(options.selected.filter(data.contains).map { data.row($0).key })
    }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        list.editing.isEditing && touch.downRow != nil && !touch.caughtScroll ? .possible : .pass
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.tapPossible, list.editing.isEditing, let row = touch.downRow, list.geometry.data.contains(row) else {
            return .pass
        }
        let key = list.geometry.data.row(row).key
        if selected.remove(key) == nil { selected.insert(key) }
        return .claim
    }

    mutating func eventHandled(list: inout ListState, at t: Double) {
        if !list.editing.isEditing { selected = [] }
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        if list.editing.progress(at: t) > 0 { state.selectedWhileEditing = selected }
    }
}
