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
    /// The cells' leading and trailing content margin: `list.layoutMargin`, else `separatorInset`.
    let layoutMargin: Double
    /// Inset-grouped cards sit this far from the list's edges: the platform's inset-grouped
    /// margin, else the layout margins, 16 pt, or 20 pt on phones at least 393 pt wide (Pro,
    /// Plus and Max sizes); 0 in the other styles.
    let cardInset: Double
    let style: TableStyle
    /// Snap header: the covered state (offset −1) must always be reachable, as the gist's
    /// table-high footer makes it.
    let minimumMaxOffset: Double?
    /// The bars above the list (status bar, navigation bar); their height is part of `contentInset.top`.
    let chrome: ChromeMetrics
    /// The scenario's own top inset, without the bars'.
    let userTopInset: Double
    /// The scenario's own bottom inset, without the bottom bar's band.
    let userBottomInset: Double

    init(scenario: Scenario) {
        viewport = scenario.viewport
        rowHeight = scenario.list.rowHeight
        headerHeight = scenario.list.headerHeight
        separatorInset = scenario.list.separatorInset
        layoutMargin = scenario.list.layoutMargin ?? scenario.list.separatorInset
        style = scenario.list.style
        chrome = ChromeMetrics(scenario.chrome, viewport: scenario.viewport, look: scenario.theme.look.bottomBars,
                              navigation: scenario.theme.look.navigationBar)
        userTopInset = scenario.list.contentInset.top
        userBottomInset = scenario.list.contentInset.bottom
        cardInset = scenario.list.style == .insetGrouped
            ? scenario.theme.look.insetGroupedMargin ?? Self.layoutMargin(width: scenario.viewport.width) : 0
        if let snap = scenario.features.snapHeader {
            listFrame = Rect(x: 0, y: snap.uncovered, width: viewport.width, height: viewport.height - snap.uncovered)
            contentInset = EdgeInsets(top: snap.height - (snap.uncovered - 1), bottom: scenario.list.contentInset.bottom + chrome.bottomInset)
            minimumMaxOffset = 0
        } else {
            listFrame = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
            // As UIKit's adjustedContentInset: the scenario's inset plus the bars' (the safe area).
            contentInset = EdgeInsets(top: scenario.list.contentInset.top + chrome.topInset,
                                      bottom: scenario.list.contentInset.bottom + chrome.bottomInset)
            minimumMaxOffset = nil
        }
    }

    /// The top of the scroll range: the content's top edge at the inset.
    var minOffset: Double { -contentInset.top }

    /// The viewport y below which the list is uncovered at `offset`: the list's top inset edge,
    /// which a collapsing large title moves (floating headers pin there, the indicator starts there).
    func visibleTop(offset: Double) -> Double {
        chrome.collapses
            ? listFrame.minY + userTopInset + chrome.coveredTop(offset: offset, userTop: userTopInset)
            : listFrame.minY + contentInset.top
    }

    /// The top inset once a large title has collapsed (the bars' compact height plus the
    /// scenario's own inset): a jump to a section aims there, as the title collapses on the way.
    var collapsedTopInset: Double {
        visibleTop(offset: .greatestFiniteMagnitude) - listFrame.minY
    }

    /// The viewport y of the bars' bottom edge at `offset` (the list's top without bars): rows
    /// above it are covered, neither touched nor autoscrolled to.
    func barsBottom(offset: Double) -> Double {
        listFrame.minY + chrome.coveredTop(offset: offset, userTop: userTopInset)
    }

    /// The viewport y where a tab bar or toolbar's band starts (the viewport's bottom without one):
    /// rows below it are covered, neither touched nor found by a timeline step.
    var bottomBarsTop: Double { viewport.height - chrome.bottomInset }

    /// The bottom of the scroll range for content `contentHeight` pt tall.
    func maxOffset(contentHeight: Double) -> Double {
        let natural = contentHeight + contentInset.bottom - listFrame.height
        return max(minOffset, max(natural, minimumMaxOffset ?? -.infinity))
    }

    /// Viewport y of content y at a given offset.
    func viewportY(contentY: Double, offset: Double) -> Double { listFrame.minY + contentY - offset }

    /// Content y of viewport y at a given offset.
    func contentY(viewportY: Double, offset: Double) -> Double { viewportY - listFrame.minY + offset }

    /// UIKit's horizontal layout margins for a full-screen view on a phone (`Viewport.layoutMargin`).
    static func layoutMargin(width: Double) -> Double { Viewport.layoutMargin(width: width) }
}
