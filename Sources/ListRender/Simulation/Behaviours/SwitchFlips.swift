/// UISwitch accessories flipped by taps (docs/accessories.md, "Tapping a switch"): a tap that
/// lands on a row's switch flips it, the knob sliding across and the track's colour blending
/// over `duration`; the row is not selected (the switch, a UIControl, takes the touch).
struct SwitchFlips: Sendable {
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
