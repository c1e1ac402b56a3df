/// Swipe action buttons' measures, shared by the simulation (hit testing) and Layout.
enum SwipeActionMetrics {
    /// Contextual action buttons are at least this wide (iOS Mail's Delete button: 74 pt).
    static let minimumButtonWidth = 74.0
    /// Space either side of a button's title.
    static let titlePadding = 15.0
    /// Title size (semibold) on the buttons.
    static let titleSize = 15.0
    /// A button's symbol is drawn as beside text of this size (a glyph about 22 pt across).
    static let symbolSize = 19.0
    /// Between the symbol and the title under it.
    static let symbolTitleGap = 4.0
    /// A button shows its title under its symbol only when the row is at least this tall; a
    /// shorter row shows the symbol alone, as UIKit's contextual actions do (a guess at
    /// UIKit's threshold: the symbol, the gap and a title line with 8 pt either side).
    static let minimumHeightForSymbolAndTitle = 60.0

    /// A button's natural width: its measured title with padding, rounded up, never below the
    /// minimum (swipe actions' buttons and edit mode's Delete alike).
    static func buttonWidth(title: String, text: any CellTextMeasuring) -> Double {
        max(minimumButtonWidth, (text.width(of: title, size: titleSize) + 2 * titlePadding).rounded(.up))
    }
}

/// Which edge a row's swipe actions sit at.
enum SwipeActionSide: Sendable {
    case trailing, leading

    /// Whether this side's buttons sit at the row's right edge: trailing left to right, leading
    /// right to left (UIKit mirrors swipe actions with the layout direction).
    func isRight(rightToLeft: Bool) -> Bool { (self == .trailing) != rightToLeft }

    /// The side a row slid by `offset` reveals (negative: slid left, showing the right edge).
    static func revealed(byOffset offset: Double, rightToLeft: Bool) -> SwipeActionSide {
        (offset < 0) != rightToLeft ? .trailing : .leading
    }
}

extension SwipeActionsOptions {
    /// The actions on one side of a row.
    func actions(_ side: SwipeActionSide) -> [Action] { side == .trailing ? trailing : leading }
}

/// Where the buttons are: revealed in proportion to the offset, the outermost (the first
/// action) at the row's edge and taking any overswipe, the titles at their content-side edge.
enum SwipeActionButtons {
    /// Buttons at the right edge for a row slid left (`offset` < 0), else at the left edge.
    static func frames(widths: [Double], offset: Double, row: Rect) -> [(index: Int, frame: Rect)] {
        let trailing = offset < 0
        let total = widths.reduce(0, +)
        let revealed = abs(offset)
        guard total > 0, revealed > 0 else { return [] }
        let scale = min(1, revealed / total)
        let extra = max(0, revealed - total)
        // From the content's edge outward: the last action first.
        var out: [(Int, Rect)] = []
        var x = trailing ? row.maxX + offset : row.minX + offset
        for i in widths.indices.reversed() {
            let w = widths[i] * scale + (i == 0 ? extra : 0)
            if trailing { out.append((i, Rect(x: x, y: row.minY, width: w, height: row.height))); x += w }
            else { x -= w; out.append((i, Rect(x: x, y: row.minY, width: w, height: row.height))) }
        }
        return out.sorted { $0.0 < $1.0 }.map { (index: $0.0, frame: $0.1) }
    }
}

