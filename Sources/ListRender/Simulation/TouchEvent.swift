/// One sample of the finger: where it is and what it is doing, at an absolute time.
struct TouchEvent: Hashable, Sendable {
    var time: SimTime
    var phase: TouchPhase
    var point: Point
}

/// The path of the current touch, for release velocity and the finger trail.
struct TouchHistory: Sendable {
    private(set) var samples: [TouchEvent] = []

    mutating func append(_ e: TouchEvent) { samples.append(e) }

    /// The finger's position at `t`, interpolating linearly between samples.
    func position(at t: SimTime) -> Point? {
        guard let first = samples.first else { return nil }
        if t <= first.time { return first.point }
        // Binary search for the first sample at or after t: a touches step may hold 100,000s.
        var lo = 1, hi = samples.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if samples[mid].time >= t { hi = mid } else { lo = mid + 1 }
        }
        if lo < samples.count {
            let i = lo
            let a = samples[i - 1], b = samples[i]
            let span = Double(b.time - a.time)
            let f = span > 0 ? Double(t - a.time) / span : 1
            return Point(x: a.point.x + (b.point.x - a.point.x) * f, y: a.point.y + (b.point.y - a.point.y) * f)
        }
        return samples.last?.point
    }

    /// Finger velocity (pt/s) over the last 50 ms before `t`, as release velocity is measured.
    func velocity(at t: SimTime) -> Point {
        let window: SimTime = 50_000
        guard let first = samples.first else { return .zero }
        let from = max(first.time, t - window)
        guard t > from, let a = position(at: from), let b = position(at: t) else { return .zero }
        let dt = (t - from).seconds
        return Point(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }
}
