extension BehaviourID { static let bottomBar = BehaviourID("bottomBar") }

/// A tab bar's or toolbar's items from raw touches (docs/chrome.md, "Tab bar and toolbar"): the
/// bar owns every touch that comes down on its band (the bar and the safe area below it), so the
/// list beneath never sees it; the item under the finger dims while the finger stays near it,
/// and a lift there selects a tab (UITabBar selects on touch-up inside; a toolbar item only
/// highlights: no action is modelled).
struct BottomBarTouch: PressTracking {
    let id = BehaviourID.bottomBar
    let chrome: Chrome
    /// The selected tab (nil: a toolbar).
    private(set) var selected: Int?
    var press: BarButtonPress<Int>?

    init(chrome: Chrome) {
        self.chrome = chrome
        selected = chrome.tabBar?.selected
    }

    /// The items' touch targets: a tab's whole slot, a toolbar button widened to 44 pt (on iOS 26
    /// its part of its glass capsule), none for a toolbar label.
    private func targets(_ list: ListState) -> (boxes: [Rect?], widen: Bool) {
        let look = list.scenario.theme.look.bottomBars
        if let tabs = chrome.tabBar {
            let bar = BottomBarFrames.tabBar(list.metrics, look: look, tabs: tabs)
            let slots = BottomBarFrames.tabSlots(tabs, bar: bar.barFrame, look: look, rightToLeft: list.rightToLeft,
                                                 text: list.cells.text)
            // An edge-to-edge bar's tabs reach down over the safe area (UITabBar's buttons take
            // touches to the screen's edge); a floating bar's end at its capsule.
            return (look.floating ? slots : slots.map { Rect(x: $0.minX, y: $0.minY, width: $0.width, height: bar.frame.maxY - $0.minY) }, false)
        }
        guard let tools = chrome.toolbar else { return ([], false) }
        let bar = BottomBarFrames.toolbar(list.metrics, look: look)
        let placed = ToolbarPlacement(tools, bar: bar.barFrame, look: look, rightToLeft: list.rightToLeft, text: list.cells.text)
        return (placed.targets, placed.widenTargets)
    }

    func isInside(_ p: Point, of item: Int, list: ListState) -> Bool {
        let t = targets(list)
        guard t.boxes.indices.contains(item), let b = t.boxes[item] else { return false }
        let box = t.widen ? BarButtonFrames.target(b) : b
        let m = BarButtons.trackingMargin
        return box.insetBy(dx: -m, dy: -m).contains(p)
    }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        let p = touch.down.point
        guard p.y >= list.metrics.bottomBarsTop, p.y < list.metrics.viewport.height else { return .pass }
        let t = targets(list)
        press = BottomBarFrames.item(at: p, in: t.boxes, widen: t.widen).map { BarButtonPress(item: $0, releasedAt: nil) }
        return .claim
    }

    /// The item fades back; lifted near it, a tab becomes the selected one.
    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard press?.releasedAt == nil else { return .claim }
        if let item = releasePress(at: e, list: list), selected != nil { selected = item }
        return .claim
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        let pressed = press.flatMap { p in p.pressed(at: t).map { (p.item, $0) } }
        state.bottomBar = BottomBarVisual(selected: selected, pressedItem: pressed?.0, pressed: pressed?.1 ?? 0)
    }
}
