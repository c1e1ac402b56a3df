/// Everything the simulation knows at one frame time: the input to Layout. The scroll view's
/// part is stored here; each behaviour's part is a value in `behaviours`, declared with its
/// accessor in the behaviour's own hand-on file in `Simulation/BehaviourStates/`, so a new
/// behaviour adds no field here (docs/architecture.md, "Behaviour states").
public struct FrameState: Sendable {
    public var index: Int
    /// Seconds since the scenario started.
    public var time: Double
    /// The list as it is at this frame (rows after any drop or page load; during a reorder,
    /// arranged with the lifted row at the gap).
    var geometry: ListGeometry
    public var contentOffset: Double
    public var phase: ScrollPhase
    /// The scroll indicator's opacity (0 when hidden).
    var indicatorAlpha: Double
    /// The finger, while down and just after it lifts.
    public var touch: TouchMarker?
    /// What each behaviour hands Layout, one slot per state type.
    var behaviours = BehaviourStates()

    /// The scroll view's part; the behaviours add theirs (`Behaviour.contribute`).
    init(index: Int, time: Double, geometry: ListGeometry, contentOffset: Double, phase: ScrollPhase,
         indicatorAlpha: Double, touch: TouchMarker?) {
        self.index = index
        self.time = time
        self.geometry = geometry
        self.contentOffset = contentOffset
        self.phase = phase
        self.indicatorAlpha = indicatorAlpha
        self.touch = touch
    }
}

/// A behaviour's own part of a frame's state: a plain value the behaviour writes in its
/// `contribute` and Layout reads through the accessor declared beside the type.
protocol BehaviourState: Sendable {}

/// The behaviours' states of one frame, one slot per state type, read and written by type
/// (`state.behaviours[InfoPanelVisual.self]`): no strings, and the cast is `as?` on a slot that
/// holds only that type, so it cannot trap. Kept in the order the values were first written
/// (the behaviours' registered order), so nothing depends on hashing.
struct BehaviourStates: Sendable {
    private var slots: [any BehaviourState] = []

    subscript<T: BehaviourState>(_ type: T.Type) -> T? {
        get { slots.slot(of: T.self) }
        set { slots.setSlot(of: T.self, to: newValue) }
    }
}

/// What the list's scroll view is doing, as the layout dump names it.
public enum ScrollPhase: String, Sendable, Hashable {
    case idle, dragging, decelerating, bouncing, scrubbing, reordering
    /// An animated scroll to an offset (scroll to top).
    case animating
}

/// Where the finger is and has been, for the dump and the documentation overlay.
public struct TouchMarker: Sendable, Hashable {
    public var point: Point
    public var phase: TouchPhase
    /// Recent positions, oldest first, each with how fresh it is: 1 just now, 0 when it is as
    /// old as a trail point gets (for a fading trail).
    var trail: [(point: Point, fresh: Double)]
    /// Progress of the lift: 0 while the finger is down, rising to 1 when the lift has faded out
    /// (only moves when `phase == .up`).
    var lift: Double

    public static func == (a: TouchMarker, b: TouchMarker) -> Bool {
        a.point == b.point && a.phase == b.phase && a.lift == b.lift
            && a.trail.map(\.point) == b.trail.map(\.point) && a.trail.map(\.fresh) == b.trail.map(\.fresh)
    }
    public func hash(into h: inout Hasher) { h.combine(point); h.combine(phase) }
}

