/// Section index (UITableView's `sectionIndexTitles`; docs/behaviours.md, "Section index"): a
/// finger that comes down on the index column owns the touch; at touch-down and at every move the
/// entry under it (clamped to the ends) is looked up and the list jumps, without animation, so
/// that entry's section header is at the top of the visible area, clamped to the scroll range,
/// as `scrollToRow(at:at: .top, animated: false)` places it. Under a large title the header lands
/// under the bar as it is once the title has collapsed (the jump itself collapses it), not 52 pt
/// below it where the expanded title's inset would put it.
enum SectionIndex {
    /// The content offset that shows section `s`'s top (its header) at the top of the list.
    static func offset(showing s: Int, geometry: ListGeometry, metrics: ListMetrics) -> Double {
        let target = geometry.sectionTop(s) - metrics.collapsedTopInset
        return min(metrics.maxOffset(contentHeight: geometry.contentHeight), max(metrics.minOffset, target))
    }
}

extension BehaviourID { static let sectionIndex = BehaviourID("sectionIndex") }

/// A finger on the index column owns the touch: the list jumps at touch down and at every move.
struct SectionIndexTouch: Behaviour {
    let id = BehaviourID.sectionIndex
    let options: SectionIndexOptions

    /// The index as it is now.
    private func track(_ list: ListState) -> SectionIndexTrack {
        SectionIndexTrack(options: options, geometry: list.geometry, metrics: list.metrics)
    }

    private func jump(toEntryAtY y: Double, list: inout ListState) {
        guard let entry = track(list).entry(atY: y) else { return }
        let target = SectionIndex.offset(showing: entry.section, geometry: list.geometry, metrics: list.metrics)
        if target != list.scroll.offset || list.scroll.isScrolling { list.scroll.jump(to: target) }
    }

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        guard track(list).contains(touch.down.point) else { return .pass }
        jump(toEntryAtY: touch.down.point.y, list: &list)
        return .claim
    }

    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        jump(toEntryAtY: e.point.y, list: &list)
        return .possible
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict { .claim }
}
