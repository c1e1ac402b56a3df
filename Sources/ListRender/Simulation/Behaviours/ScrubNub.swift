/// Seed 02 (Dropbox, NSScreencast 097): a nub on the right edge whose y tracks the fraction
/// scrolled, and which scrubs the list when dragged.
///
/// The seed maps offset → nub with p = offset / (contentHeight − viewHeight) but nub → offset
/// with minOffset = −contentInset.top, so with a top inset the two disagree and the nub jumps
/// when grabbed. Here both directions use the same range (−inset.top ... maxOffset), so they
/// are exact inverses; p is clamped to 0...1 so the nub stays on its track while rubber-banding.
struct ScrubNub: Sendable {
    let options: ScrubNubOptions
    var appearance = Appearance()
    /// While a finger holds the nub: the finger's y minus the nub's top when grabbed.
    var grabOffset: Double?

    var isScrubbing: Bool { grabOffset != nil }

    /// Nub track in viewport points: minY = list top + inset.top + margin,
    /// maxY = list bottom − nub height − margin.
    static func track(_ m: ListMetrics, _ o: ScrubNubOptions) -> (minY: Double, maxY: Double) {
        let minY = m.listFrame.minY + max(0, m.contentInset.top) + o.margin
        let maxY = m.listFrame.maxY - o.size.height - o.margin
        return (minY, max(minY, maxY))
    }

    /// Fraction scrolled, 0...1.
    static func fraction(offset: Double, minOffset: Double, maxOffset: Double) -> Double {
        guard maxOffset > minOffset else { return 0 }
        return min(1, max(0, (offset - minOffset) / (maxOffset - minOffset)))
    }

    /// The nub's frame for a scroll position: y = p (maxY − minY) + minY.
    static func frame(_ m: ListMetrics, _ o: ScrubNubOptions, offset: Double, maxOffset: Double) -> Rect {
        let (minY, maxY) = track(m, o)
        let p = fraction(offset: offset, minOffset: m.minOffset, maxOffset: maxOffset)
        return Rect(x: m.listFrame.maxX - o.margin - o.size.width, y: p * (maxY - minY) + minY,
                    width: o.size.width, height: o.size.height)
    }

    /// The inverse: the offset that puts the nub's top at `nubY` (clamped to the track).
    static func offset(_ m: ListMetrics, _ o: ScrubNubOptions, nubY: Double, maxOffset: Double) -> Double {
        let (minY, maxY) = track(m, o)
        let p = maxY > minY ? min(1, max(0, (nubY - minY) / (maxY - minY))) : 0
        return p * (maxOffset - m.minOffset) + m.minOffset
    }

    /// Shows on scroll (fading in over `fade`); hides `hideDelay` after scrolling and scrubbing
    /// have ended, fading out over `fade` (the seed: 0.75 s, then 0.5 s).
    mutating func update(at t: Double, active: Bool, lastActivity: Double) {
        if active || isScrubbing {
            appearance.animate(to: 1, at: t, duration: options.fade)
        } else if appearance.target == 1, t >= lastActivity + options.hideDelay {
            appearance.animate(to: 0, at: lastActivity + options.hideDelay, duration: options.fade)
        }
    }
}
