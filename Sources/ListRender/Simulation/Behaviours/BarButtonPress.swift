/// A bar button under the finger (UIBarButtonItem's highlight): dimmed while the finger is down,
/// fading back after it lifts. `PressedItem` says which button: a navigation bar's `BarItemRef`, a
/// bottom bar's index.
struct BarButtonPress<PressedItem: Sendable & Hashable>: Sendable {
    /// The fade back to full opacity after the finger lifts.
    static var fadeDuration: Double { 0.2 }

    let item: PressedItem
    var releasedAt: Double?
    /// Whether the finger is near enough for a lift to count (UIControl's touch inside).
    var inside = true

    /// 1 while pressed, falling to 0 as it fades back (nil: over). A finger dragged away shows
    /// the button undimmed at once, as UIControl unhighlights on touch-drag-exit.
    func pressed(at t: Double) -> Double? {
        guard inside else { return nil }
        guard let r = releasedAt else { return 1 }
        let f = (t - r) / Self.fadeDuration
        guard f < 1 else { return nil }
        let g = max(0, f)
        return (1 - g) * (1 - g) * (1 - g)   // 1 − ease-out (cubic)
    }
}

extension BehaviourID { static let barButton = BehaviourID("barButton") }

/// Navigation bar buttons from raw touches (docs/chrome.md, "Bar button taps"): a button takes the
/// touch that comes down on it and is dimmed while the finger stays near it; lifted there, the
/// tap counts (an Edit/Done button toggles editing), as UIControl's touch-up-inside does.
struct BarButtons: Behaviour {
    /// UIControl keeps a touch "inside" up to about 70 pt beyond its bounds (the commonly measured
    /// tracking margin; UIKit publishes no number).
    static let trackingMargin = 70.0

    let id = BehaviourID.barButton
    let bar: NavigationBarOptions
    private var press: BarButtonPress<BarItemRef>?

    init(bar: NavigationBarOptions) { self.bar = bar }

    private func barFrame(_ list: ListState) -> Rect {
        Rect(x: 0, y: list.metrics.chrome.statusBarHeight, width: list.scenario.viewport.width, height: ChromeMetrics.barHeight)
    }

    /// A bar title's width as the hit testing measures it (17-pt regular).
    private func titleWidth(_ list: ListState) -> (String) -> Double {
        let measure = list.cells.text
        return { measure.width(of: $0, size: BarButtonFrames.titleSize) }
    }

    private func isInside(_ p: Point, of item: BarItemRef, list: ListState) -> Bool {
        let frames = BarButtonFrames.frames(item.side == .leading ? bar.leading : bar.trailing, bar: barFrame(list),
                                            leading: item.side == .leading, rightToLeft: list.rightToLeft, width: titleWidth(list))
        guard frames.indices.contains(item.index) else { return false }
        let m = Self.trackingMargin
        return BarButtonFrames.target(frames[item.index]).insetBy(dx: -m, dy: -m).contains(p)
    }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        guard let item = BarButtonFrames.item(at: touch.down.point, bar: barFrame(list), leading: bar.leading, trailing: bar.trailing,
                                              rightToLeft: list.rightToLeft, width: titleWidth(list)) else { return .pass }
        press = BarButtonPress(item: item, releasedAt: nil)
        return .claim
    }

    /// The button is dimmed only while the finger is near it.
    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard var p = press, p.releasedAt == nil else { return .possible }
        p.inside = isInside(e.point, of: p.item, list: list)
        press = p
        return .possible
    }

    /// The button fades back; lifted near it, an Edit/Done button toggles editing.
    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard var p = press else { return .pass }
        p.inside = p.inside && isInside(e.point, of: p.item, list: list)
        p.releasedAt = e.time.seconds
        press = p
        guard p.inside else { return .claim }
        let items = p.item.side == .leading ? bar.leading : bar.trailing
        if items.indices.contains(p.item.index), BarButtonFrames.togglesEditing(items[p.item.index]) {
            list.editingRequest = !list.editing.isEditing
        }
        return .claim
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.barButton = press.flatMap { p in p.pressed(at: t).map { BarButtonVisual(item: p.item, pressed: $0) } }
    }
}
