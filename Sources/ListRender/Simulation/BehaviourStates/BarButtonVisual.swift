/// A navigation bar button under the finger: which one and how pressed (1 down, 0 faded back)
/// (`BarButtonPress` writes it, `EditModeLayout` dims the pressed button).
struct BarButtonVisual: BehaviourState, Hashable {
    var item: BarItemRef
    var pressed: Double
}

extension FrameState {
    /// The navigation bar button the finger presses (nil: none).
    var barButton: BarButtonVisual? {
        get { behaviours[BarButtonVisual.self] }
        set { behaviours[BarButtonVisual.self] = newValue }
    }
}
