/// How long each step takes, and when each step of a timeline starts. The loader uses these to
/// check `at` and to default `duration`; the Simulation uses them to schedule touches, so both
/// agree by construction.
extension TimelineStep {
    /// A tap is down and up within this many seconds (spec: "down and up within 0.1 s").
    static let tapDuration = 0.1

    /// Seconds from the step's start to its last touch: wait d; drag duration + hold; fling
    /// duration; tap 0.1; longPressDrag hold + duration; swipe duration; scrub duration;
    /// touches the last event's `t`; edit 0 (its
    /// transition runs on while later steps start).
    public var duration: Double {
        switch self {
        case .wait(let d): return d
        case .drag(_, _, let duration, let hold): return duration + hold
        case .fling(_, _, let duration): return duration
        case .tap: return TimelineStep.tapDuration
        case .longPressDrag(_, _, let hold, let duration): return hold + duration
        case .swipe(_, _, let duration): return duration
        case .scrub(_, let duration): return duration
        case .touches(let events): return events.last?.t ?? 0
        case .edit: return 0
        }
    }
}

extension TimedStep {
    /// The start time of each step: its `at`, or the previous step's end.
    static func startTimes(of steps: [TimedStep]) -> [Double] {
        var t = 0.0
        return steps.map { step in
            let start = step.at ?? t
            t = start + step.step.duration
            return start
        }
    }

    /// When the last step ends (0 for an empty timeline).
    static func end(of steps: [TimedStep]) -> Double {
        var t = 0.0
        for step in steps { t = (step.at ?? t) + step.step.duration }
        return t
    }
}
