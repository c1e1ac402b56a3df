/// Which recogniser owns the finger, as UIKit would resolve it from touches alone.
enum TouchOwner: Sendable {
    /// Nothing recognised yet: tap, pan, long press and swipe are all still possible.
    case pending
    /// UIScrollView's pan: the list follows the finger.
    case pan
    /// The scrub nub's pan (docs/behaviours.md, "Scrub nub").
    case nub
    /// The long press lifted a row (docs/behaviours.md, "Reorder").
    case reorder
    /// The section index: the list jumps to the entry under the finger (docs/behaviours.md).
    case sectionIndex
    /// A row's swipe actions: the row follows the finger sideways (docs/behaviours.md).
    case swipeActions
    /// A navigation bar button: highlighted while the finger is down, tapped when it lifts.
    case barButton
}

/// The finger currently down and what it may still become.
struct ActiveTouch: Sendable {
    /// UIPanGestureRecognizer hysteresis and UILongPressGestureRecognizer allowable movement.
    static let slop = 10.0

    let down: TouchEvent
    var history = TouchHistory()
    var owner: TouchOwner = .pending
    /// The row under the finger at touch down (in the list as it was then).
    let downRow: RowRef?
    let downOnLoadMore: Bool
    /// Whether the touch caught a moving list: then it is neither a tap nor a long press.
    let caughtScroll: Bool
    var tapPossible: Bool
    var longPressPossible: Bool
    var swipePossible: Bool
    /// It came down on a row's switch: a tap flips the switch instead of selecting the row.
    var onSwitch = false
    /// When the long press fires, if it still can.
    let longPressDeadline: SimTime?

    init(down: TouchEvent, downRow: RowRef?, downOnLoadMore: Bool, caughtScroll: Bool,
         reorder: ReorderOptions?, swipeEnabled: Bool) {
        self.down = down
        self.downRow = downRow
        self.downOnLoadMore = downOnLoadMore
        self.caughtScroll = caughtScroll
        tapPossible = !caughtScroll
        longPressPossible = reorder != nil && downRow != nil && !caughtScroll
        swipePossible = swipeEnabled && downRow != nil && !caughtScroll
        longPressDeadline = reorder.map { down.time + SimTime.seconds($0.minimumPressDuration) }
        history.append(down)
    }

    /// Movement so far.
    func translation(to p: Point) -> (dx: Double, dy: Double) { (p.x - down.point.x, p.y - down.point.y) }
}
