/// Where a row and its parts are on screen: the one answer Layout places them by and Simulation
/// hit-tests them with (the switch a tap flips is the switch Layout drew, the row a swipe slides
/// is the row Layout drew), so the two can never disagree.
extension ListMetrics {
    /// A row's rectangle with its top at viewport `y`: across the list, or an inset-grouped card.
    func rowRect(y: Double, height: Double) -> Rect {
        Rect(x: listFrame.minX + cardInset, y: y, width: rowWidth, height: height)
    }

    /// The width a row spans (the list's, or an inset-grouped card's).
    var rowWidth: Double { listFrame.width - 2 * cardInset }
}

extension CellContentLayout {
    /// Row `spec`'s title, detail and accessory in `cell` (the row's rect, unslid): in the content
    /// view, narrowed by a section index, and mirrored right to left.
    func placedParts(of spec: RowSpec, in cell: Rect, features: Features, rightToLeft: Bool) -> CellParts {
        var content = cell
        content.width = SectionIndexTrack.contentWidth(ofRow: cell.width, features: features)
        let p = parts(of: spec, in: content)
        return rightToLeft ? p.mirrored(in: cell) : p
    }
}
