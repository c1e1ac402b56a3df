/// The info panel's part of a frame: how far it has appeared, 0…1 (`InfoPanel` writes it,
/// `InfoPanelLayout` places the panel from it).
struct InfoPanelVisual: BehaviourState, Hashable {
    var appearance: Double
}

extension FrameState {
    /// Info panel appearance 0...1 (nil: feature off).
    var infoPanelAppearance: Double? {
        get { behaviours[InfoPanelVisual.self]?.appearance }
        set { behaviours[InfoPanelVisual.self] = newValue.map(InfoPanelVisual.init) }
    }
}
