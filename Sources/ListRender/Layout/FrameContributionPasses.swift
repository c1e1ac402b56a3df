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
    /// Where its keys go in the layout dump's frame object, among the other contributions'
    /// (lower first; spaced by 100, so a new one slots in without renumbering).
    static var dumpRank: Int { get }
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions)
}

extension LayoutEngine {
    /// Runs the registered passes (`BehaviourRegistry.layoutContributors`, in Render, handed in:
    /// Layout names no behaviour), in the order of their keys in the layout dump.
    static func placeContributions(_ input: LayoutInput, contributors: [any LayoutContributor.Type], into layout: inout FrameLayout) {
        for contributor in contributors { contributor.contribute(input, to: &layout.contributions) }
    }
}
