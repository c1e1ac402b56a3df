/// What a feature's layout pass reads: the frame's state, the scenario and the list's metrics.
struct LayoutInput {
    let state: FrameState
    let scenario: Scenario
    let metrics: ListMetrics

    var offset: Double { state.contentOffset }
    var maxOffset: Double { metrics.maxOffset(contentHeight: state.geometry.contentHeight) }
}

/// A feature that places its own `FrameContribution` (docs/architecture.md, "Frame
/// contributions"): it reads the frame's state and puts its value into the frame's slots, or
/// leaves its slot empty when it is off or not on screen.
protocol LayoutContributor {
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions)
}

extension LayoutEngine {
    /// The registration of the contributing features: their passes run in this order, which is
    /// the order of their keys in the layout dump. A new overlay feature adds one line here.
    static var contributors: [any LayoutContributor.Type] { [
        LoadMorePlacement.self,
        SnapHeaderLayout.self,
        IndicatorLayout.self,
        InfoPanelLayout.self,
        ScrubNubLayout.self,
        EditModeLayout.self,
        SwipeActionsLayout.self,
        SectionIndexPlacement.self,
    ] }

    static func placeContributions(_ input: LayoutInput, into layout: inout FrameLayout) {
        for contributor in contributors { contributor.contribute(input, to: &layout.contributions) }
    }
}
