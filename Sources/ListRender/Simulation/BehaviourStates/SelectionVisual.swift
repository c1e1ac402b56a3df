/// Selection's part of a frame: each highlighted or selected row's highlight, 0…1, by row key
/// (`Selection` writes it, `SelectionLayout` applies it to the rows).
struct SelectionVisual: BehaviourState, Hashable {
    var highlights: [Int: Double]
}

extension FrameState {
    /// Highlight 0...1 of highlighted rows by row key (nil: selection off).
    var highlights: [Int: Double]? {
        get { behaviours[SelectionVisual.self]?.highlights }
        set { behaviours[SelectionVisual.self] = newValue.map(SelectionVisual.init) }
    }
}
