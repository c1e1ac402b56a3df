/// The table view itself, as every behaviour sees it: the scenario, the rows and where they are,
/// the scroll view, whether the table is editing, and the few facts one behaviour publishes for
/// the others (a drop in progress, a scrub, a row slid sideways, the refresh control's inset).
///
/// Behaviours own their state; this is what they share, as UIKit's recognisers share the table
/// view they are attached to. Nothing here names a behaviour.
struct ListState: Sendable {
    let scenario: Scenario
    let metrics: ListMetrics
    /// How rows lay out their content and, with automatic heights, how tall they are.
    let cells: CellContentLayout

    var data: ListData
    var geometry: ListGeometry
    var scroll: ScrollModel
    /// UITableView.isEditing and its transition (docs/behaviours.md, "Edit mode").
    var editing = EditTransition()

    /// Whether a "Load more" row ends the list.
    var hasLoadMoreRow: Bool
    /// A lifted row is being moved or dropped: rows under the finger are not hit-tested, the list
    /// is not rebuilt under it.
    var isReordering = false
    /// A finger drags the scrub nub: the list counts as scrolling.
    var isScrubbing = false
    /// The row whose content is (or was last) slid sideways by swipe actions: its accessory is
    /// not a touch target.
    var swipedRowKey: Int?
    /// How far above `metrics.minOffset` the list rests (the refresh control's height while it
    /// holds the list).
    var restInset = 0.0
    /// Requests to toggle editing made while handling a touch (the Edit/Done button), applied by
    /// the simulator with the arena's rules once the behaviour returns.
    var editingRequest: Bool?

    init(scenario: Scenario, metrics: ListMetrics, cells: CellContentLayout, data: ListData, hasLoadMoreRow: Bool) {
        self.scenario = scenario
        self.metrics = metrics
        self.cells = cells
        self.data = data
        self.hasLoadMoreRow = hasLoadMoreRow
        editing = EditTransition(startsEditing: scenario.list.startsEditing)
        let geometry = Self.geometry(of: data, scenario: scenario, cells: cells, hasLoadMoreRow: hasLoadMoreRow)
        self.geometry = geometry
        scroll = ScrollModel(offset: metrics.minOffset, minOffset: metrics.minOffset,
                             maxOffset: metrics.maxOffset(contentHeight: geometry.contentHeight),
                             dimension: metrics.listFrame.height, scale: scenario.viewport.scale)
    }

    /// The one place a `ListGeometry` is built from data.
    static func geometry(of data: ListData, scenario: Scenario, cells: CellContentLayout, hasLoadMoreRow: Bool) -> ListGeometry {
        ListGeometry(data: data, rowHeight: scenario.list.rowHeight,
                     spacing: .of(scenario.list, footnoteLine: scenario.theme.contentSize.footnoteLeading, look: scenario.theme.look),
                     hasLoadMoreRow: hasLoadMoreRow, cells: cells, automaticRowHeight: scenario.list.automaticRowHeight)
    }

    func buildGeometry(_ d: ListData) -> ListGeometry {
        Self.geometry(of: d, scenario: scenario, cells: cells, hasLoadMoreRow: hasLoadMoreRow)
    }

    /// The data changed (a page loaded, a row deleted, a drop landed): geometry and scroll bounds follow.
    mutating func rebuildGeometry() {
        geometry = buildGeometry(data)
        scroll.setBounds(min: restOffset, max: maxOffset)
    }

    var rightToLeft: Bool { scenario.layoutDirection == .rightToLeft }
    var offset: Double { scroll.pixelAlignedOffset }
    var maxOffset: Double { metrics.maxOffset(contentHeight: geometry.contentHeight) }
    /// The rest offset: lower by the refresh control's height while it holds the list.
    var restOffset: Double { metrics.minOffset - restInset }

    /// Row `ref`'s rectangle on screen now (`ListMetrics.rowRect`, as Layout places it): the rect a
    /// swipe slides, edit controls sit in, and hit tests find a row's parts in.
    func rowRect(_ ref: RowRef) -> Rect {
        let f = geometry.rowFrame(ref)
        return metrics.rowRect(y: metrics.viewportY(contentY: f.y, offset: offset), height: f.height)
    }

    var rowWidth: Double { metrics.rowWidth }

    /// Takes `row` out of the data at `t` (rows below move up, the offset stays in range); returns
    /// where it was in the content, for the collapse Layout draws in its place.
    mutating func removeRow(_ row: RowRef, at t: Double) -> (contentTop: Double, height: Double) {
        let f = geometry.rowFrame(row)
        data.removeRow(row)
        rebuildGeometry()
        if scroll.offset > maxOffset { scroll.setOffset(maxOffset, at: t) }
        return (f.y, f.height)
    }
}

/// UITableView's editing flag and its 0.3 s ease-in-out transition: a property of the table that
/// edit mode's controls, the reorder controls and Layout's indent all follow.
struct EditTransition: Sendable {
    /// UITableView's editing transition.
    static let duration = 0.3

    private(set) var isEditing = false
    private var tween = Appearance()

    init(startsEditing: Bool = false) {
        guard startsEditing else { return }
        // setEditing(true, animated: false) before the first frame: already there at any time.
        tween.animate(to: 1, at: -.infinity, duration: 0)
        isEditing = true
    }

    /// How far into edit mode the list is: 0 not editing, 1 editing, between while animating.
    func progress(at t: Double) -> Double { tween.value(at: t) }

    /// Starts the transition to editing `on` from wherever it is (a toggle mid-way reverses it).
    /// Returns whether editing changed.
    mutating func set(_ on: Bool, at t: Double) -> Bool {
        guard on != isEditing else { return false }
        tween.animate(to: on ? 1 : 0, at: t, duration: Self.duration)
        isEditing = on
        return true
    }
}
