/// Where a toolbar's items are (docs/chrome.md, "Tab bar and toolbar"): the one placement Layout
/// draws and Simulation hit-tests. The items run from the leading edge's inset (the layout
/// margin; on iOS 26 the glass capsules' `edgeInset` from the screen's edges) to the trailing
/// one, the spaces a scenario wrote between them (`ToolbarGap`): the flexible ones share the
/// width left equally, fixed ones are as wide as written, and two items that no flexible space
/// keeps apart sit `toolbarItemGap` apart. On iOS 26 (`look.toolbarGlass`) buttons with nothing
/// written between them share one glass capsule, as UIKit 26 groups adjacent bar button items;
/// a label stands in no glass.
struct ToolbarPlacement: Sendable {
    /// Each item's content box: a title's or label's width (a symbol's 22-pt box) across the bar's height.
    var items: [Rect]
    /// Each item's touch target before widening: on glass its part of its capsule; nil for a label.
    var targets: [Rect?]
    /// Whether a target is widened to UIKit's 44-pt minimum (items on a bar) or taken as is (glass).
    var widenTargets: Bool
    /// iOS 26's glass capsules, leading to trailing, and the items each holds (empty without glass).
    var capsules: [(frame: Rect, items: [Int])]

    /// The capsule that holds item `i` (nil: no glass, or a label).
    func capsule(of i: Int) -> Rect? { capsules.first { $0.items.contains(i) }?.frame }

    /// `tools` on `bar`; `width` measures a text at a size (a title at `toolbarTitleSize`, a label at `toolbarLabelSize`).
    init(_ tools: ToolbarOptions, bar: Rect, look: BottomBarLook, rightToLeft: Bool, width: (String, Double) -> Double) {
        let glass = look.toolbarGlass
        let n = tools.items.count
        let content = tools.items.map { item -> Double in
            switch item {
            case .text(let t): return width(t, BottomBarFrames.toolbarTitleSize)
            case .label(let t): return width(t, look.toolbarLabelSize)
            case .symbol: return BottomBarFrames.toolbarSymbolWidth
            }
        }
        // Each item's slot: on glass its share of the capsule (a symbol a 44-pt circle's width,
        // a title its width plus the padding a side); elsewhere its content.
        let slots = zip(tools.items, content).map { item, w -> Double in
            guard let g = glass, item.isButton else { return w }
            if case .symbol = item { return g.minimumWidth }
            return max(g.minimumWidth, w + 2 * g.padding)
        }
        // Units placed along the bar: a capsule's run of buttons, or one item.
        var units: [[Int]] = []
        for i in 0..<n {
            let joins = glass != nil && i > 0 && tools.gaps[i].isEmpty && tools.items[i].isButton && tools.items[i - 1].isButton
            if joins { units[units.count - 1].append(i) } else { units.append([i]) }
        }
        let unitWidths = units.map { $0.reduce(0) { $0 + slots[$1] } }
        // The gap before unit k (and after the last), from the spaces written there.
        let gapBefore = units.map { tools.gaps[$0[0]] } + [tools.gaps[n]]
        func fixedPart(_ k: Int) -> Double {
            let g = gapBefore[k]
            let between = k > 0 && k < units.count && g.flexible == 0
            return g.fixed + (between ? look.toolbarItemGap : 0)
        }
        let inset = glass?.edgeInset ?? ListMetrics.layoutMargin(width: bar.width)
        let flexible = gapBefore.reduce(0) { $0 + $1.flexible }
        let used = unitWidths.reduce(0, +) + gapBefore.indices.reduce(0) { $0 + fixedPart($1) }
        let share = flexible > 0 ? max(0, bar.width - 2 * inset - used) / Double(flexible) : 0
        func gap(_ k: Int) -> Double { fixedPart(k) + Double(gapBefore[k].flexible) * share }

        var itemBoxes = [Rect](repeating: .zero, count: n)
        var targets = [Rect?](repeating: nil, count: n)
        var capsules: [(frame: Rect, items: [Int])] = []
        func mirrored(_ minX: Double, _ w: Double) -> Rect {
            Rect(x: rightToLeft ? bar.maxX - minX - w : bar.minX + minX, y: bar.minY, width: w, height: bar.height)
        }
        // x runs from the leading inset, in points from the bar's leading edge.
        var x = inset + gap(0)
        for (k, unit) in units.enumerated() {
            var slotX = x
            for i in unit {
                let slot = mirrored(slotX, slots[i])
                // A button in glass is centred in its slot; elsewhere the slot is the item.
                itemBoxes[i] = glass != nil && tools.items[i].isButton
                    ? Rect(x: slot.midX - content[i] / 2, y: slot.minY, width: content[i], height: slot.height) : slot
                if tools.items[i].isButton { targets[i] = glass == nil ? itemBoxes[i] : slot }
                slotX += slots[i]
            }
            if glass != nil, tools.items[unit[0]].isButton { capsules.append((mirrored(x, unitWidths[k]), unit)) }
            x += unitWidths[k] + gap(k + 1)
        }
        self.items = itemBoxes
        self.targets = targets
        self.widenTargets = glass == nil
        self.capsules = capsules
    }

    /// The toolbar of `tools` on `bar`, its titles measured by `text` (nil: unmeasured): the one
    /// call Layout and Simulation share.
    init(_ tools: ToolbarOptions, bar: Rect, look: BottomBarLook, rightToLeft: Bool, text: (any CellTextMeasuring)?) {
        self.init(tools, bar: bar, look: look, rightToLeft: rightToLeft) { text?.width(of: $0, size: $1) ?? 0 }
    }
}
