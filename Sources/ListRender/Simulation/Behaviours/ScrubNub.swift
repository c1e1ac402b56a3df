/// Scrub nub (Dropbox, NSScreencast 097; docs/behaviours.md, "Scrub nub"): a nub on the right
/// edge whose y tracks the fraction scrolled, and which scrubs the list when dragged. Its
/// geometry, both directions, is `NubTrack`; this is its state: appearance and grab.
struct ScrubNub: Behaviour {
    let id = BehaviourID.scrubNub
    let options: ScrubNubOptions
    var appearance = Appearance()
    /// While a finger holds the nub: the finger's y minus the nub's top when grabbed.
    var grabOffset: Double?

    var isScrubbing: Bool { grabOffset != nil }

    /// Shows on scroll (fading in over `fade`); hides `hideDelay` after scrolling and scrubbing
    /// have ended, fading out over `fade` (the screencast: 0.75 s, then 0.5 s).
    mutating func advanced(list: ListState, at t: Double) {
        update(at: t, active: list.isActive(at: t), lastActivity: list.scroll.lastActivity)
    }

    mutating func update(at t: Double, active: Bool, lastActivity: Double) {
        if active || isScrubbing {
            appearance.animate(to: 1, at: t, duration: options.fade)
        } else if appearance.target == 1, t >= lastActivity + options.hideDelay {
            appearance.animate(to: 0, at: lastActivity + options.hideDelay, duration: options.fade)
        }
    }
}

extension BehaviourID { static let scrubNub = BehaviourID("scrubNub") }

/// The nub takes a touch that lands on it; the list follows the finger's fraction of the track.
extension ScrubNub {
    init(options: ScrubNubOptions) { self.options = options }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        let frame = NubTrack.frame(list.metrics, options, offset: list.offset, maxOffset: list.maxOffset)
        guard frame.contains(touch.down.point) else { return .pass }
        grabOffset = touch.down.point.y - frame.minY
        list.isScrubbing = true
        list.scroll.setOffset(list.scroll.offset, at: touch.down.time.seconds)
        return .claim
    }

    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        if let grab = grabOffset {
            let target = NubTrack.offset(list.metrics, options, nubY: e.point.y - grab, maxOffset: list.maxOffset)
            list.scroll.setOffset(target, at: e.time.seconds)
        }
        return .possible
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        grabOffset = nil
        list.isScrubbing = false
        list.scroll.touch(at: e.time.seconds)
        return .claim
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.nubAppearance = appearance.value(at: t)
    }
}
