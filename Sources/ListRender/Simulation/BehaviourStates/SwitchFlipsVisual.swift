/// Switch flips' part of a frame: the switches a tap flipped, by row key (`SwitchFlips` writes
/// it, `LayoutEngine` slides their knobs from it).
struct SwitchFlipsVisual: BehaviourState, Hashable {
    var switches: [Int: SwitchVisual]
}

/// A flipped switch: its value, and where its knob is (0 off … 1 on) as it slides.
struct SwitchVisual: Sendable, Hashable {
    var on: Bool
    var position: Double
}

extension FrameState {
    /// Switch accessories flipped by a tap, by row key (rows not listed show their scenario value).
    var switches: [Int: SwitchVisual] {
        get { behaviours[SwitchFlipsVisual.self]?.switches ?? [:] }
        set { behaviours[SwitchFlipsVisual.self] = SwitchFlipsVisual(switches: newValue) }
    }
}
