/// Edit mode in the layout (docs/behaviours.md, "Edit mode"): each row's delete and reorder
/// controls, its content indented and narrowed, the accessory fading, the Delete button beside
/// a confirmed row; the navigation bar's Edit button reading "Done" and a pressed button.
enum EditModeLayout: LayoutContributor {
    static var dumpRank: Int { 600 }
    static func apply(_ state: FrameState, scenario: Scenario, metrics: ListMetrics, rows: inout [RowLayout]) {
        guard let e = state.editing, e.progress > 0 else { return }
        if let selected = state.selectedWhileEditing {
            return applySelecting(selected, e, state, scenario: scenario, metrics: metrics, rows: &rows)
        }
        let g = state.geometry, p = e.progress
        let rtl = scenario.layoutDirection == .rightToLeft
        for i in rows.indices where !rows[i].isGap {
            let ref = RowRef(section: rows[i].section, row: rows[i].row)
            guard g.data.contains(ref) else { continue }
            let f = rows[i].frame, swipe = rows[i].swipeOffset
            let confirmed = e.confirmKey == rows[i].key
            let indent = EditControlMetrics.contentIndent * p
            let fading = layOutContent(&rows[i], ref, g, scenario: scenario, metrics: metrics, progress: p, indent: indent,
                                       shift: swipe) {
                EditControlMetrics.content(row: f, progress: p, rightToLeft: rtl, trailingAtRest: $0)
            }
            rows[i].edit = RowEditLayout(
                deleteControl: EditControlMetrics.deleteControl(row: f, margin: metrics.layoutMargin, progress: p,
                                                                rightToLeft: rtl, scale: scenario.viewport.scale).offsetBy(dx: swipe, dy: 0),
                rotation: confirmed ? e.reveal : 0,
                reorderControl: EditControlMetrics.reorderControl(row: f, progress: p, rightToLeft: rtl).offsetBy(dx: swipe, dy: 0),
                reorderAlpha: confirmed ? 1 - e.reveal : 1, indent: indent, accessoryAlpha: fading == nil ? 0 : 1 - p)
            if confirmed, swipe != 0 {
                rows[i].actions = SwipeActionButtons.frames(widths: [e.deleteWidth], offset: swipe, row: f).map { b in
                    let box = Rect(x: rtl ? b.frame.maxX - e.deleteWidth : b.frame.minX, y: b.frame.minY,
                                   width: e.deleteWidth, height: b.frame.height)
                    return SwipeActionLayout(title: EditControlMetrics.deleteTitle, frame: b.frame, titleBox: box, color: nil, destructive: true)
                }
            }
        }
    }

    /// Multiple selection while editing: selection circles instead of delete controls and grips,
    /// the content indented after them, selected rows highlighted (`SelectionLayout`).
    private static func applySelecting(_ selected: Set<Int>, _ e: EditingVisual, _ state: FrameState, scenario: Scenario,
                                       metrics: ListMetrics, rows: inout [RowLayout]) {
        let g = state.geometry, p = e.progress
        let rtl = scenario.layoutDirection == .rightToLeft
        for i in rows.indices where !rows[i].isGap {
            let ref = RowRef(section: rows[i].section, row: rows[i].row)
            guard g.data.contains(ref) else { continue }
            let f = rows[i].frame
            let indent = EditControlMetrics.selectionIndent * p
            let fading = layOutContent(&rows[i], ref, g, scenario: scenario, metrics: metrics, progress: p, indent: indent,
                                       shift: 0) {
                EditControlMetrics.selectingContent(row: f, progress: p, rightToLeft: rtl, trailingAtRest: $0)
            }
            let isSelected = selected.contains(rows[i].key)
            rows[i].edit = RowEditLayout(
                deleteControl: .zero, rotation: 0, reorderControl: .zero, reorderAlpha: 0, indent: indent,
                accessoryAlpha: fading == nil ? 0 : 1 - p,
                selectionControl: SelectionControlLayout(
                    frame: EditControlMetrics.selectionControl(row: f, margin: metrics.layoutMargin, progress: p,
                                                               rightToLeft: rtl, scale: scenario.viewport.scale),
                    selected: isSelected),
                separatorIndent: EditControlMetrics.selectionSeparatorIndent * p)
        }
        // Selected rows keep the selection background, without the separators through its edges.
        SelectionLayout.apply(Dictionary(uniqueKeysWithValues: selected.map { ($0, 1.0) }), to: &rows)
    }

    /// A row's content while editing (editingAccessoryType none): the room its accessory took
    /// (the box and the gap before it) is handed to `content`, which gives the area the text is
    /// laid out in again; the parts move by `shift` (a confirmed row's slide), the image by
    /// `indent`. Returns the accessory while it fades out (nil once fully editing).
    private static func layOutContent(_ row: inout RowLayout, _ ref: RowRef, _ g: ListGeometry, scenario: Scenario,
                                      metrics: ListMetrics, progress p: Double, indent: Double, shift: Double,
                                      content: (_ accessoryRoom: Double) -> Rect) -> Rect? {
        let f = row.frame
        var spec = g.data.row(ref).spec
        var accessoryRoom = 0.0
        if let a = spec.accessory, let cells = g.cells {
            let box = cells.accessoryFrame(a, in: f)
            accessoryRoom = max(0, f.maxX - (box.minX - cells.look.accessoryTextGap + metrics.layoutMargin))
        }
        spec.accessory = nil
        var parts = LayoutEngine.parts(spec, content(accessoryRoom), g, scenario).offset(by: shift)
        let fading = p < 1 ? row.parts.accessory : nil
        parts.accessory = fading
        row.parts = parts
        row.image?.frame.x += scenario.layoutDirection == .rightToLeft ? -indent : indent
        return fading
    }

    /// The navigation bar while editing and under the finger.
    static func applyToBar(_ layout: inout FrameLayout, state: FrameState) {
        guard var nav = layout.navigationBar else { return }
        if state.editing?.isEditing == true {
            // The first Edit/Done button, trailing side first (where UIKit's editButtonItem goes).
            if let i = nav.trailing.firstIndex(where: BarButtonFrames.togglesEditing) {
                nav.trailing[i] = .text("Done")
                nav.doneItem = BarItemRef(side: .trailing, index: i)
            } else if let i = nav.leading.firstIndex(where: BarButtonFrames.togglesEditing) {
                nav.leading[i] = .text("Done")
                nav.doneItem = BarItemRef(side: .leading, index: i)
            }
        }
        if let b = state.barButton {
            nav.pressedItem = b.item
            nav.pressed = b.pressed
        }
        layout.navigationBar = nav
    }
}

extension EditModeLayout {
    /// How far into the editing transition the list is, while it is in it or in edit mode.
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        guard let e = input.state.editing, e.progress > 0 else { return }
        contributions[EditingContribution.self] = EditingContribution(progress: e.progress)
    }
}

extension EditingContribution {
    public var dumpFields: [(String, JSONOutput)] { [("editing", .number(progress))] }
}

extension FrameLayout {
    /// Edit mode: 0…1 into the editing transition (nil: not editing).
    public var editing: Double? { contributions[EditingContribution.self]?.progress }
}
