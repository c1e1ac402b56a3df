/// A row lifted by a reorder: which row, where it is drawn, and how the others are sliding.
/// (`Reorder` writes it while a row is lifted or dropping; `LayoutEngine` places the rows from it.)
struct ReorderVisual: BehaviourState {
    /// Key of the lifted row; its slot in `FrameState.geometry` (at `gap`) is drawn empty.
    var liftedKey: Int
    var gap: RowRef
    /// Top of the lifted row in viewport points.
    var liftedTop: Double
    /// How lifted the row is: 1 while held, easing to 0 as it drops into the gap. State, not
    /// looks: Paint turns it into opacity and shadow (`Theme.liftedRowAlpha`, `Theme.liftShadow`).
    var lift: Double
    /// Rows still sliding out of the gap's way: key → current offset from their place (pt).
    var slides: [Int: Double]
}

extension FrameState {
    /// A reorder's lifted row and slides (nil: no row lifted or dropping).
    var reorder: ReorderVisual? {
        get { behaviours[ReorderVisual.self] }
        set { behaviours[ReorderVisual.self] = newValue }
    }
}
