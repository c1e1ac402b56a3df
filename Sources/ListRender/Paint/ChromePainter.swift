/// The status bar and the navigation bar, drawn over the list (docs/chrome.md).
extension Painter {
    /// The inline title (the bar buttons' titles: `BarButtonFrames.titleSize`).
    static let barTitleSize = 17.0
    /// The "plus" symbol's stroke at 17 pt (its box: `BarButtonFrames.symbolWidth`).
    static let plusStroke = 2.2
    /// The back button's chevron.backward at 17 pt: 21 pt tall, a 2.6-pt stroke (its width and
    /// place: `BarButtonFrames`; our reading of iOS 15–17 screenshots).
    static let backChevronHeight = 21.0
    static let backChevronStroke = 2.6

    /// Over the list; mirrored right to left. A status bar alone stands on the list's background.
    func paintChrome(_ f: FrameLayout, into items: inout [DisplayItem]) {
        let nav = f.navigationBar
        if let n = nav, n.backgroundAlpha > 0 {
            if let e = theme.scrollEdgeEffect {
                // iOS 26: a transparent bar; the content under it fades toward the background.
                paintTopScrollEdge(e, bandBottom: n.frame.maxY, itemsMidY: n.barFrame.midY, width: n.frame.width,
                                   alpha: n.backgroundAlpha, into: &items)
            } else {
                let cover = Rect(x: 0, y: 0, width: n.frame.width, height: n.frame.maxY)
                paintBarMaterial(cover, alpha: n.backgroundAlpha, hairlineY: n.frame.maxY, into: &items)
            }
        }
        if let s = f.statusBar {
            // Alone, the status bar stands on the list's background; with a bar, on the bar's.
            if nav == nil { items.append(.fill(s.frame, tableBackground)) }
            if s.glyphs { paintStatusBar(s, into: &items) }
        }
        if let n = nav { paintNavigationBar(n, into: &items) }
        if let b = f.bottomBar { paintBottomBar(b, into: &items) }
    }

    /// A bar's material over `rect` as it fades in (`alpha`): the content under it blurred by
    /// `theme.barBlur`, then `barBackground` at `barOpacity`. The blur's radius grows with the fade
    /// (our choice: UIKit crossfades the material view, which a radius ramp approaches without a
    /// second copy of the content). The bar's hairline, `separator` faded alike, at `hairlineY`.
    func paintBarMaterial(_ rect: Rect, alpha: Double, hairlineY: Double, into items: inout [DisplayItem]) {
        if theme.barBlur > 0 { items.append(.backdropBlur(rect, radius: theme.barBlur * alpha)) }
        items.append(.fill(rect, theme.barBackground.withAlphaMultiplied(by: theme.barOpacity * alpha)))
        items.append(.hairline(x: 0, y: hairlineY, width: rect.width, theme.separator.withAlphaMultiplied(by: alpha)))
    }

    /// The baseline that centres a line of capitals on `midY` (the bar's titles, the search bar's text).
    func barBaseline(midY: Double, size: Double, weight: FontWeight = .semibold) -> Double {
        midY + text.capHeight(weight: weight, size: size) / 2
    }

    private func paintNavigationBar(_ n: NavigationBarLayout, into items: inout [DisplayItem]) {
        let bar = n.barFrame
        let margin = ListMetrics.layoutMargin(width: bar.width)
        if let large = n.largeTitleFrame {
            // The large title slides under the bar: only the area below the bar shows it (on
            // iOS 26 its baseline sits below the area's bottom edge, so the clip reaches the line's).
            let barBottom = n.frame.minY + ChromeMetrics.barHeight
            let areaBottom = n.search?.frame.minY ?? max(n.frame.maxY, large.maxY)
            items.append(.pushClip(Rect(x: 0, y: barBottom, width: bar.width, height: areaBottom - barBottom)))
            // Right to left the large title sits at the right margin.
            items.append(.text(TextRun(string: n.title, weight: .bold, size: theme.contentSize.largeTitleSize, color: theme.label,
                                       box: large, baseline: large.maxY - ChromeMetrics.largeTitleBaselineAboveLineBottom, alignment: rightToLeft ? .right : .left)))
            items.append(.popClip)
        }
        if let s = n.search { paintSearchBar(s, into: &items) }
        let leadingWidth = paintBarItems(n.leading, leading: true, bar: bar, margin: margin, nav: n, into: &items)
        let trailingWidth = paintBarItems(n.trailing, leading: false, bar: bar, margin: margin, nav: n, into: &items)
        if n.titleAlpha > 0, !n.title.isEmpty {
            let side = margin + max(leadingWidth, trailingWidth) + (max(leadingWidth, trailingWidth) > 0 ? 8 : 0)
            items.append(.text(TextRun(string: n.title, weight: .semibold, size: Self.barTitleSize,
                                       color: theme.label.withAlphaMultiplied(by: n.titleAlpha),
                                       box: Rect(x: bar.minX + side, y: bar.minY, width: max(0, bar.width - 2 * side), height: bar.height),
                                       baseline: barBaseline(midY: bar.midY + theme.look.navigationBar.inlineTitleDrop, size: Self.barTitleSize),
                                       alignment: .center)))
        }
    }

    /// Bar button items in the tint colour where `BarButtonFrames` places them (the boxes the
    /// simulation hit-tests), on iOS 26 in their side's glass capsule; returns the width they
    /// take beyond the margin.
    private func paintBarItems(_ list: [BarItem], leading: Bool, bar: Rect, margin: Double, nav n: NavigationBarLayout,
                            into items: inout [DisplayItem]) -> Double {
        let side: BarItemRef.Side = leading ? .leading : .trailing
        let glass = theme.look.navigationBar.glassButtons
        // Edit mode's "Done" in the done style; the item under the finger dimmed (docs/chrome.md).
        func weight(_ i: Int) -> FontWeight { n.doneItem == BarItemRef(side: side, index: i) ? .semibold : .regular }
        func titleWidth(_ i: Int, _ title: String) -> Double { text.width(of: title, weight: weight(i), size: BarButtonFrames.titleSize) }
        let (frames, capsule) = BarButtonFrames.placement(list, bar: bar, leading: leading, rightToLeft: rightToLeft,
                                                          glass: glass, titleWidth: titleWidth)
        if let c = capsule, let g = glass { paintGlassCapsule(c, look: g, into: &items) }
        let fromLeft = leading != rightToLeft
        let midY = bar.midY
        let ink = glass == nil ? theme.tint : theme.glassButtonLabel
        for (i, item) in list.enumerated() {
            let f = frames[i]
            let ref = BarItemRef(side: side, index: i)
            let tint = n.pressedItem == ref ? ink.withAlphaMultiplied(by: 1 - n.pressed * (1 - theme.barButtonPressedAlpha)) : ink
            func title(_ string: String, from minX: Double, width w: Double) {
                items.append(.text(TextRun(string: string, weight: weight(i), size: BarButtonFrames.titleSize, color: tint,
                                           box: Rect(x: minX, y: midY - 11, width: w + 1, height: 22),
                                           baseline: barBaseline(midY: midY, size: BarButtonFrames.titleSize, weight: weight(i)))))
            }
            switch item {
            case .text(let string):
                title(string, from: f.minX, width: f.width)
            case .back(let string):
                // The chevron at the box's outer end, the title after it (on glass the chevron alone).
                let w = BarButtonFrames.backChevronWidth
                let chevronMinX = fromLeft ? f.minX : f.maxX - w
                paintBackChevron((chevronMinX, chevronMinX + w), midY: midY, pointsLeft: fromLeft, color: tint, into: &items)
                guard glass == nil else { break }
                let tw = f.width - w - BarButtonFrames.backTitleGap
                title(string, from: fromLeft ? f.maxX - tw : f.minX, width: tw)
            case .symbol:
                // "plus" as two rounded bars (no symbol renderer in the bundle).
                let s = BarButtonFrames.symbolWidth, t = Self.plusStroke
                items.append(.roundedRect(Rect(x: f.minX, y: midY - t / 2, width: s, height: t), radius: t / 2, tint))
                items.append(.roundedRect(Rect(x: f.minX + (s - t) / 2, y: midY - s / 2, width: t, height: s), radius: t / 2, tint))
            }
        }
        // How far in from the margin the items (or their capsule) reach (a back button may start outside it).
        let edge = fromLeft ? bar.minX + margin : bar.maxX - margin
        return (capsule.map { [$0] } ?? frames).map { fromLeft ? $0.maxX - edge : edge - $0.minX }.max() ?? 0
    }

    /// iOS 26's glass under a side's bar buttons: its soft shadow, the fill and the lit rim
    /// inside its edge (measured: `GlassBarButtonLook`; no blur or lensing of what is behind).
    /// The iOS 26 toolbar's items stand in the same glass (`paintBottomBar`).
    func paintGlassCapsule(_ c: Rect, look g: GlassBarButtonLook, into items: inout [DisplayItem]) {
        let radius = c.height / 2
        items.append(.shadow(c, cornerRadius: radius, blur: g.shadowBlur, offset: Point(x: 0, y: g.shadowOffset),
                             theme.glassButtonShadow))
        items.append(.roundedRect(c, radius: radius, theme.glassButtonFill))
        paintGlassRim(c, width: g.rimWidth, into: &items)
    }

    /// Liquid Glass's lit rim: `width` inside capsule `c`'s edge, in `glassButtonRim`.
    func paintGlassRim(_ c: Rect, width w: Double, into items: inout [DisplayItem]) {
        items.append(.strokeRoundedRect(c.insetBy(dx: w / 2, dy: w / 2), radius: c.height / 2 - w / 2, lineWidth: w, theme.glassButtonRim))
    }

    /// chevron.backward in the tint colour: one round-joined stroke, its tip towards the leading edge.
    private func paintBackChevron(_ b: (minX: Double, maxX: Double), midY: Double, pointsLeft: Bool, color: Color,
                                  into items: inout [DisplayItem]) {
        let height = Self.backChevronHeight, inset = Self.backChevronStroke / 2
        let tipX = pointsLeft ? b.minX + inset : b.maxX - inset
        let armX = pointsLeft ? b.maxX - inset : b.minX + inset
        let path = Path { p in
            p.move(armX, midY - height / 2 + inset)
            p.line(tipX, midY)
            p.line(armX, midY + height / 2 - inset)
        }
        items.append(.strokePath(path, StrokeStyle(lineWidth: Self.backChevronStroke), color))
    }
}
