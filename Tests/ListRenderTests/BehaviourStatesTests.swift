import XCTest
@testable import ListRender

/// The behaviours' states of a frame (docs/architecture.md, "Behaviour states"): each behaviour's
/// own typed slot, which its layout pass reads back through the accessor beside its type.
final class BehaviourStatesTests: XCTestCase {
    func testASlotIsTypedReplacedAndEmptiedByNil() {
        var s = BehaviourStates()
        XCTAssertNil(s[LoadMoreVisual.self], "an unwritten slot is empty")
        s[LoadMoreVisual.self] = LoadMoreVisual(loading: false, loadingFor: 0)
        s[InfoPanelVisual.self] = InfoPanelVisual(appearance: 0.25)
        s[LoadMoreVisual.self] = LoadMoreVisual(loading: true, loadingFor: 0.5)
        XCTAssertEqual(s[LoadMoreVisual.self], LoadMoreVisual(loading: true, loadingFor: 0.5), "replaced")
        XCTAssertEqual(s[InfoPanelVisual.self]?.appearance, 0.25, "the other slot untouched")
        XCTAssertNil(s[ScrubNubVisual.self], "same shape, another type: its own slot")
        s[LoadMoreVisual.self] = nil
        XCTAssertNil(s[LoadMoreVisual.self])
        XCTAssertEqual(s[InfoPanelVisual.self]?.appearance, 0.25)
    }

    /// The accessors keep the meaning the stored fields had: nil or empty until a behaviour
    /// writes, and a row's swipe offset written piece by piece by the sliding behaviours.
    func testAccessorsReadWhatTheBehavioursWrote() {
        let g = ListGeometry(data: ListData(.generated(sections: 1, rows: 3)), rowHeight: 44, headerHeight: 28)
        var state = FrameState(index: 0, time: 0, geometry: g, contentOffset: 0, phase: .idle, indicatorAlpha: 0, touch: nil)
        XCTAssertNil(state.infoPanelAppearance)
        XCTAssertNil(state.highlights)
        XCTAssertEqual(state.swipeOffsets, [:])
        XCTAssertEqual(state.switches, [:])
        state.swipeOffsets[1] = -40
        state.swipeOffsets[2] = 12
        state.infoPanelAppearance = 0.5
        state.switches[2] = SwitchVisual(on: true, position: 0.75)
        XCTAssertEqual(state.swipeOffsets, [1: -40, 2: 12])
        XCTAssertEqual(state.infoPanelAppearance, 0.5)
        XCTAssertEqual(state.switches[2], SwitchVisual(on: true, position: 0.75))
        state.infoPanelAppearance = nil
        XCTAssertNil(state.behaviours[InfoPanelVisual.self], "nil empties the slot")
    }

    /// A simulated frame carries the states of the behaviours the scenario turns on, and only those.
    func testASimulatedFrameHoldsItsBehavioursStates() throws {
        var f = Features()
        f.infoPanel = InfoPanelOptions()
        let s = TestScenarios.scenario(list: ListSpec(content: .generated(sections: 3, rows: 20)), features: f,
                                       timeline: [.drag(from: TestScenarios.point(150, 600), to: TestScenarios.point(150, 300), duration: 0.3, hold: 0)],
                                       duration: 1)
        let frames = try Simulator.run(s)
        XCTAssertEqual(frames.first?.infoPanelAppearance, 0, "the panel's slot is there from the first frame")
        XCTAssertTrue(frames.contains { ($0.infoPanelAppearance ?? 0) > 0.99 }, "and shows while scrolling")
        XCTAssertTrue(frames.allSatisfy { $0.nubAppearance == nil && $0.loadMore == nil }, "features off: no slot")
    }
}
