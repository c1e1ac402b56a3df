/// The 1-px ramp `clamp(0.5 - (sqrt(q) - radius), 0, 1)` of a pixel centre at squared distance
/// `q` from an arc's centre (rounded corners, capsules), decided without the square root where
/// the answer is sure: a corner's or a capsule's pixels are mostly well inside or outside.
///
/// The bounds are exact, not approximate, so the ramp is the same Double either way. Rounding is
/// monotone and 0.5, 1 and the bounds are Doubles: when q >= `outside` (at least `t * t` for
/// some Double t >= radius + 0.5, both rounded up), sqrt(q) rounds to at least t, so
/// `sqrt(q) - radius` rounds to at least 0.5 and the ramp is 0; when q <= `inside` (at most
/// `t * t` for a Double 0 <= t <= radius - 0.5, both rounded down), sqrt(q) rounds to at most
/// t, the difference to at most -0.5 and the ramp to 1. NaN bounds (a radius that is not a
/// finite number) decide nothing.
struct ArcRamp {
    private let outside: Double, inside: Double

    init(radius: Double) {
        guard radius.isFinite, radius >= 0, radius < 1e150 else { outside = .nan; inside = .nan; return }
        let far = (radius + 0.5).nextUp
        outside = (far * far).nextUp
        let near = (radius - 0.5).nextDown
        inside = near > 0 ? (near * near).nextDown : -.infinity
    }

    /// The ramp is 0 at squared distance `q`.
    @inline(__always) func surelyOutside(_ q: Double) -> Bool { q >= outside }
    /// The ramp is 1 at squared distance `q`.
    @inline(__always) func surelyInside(_ q: Double) -> Bool { q <= inside }
}
