/// Selection in the layout (docs/behaviours.md, "Selection"): each row's highlight, and the
/// separators UIKit hides while a cell is highlighted or selected (its own and the one above it,
/// so the grey band has no lines through its edges).
enum SelectionLayout {
    static func apply(_ highlights: [Int: Double], to rows: inout [RowLayout]) {
        for i in rows.indices where !rows[i].lifted {
            let h = highlights[rows[i].key] ?? 0
            rows[i].highlight = h
            guard h > 0 else { continue }
            rows[i].separator = false
            if i > 0, !rows[i - 1].lifted, abs(rows[i - 1].frame.maxY - rows[i].frame.minY) < 1e-6 {
                rows[i - 1].separator = false
            }
        }
    }
}
