/// Swipe actions in the layout (docs/behaviours.md, "Swipe actions"): the buttons beside the
/// swiped row's content, and a deleted row collapsing with the rows below sliding up.
enum SwipeActionsLayout: LayoutContributor {
    static var dumpRank: Int { 700 }
    /// How much lower than its place a row at `contentY` is drawn while a deleted row collapses:
    /// on whole device pixels, so separators stay crisp while sliding.
    static func collapseSlide(_ state: FrameState, contentY: Double, scale: Double) -> Double {
        guard let c = state.collapse, contentY >= c.contentTop - 1e-9 else { return 0 }
        return c.height.pixelAligned(scale: scale)
    }

    static func apply(_ state: FrameState, scenario: Scenario, metrics: ListMetrics, rows: inout [RowLayout]) {
        guard let v = state.swipeActions, let key = v.key, v.offset != 0,
              let options = scenario.features.swipeActions,
              let i = rows.firstIndex(where: { $0.key == key && !$0.lifted }) else { return }
        let side = SwipeActionSide.revealed(byOffset: v.offset, rightToLeft: scenario.layoutDirection == .rightToLeft)
        let actions = options.actions(side)
        let widths = side == .trailing ? v.trailingWidths : v.leadingWidths
        let frame = rows[i].frame
        // Titles keep to the content's side of their button: its left edge when the buttons are at the right.
        let atRight = v.offset < 0
        rows[i].actions = SwipeActionButtons.frames(widths: widths, offset: v.offset, row: frame).map { b in
            let a = actions[b.index]
            let w = widths[b.index]
            let box = Rect(x: atRight ? b.frame.minX : b.frame.maxX - w, y: b.frame.minY, width: w, height: b.frame.height)
            return SwipeActionLayout(title: a.title, symbol: a.symbol, frame: b.frame, titleBox: box, color: a.color,
                                     destructive: a.style == .destructive)
        }
    }

    /// The deleted row's place while it collapses: the performed action's colour filling it.
    static func deletedRow(_ state: FrameState, metrics: ListMetrics, rowX: Double, width: Double, scale: Double,
                           rightToLeft: Bool) -> SwipeActionLayout? {
        guard let c = state.collapse else { return nil }
        let height = c.height.pixelAligned(scale: scale)
        guard height > 0 else { return nil }
        let frame = Rect(x: rowX, y: metrics.viewportY(contentY: c.contentTop, offset: state.contentOffset),
                         width: width, height: height)
        guard frame.intersects(metrics.listFrame) else { return nil }
        let natural = SwipeActionMetrics.minimumButtonWidth
        let box = c.side.isRight(rightToLeft: rightToLeft) ? Rect(x: frame.minX, y: frame.minY, width: natural, height: frame.height)
            : Rect(x: frame.maxX - natural, y: frame.minY, width: natural, height: frame.height)
        return SwipeActionLayout(title: c.action.title, symbol: c.action.symbol, frame: frame, titleBox: box, color: c.action.color,
                                 destructive: c.action.style == .destructive)
    }
}

extension SwipeActionsLayout {
    /// A deleted row collapsing, by a swipe action or edit mode's Delete button.
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        let m = input.metrics
        guard let row = deletedRow(input.state, metrics: m, rowX: m.rowRect(y: 0, height: 0).minX, width: m.rowWidth,
                                   scale: input.scenario.viewport.scale,
                                   rightToLeft: input.scenario.layoutDirection == .rightToLeft) else { return }
        contributions[DeletedRowContribution.self] = DeletedRowContribution(row: row)
    }
}

extension DeletedRowContribution {
    public var dumpFields: [(String, JSONOutput)] {
        [("deletedRow", .object([("title", .string(row.title)), ("frame", LayoutDump.rect(row.frame))]))]
    }
}

extension FrameLayout {
    /// A row deleted by a swipe action, collapsing (rows below slide up over it).
    public var deletedRow: SwipeActionLayout? { contributions[DeletedRowContribution.self]?.row }
}
