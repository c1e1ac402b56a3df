import XCTest
@testable import ListRender

/// The hand-on seam of docs/architecture.md ("Frame contributions"): each feature outside the
/// rows puts its own typed value into the frame, writes its own dump fields and has its own
/// painter, in one registered order per stage.
final class FrameContributionsTests: XCTestCase {
    typealias T = TestScenarios

    func testASlotIsTypedReplacedInPlaceAndEmptiedByNil() {
        var c = FrameContributions()
        c[EditingContribution.self] = EditingContribution(progress: 0.25)
        c[SnapHeaderContribution.self] = SnapHeaderContribution(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        c[EditingContribution.self] = EditingContribution(progress: 0.5)
        XCTAssertEqual(c[EditingContribution.self]?.progress, 0.5)
        XCTAssertEqual(c.all.map { "\(type(of: $0))" }, ["EditingContribution", "SnapHeaderContribution"], "replaced in its place")
        c[EditingContribution.self] = nil
        XCTAssertNil(c[EditingContribution.self])
        XCTAssertEqual(c.all.count, 1)
    }

    /// A frame with the snap header, the indicator, the info panel, the nub and the section index.
    func overlaysFrame() throws -> (Scenario, FrameLayout) {
        var f = Features()
        f.snapHeader = SnapHeaderOptions()
        f.infoPanel = InfoPanelOptions()
        f.scrubNub = ScrubNubOptions()
        f.sectionIndex = SectionIndexOptions(titles: nil)
        let s = T.scenario(list: ListSpec(content: .generated(sections: 20, rows: 10)), features: f,
                           timeline: [.drag(from: T.point(150, 700), to: T.point(150, 300), duration: 0.5, hold: 1)], duration: 2)
        return (s, try T.layouts(s)[50])
    }

    func testDumpKeysFollowTheRegisteredOrder() throws {
        let (_, frame) = try overlaysFrame()
        guard case .object(let pairs) = LayoutDump.frame(frame) else { return XCTFail("a frame is an object") }
        let keys = pairs.map(\.0).filter { ["snapHeader", "indicator", "infoPanel", "nub", "sectionIndex"].contains($0) }
        XCTAssertEqual(keys, ["snapHeader", "indicator", "infoPanel", "nub", "sectionIndex"])
    }

    func testEachContributionIsPaintedByItsOwnPainterOnce() throws {
        let (s, frame) = try overlaysFrame()
        let painter = Painter(theme: .light, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                              text: TextMeasurer.shared)
        // The overlays' z-order as each declares it: the index under the indicator, the panel
        // riding on it, the nub on top; not the order Layout placed them in (the dump's).
        XCTAssertEqual(Painter.painted(frame.contributions, layer: .overlays).map { "\(type(of: $0))" },
                       ["SectionIndexLayout", "ScrollIndicatorContribution", "PanelLayout", "ScrubNubContribution"])
        let full = painter.paint(frame).items
        var withoutNub = frame
        withoutNub.contributions[ScrubNubContribution.self] = nil
        var nubOnly: [DisplayItem] = []
        try XCTUnwrap(frame.contributions[ScrubNubContribution.self]).paint(with: painter, into: &nubOnly)
        XCTAssertEqual(nubOnly.count, 5, "layer, shadow, ring, dot, end")
        XCTAssertEqual(painter.paint(withoutNub).items.count, full.count - nubOnly.count)
        let painters = frame.contributions.all.compactMap { $0 as? any ContributionPainting }
        let orders = painters.map { type(of: $0).paintOrder }.map { "\($0.layer) \($0.rank)" }
        XCTAssertEqual(Set(orders).count, orders.count, "no two painters share a place in the z-order")
    }
}
