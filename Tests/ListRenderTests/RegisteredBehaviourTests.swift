import XCTest
@testable import ListRender

// A behaviour the library does not have, written here in the tests alone: a tap leaves a square
// "mark" where the finger lifted. It proves the registration seam (docs/architecture.md, "The
// registration"): its component, state, layout value, dump fields, layout pass and painter are
// all declared below, and one `BehaviourRegistration` switches it on; no library file changes.

extension BehaviourID { static let tapMark = BehaviourID("tapMark") }

/// The simulation component: claims a tap (an undecided release) and remembers where it was.
/// (`RegisteredRowBehaviourTests` stamps the tapped row with the same component.)
struct TapMark: Behaviour {
    let id = BehaviourID.tapMark
    var lastTap: Point?

    /// Joins every touch, undecided, so it is asked at the release if nobody took it.
    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict { .possible }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        lastTap = e.point
        return .claim
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        state.behaviours[TapMarkVisual.self] = lastTap.map(TapMarkVisual.init)
    }
}

/// Its state in the frame.
struct TapMarkVisual: BehaviourState {
    var centre: Point
}

/// Its layout value: the square, with its own dump key.
private struct TapMarkContribution: FrameContribution {
    static let side = 20.0
    var frame: Rect
    var dumpFields: [(String, JSONOutput)] {
        [("tapMark", .array([.number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)]))]
    }
}

/// Its layout pass, its keys after every library feature's in the dump.
private enum TapMarkLayout: LayoutContributor {
    static var dumpRank: Int { 10_000 }
    static func contribute(_ input: LayoutInput, to contributions: inout FrameContributions) {
        guard let c = input.state.behaviours[TapMarkVisual.self]?.centre else { return }
        let s = TapMarkContribution.side
        contributions[TapMarkContribution.self] = TapMarkContribution(frame: Rect(x: c.x - s / 2, y: c.y - s / 2, width: s, height: s))
    }
}

/// Its painter: over the indicator and the info panel, under the nub.
extension TapMarkContribution: ContributionPainting {
    static let color = Color(r: 255, g: 0, b: 0)
    static var paintOrder: PaintOrder { PaintOrder(.overlays, rank: 450) }
    func paint(with painter: Painter, into items: inout [DisplayItem]) { items.append(.fill(frame, Self.color)) }
}

/// The run both tests of registered behaviours use (this file's and `RegisteredRowBehaviourTests`).
enum TapMarkRun {
    /// The library's registry plus the tap mark's component with `layout`, ranked last (it takes
    /// only taps nobody took).
    static func registry(layout: [any LayoutContributor.Type]) -> BehaviourRegistry {
        var r = BehaviourRegistry.standard
        r.entries.append(BehaviourRegistration("tapMark", layout: layout) { _, _ in TapMark() })
        return r
    }

    /// A tap at (100, 400) half-way through a 1-s scenario.
    static func scenario(features: Features = Features()) -> Scenario {
        TestScenarios.scenario(features: features, timeline: [.wait(0.5), .tap(.target(TestScenarios.point(100, 400)))], duration: 1)
    }

    /// The last frame, laid out and drawn.
    static func lastFrame(_ s: Scenario, _ registry: BehaviourRegistry) throws -> (FrameLayout, RGBAImage) {
        var sim = Simulator(scenario: s, registry: registry)
        var last: FrameState?
        while let f = try sim.nextFrame() { last = f }
        let renderer = FrameRenderer(scenario: s, registry: registry)
        let layout = renderer.layout(try XCTUnwrap(last))
        return (layout, renderer.image(of: layout))
    }
}

final class RegisteredBehaviourTests: XCTestCase {

    private var registry: BehaviourRegistry { TapMarkRun.registry(layout: [TapMarkLayout.self]) }

    private func lastFrame(_ registry: BehaviourRegistry, features: Features = Features()) throws -> (FrameLayout, RGBAImage) {
        try TapMarkRun.lastFrame(TapMarkRun.scenario(features: features), registry)
    }

    private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    func testARegisteredBehaviourIsSimulatedLaidOutDumpedAndPainted() throws {
        let (layout, image) = try lastFrame(registry)
        let mark = try XCTUnwrap(layout.contributions[TapMarkContribution.self], "its layout pass placed it")
        XCTAssertEqual(mark.frame, Rect(x: 90, y: 390, width: 20, height: 20))
        guard case .object(let pairs) = LayoutDump.frame(layout) else { return XCTFail("a frame is an object") }
        XCTAssertEqual(pairs.first { $0.0 == "tapMark" }?.1, .array([.number(90), .number(390), .number(20), .number(20)]))
        XCTAssertEqual(pixel(image, 100, 400), [255, 0, 0, 255], "painted at the tap")
        XCTAssertEqual(pixel(image, 90, 390), [255, 0, 0, 255], "its top-left pixel")
        XCTAssertNotEqual(pixel(image, 89, 400), [255, 0, 0, 255], "nothing outside the square")
        XCTAssertNotEqual(pixel(image, 110, 400), [255, 0, 0, 255])
    }

    func testWithoutItsRegistrationTheSameScenarioHasNoMark() throws {
        let (layout, image) = try lastFrame(.standard)
        XCTAssertNil(layout.contributions[TapMarkContribution.self])
        XCTAssertNotEqual(pixel(image, 100, 400), [255, 0, 0, 255])
    }

    /// Its registered rank counts: selection, registered before it, takes the tap first.
    func testABehaviourRegisteredEarlierTakesTheTap() throws {
        var f = Features()
        var selection = SelectionOptions()
        selection.deselectAfter = 10  // still selected in the last frame
        f.selection = selection
        let (layout, _) = try lastFrame(registry, features: f)
        XCTAssertNil(layout.contributions[TapMarkContribution.self], "the row took the tap")
        XCTAssertEqual(layout.rows.filter { ($0.highlight ?? 0) > 0 }.count, 1)
    }

    /// Painted in the z-order it declares: after the scroll indicator (rank 200 of the overlays).
    func testItsDeclaredOrderPlacesItAmongTheLibrarysOverlays() throws {
        var c = FrameContributions()
        c[TapMarkContribution.self] = TapMarkContribution(frame: .zero)
        c[ScrollIndicatorContribution.self] = ScrollIndicatorContribution(overlay: Overlay(frame: .zero, alpha: 1))
        XCTAssertEqual(Painter.painted(c, layer: .overlays).map { "\(type(of: $0))" }, ["ScrollIndicatorContribution", "TapMarkContribution"])
    }
}
