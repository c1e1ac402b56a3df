/// The scrub nub's part of a frame: how far it has appeared, 0…1 (`ScrubNub` writes it,
/// `ScrubNubLayout` places the nub from it).
struct ScrubNubVisual: BehaviourState, Hashable {
    var appearance: Double
}

extension FrameState {
    /// Scrub nub appearance 0...1 (nil: feature off).
    var nubAppearance: Double? {
        get { behaviours[ScrubNubVisual.self]?.appearance }
        set { behaviours[ScrubNubVisual.self] = newValue.map(ScrubNubVisual.init) }
    }
}
