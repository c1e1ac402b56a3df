/// The finger currently down: where it came down, its path, what it may still become, and the
/// arena's bookkeeping (who is still in, who won).
struct ActiveTouch: Sendable {
    /// UIPanGestureRecognizer hysteresis and UILongPressGestureRecognizer allowable movement.
    static let slop = 10.0

    let down: TouchEvent
    var history = TouchHistory()
    /// The behaviour that won the touch (nil: undecided).
    var owner: BehaviourID?
    /// Behaviours still in the arena for this touch, in the table's order.
    var members: [BehaviourID] = []
    /// Behaviours a consuming member shut out of this touch (`ArenaRules.consumes`).
    var excluded: Set<BehaviourID> = []
    /// The row under the finger at touch down (in the list as it was then).
    let downRow: RowRef?
    let downOnLoadMore: Bool
    /// Whether the touch caught a moving list: then it is neither a tap nor a long press.
    let caughtScroll: Bool
    /// Whether a release can still be a tap: not a caught list, not moved beyond the slop, not
    /// spent closing something elsewhere.
    var tapPossible: Bool

    /// A touch at `down` on the list as it is (hit-tested before anyone acts on it).
    init(down: TouchEvent, list: ListState) {
        self.down = down
        let p = down.point, offset = list.offset, g = list.geometry
        caughtScroll = list.scroll.isDecelerating || list.scroll.isBouncing
        let inList = list.metrics.listFrame.contains(p) && p.y >= list.metrics.barsBottom(offset: offset)
            && p.y < list.metrics.bottomBarsTop
        let contentY = list.metrics.contentY(viewportY: p.y, offset: offset)
        downRow = inList && !list.isReordering ? g.row(at: contentY) : nil
        downOnLoadMore = inList && g.hasLoadMoreRow && contentY >= g.loadMoreTop && contentY < g.loadMoreTop + g.rowHeight
        tapPossible = !caughtScroll
        history.append(down)
    }

    var isUndecided: Bool { owner == nil }
    func isMember(_ id: BehaviourID) -> Bool { members.contains(id) }

    /// Movement so far.
    func translation(to p: Point) -> (dx: Double, dy: Double) { (p.x - down.point.x, p.y - down.point.y) }
    /// Whether the finger at `p` has left the slop circle around where it came down.
    func isBeyondSlop(_ p: Point) -> Bool {
        let (dx, dy) = translation(to: p)
        return (dx * dx + dy * dy).squareRoot() >= Self.slop
    }
}
