/// Expands timeline steps into raw touches. A step that names a row is expanded when it starts,
/// against the layout at that moment ("the centre of that row where it is on screen").
struct TimelineExpansion {
    /// Touch samples per second for a moving finger (iPhone touch sampling at 120 Hz).
    static let sampleRate = 120.0

    /// Where things are on screen when a step starts; errors name the step's path.
    struct Locator {
        var rowCentre: (RowRef) -> Point?
        var loadMoreCentre: () -> Point?
        var nubCentre: () -> Point?
        /// The nub's centre y for a scroll fraction 0...1.
        var nubCentreY: (Double) -> Double?
    }

    /// The touches of `step` starting at `start`, with absolute times.
    static func touches(for step: TimedStep, start: SimTime, scenarioPath: String, locator: Locator) throws -> [TouchEvent] {
        func fail(_ what: String) -> InputError {
            InputError("\(scenarioPath)\(step.location.map { ":" + $0 } ?? ""): \(step.path): \(what) at \(String(format: "%.3f", start.seconds)) s")
        }
        func point(_ target: Target) throws -> Point {
            switch target {
            case .point(let p): return p
            case .row(let ref):
                guard let p = locator.rowCentre(ref) else {
                    throw fail("row [\(ref.section), \(ref.row)] is not on screen")
                }
                return p
            }
        }
        var events: [TouchEvent] = []
        func at(_ dt: Double) -> SimTime { start + SimTime.seconds(dt) }
        /// One stroke: down at `a`, still for `holdBefore` s, a straight move to `b` over
        /// `duration` s sampled at `sampleRate`, still for `holdAfter` s, up at `b`.
        func stroke(from a: Point, to b: Point, holdBefore: Double = 0, duration: Double, holdAfter: Double = 0) {
            events.append(TouchEvent(time: start, phase: .down, point: a))
            let n = max(1, Int((duration * sampleRate).rounded(.up)))
            for i in 1...n {
                let f = Double(i) / Double(n)
                events.append(TouchEvent(time: at(holdBefore + duration * f), phase: .move,
                                         point: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)))
            }
            events.append(TouchEvent(time: at(holdBefore + duration + holdAfter), phase: .up, point: b))
        }
        switch step.step {
        case .wait, .edit:
            return []
        case .drag(let fromT, let toT, let duration, let hold):
            stroke(from: try point(fromT), to: try point(toT), duration: duration, holdAfter: hold)
        case .fling(let fromT, let dy, let duration):
            let a = try point(fromT)
            stroke(from: a, to: Point(x: a.x, y: a.y + dy), duration: duration)
        case .tap(let target):
            let p: Point
            switch target {
            case .target(let t): p = try point(t)
            case .loadMore:
                guard let c = locator.loadMoreCentre() else { throw fail("the \"Load more\" row is not on screen") }
                p = c
            }
            events.append(TouchEvent(time: start, phase: .down, point: p))
            events.append(TouchEvent(time: at(TimelineStep.tapDuration), phase: .up, point: p))
        case .longPressDrag(let row, let toT, let hold, let duration):
            let a = try point(.row(row)), b = try point(toT)
            stroke(from: a, to: Point(x: a.x, y: b.y), holdBefore: hold, duration: duration)
        case .swipe(let row, let dx, let duration):
            let a = try point(.row(row))
            stroke(from: a, to: Point(x: a.x + dx, y: a.y), duration: duration)
        case .scrub(let fraction, let duration):
            guard let a = locator.nubCentre(), let y = locator.nubCentreY(fraction) else {
                throw fail("scrub needs features.scrubNub")
            }
            stroke(from: a, to: Point(x: a.x, y: y), duration: duration)
        case .touches(let raw):
            for touch in raw {
                events.append(TouchEvent(time: at(touch.t), phase: touch.phase, point: try point(touch.at)))
            }
        }
        return events
    }
}
