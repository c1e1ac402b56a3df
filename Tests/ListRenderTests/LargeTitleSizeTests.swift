import XCTest
@testable import ListRender

/// The navigation bar's large title follows Dynamic Type (the largeTitle style: 33 pt at
/// `medium`, 34 at `large`) and is as wide as SF Pro Display Bold's with its tracking
/// (docs/chrome.md, "Large title size and width").
final class LargeTitleSizeTests: XCTestCase {
    static let fidelity = FixtureReferenceTests.root.appendingPathComponent("Fixtures/fidelity").path

    /// The bold run the painter draws for the large title at rest.
    private func largeTitleRun(_ s: Scenario, offset: Double) throws -> TextRun {
        let painted = Painter(theme: s.theme, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                              text: TextMeasurer.shared).paint(try ChromeTests.layout(s, offset: offset))
        let runs = painted.items.compactMap { if case .text(let r) = $0, r.weight == .bold { return r }; return nil }
        return try XCTUnwrap(runs.first)
    }

    /// home-assistant's "Server Switching" screen is recorded at `medium` (swift-snapshot-testing's
    /// iPhone 13 traits): its large title's capitals are 71 px tall at 3x, a 33-pt title's.
    func testLargeTitleIs33PointAtMediumOnIOS26() throws {
        let s = try ScenarioLoader.load(path: Self.fidelity + "/ha-server-switching-light/scenario.json")
        XCTAssertEqual(s.theme.contentSize, .medium)
        let run = try largeTitleRun(s, offset: -133)
        XCTAssertEqual(run.string, "Server Switching")
        XCTAssertEqual(run.size, 33)
    }

    /// Apple's table (HIG, "Dynamic Type sizes": 31, 32, 33, 34, 36, 38, 40 from xSmall to
    /// xxxLarge) on every platform; the accessibility sizes keep xxxLarge's 40 (a guess).
    func testLargeTitleFollowsTheContentSize() throws {
        var s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/large-title.json")
        let expected: [ContentSizeCategory: Double] = [
            .xSmall: 31, .small: 32, .medium: 33, .large: 34, .xLarge: 36, .xxLarge: 38, .xxxLarge: 40, .AX1: 40, .AX5: 40,
        ]
        for (category, size) in expected {
            s.theme.contentSize = category
            XCTAssertEqual(try largeTitleRun(s, offset: -143).size, size, "\(category)")
        }
    }

    /// Ink widths at 3x of the five large titles of the real iOS 26 screens (docs/chrome.md):
    /// Close's "Close", Pulse's "Search" and "News" at 34 pt, home-assistant's "Servers" and
    /// "Server Switching" at 33. Untracked, ours were 7 to 30 px narrower.
    func testLargeTitlesAreAsWideAsSFProDisplays() throws {
        func inkWidth(_ string: String, size: Double) -> Int {
            let run = TextRun(string: string, weight: .bold, size: size, color: .black,
                              box: Rect(x: 2, y: 0, width: 396, height: 50), baseline: 40)
            let image = Rasterizer().renderImage(DisplayList(size: Size(width: 400, height: 50), background: .white,
                                                             items: [.text(run)]), scale: 3)
            let cols = (0..<image.width).filter { x in (0..<image.height).contains { image.px(x, $0)[0] < 160 } }
            return (cols.last ?? 0) - (cols.first ?? 0) + 1
        }
        for (title, size, real) in [("Close", 34.0, 261), ("Search", 34, 324), ("News", 34, 255),
                                    ("Servers", 33, 348), ("Server Switching", 33, 775)] {
            XCTAssertEqual(inkWidth(title, size: size), real, accuracy: 4, title)
        }
        XCTAssertEqual(BundledFont.displayTracking(size: 34), 0.40 + 0.0091 * 34, accuracy: 1e-12)
        XCTAssertEqual(BundledFont.displayTracking(size: 19), 0, "SF Pro Text's sizes: not tracked")
    }
}
