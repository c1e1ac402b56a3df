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
    /// Its part inside the rows: a `RowContribution` into the slots of the rows it concerns.
    /// Runs after the library's own row passes (selection, swipe actions, switches, edit mode),
    /// so it sees each row as it will be drawn.
    static func contribute(_ input: LayoutInput, rows: inout [RowLayout])
}

extension LayoutContributor {
    /// A feature drawn only inside rows places nothing in the frame's slots.
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {}
    /// A feature drawn only outside the rows places nothing in them.
    static func contribute(_ input: LayoutInput, rows: inout [RowLayout]) {}
}

extension LayoutEngine {
    /// Runs the registered passes (`BehaviourRegistry.layoutContributors`, in Render, handed in:
    /// Layout names no behaviour), in the order of their keys in the layout dump.
    static func placeContributions(_ input: LayoutInput, contributors: [any LayoutContributor.Type], into layout: inout FrameLayout) {
        for contributor in contributors { contributor.contribute(input, to: &layout.contributions) }
    }

    /// Runs the registered passes' row parts, in the same order.
    static func placeRowContributions(_ input: LayoutInput, contributors: [any LayoutContributor.Type], into rows: inout [RowLayout]) {
        for contributor in contributors { contributor.contribute(input, rows: &rows) }
    }
}
