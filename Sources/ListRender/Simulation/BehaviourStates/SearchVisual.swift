/// The search field's focus, 0 at rest to 1 focused (the Cancel button in, the title collapsed),
/// and the Cancel title's width as the hit testing measured it (`SearchFocus` writes it,
/// `ChromeLayout` places the field and Cancel from it).
struct SearchVisual: BehaviourState, Hashable {
    var focus: Double
    var cancelWidth: Double
}

extension FrameState {
    /// The navigation bar's search field: how focused it is (nil: no search bar).
    var search: SearchVisual? {
        get { behaviours[SearchVisual.self] }
        set { behaviours[SearchVisual.self] = newValue }
    }
}
