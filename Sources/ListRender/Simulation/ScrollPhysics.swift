import Foundation

/// UIScrollView's physics in closed form (docs/uikit-numbers.md, "Scrolling physics"): exponential decay for
/// a fling, Grant Paul's rubber band for overscroll, and a critically damped spring for the bounce.
/// Closed forms, not integration, so a result never depends on the frame rate.
enum ScrollPhysics {
    /// UIScrollView.DecelerationRate.normal: velocity is multiplied by 0.998 every millisecond.
    static let decelerationRate = 0.998
    /// Below this speed (pt/s) deceleration stops (ScrollMechanics).
    static let stopSpeed = 0.5
    /// Rubber-band constant c (Grant Paul, 2013).
    static let rubberBandCoefficient = 0.55
    /// The bounce spring: mass 1, stiffness 100, damping ratio 1, so ω = √(k/m) = 10 /s.
    static let springOmega = 10.0

    /// The overscroll shown for a finger overscroll `x` ≥ 0 on a viewport of size `d`:
    /// b = x·d·c / (d + c·x). It approaches `d` and never reaches it.
    static func rubberBand(_ x: Double, dimension d: Double, c: Double = rubberBandCoefficient) -> Double {
        x * d * c / (d + c * x)
    }

    /// The finger overscroll that shows `b` (0 ≤ b < d): the inverse of `rubberBand`.
    static func inverseRubberBand(_ b: Double, dimension d: Double, c: Double = rubberBandCoefficient) -> Double {
        let clamped = min(b, d * 0.999_999)
        return clamped * d / (c * (d - clamped))
    }

    /// k = 1000 ln d, per second (negative).
    static func decayConstant(rate: Double = decelerationRate) -> Double { 1000 * log(rate) }
}

/// A fling's free deceleration from x0 with velocity v0 (pt/s): x(t) = x0 + v0 (e^{kt} − 1)/k.
struct Decay: Hashable, Sendable {
    let x0: Double
    let v0: Double
    let k: Double

    init(x0: Double, v0: Double, rate: Double = ScrollPhysics.decelerationRate) {
        self.x0 = x0; self.v0 = v0; self.k = ScrollPhysics.decayConstant(rate: rate)
    }

    func position(at t: Double) -> Double { x0 + v0 * (exp(k * t) - 1) / k }
    func velocity(at t: Double) -> Double { v0 * exp(k * t) }

    /// Where it would come to rest given infinite time: x0 − v0/k (about x0 + 0.4995 v0).
    var restingPosition: Double { x0 - v0 / k }

    /// When the speed falls below `ScrollPhysics.stopSpeed` (0 when it already is).
    var stopTime: Double {
        abs(v0) <= ScrollPhysics.stopSpeed ? 0 : log(ScrollPhysics.stopSpeed / abs(v0)) / k
    }

    /// The time at which the curve reaches `edge`, if it does before stopping.
    func time(reaching edge: Double) -> Double? {
        guard v0 != 0 else { return nil }
        let arg = 1 + k * (edge - x0) / v0
        guard arg > 0, arg < 1 else { return nil }
        let t = log(arg) / k
        return t <= stopTime ? t : nil
    }

    /// The initial velocity that makes a decay from `x0` come to rest exactly at `target`.
    static func velocity(from x0: Double, restingAt target: Double,
                                rate: Double = ScrollPhysics.decelerationRate) -> Double {
        ScrollPhysics.decayConstant(rate: rate) * (x0 - target)
    }
}

/// A critically damped spring pulling toward `target`: u(t) = (u0 + (v0 + ωu0) t) e^{−ωt}.
struct Spring: Hashable, Sendable {
    let target: Double
    let u0: Double
    let v0: Double
    let omega: Double

    init(from x0: Double, velocity v0: Double, to target: Double, omega: Double = ScrollPhysics.springOmega) {
        self.target = target; self.u0 = x0 - target; self.v0 = v0; self.omega = omega
    }

    func position(at t: Double) -> Double {
        target + (u0 + (v0 + omega * u0) * t) * exp(-omega * t)
    }

    func velocity(at t: Double) -> Double {
        (v0 - omega * (v0 + omega * u0) * t) * exp(-omega * t)
    }

    /// The first millisecond after which the spring stays within `tolerance` pt of its target
    /// (and moves slower than `tolerance` pt per frame at 60 fps). A critically damped spring
    /// crosses its target at most once, so once both hold they keep holding.
    func settleTime(tolerance: Double) -> Double {
        var ms = 0
        while ms < 20_000 {
            let t = Double(ms) / 1000
            if abs(position(at: t) - target) < tolerance && abs(velocity(at: t)) < tolerance * 60 { return t }
            ms += 1
        }
        return 20
    }
}
