/// Where the scrub nub sits for a scroll position, and the inverse (docs/behaviours.md, "Scrub
/// nub"). Both Simulation (hit-testing a touch, scrubbing) and Layout (placing the nub and the
/// info panel's column) read it, so it lives with the list model.
///
/// The original maps offset → nub with p = offset / (contentHeight − viewHeight) but nub → offset
/// with minOffset = −contentInset.top, so with a top inset the two disagree and the nub jumps
/// when grabbed. Here both directions use the same range (−inset.top ... maxOffset), so they
/// are exact inverses; p is clamped to 0...1 so the nub stays on its track while rubber-banding.
enum NubTrack {
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
}
