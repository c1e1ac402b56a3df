/// Everything the simulation knows at one frame time: the input to Layout.
public struct FrameState: Sendable {
    public var index: Int
    /// Seconds since the scenario started.
    public var time: Double
    /// The list as it is at this frame (rows after any drop or page load; during a reorder,
    /// arranged with the lifted row at the gap).
    public var geometry: ListGeometry
    public var contentOffset: Double
    public var phase: ScrollPhase
    /// The scroll indicator's opacity (0 when hidden).
    public var indicatorAlpha: Double
    /// The finger, while down and just after it lifts.
    public var touch: TouchMarker?
    public var reorder: ReorderVisual?
    /// Info panel and scrub nub appearance 0...1 (nil: feature off).
    public var infoPanelAppearance: Double?
    public var nubAppearance: Double?
    public var loadMore: LoadMoreVisual?
    /// Horizontal content offset of swiped rows by row key (negative: slid left).
    public var swipeOffsets: [Int: Double]
}

/// Where the finger is and has been, for the dump and the documentation overlay.
public struct TouchMarker: Sendable, Hashable {
    public var point: Point
    public var phase: TouchPhase
    /// Recent positions, oldest first, with their age in seconds (for a fading trail).
    public var trail: [(point: Point, age: Double)]
    /// Seconds since the finger lifted (only when `phase == .up`).
    public var sinceLift: Double

    public static func == (a: TouchMarker, b: TouchMarker) -> Bool {
        a.point == b.point && a.phase == b.phase && a.sinceLift == b.sinceLift
            && a.trail.map(\.point) == b.trail.map(\.point) && a.trail.map(\.age) == b.trail.map(\.age)
    }
    public func hash(into h: inout Hasher) { h.combine(point); h.combine(phase) }
}

/// A row lifted by a reorder: which row, where it is drawn, and how the others are sliding.
public struct ReorderVisual: Sendable {
    /// Key of the lifted row; its slot in `FrameState.geometry` (at `gap`) is drawn empty.
    public var liftedKey: Int
    public var gap: RowRef
    /// Top of the lifted row in viewport points.
    public var liftedTop: Double
    /// 0.95 while lifted, back to 1 as it drops.
    public var alpha: Double
    /// Shadow opacity, 0.7 while lifted, 0 when dropped.
    public var shadowOpacity: Double
    /// Rows still sliding out of the gap's way: key → current offset from their place (pt).
    public var slides: [Int: Double]
}

public struct LoadMoreVisual: Sendable, Hashable {
    public var loading: Bool
    /// Seconds since loading began (drives the spinner).
    public var loadingFor: Double
}
