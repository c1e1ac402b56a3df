/// The fixed frame of the list on screen and its scroll bounds, derived once from a scenario.
///
/// Normally the list fills the viewport. With the snap header (docs/behaviours.md, "Snap header") the table
/// starts `uncovered` pt down — the strip calebd's gist keeps uncovered — and its top content inset is
/// `height − (uncovered − 1)`, so at rest the first row's 1-pt top border sits just below the header.
struct ListMetrics: Sendable {
    let viewport: Viewport
    /// The table view's frame in viewport points.
    let listFrame: Rect
    let contentInset: EdgeInsets
    let rowHeight: Double
    let headerHeight: Double
    let separatorInset: Double
    /// Snap header: the covered state (offset −1) must always be reachable, as the gist's
    /// table-high footer makes it.
    let minimumMaxOffset: Double?

    init(scenario: Scenario) {
        viewport = scenario.viewport
        rowHeight = scenario.list.rowHeight
        headerHeight = scenario.list.headerHeight
        separatorInset = scenario.list.separatorInset
        if let snap = scenario.features.snapHeader {
            listFrame = Rect(x: 0, y: snap.uncovered, width: viewport.width, height: viewport.height - snap.uncovered)
            contentInset = EdgeInsets(top: snap.height - (snap.uncovered - 1), bottom: scenario.list.contentInset.bottom)
            minimumMaxOffset = 0
        } else {
            listFrame = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
            contentInset = scenario.list.contentInset
            minimumMaxOffset = nil
        }
    }

    /// The top of the scroll range: the content's top edge at the inset.
    var minOffset: Double { -contentInset.top }

    /// The bottom of the scroll range for content `contentHeight` pt tall.
    func maxOffset(contentHeight: Double) -> Double {
        let natural = contentHeight + contentInset.bottom - listFrame.height
        return max(minOffset, max(natural, minimumMaxOffset ?? -.infinity))
    }

    /// Viewport y of content y at a given offset.
    func viewportY(contentY: Double, offset: Double) -> Double { listFrame.minY + contentY - offset }

    /// Content y of viewport y at a given offset.
    func contentY(viewportY: Double, offset: Double) -> Double { viewportY - listFrame.minY + offset }
}
