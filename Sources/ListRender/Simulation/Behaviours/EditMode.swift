/// Edit mode (UITableView.setEditing(_:animated:); docs/behaviours.md, "Edit mode"): the
/// editing transition (delete controls in from the leading edge, reorder grips from the
/// trailing edge, 0.3 s ease-in-out), and a row's delete confirmation: a tap on its minus turns
/// the minus and slides the row left over a "Delete" button; a tap on Delete deletes the row with
/// the swipe actions' collapse.
struct EditMode: Sendable {
    /// UITableView's editing transition.
    static let transitionDuration = 0.3
    /// The minus turning and the row sliding over the Delete button (either way).
    static let confirmationDuration = 0.3
    /// The Delete button a minus reveals.
    static let deleteAction = SwipeActionsOptions.Action(title: EditControlMetrics.deleteTitle, style: .destructive)

    /// The Delete button's width, measured as a swipe action's.
    let deleteWidth: Double
    private(set) var isEditing = false
    private var from = 0.0, to = 0.0, start = -Double.infinity

    /// The row whose delete confirmation shows, opening or closing (nil: none).
    private(set) var confirmKey: Int?
    private var revealFrom = 0.0, revealTo = 0.0, revealStart = -Double.infinity
    private(set) var deletion: SwipeDeletion?

    /// Right to left the row slides right, over a Delete button at the left edge.
    let rightToLeft: Bool

    init(text: any CellTextMeasuring, rightToLeft: Bool) {
        self.rightToLeft = rightToLeft
        let a = Self.deleteAction
        deleteWidth = max(SwipeActionMetrics.minimumButtonWidth,
                          (text.width(of: a.title, size: SwipeActionMetrics.titleSize) + 2 * SwipeActionMetrics.titlePadding).rounded(.up))
    }

    private static func eased(from a: Double, to b: Double, since start: Double, at t: Double) -> Double {
        let f = (t - start) / Self.transitionDuration
        if f >= 1 { return b }
        if f <= 0 { return a }
        return a + (b - a) * Easing.easeInOut(f)
    }

    /// How far into edit mode the list is: 0 not editing, 1 editing, between while animating.
    func progress(at t: Double) -> Double { Self.eased(from: from, to: to, since: start, at: t) }

    /// Starts the transition to editing `on` from wherever it is (a toggle mid-way reverses it).
    mutating func setEditing(_ on: Bool, at t: Double) {
        guard on != isEditing else { return }
        from = progress(at: t); to = on ? 1 : 0; start = t
        isEditing = on
        if !on { closeConfirmation(at: t) }
    }

    /// How far row `confirmKey`'s confirmation is open: 0 closed, 1 open (the minus turned 90°).
    func reveal(at t: Double) -> Double {
        confirmKey == nil ? 0 : Self.eased(from: revealFrom, to: revealTo, since: revealStart, at: t)
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

    /// The confirmed row was deleted: forget it and collapse its place.
    mutating func delete(_ d: SwipeDeletion) {
        confirmKey = nil; revealFrom = 0; revealTo = 0
        deletion = d
    }

    /// The Delete button's frame in a row spanning `row` (nil: none showing).
    func deleteButton(row: Rect, at t: Double) -> Rect? {
        return SwipeActionButtons.frames(widths: [deleteWidth], offset: offset(at: t), row: row).first?.frame
    }

    func visual(at t: Double) -> EditingVisual? {
        let p = progress(at: t), r = reveal(at: t)
        let collapse = deletion?.collapse(at: t)
        guard p > 0 || isEditing || collapse != nil else { return nil }
        return EditingVisual(progress: p, isEditing: isEditing, confirmKey: r > 0 ? confirmKey : nil, reveal: r,
                             deleteWidth: deleteWidth, collapse: collapse)
    }

    /// The confirmed row's content offset by key (slid left over the Delete button).
    func offsets(at t: Double) -> [Int: Double] {
        let r = reveal(at: t)
        guard let key = confirmKey, r > 0 else { return [:] }
        return [key: offset(at: t)]
    }

    /// The confirmed row's content offset now.
    func offset(at t: Double) -> Double { (rightToLeft ? 1 : -1) * deleteWidth * reveal(at: t) }
}
