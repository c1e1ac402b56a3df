/// The one registration of the list's behaviours (docs/architecture.md, "The registration"):
/// for each, in the arena's precedence order, its simulation component and its layout passes.
/// Everything else a behaviour brings is declared by its own files: its state's slot
/// (`BehaviourStates`), its layout value and dump fields (`Layout/Contributions/`), its painter
/// and its place in the z-order (`ContributionPainting.paintOrder`), its place among the layout
/// dump's keys (`LayoutContributor.dumpRank`).
///
/// It lives here, above the pipeline, because it names each stage's types: Simulation, Layout
/// and Paint each get their part handed in (`Simulator(scenario:text:behaviours:)`,
/// `LayoutEngine.layout(_:scenario:metrics:contributors:)`) and none of them names a later one.
struct BehaviourRegistration {
    /// What the registration is for (a scenario's `features` key where it has one).
    let name: String
    /// The behaviour a scenario gets, nil when the scenario leaves it off.
    let component: (Scenario, any CellTextMeasuring) -> (any Behaviour)?
    /// Its layout passes, each placing its own `FrameContribution` (or none when off).
    let layout: [any LayoutContributor.Type]

    init(_ name: String, layout: [any LayoutContributor.Type] = [],
         component: @escaping (Scenario, any CellTextMeasuring) -> (any Behaviour)? = { _, _ in nil }) {
        self.name = name
        self.layout = layout
        self.component = component
    }
}

struct BehaviourRegistry {
    var entries: [BehaviourRegistration]

    /// The simulation components `scenario` switches on, in precedence order: touch down is
    /// offered in this order (the first claim takes the touch), an undecided release too (the
    /// first claim takes the tap); deadlines at the same microsecond are handled in this order,
    /// and each behaviour's state goes into the frame in this order.
    func behaviours(for scenario: Scenario, text: any CellTextMeasuring) -> [any Behaviour] {
        entries.compactMap { $0.component(scenario, text) }
    }

    /// Every layout pass, in the order of their keys in the layout dump (`dumpRank`; equal
    /// ranks keep the registration's order).
    var layoutContributors: [any LayoutContributor.Type] {
        entries.flatMap(\.layout).enumerated()
            .sorted { ($0.element.dumpRank, $0.offset) < ($1.element.dumpRank, $1.offset) }
            .map(\.element)
    }

    /// The library's behaviours. Adding one: its own files and one entry here, where it ranks.
    static var standard: BehaviourRegistry { BehaviourRegistry(entries: [
        // Targets that own any touch landing on them, topmost first.
        BehaviourRegistration("scrollsToTop") { s, _ in s.features[ScrollToTopOptions.self].map { _ in ScrollToTop() } },
        BehaviourRegistration("barButtons") { s, _ in s.chrome.navigationBar.map { BarButtons(bar: $0) } },
        BehaviourRegistration("search") { s, text in s.chrome.navigationBar?.search == nil ? nil : SearchFocus(text: text) },
        BehaviourRegistration("bottomBar") { s, _ in s.chrome.hasBottomBar ? BottomBarTouch(chrome: s.chrome) : nil },
        BehaviourRegistration("scrubNub", layout: [ScrubNubLayout.self]) { s, _ in s.features.scrubNub.map { ScrubNub(options: $0) } },
        BehaviourRegistration("sectionIndex", layout: [SectionIndexPlacement.self]) { s, _ in
            s.features.sectionIndex.map { SectionIndexTouch(options: $0) }
        },
        // The list: the scroll view catches the touch first, then what the cells make of it.
        BehaviourRegistration("scroll", layout: [IndicatorLayout.self, SnapHeaderLayout.self]) { _, _ in ScrollPan() },
        BehaviourRegistration("swipeActions", layout: [SwipeActionsLayout.self]) { s, text in
            s.features.swipeActions.map { SwipeActions(options: $0, rightToLeft: s.layoutDirection == .rightToLeft, text: text) }
        },
        BehaviourRegistration("multipleSelectionDuringEditing") { s, _ in
            s.features.multipleSelectionDuringEditing.map { EditingSelection(options: $0) }
        },
        BehaviourRegistration("editMode", layout: [EditModeLayout.self]) { s, text in
            EditMode(text: text, rightToLeft: s.layoutDirection == .rightToLeft)
        },
        BehaviourRegistration("reorder") { s, _ in ReorderBehaviour(options: s.features.reorder) },
        BehaviourRegistration("swipe") { s, _ in s.features.swipe.map { Swipe(options: $0) } },
        BehaviourRegistration("switch") { _, _ in SwitchFlips() },
        BehaviourRegistration("loadMore", layout: [LoadMorePlacement.self]) { s, _ in s.features.loadMore.map { LoadMoreBehaviour(options: $0) } },
        BehaviourRegistration("selection") { s, _ in s.features.selection.map { Selection(options: $0) } },
        // No touches: they watch the scroll view (the refresh before the fades that follow it).
        BehaviourRegistration("refreshControl", layout: [RefreshControlLayout.self]) { s, _ in s.features.refreshControl.map { RefreshControl(options: $0) } },
        BehaviourRegistration("infoPanel", layout: [InfoPanelLayout.self]) { s, _ in s.features.infoPanel.map { InfoPanel(options: $0) } },
    ]) }
}

/// The simulator, the layout and the renderer with the library's behaviours: what the commands
/// and most tests use. A test's own behaviour comes in through the `registry:` variants.
extension Simulator {
    init(scenario: Scenario, text: any CellTextMeasuring, registry: BehaviourRegistry = .standard) {
        self.init(scenario: scenario, text: text, behaviours: registry.behaviours(for: scenario, text: text))
    }

    init(scenario: Scenario, registry: BehaviourRegistry) {
        self.init(scenario: scenario, text: TextMeasurer.measurer(for: scenario.theme.fonts), registry: registry)
    }
}

extension LayoutEngine {
    static func layout(_ state: FrameState, scenario: Scenario, metrics: ListMetrics) -> FrameLayout {
        layout(state, scenario: scenario, metrics: metrics, contributors: BehaviourRegistry.standard.layoutContributors)
    }
}
