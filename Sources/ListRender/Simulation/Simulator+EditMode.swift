/// Edit mode from timeline steps and raw touches (docs/behaviours.md, "Edit mode"): a touch on a
/// reorder control lifts its row at once (the reorder's drag, gap and autoscroll follow); a tap
/// on a minus opens the row's delete confirmation; with one open, a tap on its Delete button
/// deletes the row, any other touch only closes it. Rows are not selected while editing.
/// (The "Edit"/"Done" bar button: Simulator+BarButtons.swift.)
extension Simulator {
    var rightToLeft: Bool { scenario.layoutDirection == .rightToLeft }

    mutating func setEditing(_ on: Bool, at t: Double) {
        swipeActions?.close(at: t)
        editMode.setEditing(on, at: t)
    }

    /// At touch down in the list: whether edit mode takes the touch (then it never selects).
    mutating func editTouchDown(_ e: TouchEvent, row: RowRef?, at t: Double) -> Bool {
        if editMode.hasOpenConfirmation, let key = editMode.confirmKey {
            // On the open row the tap is judged at release; elsewhere the touch only closes it.
            if let row, geometry.data.row(row).key == key { return true }
            editMode.closeConfirmation(at: t)
            touch?.tapPossible = false
            return true
        }
        guard editMode.isEditing else { return false }
        touch?.longPressPossible = false
        touch?.swipePossible = false
        guard let row, reorder == nil else { return true }
        let p = editMode.progress(at: t)
        if p > 0, EditControlMetrics.reorderControl(row: swipeRowRect(row), progress: p, rightToLeft: rightToLeft).contains(e.point) {
            // The reorder control's own pan: no long press.
            liftRow(at: e.time)
        }
        return true
    }

    /// A tap while editing, judged at release: whether edit mode took it.
    mutating func editTap(_ active: ActiveTouch, at point: Point, at t: Double) -> Bool {
        guard let row = active.downRow, geometry.data.contains(row) else { return editMode.isEditing }
        let key = geometry.data.row(row).key
        if editMode.hasOpenConfirmation, editMode.confirmKey == key {
            if let button = editMode.deleteButton(row: swipeRowRect(row), at: t), button.contains(point) {
                deleteConfirmedRow(row, at: t)
            } else {
                editMode.closeConfirmation(at: t)
            }
            return true
        }
        guard editMode.isEditing else { return false }
        let target = EditControlMetrics.deleteTarget(row: swipeRowRect(row), margin: metrics.layoutMargin, rightToLeft: rightToLeft)
        if target.contains(active.down.point), target.contains(point) { editMode.openConfirmation(key: key, at: t) }
        return true
    }

    /// The Delete button: the row collapses and the rows below slide up, as a swipe action's delete.
    mutating func deleteConfirmedRow(_ row: RowRef, at t: Double) {
        guard reorder == nil else { return }
        // The collapse keeps the title where the button was, at the trailing edge: the place a
        // collapsing leading action's title takes (a trailing one's is where a full swipe dragged
        // it), in either direction.
        let deletion = removeRow(row, action: EditMode.deleteAction, side: .leading, at: t)
        editMode.delete(deletion)
    }
}
