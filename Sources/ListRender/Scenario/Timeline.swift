/// What the finger does: steps run one after another; each expands into raw touches.

/// A place on screen: a viewport point, or the centre of a row where it is when the step starts.
public enum Target: Hashable, Sendable {
    case point(Point)
    case row(RowRef)
}

public enum TouchPhase: String, Sendable, Hashable {
    case down, move, up
}

/// A raw touch event; `t` is relative to its step's start.
public struct RawTouch: Hashable, Sendable {
    public var t: Double
    public var phase: TouchPhase
    public var at: Target
    public init(t: Double, phase: TouchPhase, at: Target) { self.t = t; self.phase = phase; self.at = at }
}

public enum TapTarget: Hashable, Sendable {
    case target(Target)
    /// The list's "Load more" row.
    case loadMore
}

public enum TimelineStep: Hashable, Sendable {
    case wait(Double)
    case drag(from: Target, to: Target, duration: Double, hold: Double)
    case fling(from: Target, dy: Double, duration: Double)
    case tap(TapTarget)
    case longPressDrag(row: RowRef, to: Target, hold: Double, duration: Double)
    case swipe(row: RowRef, dx: Double, duration: Double)
    case scrub(to: Double, duration: Double)
    case touches([RawTouch])
    /// Turns the list's edit mode on or off (UITableView.setEditing(_:animated: true)); instant.
    case edit(Bool)
}

/// A step with its optional absolute start time and where it was written (for messages).
public struct TimedStep: Hashable, Sendable {
    public var at: Double?
    public var step: TimelineStep
    /// JSON path of the step, e.g. `timeline[3]`.
    public var path: String
    /// Where the step is in its file, "line:column" (nil for a step built in code), so an
    /// error found while the step runs (a row not on screen) names it as a load error would.
    public var location: String?
    public init(at: Double? = nil, step: TimelineStep, path: String, location: String? = nil) {
        self.at = at; self.step = step; self.path = path; self.location = location
    }

    // The location is where it was written, not what it is: JSON and YAML steps compare equal.
    public static func == (a: TimedStep, b: TimedStep) -> Bool { a.at == b.at && a.step == b.step && a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(at); h.combine(step); h.combine(path) }
}
