/// Swipe actions from raw touches (docs/behaviours.md, "Swipe actions"): a horizontal move on
/// a row takes the finger; release snaps or performs; with a row open, the next touch elsewhere
/// only closes it (no selection), and a tap on the open row performs the button under it or
/// closes the row.
extension Simulator {
    /// The width a swiped row spans (the list's, or an inset-grouped card's).
    var swipeRowWidth: Double { metrics.listFrame.width - 2 * metrics.cardInset }

    /// The row's rectangle on screen now.
    func swipeRowRect(_ ref: RowRef) -> Rect {
        let f = geometry.rowFrame(ref)
        return Rect(x: metrics.listFrame.minX + metrics.cardInset,
                    y: metrics.viewportY(contentY: f.y, offset: scroll.pixelAlignedOffset), width: swipeRowWidth, height: f.height)
    }

    /// At touch down: whether the touch is spent on an open row (closing it elsewhere, or a tap
    /// on the open row judged at release) and must not select or lift.
    mutating func swipeActionsTouchDown(row: RowRef?, at t: Double) -> Bool {
        guard let s = swipeActions, s.hasOpenRow, let key = s.key else { return false }
        if let row, geometry.data.row(row).key == key { return true }
        swipeActions?.close(at: t)
        return true
    }

    /// Whether a move of (dx, dy) on `row` starts the swipe.
    func startsSwipeActions(_ active: ActiveTouch, dx: Double, dy: Double) -> Bool {
        swipeActions != nil && active.downRow != nil && !active.caughtScroll
            && abs(dx) >= ActiveTouch.slop && abs(dx) > abs(dy)
    }

    /// The swiped row follows the finger, `dx` from where it went down.
    mutating func dragSwipeActions(dx: Double) {
        let width = swipeRowWidth
        swipeActions?.drag(dx: dx, rowWidth: width)
    }

    mutating func beginSwipeActions(_ active: ActiveTouch, at t: Double) {
        guard let row = active.downRow else { return }
        swipeActions?.begin(key: geometry.data.row(row).key, at: t)
    }

    mutating func releaseSwipeActions(_ active: ActiveTouch, velocity vx: Double, at t: Double) {
        let width = swipeRowWidth
        guard let outcome = swipeActions?.release(velocity: vx, rowWidth: width, at: t),
              case .perform(let side) = outcome, let row = active.downRow else { return }
        performSwipeAction(row: row, side: side, index: 0, at: t)
    }

    /// A tap on the open row: the button under the finger, else close.
    mutating func tapOnOpenRow(_ active: ActiveTouch, at point: Point, at t: Double) -> Bool {
        guard let s = swipeActions, s.hasOpenRow, let row = active.downRow,
              geometry.data.contains(row), geometry.data.row(row).key == s.key else { return false }
        if let hit = s.action(atX: point.x, row: swipeRowRect(row), at: t) {
            performSwipeAction(row: row, side: hit.side, index: hit.index, at: t)
        } else {
            swipeActions?.close(at: t)
        }
        return true
    }

    /// A destructive action deletes the row (it collapses, rows below slide up); others close it.
    mutating func performSwipeAction(row: RowRef, side: SwipeActionSide, index: Int, at t: Double) {
        guard let s = swipeActions, geometry.data.contains(row) else { return }
        let action = s.options.actions(side)[index]
        guard action.style == .destructive, reorder == nil else {
            swipeActions?.close(at: t)
            return
        }
        let deletion = removeRow(row, action: action, side: side, at: t)
        swipeActions?.delete(deletion)
    }

    /// Takes `row` out of the data at `t` (rows below move up, the offset stays in range) and
    /// returns the deletion whose collapse Layout draws in its place: the delete of a swipe
    /// action and of edit mode's Delete button alike.
    mutating func removeRow(_ row: RowRef, action: SwipeActionsOptions.Action, side: SwipeActionSide,
                            at t: Double) -> SwipeDeletion {
        let f = geometry.rowFrame(row)
        data.removeRow(row)
        rebuildGeometry()
        if scroll.offset > maxOffset { scroll.setOffset(maxOffset, at: t) }
        return SwipeDeletion(contentTop: f.y, height: f.height, start: t, action: action, side: side)
    }
}
