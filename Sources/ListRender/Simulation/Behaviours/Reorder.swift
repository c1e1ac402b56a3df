/// Reorder (Clear, FlorianMielke/FMMoveTableView; docs/behaviours.md, "Reorder"): tap-and-hold
/// lifts a row, dragging moves it,
/// the other rows slide to open a gap under the finger, the list autoscrolls near its edges, and
/// release drops the row into the gap.
///
/// As in FMMoveTableView the data source is rearranged live: `arrangement` is the data with the
/// lifted row already at the gap, and that slot is drawn empty while the row floats above.
struct Reorder: Sendable {
    /// Drop: 0.2 s ease-in-out into the gap.
    static let dropDuration = 0.2
    /// How long the other rows take to slide out of the way (UITableView's move animation).
    static let slideDuration = 0.25
    /// FMMoveTableView's autoscroll timer period.
    static let autoscrollTick: SimTime = 16_667

    struct Slide: Sendable { var from: Double; var start: Double }

    let options: ReorderOptions
    let liftedKey: Int
    let liftedHeight: Double
    private(set) var gap: RowRef
    private(set) var arrangement: ListData
    /// Finger y minus the lifted row's top, fixed at the lift: only y follows the finger.
    let grabOffset: Double
    private(set) var fingerY: Double
    private(set) var slides: [Int: Slide] = [:]
    /// Set when the finger lifted: when, and from which top.
    private(set) var drop: (start: Double, fromTop: Double, toTop: Double)?
    /// Next autoscroll tick.
    var nextTick: SimTime

    init(options: ReorderOptions, data: ListData, row: RowRef, rowTop: Double, rowHeight: Double,
         fingerY: Double, at t: SimTime) {
        self.options = options
        self.liftedKey = data.row(row).key
        self.liftedHeight = rowHeight
        self.gap = row
        self.arrangement = data
        self.grabOffset = fingerY - rowTop
        self.fingerY = fingerY
        self.nextTick = t + Reorder.autoscrollTick
    }

    var liftedTop: Double { fingerY - grabOffset }
    var isDropping: Bool { drop != nil }
    var dropEnds: Double? { drop.map { $0.start + Reorder.dropDuration } }

    /// FMMoveTableView's autoscroll threshold: 0.6 × the lifted row's height, as an integer
    /// (26 pt for 44-pt rows); `autoscrollMargin` overrides it when the scenario sets it.
    var autoscrollThreshold: Double {
        options.autoscrollMargin ?? (0.6 * liftedHeight).rounded(.down)
    }

    mutating func moveFinger(to y: Double) { fingerY = y }

    /// Moves the gap to the row under the finger, if that is another row. Returns the new
    /// arrangement's geometry when the gap moved; rows that changed place start sliding.
    mutating func updateGap(geometry: ListGeometry, metrics: ListMetrics, offset: Double, at t: Double,
                            build: (ListData) -> ListGeometry) -> ListGeometry? {
        guard drop == nil else { return nil }
        let fingerContentY = metrics.contentY(viewportY: fingerY, offset: offset)
        guard let target = geometry.row(at: fingerContentY), target != gap else { return nil }
        // Where every row on screen is now (with its current slide), by key.
        let span = (offset - metrics.listFrame.height, offset + 2 * metrics.listFrame.height)
        var before: [Int: Double] = [:]
        for ref in geometry.rows(in: span.0, span.1) {
            let key = geometry.data.row(ref).key
            before[key] = geometry.rowFrame(ref).y + slideOffset(key: key, at: t)
        }
        arrangement.moveRow(from: gap, to: target)
        gap = target
        let next = build(arrangement)
        for ref in next.rows(in: span.0, span.1) {
            let key = next.data.row(ref).key
            guard key != liftedKey, let old = before[key] else { continue }
            let y = next.rowFrame(ref).y
            if old != y { slides[key] = Slide(from: old - y, start: t) }
        }
        return next
    }

    /// A row's offset from its place while it slides (0 when settled).
    func slideOffset(key: Int, at t: Double) -> Double {
        guard let s = slides[key] else { return 0 }
        let f = (t - s.start) / Reorder.slideDuration
        if f >= 1 { return 0 }
        return s.from * (1 - Easing.easeInOut(f))
    }

    /// One autoscroll tick: how far to scroll (FMMoveTableView: when the lifted row's centre is
    /// within the threshold of an edge, ceil((threshold − distance) / 5) pt toward it).
    /// The top edge is the bars' bottom edge when the screen has bars (`offset` moves a large title's),
    /// the bottom edge a tab bar's or toolbar's top.
    func autoscrollDistance(metrics: ListMetrics, contentHeight: Double, offset: Double) -> Double {
        guard drop == nil, contentHeight > metrics.listFrame.height else { return 0 }
        let centre = liftedTop + liftedHeight / 2
        let toTop = centre - metrics.barsBottom(offset: offset)
        let toBottom = min(metrics.listFrame.maxY, metrics.bottomBarsTop) - centre
        let threshold = autoscrollThreshold
        if toTop < threshold { return -((threshold - toTop) / 5).rounded(.up) }
        if toBottom < threshold { return ((threshold - toBottom) / 5).rounded(.up) }
        return 0
    }

    /// The finger lifted: animate into the gap, whose top is `gapTop` (viewport).
    mutating func beginDrop(at t: Double, gapTop: Double) {
        drop = (t, liftedTop, gapTop)
    }

    func visual(at t: Double) -> ReorderVisual {
        var top = liftedTop, lift = 1.0
        if let d = drop {
            let f = Easing.easeInOut((t - d.start) / Reorder.dropDuration)
            top = d.fromTop + (d.toTop - d.fromTop) * f
            lift = 1 - f
        }
        var current: [Int: Double] = [:]
        for key in slides.keys {
            let v = slideOffset(key: key, at: t)
            if v != 0 { current[key] = v }
        }
        return ReorderVisual(liftedKey: liftedKey, gap: gap, liftedTop: top, lift: lift,
                             slides: current)
    }
}

extension BehaviourID { static let reorder = BehaviourID("reorder") }

/// Reorder from raw touches: a long press that stays within the slop for `minimumPressDuration`
/// lifts the row (the feature on); while editing, a touch on a row's reorder grip lifts it at once
/// (with the feature's options, or its defaults when the feature is off). The lifted row follows
/// the finger, autoscrolls near the edges and drops into the gap on release.
struct ReorderBehaviour: Behaviour {
    let id = BehaviourID.reorder
    /// The long press's options (nil: no long press; edit mode's grips still lift rows).
    let options: ReorderOptions?
    /// The row lifted, moving or dropping (nil: none).
    private var active: Reorder?

    init(options: ReorderOptions?) { self.options = options }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        let t = touch.down.time.seconds
        if list.editing.isEditing {
            // The reorder grip's own pan: no long press.
            guard let row = touch.downRow, case let p = list.editing.progress(at: t), p > 0,
                  EditControlMetrics.reorderControl(row: list.rowRect(row), progress: p, rightToLeft: list.rightToLeft).contains(touch.down.point)
            else { return .pass }
            return lift(touch, at: touch.down.time, options: options ?? ReorderOptions(), list: &list) ? .claim : .pass
        }
        return options != nil && touch.downRow != nil && !touch.caughtScroll ? .possible : .pass
    }

    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.owner == id else { return touch.isBeyondSlop(e.point) ? .pass : .possible }
        active?.moveFinger(to: e.point.y)
        updateGap(list: &list, at: e.time.seconds)
        return .claim
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.owner == id, let r = active else { return .pass }
        let top = list.geometry.rowFrame(r.gap).y
        active?.beginDrop(at: e.time.seconds, gapTop: list.metrics.viewportY(contentY: top, offset: list.offset))
        return .claim
    }

    /// The drop ending, the next autoscroll tick, or the long press firing.
    func nextDeadline(touch: ActiveTouch?, list: ListState, now: SimTime) -> SimTime? {
        if let r = active { return r.dropEnds.map(SimTime.seconds) ?? r.nextTick }
        guard let touch, touch.isUndecided, touch.isMember(id), let o = options else { return nil }
        return touch.down.time + SimTime.seconds(o.minimumPressDuration)
    }

    mutating func deadlineReached(at time: SimTime, touch: inout ActiveTouch?, list: inout ListState) -> TouchVerdict {
        if let r = active {
            if r.dropEnds != nil { finishDrop(list: &list) } else { autoscrollTick(at: time, list: &list) }
            return .pass
        }
        guard var t = touch, let o = options else { return .pass }
        let lifted = lift(t, at: time, options: o, list: &list)
        if !lifted { t.members.removeAll { $0 == id } }
        touch = t
        return lifted ? .claim : .pass
    }

    /// Lifts the row under the touch: it floats where it was, under the finger.
    private mutating func lift(_ touch: ActiveTouch, at time: SimTime, options: ReorderOptions, list: inout ListState) -> Bool {
        guard let row = touch.downRow, list.geometry.data.contains(row) else { return false }
        let frame = list.geometry.rowFrame(row)
        let finger = touch.history.position(at: time) ?? touch.down.point
        active = Reorder(options: options, data: list.data, row: row,
                         rowTop: list.metrics.viewportY(contentY: frame.y, offset: list.offset),
                         rowHeight: frame.height, fingerY: finger.y, at: time)
        list.isReordering = true
        return true
    }

    private mutating func updateGap(list: inout ListState, at t: Double) {
        guard var r = active else { return }
        let table = list
        if let next = r.updateGap(geometry: list.geometry, metrics: list.metrics, offset: list.offset, at: t,
                                  build: { table.buildGeometry($0) }) {
            list.geometry = next
        }
        active = r
    }

    private mutating func autoscrollTick(at time: SimTime, list: inout ListState) {
        guard var r = active else { return }
        r.nextTick = time + Reorder.autoscrollTick
        active = r
        let d = r.autoscrollDistance(metrics: list.metrics, contentHeight: list.geometry.contentHeight, offset: list.offset)
        guard d != 0 else { return }
        let target = min(list.maxOffset, max(list.metrics.minOffset, list.scroll.offset + d))
        if target != list.scroll.offset {
            list.scroll.setOffset(target, at: time.seconds)
            updateGap(list: &list, at: time.seconds)
        }
    }

    private mutating func finishDrop(list: inout ListState) {
        guard let r = active else { return }
        list.data = r.arrangement
        active = nil
        list.isReordering = false
        list.rebuildGeometry()
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.reorder = active?.visual(at: t)
    }
}
