extension BehaviourID { static let editMode = BehaviourID("editMode") }

/// Edit mode (UITableView.setEditing(_:animated:); docs/behaviours.md, "Edit mode"): the table's
/// editing transition (`ListState.editing`: delete controls in from the leading edge, reorder
/// grips from the trailing edge, 0.3 s ease-in-out) and, here, a row's delete confirmation: a tap
/// on its minus turns the minus and slides the row over a "Delete" button; a tap on Delete deletes
/// the row with the swipe actions' collapse; with one open, any other touch only closes it.
/// While editing, rows are not selected, swiped or long-pressed (`ArenaRules.disabledWhileEditing`);
/// the reorder grips are the reorder's (`ReorderBehaviour`).
struct EditMode: Behaviour {
    /// The minus turning and the row sliding over the Delete button (either way).
    static let confirmationDuration = 0.3
    /// The Delete button a minus reveals.
    static let deleteAction = SwipeActionsOptions.Action(title: EditControlMetrics.deleteTitle, style: .destructive)

    let id = BehaviourID.editMode
    /// The Delete button's width, measured as a swipe action's.
    let deleteWidth: Double
    /// Right to left the row slides right, over a Delete button at the left edge.
    let rightToLeft: Bool

    /// The row whose delete confirmation shows, opening or closing (nil: none).
    private(set) var confirmKey: Int?
    private var revealFrom = 0.0, revealTo = 0.0, revealStart = -Double.infinity
    private(set) var deletion: SwipeDeletion?

    init(text: any CellTextMeasuring, rightToLeft: Bool) {
        self.rightToLeft = rightToLeft
        deleteWidth = SwipeActionMetrics.buttonWidth(title: Self.deleteAction.title, text: text)
    }

    // MARK: The confirmation

    /// How far row `confirmKey`'s confirmation is open: 0 closed, 1 open (the minus turned 90°).
    func reveal(at t: Double) -> Double {
        guard confirmKey != nil else { return 0 }
        let f = (t - revealStart) / Self.confirmationDuration
        if f >= 1 { return revealTo }
        if f <= 0 { return revealFrom }
        return revealFrom + (revealTo - revealFrom) * Easing.easeInOut(f)
    }

    /// A confirmation resting open or opening (a tap on its minus closes it; elsewhere too).
    var hasOpenConfirmation: Bool { confirmKey != nil && revealTo == 1 }

    mutating func openConfirmation(key: Int, at t: Double) {
        revealFrom = confirmKey == key ? reveal(at: t) : 0
        confirmKey = key; revealTo = 1; revealStart = t
    }

    mutating func closeConfirmation(at t: Double) {
        guard confirmKey != nil else { return }
        revealFrom = reveal(at: t); revealTo = 0; revealStart = t
    }

    /// The Delete button's frame in a row spanning `row` (nil: none showing).
    func deleteButton(row: Rect, at t: Double) -> Rect? {
        SwipeActionButtons.frames(widths: [deleteWidth], offset: offset(at: t), row: row).first?.frame
    }

    /// The confirmed row's content offset now.
    func offset(at t: Double) -> Double { (rightToLeft ? 1 : -1) * deleteWidth * reveal(at: t) }

    // MARK: Touches

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        if hasOpenConfirmation, let key = confirmKey {
            // On the open row the tap is judged at release; elsewhere the touch only closes it.
            if let row = touch.downRow, list.geometry.data.row(row).key == key { return .consume }
            closeConfirmation(at: touch.down.time.seconds)
            touch.tapPossible = false
            return .consume
        }
        return list.editing.isEditing ? .possible : .pass
    }

    /// A tap while editing: on the open row, Delete deletes it and elsewhere closes it; on a
    /// minus, its confirmation opens. Any tap while editing is edit mode's (nothing selects).
    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.tapPossible else { return .pass }
        let t = e.time.seconds, point = e.point
        guard let row = touch.downRow, list.geometry.data.contains(row) else { return list.editing.isEditing ? .claim : .pass }
        let key = list.geometry.data.row(row).key
        if hasOpenConfirmation, confirmKey == key {
            if let button = deleteButton(row: list.rowRect(row), at: t), button.contains(point) {
                delete(row, list: &list, at: t)
            } else {
                closeConfirmation(at: t)
            }
            return .claim
        }
        guard list.editing.isEditing else { return .pass }
        let target = EditControlMetrics.deleteTarget(row: list.rowRect(row), margin: list.metrics.layoutMargin, rightToLeft: rightToLeft)
        if target.contains(touch.down.point), target.contains(point) { openConfirmation(key: key, at: t) }
        return .claim
    }

    /// The Delete button: the row collapses and the rows below slide up, as a swipe action's delete.
    private mutating func delete(_ row: RowRef, list: inout ListState, at t: Double) {
        guard !list.isReordering else { return }
        // The collapse keeps the title where the button was, at the trailing edge: the place a
        // collapsing leading action's title takes (a trailing one's is where a full swipe dragged
        // it), in either direction.
        let place = list.removeRow(row, at: t)
        confirmKey = nil; revealFrom = 0; revealTo = 0
        deletion = SwipeDeletion(contentTop: place.contentTop, height: place.height, start: t, action: Self.deleteAction, side: .leading)
    }

    mutating func dismiss(list: inout ListState, at t: Double) { closeConfirmation(at: t) }

    // MARK: Frame

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        let p = list.editing.progress(at: t), r = reveal(at: t)
        let collapse = deletion?.collapse(at: t)
        if p > 0 || list.editing.isEditing || collapse != nil {
            state.editing = EditingVisual(progress: p, isEditing: list.editing.isEditing, confirmKey: r > 0 ? confirmKey : nil,
                                          reveal: r, deleteWidth: deleteWidth, collapse: collapse)
        }
        // The confirmed row's content, slid over the Delete button (a swiped row's own slide wins).
        if let key = confirmKey, r > 0, state.swipeOffsets[key] == nil { state.swipeOffsets[key] = offset(at: t) }
    }
}
