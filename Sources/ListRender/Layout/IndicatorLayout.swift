/// The vertical scroll indicator's frame, iOS 13+ metrics (Flutter's cupertino scrollbar,
/// "extracted from iOS 13.1"): 3 pt thick, 3 pt from the edge and from the track's ends,
/// length the visible fraction of the track but never under 36 pt, shrinking by the overscroll
/// down to 8 pt while rubber-banding.
enum IndicatorLayout: LayoutContributor {
    static var dumpRank: Int { 300 }
    static let thickness = 3.0
    static let margin = 3.0
    static let minimumLength = 36.0
    static let minimumOverscrolledLength = 8.0

    /// nil when the content fits (UIKit shows no indicator then).
    static func frame(metrics m: ListMetrics, offset: Double, contentHeight: Double, maxOffset: Double,
                      snapHeader: SnapHeaderOptions?) -> Rect? {
        let insetTop = snapHeader.map { topInset(offset: offset, snapHeader: $0) } ?? (m.visibleTop(offset: offset) - m.listFrame.minY)
        let insetBottom = m.contentInset.bottom
        // The visible height under the bars as they are now: a collapsed large title shows more.
        let visible = m.listFrame.height - (snapHeader == nil ? insetTop : m.contentInset.top) - insetBottom
        guard contentHeight > visible, maxOffset > m.minOffset else { return nil }
        let trackTop = m.listFrame.minY + insetTop + margin
        let trackBottom = m.listFrame.maxY - insetBottom - margin
        let track = trackBottom - trackTop
        guard track > minimumOverscrolledLength else { return nil }
        var length = min(track, max(minimumLength, track * visible / contentHeight))
        let p = (offset - m.minOffset) / (maxOffset - m.minOffset)
        var y = trackTop + min(1, max(0, p)) * (track - length)
        if offset < m.minOffset {
            length = max(minimumOverscrolledLength, length - (m.minOffset - offset))
            y = trackTop
        } else if offset > maxOffset {
            length = max(minimumOverscrolledLength, length - (offset - maxOffset))
            y = trackBottom - length
        }
        return Rect(x: m.listFrame.maxX - margin - thickness, y: y, width: thickness, height: length)
    }

    /// With the snap header (the calebd gist's scrollViewDidScroll): the indicator's top inset,
    /// max(0, base − delta) with base = height − uncovered and delta = base + offset.
    static func topInset(offset: Double, snapHeader o: SnapHeaderOptions) -> Double {
        let base = o.height - o.uncovered
        let delta = base + offset
        return max(0, base - delta)
    }
}

extension IndicatorLayout {
    /// The indicator while it shows (nil frame: the content fits; alpha 0: faded out).
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        guard input.state.indicatorAlpha > 0, let frame = frame(input) else { return }
        contributions[ScrollIndicatorContribution.self] = ScrollIndicatorContribution(overlay: Overlay(frame: frame, alpha: input.state.indicatorAlpha))
    }

    /// The indicator's frame at this frame's offset, shown or not (the info panel rides beside it).
    static func frame(_ input: LayoutInput) -> Rect? {
        frame(metrics: input.metrics, offset: input.offset, contentHeight: input.state.geometry.contentHeight,
              maxOffset: input.maxOffset, snapHeader: input.scenario.features.snapHeader)
    }
}

extension ScrollIndicatorContribution {
    public var dumpFields: [(String, JSONOutput)] {
        [("indicator", .object([("frame", LayoutDump.rect(overlay.frame)), ("alpha", .number(overlay.alpha))]))]
    }
}

extension FrameLayout {
    /// The vertical scroll indicator while it shows.
    public var indicator: Overlay? { contributions[ScrollIndicatorContribution.self]?.overlay }
}
