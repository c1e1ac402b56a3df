/// Swipe actions (UISwipeActionsConfiguration, iOS 11+; docs/behaviours.md, "Swipe actions").
/// One row at a time: while the finger is down its content follows it horizontally; on release
/// it snaps open (content offset = the buttons' total width) or closed by position and
/// velocity, or, swiped past `fullSwipeFraction` of the row, performs the first action.
struct SwipeActions: Behaviour {
    let id = BehaviourID.swipeActions
    /// Past this fraction of the row's width a release performs the first action.
    static let fullSwipeFraction = 0.6
    /// Released with at least this speed (pt/s) toward opening, a row opens even short of half.
    static let flickVelocity = 300.0
    /// Snap open or closed.
    static let snapDuration = 0.3
    /// The deleted row's collapse, rows below sliding up (UITableView.RowAnimation.automatic).
    static let deleteDuration = 0.3

    let options: SwipeActionsOptions
    /// Right to left the trailing buttons sit at the left edge and a swipe to the right shows them.
    let rightToLeft: Bool
    /// Natural widths of the trailing and leading buttons, in the options' order.
    let trailingWidths: [Double]
    let leadingWidths: [Double]

    /// The row that is swiped, open or snapping (nil: none).
    private(set) var key: Int?
    /// The offset while the finger drags it.
    private var tracking: Double?
    private var snapFrom = 0.0, snapTo = 0.0, snapStart = -Double.infinity
    /// The offset the finger started from.
    private var dragStart = 0.0
    private(set) var deletion: SwipeDeletion?

    init(options: SwipeActionsOptions, rightToLeft: Bool, text: any CellTextMeasuring) {
        self.options = options
        self.rightToLeft = rightToLeft
        trailingWidths = options.trailing.map { SwipeActionMetrics.buttonWidth(title: $0.title, text: text) }
        leadingWidths = options.leading.map { SwipeActionMetrics.buttonWidth(title: $0.title, text: text) }
    }

    var trailingTotal: Double { trailingWidths.reduce(0, +) }
    var leadingTotal: Double { leadingWidths.reduce(0, +) }

    func widths(_ side: Side) -> [Double] { side == .trailing ? trailingWidths : leadingWidths }
    func total(_ side: Side) -> Double { side == .trailing ? trailingTotal : leadingTotal }
    /// The side a row slid by `offset` shows.
    func side(offset: Double) -> Side { .revealed(byOffset: offset, rightToLeft: rightToLeft) }

    func offset(at t: Double) -> Double {
        if let tracking { return tracking }
        let f = (t - snapStart) / Self.snapDuration
        if f >= 1 { return snapTo }
        if f <= 0 { return snapFrom }
        return snapFrom + (snapTo - snapFrom) * (1 - (1 - f) * (1 - f) * (1 - f))
    }

    /// The row `key` resting open (not closed, not moving toward closed).
    func isOpen(_ key: Int) -> Bool { self.key == key && tracking == nil && snapTo != 0 }
    var hasOpenRow: Bool { key.map(isOpen) ?? false }

    /// The finger starts moving row `key` sideways.
    mutating func begin(key: Int, at t: Double) {
        dragStart = self.key == key ? offset(at: t) : 0
        self.key = key
        tracking = dragStart
    }

    /// The finger is `dx` from where it went down; `rowWidth` bounds the drag.
    mutating func drag(dx: Double, rowWidth: Double) {
        var o = dragStart + dx
        // No actions on a side: the row does not move that way.
        if o != 0 && options.actions(side(offset: o)).isEmpty { o = 0 }
        let total = total(side(offset: o))
        // Beyond the buttons it follows the finger with a full swipe, else it resists (half rate).
        if abs(o) > total && !options.fullSwipe { o = (o < 0 ? -1 : 1) * (total + (abs(o) - total) / 2) }
        tracking = max(-rowWidth, min(rowWidth, o))
    }

    enum Outcome { case open, closed, perform(side: Side) }
    typealias Side = SwipeActionSide

    /// The finger lifts with horizontal velocity `vx` (pt/s).
    mutating func release(velocity vx: Double, rowWidth: Double, at t: Double) -> Outcome {
        let o = tracking ?? 0
        tracking = nil
        let side = side(offset: o)
        let total = total(side)
        // Buttons at the right edge open as the row moves left.
        let atRight = side.isRight(rightToLeft: rightToLeft)
        let opening = atRight ? -vx : vx
        if options.fullSwipe && abs(o) >= Self.fullSwipeFraction * rowWidth && o != 0 {
            return .perform(side: side)
        }
        let open = o != 0 && (opening >= Self.flickVelocity || (abs(o) >= total / 2 && opening > -Self.flickVelocity))
        snap(from: o, to: open ? (atRight ? -total : total) : 0, at: t)
        return open ? .open : .closed
    }

    /// Snaps the open row closed (a tap elsewhere, a scroll, a tap on a normal action).
    mutating func close(at t: Double) {
        guard key != nil else { return }
        snap(from: offset(at: t), to: 0, at: t)
    }

    private mutating func snap(from: Double, to: Double, at t: Double) {
        snapFrom = from; snapTo = to; snapStart = t
    }

    /// Row `key` was deleted by an action: forget it and collapse its place.
    mutating func delete(_ d: SwipeDeletion) {
        key = nil; tracking = nil; snapFrom = 0; snapTo = 0
        deletion = d
    }

    /// The action index under viewport x in a row spanning `row` (nil: the content).
    func action(atX x: Double, row: Rect, at t: Double) -> (side: Side, index: Int)? {
        let o = offset(at: t)
        guard o != 0 else { return nil }
        let side = side(offset: o)
        for b in SwipeActionButtons.frames(widths: widths(side), offset: o, row: row)
        where x >= b.frame.minX && x < b.frame.maxX { return (side, b.index) }
        return nil
    }

    func visual(at t: Double) -> SwipeActionsVisual {
        let o = key == nil ? 0 : offset(at: t)
        return SwipeActionsVisual(key: o != 0 ? key : nil, offset: o, collapse: deletion?.collapse(at: t),
                                  trailingWidths: trailingWidths, leadingWidths: leadingWidths)
    }
}

/// A row deleted by a swipe action: where it was in the content and when it went.
struct SwipeDeletion: Sendable {
    var contentTop: Double
    var height: Double
    var start: Double
    var action: SwipeActionsOptions.Action
    var side: SwipeActions.Side

    /// Its place collapsing over `SwipeActions.deleteDuration`, ease-in-out (nil once gone).
    func collapse(at t: Double) -> SwipeActionsVisual.Collapse? {
        let f = (t - start) / SwipeActions.deleteDuration
        guard f < 1 else { return nil }
        return .init(contentTop: contentTop, height: height * (1 - Easing.easeInOut(max(0, f))), action: action, side: side)
    }
}

extension BehaviourID { static let swipeActions = BehaviourID("swipeActions") }

/// Swipe actions from raw touches: a horizontal move on a row takes the finger; release snaps or
/// performs; with a row open, the next touch only closes it or taps it (`ArenaRules.consumes`:
/// no selection, no switch, no long press), and a tap on the open row performs the button under
/// it or closes the row.
extension SwipeActions {
    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        defer { list.swipedRowKey = key }
        guard hasOpenRow, let key else { return .possible }
        if let row = touch.downRow, list.geometry.data.row(row).key == key { return .consume }
        // Elsewhere the touch only closes the open row.
        close(at: touch.down.time.seconds)
        touch.tapPossible = false
        return .consume
    }

    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        defer { list.swipedRowKey = key }
        let dx = touch.translation(to: e.point).dx
        if touch.owner == id {
            drag(dx: dx, rowWidth: list.rowWidth)
            return .claim
        }
        let dy = touch.translation(to: e.point).dy
        guard let row = touch.downRow, !touch.caughtScroll, abs(dx) >= ActiveTouch.slop, abs(dx) > abs(dy) else { return .possible }
        begin(key: list.geometry.data.row(row).key, at: e.time.seconds)
        drag(dx: dx, rowWidth: list.rowWidth)
        return .claim
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        defer { list.swipedRowKey = key }
        let t = e.time.seconds
        if touch.owner == id {
            drag(dx: touch.translation(to: e.point).dx, rowWidth: list.rowWidth)
            if case .perform(let side) = release(velocity: touch.history.velocity(at: e.time).x, rowWidth: list.rowWidth, at: t),
               let row = touch.downRow {
                perform(row: row, side: side, index: 0, list: &list, at: t)
            }
            return .claim
        }
        // A tap on the open row: the button under the finger, else close.
        guard touch.tapPossible, hasOpenRow, let row = touch.downRow,
              list.geometry.data.contains(row), list.geometry.data.row(row).key == key else { return .pass }
        if let hit = action(atX: e.point.x, row: list.rowRect(row), at: t) {
            perform(row: row, side: hit.side, index: hit.index, list: &list, at: t)
        } else {
            close(at: t)
        }
        return .claim
    }

    /// A destructive action deletes the row (it collapses, rows below slide up); others close it.
    private mutating func perform(row: RowRef, side: SwipeActionSide, index: Int, list: inout ListState, at t: Double) {
        guard list.geometry.data.contains(row) else { return }
        let action = options.actions(side)[index]
        guard action.style == .destructive, !list.isReordering else {
            close(at: t)
            return
        }
        let place = list.removeRow(row, at: t)
        delete(SwipeDeletion(contentTop: place.contentTop, height: place.height, start: t, action: action, side: side))
    }

    mutating func dismiss(list: inout ListState, at t: Double) { close(at: t) }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        let v = visual(at: t)
        state.swipeActions = v
        if let key = v.key { state.swipeOffsets[key] = v.offset }
    }
}
