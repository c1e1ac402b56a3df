/// A large title never rests half collapsed (UINavigationBar with prefersLargeTitles;
/// docs/chrome.md): when a drag's projected landing leaves the large title area between open and
/// collapsed, the list lands on the nearer of the two instead; ScrollModel.endDrag reshapes the
/// deceleration to land exactly there.
enum LargeTitleSnap {
    /// `open`: the rest offset (area 52 pt); `collapsed`: 52 pt further down (area 0).
    static func landing(target: Double, open: Double, collapsed: Double) -> Double? {
        guard target > open, target < collapsed else { return nil }
        return target - open < (collapsed - open) / 2 ? open : collapsed
    }
}
