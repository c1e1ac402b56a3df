/// The tab bar or toolbar, the home indicator (docs/chrome.md, "Tab bar and toolbar"), drawn
/// over the list. The bar's material is the navigation bar's (`paintBarMaterial`).
extension Painter {
    /// iOS 26's floating tab bar: the soft shadow under the glass capsule, a least-squares fit to
    /// a real UITabBarController's halo (Fixtures/fidelity/rns-tabbar-26-light): black at 8.1 %,
    /// sigma 14.45 pt (`blur` 28.9), 5.56 pt down.
    static let glassShadowBlur = 28.9
    static let glassShadowOffset = Point(x: 0, y: 5.56)
    static let glassShadow = Color(r: 0, g: 0, b: 0, a: 0x15)
    /// A pressed tab's opacity while the finger is on it (a guess: UIKit publishes none; a
    /// toolbar item dims as a navigation bar button does, `Theme.barButtonPressedAlpha`).
    static let tabPressedAlpha = 0.5
    /// A toolbar symbol at the body size; a badge's text white.
    static let badgeText = Color(r: 0xFF, g: 0xFF, b: 0xFF)

    func paintBottomBar(_ b: BottomBarLayout, into items: inout [DisplayItem]) {
        let edgeEffect = theme.scrollEdgeEffect
        if let e = edgeEffect, b.backgroundAlpha > 0 {
            // Under the glass (iOS 26) or in place of the bar's material: the content fades out.
            paintBottomScrollEdge(e, band: b.frame, itemsMidY: b.barFrame.midY, alpha: b.backgroundAlpha, into: &items)
        }
        if b.floating, b.kind == .toolbar {
            // iOS 26's toolbar has no bar: its glass capsules float over the content.
            if let g = theme.look.bottomBars.toolbarGlass {
                for c in b.capsules { paintGlassCapsule(c.frame, look: g, into: &items) }
            }
        } else if b.floating {
            let r = b.barFrame.height / 2
            items.append(.shadow(b.barFrame, cornerRadius: r, blur: Self.glassShadowBlur, offset: Self.glassShadowOffset, Self.glassShadow))
            items.append(.roundedRect(b.barFrame, radius: r, theme.glassBar))
            // Liquid Glass's lit edge, as the glass buttons': the real bar's outer 2 px are white
            // (light) and lit (dark), as theirs are.
            paintGlassRim(b.barFrame, width: GlassBarButtonLook.ios26.rimWidth, into: &items)
        } else if edgeEffect == nil, b.backgroundAlpha > 0 {
            paintBarMaterial(b.frame, alpha: b.backgroundAlpha, hairlineY: b.frame.minY, into: &items)
        }
        let look = theme.look.bottomBars
        for (i, item) in b.items.enumerated() {
            let pressed = b.pressedItem == i ? b.pressed : 0
            switch b.kind {
            case .tabBar: paintTab(item, pressed: pressed, floating: b.floating, look: look, into: &items)
            case .toolbar: paintToolbarItem(item, pressed: pressed, glass: b.floating, look: look, into: &items)
            }
        }
        if let h = b.homeIndicator {
            items.append(.roundedRect(h, radius: h.height / 2, theme.label))
        }
    }

    private func paintTab(_ item: BottomBarItemLayout, pressed: Double, floating: Bool, look: BottomBarLook,
                          into items: inout [DisplayItem]) {
        if floating, item.selected {
            items.append(.roundedRect(item.frame, radius: item.frame.height / 2, theme.tabPlatter))
        }
        let base = item.selected ? theme.tabSelected : theme.tabUnselected
        let color = base.withAlphaMultiplied(by: 1 - pressed * (1 - Self.tabPressedAlpha))
        if let s = item.symbol, let c = item.symbolCentre {
            Painter.paintSymbol(s, centre: c, scale: look.tabSymbolScale, color: color, into: &items)
        }
        if let t = item.title, let box = item.titleFrame, let baseline = item.titleBaseline {
            items.append(.text(TextRun(string: t, weight: FontWeight(look.tabTitleWeight), size: look.tabTitleSize,
                                       color: color, box: box, baseline: baseline, alignment: .center)))
        }
        if let badge = item.badge, let r = item.badgeFrame {
            items.append(.roundedRect(r, radius: r.height / 2, theme.destructive))
            let size = look.badgeTextSize
            items.append(.text(TextRun(string: badge, weight: .regular, size: size, color: Self.badgeText,
                                       box: r, baseline: r.midY + text.capHeight(weight: .regular, size: size) / 2,
                                       alignment: .center)))
        }
    }

    /// A toolbar item in the tint; on iOS 26's glass in the glass buttons' near-label colour,
    /// as the navigation bar's are. A label is small text in `secondaryLabel` on both.
    private func paintToolbarItem(_ item: BottomBarItemLayout, pressed: Double, glass: Bool, look: BottomBarLook,
                                  into items: inout [DisplayItem]) {
        if item.label, let t = item.title {
            let size = look.toolbarLabelSize
            items.append(toolbarLine(t, size: size, color: theme.secondaryLabel, boxHeight: size * 1.3, in: item.frame))
            return
        }
        let ink = glass ? theme.glassButtonLabel : theme.tint
        let color = ink.withAlphaMultiplied(by: 1 - pressed * (1 - theme.barButtonPressedAlpha))
        if let s = item.symbol, let c = item.symbolCentre {
            Painter.paintSymbol(s, centre: c, scale: 1, color: color, into: &items)
        }
        if let t = item.title {
            items.append(toolbarLine(t, size: BottomBarFrames.toolbarTitleSize, color: color, boxHeight: 22, in: item.frame))
        }
    }

    /// One line of a toolbar item's text, its capitals centred on the item's frame.
    private func toolbarLine(_ t: String, size: Double, color: Color, boxHeight: Double, in frame: Rect) -> DisplayItem {
        .text(TextRun(string: t, weight: .regular, size: size, color: color,
                      box: Rect(x: frame.minX, y: frame.midY - boxHeight / 2, width: frame.width + 1, height: boxHeight),
                      baseline: frame.midY + text.capHeight(weight: .regular, size: size) / 2))
    }
}
