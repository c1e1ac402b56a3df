/// Which navigation bar button: its side and its index in the scenario's list for that side.
public struct BarItemRef: Sendable, Hashable {
    public enum Side: String, Sendable { case leading, trailing }
    public var side: Side
    public var index: Int
}

/// Where the navigation bar's buttons are, for hit testing: the same placement Painter.paintChrome
/// draws (from the layout margin inwards, 20 pt apart, titles 17-pt regular, the plus 19 pt, the
/// back button's chevron 8 pt from the edge and its title 6 pt after it; mirrored right to left),
/// each widened to UIKit's 44-pt minimum touch target and the bar's full height.
/// EditModeTests checks these boxes against the drawn titles.
enum BarButtonFrames {
    static let itemGap = 20.0
    static let symbolWidth = 19.0
    static let titleSize = 17.0
    static let minimumTarget = 44.0
    static let backChevronWidth = 12.0
    static let backChevronInset = 8.0
    static let backTitleGap = 6.0

    /// The item under `point` on a bar spanning `bar` (nil: none).
    static func item(at point: Point, bar: Rect, leading: [BarItem], trailing: [BarItem], rightToLeft: Bool = false,
                     width: (String) -> Double) -> BarItemRef? {
        guard point.y >= bar.minY, point.y < bar.maxY else { return nil }
        for (side, list) in [(BarItemRef.Side.leading, leading), (.trailing, trailing)] {
            for (i, f) in frames(list, bar: bar, leading: side == .leading, rightToLeft: rightToLeft, width: width).enumerated() {
                let t = target(f)
                if point.x >= t.minX, point.x < t.maxX { return BarItemRef(side: side, index: i) }
            }
        }
        return nil
    }

    /// An item's touch target: its box widened to 44 pt about its centre.
    static func target(_ f: Rect) -> Rect {
        let w = max(f.width, minimumTarget)
        return Rect(x: f.midX - w / 2, y: f.minY, width: w, height: f.height)
    }

    /// Each item's box along the bar, in the list's order (a back button's spans its chevron and title).
    static func frames(_ list: [BarItem], bar: Rect, leading: Bool, rightToLeft: Bool = false,
                       width: (String) -> Double) -> [Rect] {
        frames(list, bar: bar, leading: leading, rightToLeft: rightToLeft, titleWidth: { width($1) })
    }

    /// The same, with each title measured by its index (Paint sets "Done" in a heavier weight).
    static func frames(_ list: [BarItem], bar: Rect, leading: Bool, rightToLeft: Bool = false,
                       titleWidth width: (_ index: Int, _ title: String) -> Double) -> [Rect] {
        let margin = ListMetrics.layoutMargin(width: bar.width)
        let fromLeft = leading != rightToLeft
        let edge = fromLeft ? bar.minX + margin : bar.maxX - margin
        var out = [Rect](repeating: .zero, count: list.count)
        var used = 0.0
        for i in (leading ? Array(list.indices) : list.indices.reversed()) {
            if used > 0 { used += itemGap }
            var from = used
            switch list[i] {
            case .text(let title): used += width(i, title)
            case .back(let title):
                // The chevron hangs out of the margin, 8 pt from the edge.
                used -= margin - backChevronInset
                from = used
                used += backChevronWidth + backTitleGap + width(i, title)
            case .symbol: used += symbolWidth
            }
            let w = used - from
            out[i] = Rect(x: fromLeft ? edge + from : edge - used, y: bar.minY, width: w, height: bar.height)
        }
        return out
    }

    /// Whether the item toggles edit mode: a title "Edit" (shown "Done" while editing) or "Done".
    static func togglesEditing(_ item: BarItem) -> Bool {
        if case .text(let t) = item { return t == "Edit" || t == "Done" }
        return false
    }
}
