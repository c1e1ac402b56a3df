/// A large title never rests half collapsed, nor a search bar half hidden (UINavigationBar with
/// prefersLargeTitles, hidesSearchBarWhenScrolling; docs/chrome.md): when a drag's projected
/// landing leaves an area between open and collapsed, the list lands on the nearer of the two
/// instead; ScrollModel.endDrag reshapes the deceleration to land exactly there.
enum LargeTitleSnap {
    /// `stops`: the resting offsets top first (`ChromeMetrics.restingOffsets`); a landing
    /// strictly between two neighbours moves to the nearer.
    static func landing(target: Double, stops: [Double]) -> Double? {
        for (open, collapsed) in zip(stops, stops.dropFirst()) {
            if let l = landing(target: target, open: open, collapsed: collapsed) { return l }
        }
        return nil
    }

    /// `open`: the rest offset (area 52 pt); `collapsed`: 52 pt further down (area 0).
    static func landing(target: Double, open: Double, collapsed: Double) -> Double? {
        guard target > open, target < collapsed else { return nil }
        return target - open < (collapsed - open) / 2 ? open : collapsed
    }
}
