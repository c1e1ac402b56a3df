/// Navigation bar buttons from raw touches (docs/chrome.md, "Bar button taps"): a button takes the
/// touch that comes down on it and is dimmed while the finger stays near it; lifted there, the
/// tap counts (an Edit/Done button toggles editing), as UIControl's touch-up-inside does.
extension Simulator {
    /// UIControl keeps a touch "inside" up to about 70 pt beyond its bounds (the commonly measured
    /// tracking margin; UIKit publishes no number).
    static let barButtonTrackingMargin = 70.0

    private var barFrame: Rect {
        Rect(x: 0, y: metrics.chrome.statusBarHeight, width: scenario.viewport.width, height: ChromeMetrics.barHeight)
    }

    /// A bar title's width as the hit testing measures it (17-pt regular).
    private var barTitleWidth: (String) -> Double {
        let measure = cells.text
        return { measure.width(of: $0, size: BarButtonFrames.titleSize) }
    }

    /// The pressed item's touch target, nil when there is none.
    private func barButtonTarget(_ item: BarItemRef) -> Rect? {
        guard let nav = scenario.chrome.navigationBar else { return nil }
        let frames = BarButtonFrames.frames(item.side == .leading ? nav.leading : nav.trailing, bar: barFrame,
                                            leading: item.side == .leading, rightToLeft: rightToLeft, width: barTitleWidth)
        return frames.indices.contains(item.index) ? BarButtonFrames.target(frames[item.index]) : nil
    }

    private func isInside(_ p: Point, of item: BarItemRef) -> Bool {
        guard let target = barButtonTarget(item) else { return false }
        let m = Self.barButtonTrackingMargin
        return target.insetBy(dx: -m, dy: -m).contains(p)
    }

    /// A touch down on a navigation bar button takes the finger and highlights the button.
    mutating func barButtonTouchDown(_ e: TouchEvent, at t: Double) -> Bool {
        guard let nav = scenario.chrome.navigationBar else { return false }
        guard let item = BarButtonFrames.item(at: e.point, bar: barFrame, leading: nav.leading, trailing: nav.trailing,
                                              rightToLeft: rightToLeft, width: barTitleWidth) else { return false }
        var active = ActiveTouch(down: e, downRow: nil, downOnLoadMore: false, caughtScroll: false, reorder: nil, swipeEnabled: false)
        active.owner = .barButton
        touch = active
        barPress = BarButtonPress(item: item, releasedAt: nil)
        return true
    }

    /// The finger moves: the button is dimmed only while the finger is near it.
    mutating func barButtonTouchMoved(to p: Point) {
        guard var press = barPress, press.releasedAt == nil else { return }
        press.inside = isInside(p, of: press.item)
        barPress = press
    }

    /// The finger lifts: the button fades back; lifted near it, an Edit/Done button toggles editing.
    mutating func barButtonTouchUp(at p: Point, at t: Double) {
        guard var press = barPress, let nav = scenario.chrome.navigationBar else { return }
        press.inside = press.inside && isInside(p, of: press.item)
        press.releasedAt = t
        barPress = press
        guard press.inside else { return }
        let list = press.item.side == .leading ? nav.leading : nav.trailing
        if list.indices.contains(press.item.index), BarButtonFrames.togglesEditing(list[press.item.index]) {
            setEditing(!editMode.isEditing, at: t)
        }
    }
}
