/// The status bar and the navigation bar, drawn over the list (docs/chrome.md).
struct ChromePainter {
    let theme: Theme
    let text: TextMeasuring
    /// What a status bar without a navigation bar stands on: the list's own background.
    let tableBackground: Color

    /// The bar's translucent material, approximated by its colour at this opacity.
    static let barOpacity = 0.94
    /// UIFont.preferredFont(.largeTitle) is 34 pt bold; the bundled font's heaviest face is semibold.
    static let largeTitleSize = 34.0
    static let titleSize = 17.0
    /// Between two bar button items.
    static let itemGap = 20.0
    /// The "plus" symbol's box and stroke at 17 pt.
    static let plusSize = 19.0
    static let plusStroke = 2.2

    func paint(_ f: FrameLayout, into items: inout [DisplayItem]) {
        let nav = f.navigationBar
        if let n = nav, n.backgroundAlpha > 0 {
            let cover = Rect(x: 0, y: 0, width: n.frame.width, height: n.frame.maxY)
            items.append(.fill(cover, theme.barBackground.withAlphaMultiplied(by: Self.barOpacity * n.backgroundAlpha)))
            items.append(.hairline(x: 0, y: n.frame.maxY, width: n.frame.width,
                                   theme.separator.withAlphaMultiplied(by: n.backgroundAlpha)))
        }
        if let s = f.statusBar {
            // Alone, the status bar stands on the list's background; with a bar, on the bar's.
            if nav == nil { items.append(.fill(s.frame, tableBackground)) }
            StatusBarPainter(color: theme.label, text: text).paint(s, into: &items)
        }
        if let n = nav { paintNavigationBar(n, into: &items) }
    }

    private func baseline(midY: Double, size: Double, weight: FontWeight = .semibold) -> Double {
        midY + text.capHeight(weight: weight, size: size) / 2
    }

    private func paintNavigationBar(_ n: NavigationBarLayout, into items: inout [DisplayItem]) {
        let bar = n.barFrame
        let margin = ListMetrics.layoutMargin(width: bar.width)
        if let large = n.largeTitleFrame {
            // The large title slides under the bar: only the area below the bar shows it.
            items.append(.pushClip(Rect(x: 0, y: bar.maxY, width: bar.width, height: n.frame.maxY - bar.maxY)))
            items.append(.text(TextRun(string: n.title, weight: .semibold, size: Self.largeTitleSize, color: theme.label,
                                       box: large, baseline: large.maxY - 8)))
            items.append(.popClip)
        }
        let leadingWidth = paintItems(n.leading, from: bar.minX + margin, leading: true, midY: bar.midY, into: &items)
        let trailingWidth = paintItems(n.trailing, from: bar.maxX - margin, leading: false, midY: bar.midY, into: &items)
        if n.titleAlpha > 0, !n.title.isEmpty {
            let side = margin + max(leadingWidth, trailingWidth) + (max(leadingWidth, trailingWidth) > 0 ? 8 : 0)
            items.append(.text(TextRun(string: n.title, weight: .semibold, size: Self.titleSize,
                                       color: theme.label.withAlphaMultiplied(by: n.titleAlpha),
                                       box: Rect(x: bar.minX + side, y: bar.minY, width: max(0, bar.width - 2 * side), height: bar.height),
                                       baseline: baseline(midY: bar.midY, size: Self.titleSize), alignment: .center)))
        }
    }

    /// Bar button items in the tint colour, from `x` inwards; returns the width they take.
    private func paintItems(_ list: [BarItem], from x: Double, leading: Bool, midY: Double,
                            into items: inout [DisplayItem]) -> Double {
        var used = 0.0
        for item in (leading ? list : list.reversed()) {
            if used > 0 { used += Self.itemGap }
            let w: Double
            switch item {
            case .text(let title): w = text.width(of: title, weight: .regular, size: Self.titleSize)
            case .symbol: w = Self.plusSize
            }
            let minX = leading ? x + used : x - used - w
            switch item {
            case .text(let title):
                items.append(.text(TextRun(string: title, weight: .regular, size: Self.titleSize, color: theme.tint,
                                           box: Rect(x: minX, y: midY - 11, width: w + 1, height: 22),
                                           baseline: baseline(midY: midY, size: Self.titleSize, weight: .regular))))
            case .symbol:
                // "plus" as two rounded bars (no symbol renderer in the bundle).
                let s = Self.plusSize, t = Self.plusStroke
                items.append(.roundedRect(Rect(x: minX, y: midY - t / 2, width: s, height: t), radius: t / 2, theme.tint))
                items.append(.roundedRect(Rect(x: minX + (s - t) / 2, y: midY - s / 2, width: t, height: s), radius: t / 2, theme.tint))
            }
            used += w
        }
        return used
    }
}
