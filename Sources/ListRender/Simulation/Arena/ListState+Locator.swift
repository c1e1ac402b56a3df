/// Where things are on screen for timeline steps that name them (a row, the "Load more" row, the
/// scrub nub), as the list is when the step starts.
extension ListState {
    func locator() -> TimelineExpansion.Locator {
        let geometry = self.geometry, metrics = self.metrics, offset = self.offset, maxOffset = self.maxOffset
        let nubOptions = scenario.features.scrubNub
        func onScreen(_ contentY: Double, _ height: Double) -> Point? {
            let y = metrics.viewportY(contentY: contentY + height / 2, offset: offset)
            guard y >= metrics.barsBottom(offset: offset), y < min(metrics.listFrame.maxY, metrics.bottomBarsTop) else { return nil }
            return Point(x: metrics.listFrame.midX, y: y)
        }
        return TimelineExpansion.Locator(
            rowCentre: { ref in
                guard geometry.data.contains(ref) else { return nil }
                let f = geometry.rowFrame(ref)
                return onScreen(f.y, f.height)
            },
            loadMoreCentre: {
                guard geometry.hasLoadMoreRow else { return nil }
                return onScreen(geometry.loadMoreTop, geometry.rowHeight)
            },
            nubCentre: {
                guard let o = nubOptions else { return nil }
                let f = NubTrack.frame(metrics, o, offset: offset, maxOffset: maxOffset)
                return Point(x: f.midX, y: f.midY)
            },
            nubCentreY: { p in
                guard let o = nubOptions else { return nil }
                let track = NubTrack.track(metrics, o)
                return track.minY + p * (track.maxY - track.minY) + o.size.height / 2
            })
    }

    /// Whether the list counts as scrolling for the indicator, the panel and the nub.
    func isActive(at t: Double) -> Bool {
        scroll.isScrolling || isScrubbing || t - scroll.lastActivity < 1.0 / 60 + 1e-9
    }
}
