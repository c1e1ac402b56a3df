/// Edit mode's controls in a row (docs/behaviours.md, "Edit mode"), shared by the simulation's
/// hit testing and Layout: the delete control at the leading margin, the content indented after
/// it, the reorder control in a band at the trailing edge. `progress` 0…1 slides them in from
/// their edges; right to left, everything is mirrored in the row.
enum EditControlMetrics {
    /// How far editing indents the cell's content (UITableViewCell's editing indentation for
    /// the delete control): text at the 16-pt margin moves to 54 pt.
    static let contentIndent = 38.0
    /// The delete control's red circle.
    static let deleteControlSize = 22.0
    /// The reorder control's band at the trailing edge; the content narrows by it.
    static let reorderWidth = 44.0
    /// The button a tap on the minus reveals (sized as a swipe action's).
    static let deleteTitle = "Delete"

    /// The delete control's circle: its leading edge on the layout margin when editing, sliding
    /// in from outside the row's leading edge.
    static func deleteControl(row: Rect, margin: Double, progress p: Double, rightToLeft: Bool, scale: Double) -> Rect {
        let s = deleteControlSize
        let y = (row.midY - s / 2).pixelAligned(scale: scale)
        let r = Rect(x: row.minX + margin - contentIndent * (1 - p), y: y, width: s, height: s)
        return rightToLeft ? mirror(r, in: row) : r
    }

    /// Where a tap turns the minus: the leading band from the row's edge to the indented content.
    static func deleteTarget(row: Rect, margin: Double, rightToLeft: Bool) -> Rect {
        let r = Rect(x: row.minX, y: row.minY, width: margin + contentIndent, height: row.height)
        return rightToLeft ? mirror(r, in: row) : r
    }

    /// The reorder control's band (also where a touch grabs the row), sliding in from the trailing edge.
    static func reorderControl(row: Rect, progress p: Double, rightToLeft: Bool) -> Rect {
        let r = Rect(x: row.maxX - reorderWidth * p, y: row.minY, width: reorderWidth, height: row.height)
        return rightToLeft ? mirror(r, in: row) : r
    }

    /// The cell's content area while editing: indented at the leading edge, narrowed by the
    /// reorder band at the trailing edge; `trailingAtRest` is the room an accessory takes out of
    /// editing, which the band replaces in step, so trailing text moves smoothly.
    static func content(row: Rect, progress p: Double, rightToLeft: Bool, trailingAtRest: Double = 0) -> Rect {
        let lead = contentIndent * p, trail = trailingAtRest * (1 - p) + reorderWidth * p
        return Rect(x: row.minX + (rightToLeft ? trail : lead), y: row.minY,
                    width: max(0, row.width - lead - trail), height: row.height)
    }

    // Multiple selection while editing, measured on an iOS 18 UITableView snapshot
    // (theleftbit/BSWInterfaceKit's SelectableTableViewDataSourceTests, 375 × 812 @3x; docs/fidelity.md):
    // a circle 21.33 pt from the row's edge (64 px), the text at 59.67 pt (179 px), the
    // separator from 20 pt (60 px). The circle's ink is 61 px across and tall in all three rows
    // (x 64…125; y 235…296, 367…428, 499…560 in rows whose middles are at 264, 395.5 and 527.5 px):
    // 20.33 pt, its centre 1.5 to 2 px below the row's middle, which a 0.5-pt drop rounded to
    // whole pixels puts each row's top and bottom on exactly.

    /// How far editing with selection circles indents the content: text at the 16-pt margin moves to 59.67 pt.
    static let selectionIndent = 43.0 + 2.0 / 3
    static let selectionControlSize = 61.0 / 3
    /// The circle's centre below the row's middle.
    static let selectionControlDrop = 0.5
    /// The circle's leading edge past the layout margin.
    static let selectionControlOffset = 5.0 + 1.0 / 3
    /// Where the separator starts while selecting: 4 pt past the margin, not after the text.
    static let selectionSeparatorIndent = 4.0

    /// The selection circle: sliding in from outside the row's leading edge as the delete control does.
    static func selectionControl(row: Rect, margin: Double, progress p: Double, rightToLeft: Bool, scale: Double) -> Rect {
        let s = selectionControlSize
        let y = (row.midY + selectionControlDrop - s / 2).pixelAligned(scale: scale)
        let r = Rect(x: row.minX + margin + selectionControlOffset - selectionIndent * (1 - p), y: y, width: s, height: s)
        return rightToLeft ? mirror(r, in: row) : r
    }

    /// The content area while selecting: indented at the leading edge; no reorder band.
    static func selectingContent(row: Rect, progress p: Double, rightToLeft: Bool, trailingAtRest: Double = 0) -> Rect {
        let lead = selectionIndent * p, trail = trailingAtRest * (1 - p)
        return Rect(x: row.minX + (rightToLeft ? trail : lead), y: row.minY,
                    width: max(0, row.width - lead - trail), height: row.height)
    }

    static func mirror(_ r: Rect, in row: Rect) -> Rect {
        Rect(x: row.minX + row.maxX - r.maxX, y: r.minY, width: r.width, height: r.height)
    }
}
