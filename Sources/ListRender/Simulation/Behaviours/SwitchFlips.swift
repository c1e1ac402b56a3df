/// UISwitch accessories flipped by taps (docs/accessories.md, "Tapping a switch"): a tap that
/// lands on a row's switch flips it, the knob sliding across and the track's colour blending
/// over `duration`; the row is not selected (the switch, a UIControl, takes the touch).
struct SwitchFlips: Behaviour {
    let id = BehaviourID.switchTap
    /// The knob's slide: UISwitch animates its value change in about a quarter second (our
    /// reading of screen recordings; UIKit publishes no number), ease-in-out.
    static let duration = 0.25

    private struct Flip: Sendable { var on: Bool; var at: Double }
    private var flips: [Int: Flip] = [:]

    /// Flips row `key`'s switch, whose scenario value is `initial`, at `t`.
    mutating func flip(key: Int, initial: Bool, at t: Double) {
        let current = flips[key]?.on ?? initial
        flips[key] = Flip(on: !current, at: t)
    }

    /// Every flipped switch: its value now and the knob's position (0 off … 1 on).
    func visual(at t: Double) -> [Int: SwitchVisual] {
        flips.mapValues { f in
            let p = Easing.easeInOut(min(1, max(0, (t - f.at) / Self.duration)))
            return SwitchVisual(on: f.on, position: f.on ? p : 1 - p)
        }
    }
}

extension BehaviourID { static let switchTap = BehaviourID("switch") }

/// A switch, a UIControl, takes the touch that comes down on it from the cell: no highlight, no
/// long press (`ArenaRules.consumes`); a tap flips it.
extension SwitchFlips {
    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        guard let row = touch.downRow, Self.switchContains(touch.down.point, row: row, list: list) else { return .pass }
        return .consume
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        guard touch.tapPossible, let ref = touch.downRow else { return .pass }
        if list.geometry.data.contains(ref), case .toggle(let on)? = list.geometry.data.row(ref).spec.accessory {
            flip(key: list.geometry.data.row(ref).key, initial: on, at: e.time.seconds)
        }
        return .claim
    }

    /// Whether `p` lands on row `ref`'s switch as it is on screen now (not on a swiped row).
    static func switchContains(_ p: Point, row ref: RowRef, list: ListState) -> Bool {
        let data = list.geometry.data
        guard data.contains(ref), case .toggle? = data.row(ref).spec.accessory,
              list.swipedRowKey.map({ $0 != data.row(ref).key }) ?? true else { return false }
        let parts = list.cells.placedParts(of: data.row(ref).spec, in: list.rowRect(ref), features: list.scenario.features,
                                           rightToLeft: list.rightToLeft)
        return parts.accessory?.contains(p) ?? false
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.switches = visual(at: t)
    }
}
