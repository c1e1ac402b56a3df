/// Which navigation bar button: its side and its index in the scenario's list for that side.
public struct BarItemRef: Sendable, Hashable {
    public enum Side: String, Sendable { case leading, trailing }
    public var side: Side
    public var index: Int
}

/// Where the navigation bar's buttons are, for hit testing: the same placement Painter.paintChrome
/// draws (from the layout margin inwards, 20 pt apart, titles 17-pt regular, the plus 19 pt, the
/// back button's chevron 8 pt from the edge and its title 6 pt after it; mirrored right to left),
/// each widened to UIKit's 44-pt minimum touch target and the bar's full height. On iOS 26
/// (`GlassBarButtonLook`) each side's items share a glass capsule instead.
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
                     glass: GlassBarButtonLook? = nil, width: (String) -> Double) -> BarItemRef? {
        guard point.y >= bar.minY, point.y < bar.maxY else { return nil }
        for (side, list) in [(BarItemRef.Side.leading, leading), (.trailing, trailing)] {
            let placed = frames(list, bar: bar, leading: side == .leading, rightToLeft: rightToLeft, glass: glass,
                                titleWidth: { width($1) })
            for (i, f) in placed.enumerated() {
                let t = target(f, glass: glass)
                if point.x >= t.minX, point.x < t.maxX { return BarItemRef(side: side, index: i) }
            }
        }
        return nil
    }

    /// An item's touch target: its box widened to 44 pt about its centre (on glass, to the
    /// capsule's padding on both sides as well).
    static func target(_ f: Rect, glass: GlassBarButtonLook? = nil) -> Rect {
        let w = max(f.width + 2 * (glass?.padding ?? 0), minimumTarget)
        return Rect(x: f.midX - w / 2, y: f.minY, width: w, height: f.height)
    }

    /// Each item's box along the bar, in the list's order (a back button's spans its chevron and title).
    static func frames(_ list: [BarItem], bar: Rect, leading: Bool, rightToLeft: Bool = false,
                       glass: GlassBarButtonLook? = nil, width: (String) -> Double) -> [Rect] {
        frames(list, bar: bar, leading: leading, rightToLeft: rightToLeft, glass: glass, titleWidth: { width($1) })
    }

    /// The same, with each title measured by its index (Paint sets "Done" in a heavier weight).
    static func frames(_ list: [BarItem], bar: Rect, leading: Bool, rightToLeft: Bool = false,
                       glass: GlassBarButtonLook? = nil, titleWidth width: (_ index: Int, _ title: String) -> Double) -> [Rect] {
        placement(list, bar: bar, leading: leading, rightToLeft: rightToLeft, glass: glass, titleWidth: width).items
    }

    /// Each item's box and the glass capsule the side's items share (nil: no glass, or no items).
    /// Without glass the items run from the layout margin inwards; on glass they sit centred in a
    /// capsule whose outer end is `edgeInset` from the screen's edge, at least `minimumWidth`
    /// wide, and a back button shows its chevron alone (iOS 26's back button).
    static func placement(_ list: [BarItem], bar: Rect, leading: Bool, rightToLeft: Bool,
                                  glass: GlassBarButtonLook?, titleWidth width: (_ index: Int, _ title: String) -> Double)
        -> (items: [Rect], capsule: Rect?) {
        let margin = ListMetrics.layoutMargin(width: bar.width)
        let fromLeft = leading != rightToLeft
        // Each item's span from the side's start, measured from the outer end inwards.
        var spans = [(from: Double, to: Double)](repeating: (0, 0), count: list.count)
        var used = 0.0
        for i in (leading ? Array(list.indices) : list.indices.reversed()) {
            if used > 0 { used += itemGap }
            var from = used
            switch list[i] {
            case .text(let title): used += width(i, title)
            case .back(let title):
                if glass != nil { used += backChevronWidth; break }
                // The chevron hangs out of the margin, 8 pt from the edge.
                used -= margin - backChevronInset
                from = used
                used += backChevronWidth + backTitleGap + width(i, title)
            case .symbol: used += symbolWidth
            }
            spans[i] = (from, used)
        }
        var start = margin, capsule: Rect? = nil
        if let g = glass, !list.isEmpty {
            let w = max(g.minimumWidth, used + 2 * g.padding)
            start = g.edgeInset + (w - used) / 2
            capsule = Rect(x: fromLeft ? bar.minX + g.edgeInset : bar.maxX - g.edgeInset - w, y: bar.minY,
                           width: w, height: bar.height)
        }
        let edge = fromLeft ? bar.minX + start : bar.maxX - start
        let items = spans.map { s in
            Rect(x: fromLeft ? edge + s.from : edge - s.to, y: bar.minY, width: s.to - s.from, height: bar.height)
        }
        return (items, capsule)
    }

    /// Whether the item toggles edit mode: a title "Edit" (shown "Done" while editing) or "Done".
    static func togglesEditing(_ item: BarItem) -> Bool {
        if case .text(let t) = item { return t == "Edit" || t == "Done" }
        return false
    }
}
