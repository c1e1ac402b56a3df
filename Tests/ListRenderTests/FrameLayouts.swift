@testable import ListRender

/// A scenario's frames, laid out on first access and kept: reads like `[FrameLayout]`.
struct FrameLayouts: RandomAccessCollection {
    private final class Store {
        let states: [FrameState]
        let scenario: Scenario
        let metrics: ListMetrics
        var laidOut: [FrameLayout?]
        init(states: [FrameState], scenario: Scenario) {
            self.states = states; self.scenario = scenario
            metrics = ListMetrics(scenario: scenario)
            laidOut = Array(repeating: nil, count: states.count)
        }
    }
    private let store: Store

    init(states: [FrameState], scenario: Scenario) { store = Store(states: states, scenario: scenario) }

    var startIndex: Int { 0 }
    var endIndex: Int { store.states.count }
    subscript(i: Int) -> FrameLayout {
        if let done = store.laidOut[i] { return done }
        let layout = LayoutEngine.layout(store.states[i], scenario: store.scenario, metrics: store.metrics)
        store.laidOut[i] = layout
        return layout
    }
}
