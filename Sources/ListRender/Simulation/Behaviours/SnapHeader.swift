/// Snap header (Rdio, calebd's gist; docs/behaviours.md, "Snap header"): a header behind the
/// list that the list's top inset reveals.
///
/// When a drag ends with its projected landing inside the header region, the list lands fully
/// open or covered; the deceleration is reshaped (ScrollModel.endDrag) to land exactly there. The
/// indicator's inset while the header shows is Layout's (`IndicatorLayout.topInset`).
enum SnapHeader {
    /// scrollViewWillEndDragging: targets outside [−height, 0] are left alone; inside, velocity 0
    /// picks by the middle, velocity > 0 (finger moving up) covers, velocity < 0 opens.
    static func landing(target: Double, velocity: Double, options o: SnapHeaderOptions) -> Double? {
        guard target <= 0, target >= -o.height else { return nil }
        let open = -(o.height - (o.uncovered - 1))
        let covered = -1.0
        if velocity == 0 { return -target > o.height / 2 ? open : covered }
        return velocity > 0 ? covered : open
    }
}
