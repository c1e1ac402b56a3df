/// Section index (UITableView's `sectionIndexTitles`; docs/behaviours.md, "Section index"): a
/// finger that comes down on the index column owns the touch; at touch-down and at every move the
/// entry under it (clamped to the ends) is looked up and the list jumps, without animation, so
/// that entry's section header is at the top of the visible area, clamped to the scroll range,
/// as `scrollToRow(at:at: .top, animated: false)` places it.
enum SectionIndex {
    /// The content offset that shows section `s`'s top (its header) at the top of the list.
    static func offset(showing s: Int, geometry: ListGeometry, metrics: ListMetrics) -> Double {
        let target = geometry.sectionTop(s) - metrics.contentInset.top
        return min(metrics.maxOffset(contentHeight: geometry.contentHeight), max(metrics.minOffset, target))
    }
}
