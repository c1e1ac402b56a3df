/// The navigation bar's search bar (docs/chrome.md, "Search bar"): the field in
/// `searchFieldFill` (the platform's corner from `Theme.look`), the magnifying glass (its colour
/// from `Theme.look` too) and the placeholder in secondaryLabel or the typed text in label, the
/// Cancel button in the tint colour, and the scope bar, all clipped to the visible search area.
extension Painter {
    /// magnifyingglass spans about 18.3 pt at the symbol's 17-pt design size; the field's glass
    /// box is `PlatformLook.searchGlassSize`.
    static let searchGlassExtent = 18.3
    /// UISegmentedControl: 9-pt outer corners, the selected segment 2 pt in with 7-pt corners,
    /// 13-pt titles (semibold when selected); the selected segment's soft shadow is left out.
    static let scopeCornerRadius = 9.0
    static let scopeSelectedInset = 2.0
    static let scopeTitleSize = 13.0

    func paintSearchBar(_ s: SearchBarLayout, into items: inout [DisplayItem]) {
        guard s.frame.height > 0 else { return }
        items.append(.pushClip(s.frame))
        let f = s.fieldFrame
        if f.height > 0 {
            let radius = min(theme.look.searchFieldCornerRadius ?? f.height / 2, f.height / 2)
            items.append(.roundedRect(f, radius: radius, theme.searchFieldFill))
        }
        if s.contentAlpha > 0 {
            let g = s.magnifyingGlassFrame
            Self.paintSymbol(.magnifyingglass, centre: Point(x: g.midX, y: g.midY), scale: g.width / Self.searchGlassExtent,
                             color: (theme.look.searchGlassInLabel ? theme.label : theme.secondaryLabel)
                                 .withAlphaMultiplied(by: s.contentAlpha), into: &items)
            let color = (s.isPlaceholder ? theme.secondaryLabel : theme.label).withAlphaMultiplied(by: s.contentAlpha)
            items.append(.text(TextRun(string: s.text, weight: .regular, size: SearchBarGeometry.textSize, color: color,
                                       box: s.textFrame, baseline: searchBaseline(s.textFrame, size: SearchBarGeometry.textSize),
                                       alignment: rightToLeft ? .right : .left)))
        }
        if let c = s.cancelFrame, s.focus > 0 {
            items.append(.text(TextRun(string: SearchBarGeometry.cancelTitle, weight: .regular, size: SearchBarGeometry.textSize,
                                       color: theme.tint.withAlphaMultiplied(by: s.focus),
                                       box: Rect(x: c.minX, y: c.minY, width: c.width + 1, height: c.height),
                                       baseline: searchBaseline(c, size: SearchBarGeometry.textSize))))
        }
        if let scope = s.scopeFrame, s.scopeAlpha > 0 { paintScopeBar(s, in: scope, into: &items) }
        items.append(.popClip)
    }

    private func searchBaseline(_ box: Rect, size: Double, weight: FontWeight = .regular) -> Double {
        barBaseline(midY: box.midY, size: size, weight: weight)
    }

    private func paintScopeBar(_ s: SearchBarLayout, in scope: Rect, into items: inout [DisplayItem]) {
        let a = s.scopeAlpha
        items.append(.roundedRect(scope, radius: Self.scopeCornerRadius, theme.searchFieldFill.withAlphaMultiplied(by: a)))
        for segment in s.scope {
            let weight: FontWeight = segment.selected ? .semibold : .regular
            if segment.selected {
                let i = Self.scopeSelectedInset
                items.append(.roundedRect(segment.frame.insetBy(dx: i, dy: i), radius: Self.scopeCornerRadius - i,
                                          theme.scopeSelectedSegment.withAlphaMultiplied(by: a)))
            }
            items.append(.text(TextRun(string: segment.title, weight: weight, size: Self.scopeTitleSize,
                                       color: theme.label.withAlphaMultiplied(by: a), box: segment.frame.insetBy(dx: 6, dy: 0),
                                       baseline: searchBaseline(segment.frame, size: Self.scopeTitleSize, weight: weight),
                                       alignment: .center)))
        }
    }
}
