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

    /// The finger moved: the button stays dimmed only while it is near (`inside`); no change after the lift.
    mutating func track(inside near: Bool) {
        if releasedAt == nil { inside = near }
    }

    /// The finger lifted at `time`, near the button or not: whether the lift counts (touch-up inside).
    mutating func release(at time: Double, inside near: Bool) -> Bool {
        inside = inside && near
        releasedAt = time
        return inside
    }

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

/// A behaviour whose buttons dim under the finger (`BarButtonPress`): the navigation bar's buttons
/// and the bottom bar's items follow the finger and take a lift the same way.
protocol PressTracking: Behaviour {
    associatedtype PressedItem: Sendable & Hashable
    var press: BarButtonPress<PressedItem>? { get set }
    /// Whether `p` is near enough to `item` for the press to hold (its target and the tracking margin).
    func isInside(_ p: Point, of item: PressedItem, list: ListState) -> Bool
}

extension PressTracking {
    /// The button is dimmed only while the finger is near it.
    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        if let p = press {
            let near = isInside(e.point, of: p.item, list: list)
            press?.track(inside: near)
        }
        return .possible
    }

    /// The finger lifts at `e`: the pressed item when the lift counts (near it), else nil; the
    /// dimming fades back either way.
    mutating func releasePress(at e: TouchEvent, list: ListState) -> PressedItem? {
        guard let p = press else { return nil }
        let near = isInside(e.point, of: p.item, list: list)
        return press?.release(at: e.time.seconds, inside: near) == true ? p.item : nil
    }
}

extension BehaviourID { static let barButton = BehaviourID("barButton") }

/// Navigation bar buttons from raw touches (docs/chrome.md, "Bar button taps"): a button takes the
/// touch that comes down on it and is dimmed while the finger stays near it; lifted there, the
/// tap counts (an Edit/Done button toggles editing), as UIControl's touch-up-inside does.
struct BarButtons: PressTracking {
    /// UIControl keeps a touch "inside" up to about 70 pt beyond its bounds (the commonly measured
    /// tracking margin; UIKit publishes no number).
    static let trackingMargin = 70.0

    let id = BehaviourID.barButton
    let bar: NavigationBarOptions
    var press: BarButtonPress<BarItemRef>?

    init(bar: NavigationBarOptions) { self.bar = bar }

    private func barFrame(_ list: ListState) -> Rect {
        list.metrics.chrome.barItemsFrame(width: list.scenario.viewport.width)
    }

    /// A bar title's width as the hit testing measures it (17-pt regular).
    private func titleWidth(_ list: ListState) -> (String) -> Double {
        let measure = list.cells.text
        return { measure.width(of: $0, size: BarButtonFrames.titleSize) }
    }

    func isInside(_ p: Point, of item: BarItemRef, list: ListState) -> Bool {
        let glass = list.scenario.theme.look.navigationBar.glassButtons
        let frames = BarButtonFrames.frames(item.side == .leading ? bar.leading : bar.trailing, bar: barFrame(list),
                                            leading: item.side == .leading, rightToLeft: list.rightToLeft, glass: glass,
                                            width: titleWidth(list))
        guard frames.indices.contains(item.index) else { return false }
        let m = Self.trackingMargin
        return BarButtonFrames.target(frames[item.index], glass: glass).insetBy(dx: -m, dy: -m).contains(p)
    }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        guard let item = BarButtonFrames.item(at: touch.down.point, bar: barFrame(list), leading: bar.leading, trailing: bar.trailing,
                                              rightToLeft: list.rightToLeft, glass: list.scenario.theme.look.navigationBar.glassButtons,
                                              width: titleWidth(list)) else { return .pass }
        press = BarButtonPress(item: item, releasedAt: nil)
        return .claim
    }

    /// The button fades back; lifted near it, an Edit/Done button toggles editing.
    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard press != nil else { return .pass }
        guard let item = releasePress(at: e, list: list) else { return .claim }
        let items = item.side == .leading ? bar.leading : bar.trailing
        if items.indices.contains(item.index), BarButtonFrames.togglesEditing(items[item.index]) {
            list.editingRequest = !list.editing.isEditing
        }
        return .claim
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.barButton = press.flatMap { p in p.pressed(at: t).map { BarButtonVisual(item: p.item, pressed: $0) } }
    }
}
