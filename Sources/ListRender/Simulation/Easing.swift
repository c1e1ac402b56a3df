/// UIKit's default animation curve, ease-in-out: the cubic Bézier (0.42, 0, 0.58, 1).
enum Easing {
    /// Progress 0...1 of an ease-in-out animation at time fraction `x` (clamped to 0...1).
    static func easeInOut(_ x: Double) -> Double {
        bezier(x, p1: (0.42, 0), p2: (0.58, 1))
    }

    /// y of a cubic Bézier from (0,0) to (1,1) at abscissa x, solved by bisection (40 steps:
    /// exact to 1e-12, and the same on every machine).
    static func bezier(_ x: Double, p1: (Double, Double), p2: (Double, Double)) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coord(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if coord(mid, p1.0, p2.0) < x { lo = mid } else { hi = mid }
        }
        return coord((lo + hi) / 2, p1.1, p2.1)
    }
}

/// A timing curve: the cubic Bézier from (0,0) to (1,1) with control points `p1` and `p2`, as
/// CAMediaTimingFunction and Flutter's `Cubic` give them.
struct CubicCurve: Sendable, Hashable {
    var p1: Point
    var p2: Point
    /// Progress 0...1 at time fraction `x`.
    func value(_ x: Double) -> Double { Easing.bezier(x, p1: (p1.x, p1.y), p2: (p2.x, p2.y)) }
}

/// A value animated between 0 and 1 (a fade): where it started, where it goes, and when.
/// Evaluated in closed form at any time, so frames never depend on when it was last looked at.
struct Appearance: Hashable, Sendable {
    private(set) var from: Double = 0
    private(set) var to: Double = 0
    private(set) var start: Double = -.infinity
    private(set) var duration: Double = 0

    /// The value at `t`.
    func value(at t: Double) -> Double {
        guard duration > 0 else { return t >= start ? to : from }
        let f = (t - start) / duration
        if f <= 0 { return from }
        if f >= 1 { return to }
        return from + (to - from) * Easing.easeInOut(f)
    }

    /// Where it is heading.
    var target: Double { to }

    /// Starts animating toward `target` at `t` from wherever it is then.
    mutating func animate(to target: Double, at t: Double, duration: Double) {
        guard target != to else { return }
        from = value(at: t)
        to = target
        start = t
        self.duration = duration
    }
}
