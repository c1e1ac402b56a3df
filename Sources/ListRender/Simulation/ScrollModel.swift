/// The scroll view: its offset, its bounds, and the motion it is in. Finger tracking with the
/// rubber band, free deceleration, the bounce spring, and direct sets (scrub, autoscroll) all
/// live here; behaviours drive it through these methods and never touch `offset` themselves.
struct ScrollModel: Sendable {
    enum Motion: Sendable {
        case idle
        /// Following a finger. `raw` is the unbounded offset the finger asks for at `anchorY`.
        case dragging(anchorY: Double, raw: Double)
        /// A fling; `exactTarget` is set when a behaviour reshaped it to land on a given offset.
        case decelerating(Decay, start: Double, exactTarget: Double?)
        case bouncing(Spring, start: Double, settle: Double)
        /// An animated setContentOffset: from `from` to `to` over `duration`, along `curve`.
        case animating(from: Double, to: Double, start: Double, duration: Double, curve: CubicCurve)
    }

    /// The unrounded offset the closed forms (drag, decay, spring) and the direct sets produce.
    /// Motion keeps integrating from this value, so rounding never stalls or biases it.
    var offset: Double
    /// What the screen shows: `offset` on the device-pixel grid. UIKit keeps contentOffset on
    /// the pixel grid in every state (drag, deceleration, bounce, snap, programmatic scrolls), so
    /// hairline separators and text never straddle two pixel rows and fade or shimmer.
    var pixelAlignedOffset: Double { offset.pixelAligned(scale: scale) }
    private(set) var minOffset: Double
    private(set) var maxOffset: Double
    /// The scroll view's height: the rubber band's dimension D.
    let dimension: Double
    /// Device pixels per point.
    let scale: Double
    /// Motion ends within half a device pixel of its target.
    let tolerance: Double
    private(set) var motion: Motion = .idle
    /// When the scroll view last moved or was held (−∞ before anything happened): indicator
    /// fades and "hide after" timers count from here.
    private(set) var lastActivity: Double = -.infinity

    init(offset: Double, minOffset: Double, maxOffset: Double, dimension: Double, scale: Double) {
        self.offset = offset
        self.minOffset = minOffset
        self.maxOffset = max(minOffset, maxOffset)
        self.dimension = dimension
        self.scale = scale
        self.tolerance = 0.5 / scale
    }

    var isDragging: Bool { if case .dragging = motion { return true }; return false }
    var isDecelerating: Bool { if case .decelerating = motion { return true }; return false }
    var isBouncing: Bool { if case .bouncing = motion { return true }; return false }
    var isIdle: Bool { if case .idle = motion { return true }; return false }

    var phase: ScrollPhase {
        switch motion {
        case .idle: return .idle
        case .dragging: return .dragging
        case .decelerating: return .decelerating
        case .bouncing: return .bouncing
        case .animating: return .animating
        }
    }

    /// Scrolling in the sense of the indicator and the originals' "did end scrolling": any motion.
    var isScrolling: Bool { !isIdle }

    /// New content bounds (rows appended, an inset changed). Motion carries on.
    mutating func setBounds(min: Double, max: Double) {
        minOffset = min
        maxOffset = Swift.max(min, max)
    }

    /// Evaluates the current motion at time `t` (seconds), moving on to the next phase as the
    /// closed forms say: a fling that reaches an edge hands its velocity to the bounce spring.
    mutating func advance(to t: Double) {
        while true {
            switch motion {
            case .idle, .dragging:
                return
            case .decelerating(let decay, let start, let exactTarget):
                let local = t - start
                if exactTarget == nil {
                    let edge = decay.v0 < 0 ? minOffset : maxOffset
                    if let hit = decay.time(reaching: edge), hit <= local {
                        let spring = Spring(from: edge, velocity: decay.velocity(at: hit), to: edge)
                        motion = .bouncing(spring, start: start + hit, settle: spring.settleTime(tolerance: tolerance))
                        continue
                    }
                }
                if local >= decay.stopTime {
                    offset = exactTarget ?? decay.position(at: decay.stopTime)
                    finish(at: start + decay.stopTime)
                    return
                }
                offset = decay.position(at: local)
                lastActivity = t
                return
            case .animating(let from, let to, let start, let duration, let curve):
                let f = (t - start) / duration
                guard f < 1 else {
                    offset = to
                    finish(at: start + duration)
                    return
                }
                offset = from + (to - from) * curve.value(max(0, f))
                lastActivity = t
                return
            case .bouncing(let spring, let start, let settle):
                let local = t - start
                if local >= settle {
                    offset = spring.target
                    finish(at: start + settle)
                    return
                }
                offset = spring.position(at: local)
                lastActivity = t
                return
            }
        }
    }

    private mutating func finish(at t: Double) {
        motion = .idle
        lastActivity = t
    }

    // MARK: Finger tracking

    /// A finger catches the content (touch down during a fling or bounce stops it where it is).
    mutating func hold(at t: Double) {
        advance(to: t)
        if !isIdle && !isDragging { finish(at: t) }
    }

    /// The finger lifted without dragging. A list caught mid-bounce springs back from where it
    /// was held, as UIScrollView does; inside its bounds it just stays.
    mutating func release(at t: Double) {
        advance(to: t)
        guard isIdle, offset < minOffset || offset > maxOffset else { return }
        let edge = offset < minOffset ? minOffset : maxOffset
        let spring = Spring(from: offset, velocity: 0, to: edge)
        motion = .bouncing(spring, start: t, settle: spring.settleTime(tolerance: tolerance))
        lastActivity = t
    }

    /// The pan gesture began with the finger at `fingerY`: from now on the content follows it 1:1,
    /// rubber-banded past the edges.
    mutating func beginDrag(fingerY: Double, at t: Double) {
        advance(to: t)
        motion = .dragging(anchorY: fingerY, raw: rawOffset(forDisplayed: offset))
        lastActivity = t
    }

    /// The finger moved to `fingerY` while dragging.
    mutating func drag(fingerY: Double, at t: Double) {
        guard case .dragging(let anchorY, let raw) = motion else { return }
        offset = displayed(forRaw: raw + (anchorY - fingerY))
        lastActivity = t
    }

    /// The finger lifted with content velocity `velocity` (pt/s, positive scrolls down the list).
    /// `landing` may replace where a fling would come to rest (scrollViewWillEndDragging's
    /// targetContentOffset); the deceleration is then reshaped to land exactly there.
    mutating func endDrag(velocity: Double, at t: Double, landing: ((_ target: Double, _ velocity: Double) -> Double?)? = nil) {
        guard isDragging else { return }
        lastActivity = t
        if offset < minOffset || offset > maxOffset {
            let edge = offset < minOffset ? minOffset : maxOffset
            let spring = Spring(from: offset, velocity: velocity, to: edge)
            motion = .bouncing(spring, start: t, settle: spring.settleTime(tolerance: tolerance))
            return
        }
        let decay = Decay(x0: offset, v0: velocity)
        let projected = abs(velocity) <= ScrollPhysics.stopSpeed ? offset : decay.restingPosition
        if let target = landing?(projected, velocity), target != projected {
            let v = Decay.velocity(from: offset, restingAt: target)
            motion = .decelerating(Decay(x0: offset, v0: v), start: t, exactTarget: target)
            advance(to: t)
            return
        }
        if abs(velocity) <= ScrollPhysics.stopSpeed {
            finish(at: t)
        } else {
            motion = .decelerating(decay, start: t, exactTarget: nil)
        }
    }

    /// Sets the offset directly (scrubbing, autoscroll), cancelling any motion.
    mutating func setOffset(_ value: Double, at t: Double) {
        if !isDragging { motion = .idle }
        offset = value
        lastActivity = t
    }

    /// setContentOffset(_:animated: true): from where the list is to `value` over `duration`,
    /// along `curve`. A finger that comes down stops it where it is (`hold`).
    mutating func animate(to value: Double, at t: Double, duration: Double, curve: CubicCurve) {
        advance(to: t)
        motion = .animating(from: offset, to: value, start: t, duration: duration, curve: curve)
        lastActivity = t
    }

    /// Sets the offset as a non-animated `setContentOffset` does: motion stops, and nothing counts
    /// as scrolling (the indicators do not flash).
    mutating func jump(to value: Double) {
        if !isDragging { motion = .idle }
        offset = value
    }

    /// Marks the scroll view as active at `t` without moving it (a held drag, a scrub in place).
    mutating func touch(at t: Double) { lastActivity = t }

    // MARK: Rubber band

    private func displayed(forRaw raw: Double) -> Double {
        if raw < minOffset {
            return minOffset - ScrollPhysics.rubberBand(minOffset - raw, dimension: dimension)
        }
        if raw > maxOffset {
            return maxOffset + ScrollPhysics.rubberBand(raw - maxOffset, dimension: dimension)
        }
        return raw
    }

    private func rawOffset(forDisplayed shown: Double) -> Double {
        if shown < minOffset {
            return minOffset - ScrollPhysics.inverseRubberBand(minOffset - shown, dimension: dimension)
        }
        if shown > maxOffset {
            return maxOffset + ScrollPhysics.inverseRubberBand(shown - maxOffset, dimension: dimension)
        }
        return shown
    }
}
