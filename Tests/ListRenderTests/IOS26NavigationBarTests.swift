import XCTest
@testable import ListRender

/// The iOS 26 navigation bar as the fidelity suite's screenshots place it (NavigationBarLook,
/// docs/platforms.md), on their iPhone 13 (390 × 844 @3x, a 47-pt status bar), against iOS 18's
/// on the same scenario: the inline title's baseline at 82 pt (246 device px; iOS 18 75.33),
/// the buttons' row centred at 75.5 pt; the large title's baseline at 152.33 pt with an untitled
/// first card at 168 (iOS 18: 129 and 178); over a search field, iOS 18's large title.
final class IOS26NavigationBarTests: XCTestCase {
    func load(_ platform: String, bar: String, width: Int = 390, height: Int = 844) throws -> Scenario {
        try ScenarioLoader.load(data: #"""
            {"name": "bar", "platform": "\#(platform)", "duration": 0, "viewport": {"width": \#(width), "height": \#(height), "scale": 3},
             "list": {"style": "insetGrouped", "sections": [{"rows": ["One", "Two"]}]},
             "features": {"scrollIndicator": false},
             "chrome": {"statusBar": true, "navigationBar": \#(bar)}}
            """#, path: "bar.json")
    }

    func firstLayout(_ s: Scenario) throws -> FrameLayout { try XCTUnwrap(TestScenarios.layouts(s).first) }

    /// The last device-pixel row with dark ink in the bar's middle columns (the title has no
    /// descender, so that row is its baseline, as the fidelity measurement reads it).
    func titleInkBottom(_ s: Scenario) throws -> Int {
        let image = FrameRenderer(scenario: s).image(of: try firstLayout(s))
        var bottom = -1
        for y in (47 * 3)..<(130 * 3) {
            for x in (160 * 3)..<(230 * 3) where image.pixels[(y * image.width + x) * 4] < 160 { bottom = y; break }
        }
        return bottom
    }

    func testInlineTitleAndButtonsSitLowerOnIOS26() throws {
        let bar = #"{"title": "Title", "trailing": ["Clear"]}"#
        let ios26 = try load("ios26", bar: bar), ios18 = try load("ios18", bar: bar)
        let nav26 = try XCTUnwrap(firstLayout(ios26).navigationBar)
        XCTAssertEqual(nav26.barFrame, Rect(x: 0, y: 53.5, width: 390, height: 44))
        XCTAssertEqual(nav26.frame, Rect(x: 0, y: 47, width: 390, height: 44), "the bar's bottom edge stays at 91")
        XCTAssertEqual(try firstLayout(ios18).navigationBar?.barFrame, Rect(x: 0, y: 47, width: 390, height: 44))
        // LocationHistoryListView's title baseline: 246 px; iOS 18's bar puts it at 226.
        XCTAssertEqual(Double(try titleInkBottom(ios26)), 246, accuracy: 1)
        XCTAssertEqual(Double(try titleInkBottom(ios18)), 226, accuracy: 1)
        // Content starts under the same 44-pt bar on both: an untitled first card at 91 + 35.
        XCTAssertEqual(try firstLayout(ios26).rows.first?.frame.minY, 126)
        XCTAssertEqual(try firstLayout(ios18).rows.first?.frame.minY, 126)
        // The buttons are hit-tested where they are drawn: the dump's barFrame is that row.
        XCTAssertTrue(LayoutDump.frame(try firstLayout(ios26)).serialized().contains(#""barFrame":[0,53.5,390,44]"#))
    }

    func testLargeTitleBaselineAndFirstCardOnIOS26() throws {
        let bar = #"{"title": "Servers", "largeTitle": true}"#
        let l26 = try firstLayout(load("ios26", bar: bar)), l18 = try firstLayout(load("ios18", bar: bar))
        func baseline(_ l: FrameLayout) throws -> Double {
            try XCTUnwrap(l.navigationBar?.largeTitleFrame).maxY - ChromeMetrics.largeTitleBaselineAboveLineBottom
        }
        // ServerSwitchingSettingsView: baseline 457 px, the untitled first card at 504 px.
        XCTAssertEqual(try baseline(l26) * 3, 457, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(l26.rows.first?.frame.minY) * 3, 504, accuracy: 0.5)
        XCTAssertEqual(l26.contentInset.top, 47 + 44 + 42)
        XCTAssertEqual(try baseline(l18), 129)
        XCTAssertEqual(l18.rows.first?.frame.minY, 178)
        // The title is drawn below the area's bottom edge, so the picture has it there.
        let image = FrameRenderer(scenario: try load("ios26", bar: bar)).image(of: l26)
        let inkRows = (130 * 3..<160 * 3).filter { y in
            (17 * 3..<60 * 3).contains { x in image.pixels[(y * image.width + x) * 4] < 100 }
        }
        XCTAssertEqual(Double(try XCTUnwrap(inkRows.last)), 457, accuracy: 1)
    }

    /// Below its area, the iOS 26 title scrolls on with the content once the area is gone and
    /// leaves only when its line is under the bar; iOS 18's is gone with its area.
    func testLargeTitleScrollsAwayWithTheContent() throws {
        let bar = #"{"title": "Servers", "largeTitle": true}"#
        func title(_ platform: String, offset: Double) throws -> Rect? {
            let s = try load(platform, bar: bar)
            var sim = Simulator(scenario: s)
            var state = try XCTUnwrap(try sim.nextFrame())
            state.contentOffset = offset
            return LayoutEngine.layout(state, scenario: s, metrics: ListMetrics(scenario: s)).navigationBar?.largeTitleFrame
        }
        // 10 pt past the collapsed area (rest −133, area 42): the line's bottom at 91 − 10 + 27.33.
        XCTAssertEqual(try XCTUnwrap(title("ios26", offset: -133 + 42 + 10)).maxY, 108.33, accuracy: 1e-9)
        XCTAssertNil(try title("ios26", offset: -133 + 42 + 28))
        XCTAssertNil(try title("ios18", offset: -143 + 52 + 10))
    }

    /// Over a search field iOS 26 keeps iOS 18's 52-pt area (the same top inset) and sets the
    /// title 1 pt lower, its baseline 13 pt above the area, as BrunoCerberus/Pulse's iOS 26
    /// `.searchable` screen measures (docs/platforms.md).
    func testLargeTitleOverASearchFieldSitsAsMeasured() throws {
        let bar = #"{"title": "Settings", "largeTitle": true, "search": {"placeholder": "Search"}}"#
        let l26 = try firstLayout(load("ios26", bar: bar)), l18 = try firstLayout(load("ios18", bar: bar))
        let t26 = try XCTUnwrap(l26.navigationBar?.largeTitleFrame), t18 = try XCTUnwrap(l18.navigationBar?.largeTitleFrame)
        XCTAssertEqual(t26, Rect(x: t18.minX, y: t18.minY + 1, width: t18.width, height: t18.height))
        XCTAssertEqual(l26.contentInset.top, l18.contentInset.top)
    }

    /// On the Dynamic Island phones the bar starts at the 59- or 62-pt safe area with its items
    /// centred in it, and the large title areas differ (`NavigationBarLook.dynamicIsland`), as
    /// the Close app's iPhone 17 Pro screenshots (402 × 874: buttons 62…105.67 pt, the large
    /// title's baseline 152 pt, the untitled first card at 504 px) and Pulse's 393 × 852
    /// snapshots (over a search field: the field's top 166 pt, the title's ink ending 149 pt)
    /// measure; iOS 18 keeps its bar, from the same safe area.
    func testDynamicIslandPhonesPlaceTheBarAsMeasured() throws {
        let buttons = #"{"title": "Close", "largeTitle": true, "leading": ["Edit"], "trailing": [{"symbol": "plus"}]}"#
        let pro = try firstLayout(load("ios26", bar: buttons, width: 402, height: 874))
        let nav = try XCTUnwrap(pro.navigationBar)
        XCTAssertEqual(pro.statusBar?.frame, Rect(x: 0, y: 0, width: 402, height: 62))
        XCTAssertEqual(nav.barFrame, Rect(x: 0, y: 62, width: 402, height: 44))
        let baseline = try XCTUnwrap(nav.largeTitleFrame).maxY - ChromeMetrics.largeTitleBaselineAboveLineBottom
        XCTAssertEqual(baseline * 3, 456.5, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(pro.rows.first?.frame.minY) * 3, 504, accuracy: 0.5)
        XCTAssertEqual(pro.contentInset.top, 62 + 44 + 27)

        let search = #"{"title": "Search", "largeTitle": true, "search": {"placeholder": "Search news..."}}"#
        let air = try firstLayout(load("ios26", bar: search, width: 393, height: 852))
        XCTAssertEqual(try XCTUnwrap(air.navigationBar?.search?.fieldFrame.minY), 166, accuracy: 1e-9)
        let airBaseline = try XCTUnwrap(air.navigationBar?.largeTitleFrame).maxY - ChromeMetrics.largeTitleBaselineAboveLineBottom
        XCTAssertEqual(airBaseline, 149, accuracy: 1e-9)

        let ios18 = try firstLayout(load("ios18", bar: buttons, width: 402, height: 874))
        XCTAssertEqual(ios18.navigationBar?.barFrame, Rect(x: 0, y: 62, width: 402, height: 44))
        XCTAssertEqual(ios18.contentInset.top, 62 + 44 + 52)
    }

    /// iOS 26's large title starts 16 pt from the edge on every phone (its ink 51–54 px in on
    /// the 390-, 393- and 402-pt references); iOS 18's keeps the layout margin, 20 pt on the
    /// wider phones.
    func testLargeTitleStartsSixteenPointsInOnEveryPhone() throws {
        let bar = #"{"title": "Close", "largeTitle": true}"#
        for (width, height) in [(390, 844), (393, 852), (402, 874), (440, 956)] {
            let l = try firstLayout(load("ios26", bar: bar, width: width, height: height))
            let title = try XCTUnwrap(l.navigationBar?.largeTitleFrame)
            XCTAssertEqual(title.minX, 16, "\(width) pt wide")
            XCTAssertEqual(title.maxX, Double(width - 16), "\(width) pt wide")
        }
        let ios18 = try firstLayout(load("ios18", bar: bar, width: 402, height: 874))
        XCTAssertEqual(ios18.navigationBar?.largeTitleFrame?.minX, 20)
    }
}
