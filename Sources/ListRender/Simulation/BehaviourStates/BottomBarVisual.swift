/// A tab bar's or toolbar's state: the selected tab (nil: a toolbar) and the item under the
/// finger with how pressed it is (1 down, 0 faded back) (`BottomBarTouch` writes it,
/// `BottomBarPlacement` places the bar from it).
struct BottomBarVisual: BehaviourState, Hashable {
    var selected: Int?
    var pressedItem: Int?
    var pressed: Double
}

extension FrameState {
    /// The tab bar's selected tab and the bottom bar item the finger presses (nil: no bottom bar).
    var bottomBar: BottomBarVisual? {
        get { behaviours[BottomBarVisual.self] }
        set { behaviours[BottomBarVisual.self] = newValue }
    }
}
