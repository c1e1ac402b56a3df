import Foundation
import XCTest
@testable import ListRender

/// The tab bar and the toolbar (docs/chrome.md, "Tab bar and toolbar"): their keys, where the
/// bars, items, badges, safe area and home indicator are on each platform, the list's bottom
/// inset, and taps on the items.
final class BottomBarTests: XCTestCase {
    static let list = #""list":{"generate":{"sections":1,"rows":3}}"#
    static let tabs = #"{"items":[{"title":"Mail","symbol":"envelope","badge":3},{"title":"Favourites","symbol":"star.fill"},{"title":"Search","symbol":"magnifyingglass"},{"title":"Settings","symbol":"gear","badge":"New"}]}"#

    static func load(_ json: String, platform: Platform = .ios18) throws -> Scenario {
        try ScenarioLoader.load(data: json, path: "c.json", platform: platform)
    }

    /// A 30-row plain list under a status bar with `chrome` (JSON) at the bottom, and `timeline`.
    static func scenario(_ chrome: String, platform: String = "ios18", viewport: String = "",
                         timeline: String = "[]", duration: Double = 1) throws -> Scenario {
        try load(#"{"name":"c","platform":"\#(platform)",\#(viewport)"list":{"generate":{"sections":1,"rows":30}},"#
                 + #""features":{"selection":true},"chrome":{"statusBar":true,\#(chrome)},"timeline":\#(timeline),"duration":\#(duration)}"#)
    }

    static func firstLayout(_ s: Scenario, offset: Double? = nil) throws -> FrameLayout {
        var sim = Simulator(scenario: s)
        var state = try XCTUnwrap(try sim.nextFrame())
        if let o = offset { state.contentOffset = o }
        return LayoutEngine.layout(state, scenario: s, metrics: ListMetrics(scenario: s))
    }

    func testKeysParse() throws {
        let s = try Self.load(#"{"name":"c",\#(Self.list),"chrome":{"tabBar":\#(Self.tabs.dropLast()),"selected":3}}}"#)
        let t = try XCTUnwrap(s.chrome.tabBar)
        XCTAssertEqual(t.items.map(\.symbol), [.envelope, .starFill, .magnifyingglass, .gear])
        XCTAssertEqual(t.items.map(\.badge), ["3", nil, nil, "New"], "a count is written as its digits")
        XCTAssertEqual(t.selected, 3)
        let tools = try Self.load(#"{"name":"c",\#(Self.list),"chrome":{"toolbar":{"items":[{"symbol":"folder"},"Select"]}}}"#)
        XCTAssertEqual(tools.chrome.toolbar?.items, [.symbol(.folder), .text("Select")])
        XCTAssertNil(tools.chrome.tabBar)
    }

    func testBadKeysAndValuesNameTheirPlace() {
        let items2 = #"{"title":"A","symbol":"star"},{"title":"B","symbol":"gear""#
        let bad: [(String, String)] = [
            (#"{"tabBar":{"items":[{"title":"A","symbol":"starr"},{"title":"B","symbol":"gear"}]}}"#,
             #"c.json:1:108: chrome.tabBar.items[0].symbol: unknown symbol "starr" (did you mean "star"?)"#),
            (#"{"tabBar":{"items":[{"title":"A","symbol":"star"}]}}"#,
             "c.json:1:85: chrome.tabBar.items: a tab bar has 2 to 5 items, got 1"),
            (#"{"tabBar":{"items":[\#(items2),"badg":1}]}}"#,
             #"c.json:1:145: chrome.tabBar.items[1]: unknown key "badg" (did you mean "badge"?)"#),
            (#"{"tabBar":{"items":[\#(items2)}],"selected":2}}"#,
             "c.json:1:158: chrome.tabBar.selected: must be a whole number from 0 to 1, got 2"),
            (#"{"tabBar":{"items":[\#(items2),"badge":"12345"}]}}"#,
             #"c.json:1:153: chrome.tabBar.items[1].badge: a badge is 1 to 4 characters, got "12345""#),
            (#"{"tabBar":{"items":[\#(items2),"badge":true}]}}"#,
             "c.json:1:153: chrome.tabBar.items[1].badge: expected 1 to 4 characters or a count, got true"),
            (#"{"tabBar":{"items":[\#(items2)}]},"toolbar":{"items":["X"]}}"#,
             "c.json:1:158: chrome.toolbar: cannot be combined with chrome.tabBar (one bar at the bottom of the screen)"),
            (#"{"toolbar":{"items":[{"symbol":"trsh"}]}}"#,
             #"c.json:1:97: chrome.toolbar.items[0].symbol: unknown symbol "trsh" (did you mean "trash"?)"#),
            (#"{"toolbar":{"items":[]}}"#, "c.json:1:86: chrome.toolbar.items: a toolbar has 1 to 5 items, got 0"),
            (#"{"toolbar":{}}"#, #"c.json:1:77: chrome.toolbar: missing required key "items""#),
            (#"{"tabBar":{"items":["A","B"]}}"#,
             #"c.json:1:86: chrome.tabBar.items[0]: expected {"title": ..., "symbol": ...}, got "A""#),
            (#"{"toolbar":{"items":[""]}}"#, #"c.json:1:87: chrome.toolbar.items[0]: a button's title is 1 to 16 characters, got """#),
            (#"{"tabBar":{"items":[{"symbol":"gear"},{"title":"B","symbol":"gear"}]}}"#,
             #"c.json:1:86: chrome.tabBar.items[0]: missing required key "title""#),
        ]
        for (chrome, message) in bad {
            let text = #"{"name":"c",\#(Self.list),"chrome":\#(chrome)}"#
            XCTAssertThrowsError(try Self.load(text), chrome) { error in
                XCTAssertEqual((error as? InputError)?.message, message)
            }
        }
    }

    /// iOS 13–18 on a 390 × 844 phone: a 49-pt bar over the 34-pt safe area, four 97.5-pt tabs,
    /// the 134 × 5 home indicator 8 pt above the bottom, the list's bottom inset 83.
    func testTabBarGeometryIOS18() throws {
        let f = try Self.firstLayout(try Self.scenario(#""tabBar":\#(Self.tabs)"#))
        let b = try XCTUnwrap(f.bottomBar)
        XCTAssertEqual(b.kind, .tabBar)
        XCTAssertFalse(b.floating)
        XCTAssertEqual(b.frame, Rect(x: 0, y: 761, width: 390, height: 83))
        XCTAssertEqual(b.barFrame, Rect(x: 0, y: 761, width: 390, height: 49))
        XCTAssertEqual(b.safeArea, Rect(x: 0, y: 810, width: 390, height: 34))
        XCTAssertEqual(b.homeIndicator, Rect(x: 128, y: 831, width: 134, height: 5))
        XCTAssertEqual(f.contentInset.bottom, 83)
        XCTAssertEqual(b.items.map(\.frame.minX), [0, 97.5, 195, 292.5])
        XCTAssertEqual(b.items.map(\.selected), [true, false, false, false])
        XCTAssertEqual(b.items[1].symbolCentre, Point(x: 146.25, y: 779))
        XCTAssertEqual(b.items[1].titleBaseline, 805.5)
        let badge = try XCTUnwrap(b.items[0].badgeFrame)
        XCTAssertEqual(badge.minX, 48.75 + 5)
        XCTAssertEqual(badge.minY, 764)
        XCTAssertEqual(badge.height, 18)
        XCTAssertEqual(badge.width, 18, accuracy: 0.5, "one digit: a circle")
        XCTAssertGreaterThan(try XCTUnwrap(b.items[3].badgeFrame).width, 30, "\"New\" widens the capsule")
        XCTAssertNil(b.items[1].badgeFrame)
    }

    /// iOS 26: the floating capsule, 62 pt tall, 21 pt from the sides and the bottom; the tabs
    /// 2 pt inside it, side by side, each its title plus 11.17 a side but at least 64 wide, the
    /// row centred; the same 83-pt bottom inset.
    func testTabBarGeometryIOS26() throws {
        let f = try Self.firstLayout(try Self.scenario(#""tabBar":\#(Self.tabs)"#, platform: "ios26"))
        let b = try XCTUnwrap(f.bottomBar)
        XCTAssertTrue(b.floating)
        XCTAssertEqual(b.barFrame, Rect(x: 21, y: 761, width: 348, height: 62))
        XCTAssertEqual(b.frame, Rect(x: 0, y: 761, width: 390, height: 83))
        XCTAssertEqual(b.items.map(\.frame.minY), [763, 763, 763, 763])
        XCTAssertEqual(b.items.map(\.frame.height), [58, 58, 58, 58])
        XCTAssertEqual(b.items[0].frame.width, 64, "Mail: the minimum width")
        XCTAssertGreaterThan(b.items[1].frame.width, 64, "Favourites: wider than the minimum")
        for (l, r) in zip(b.items.dropLast(), b.items.dropFirst()) { XCTAssertEqual(l.frame.maxX, r.frame.minX, accuracy: 1e-9) }
        XCTAssertEqual(b.items[0].frame.minX - b.barFrame.minX, b.barFrame.maxX - b.items[3].frame.maxX, accuracy: 1e-9, "centred")
        XCTAssertEqual(b.items[0].symbolCentre?.y, 785)
        XCTAssertEqual(b.homeIndicator, Rect(x: 128, y: 831, width: 134, height: 5))
        XCTAssertEqual(f.contentInset.bottom, 83)
    }

    /// A toolbar: 44 pt over the safe area, the first item at the leading margin, the last at
    /// the trailing one; on a home-button phone no safe area and no home indicator.
    func testToolbarGeometry() throws {
        let chrome = #""toolbar":{"items":[{"symbol":"folder"},"Select",{"symbol":"trash"}]}"#
        let f = try Self.firstLayout(try Self.scenario(chrome))
        let b = try XCTUnwrap(f.bottomBar)
        XCTAssertEqual(b.kind, .toolbar)
        XCTAssertEqual(b.barFrame, Rect(x: 0, y: 766, width: 390, height: 44))
        XCTAssertEqual(f.contentInset.bottom, 78)
        XCTAssertEqual(b.items.first?.frame.minX, 16)
        XCTAssertEqual(b.items.last?.frame.maxX, 374)
        XCTAssertEqual(try XCTUnwrap(b.items[1].frame).midX, 195, accuracy: 0.001, "the middle item centred by equal flexible spaces")
        let se = try Self.firstLayout(try Self.scenario(chrome, viewport: #""viewport":{"width":375,"height":667,"scale":2},"#))
        let small = try XCTUnwrap(se.bottomBar)
        XCTAssertEqual(small.barFrame, Rect(x: 0, y: 623, width: 375, height: 44))
        XCTAssertEqual(small.safeArea.height, 0)
        XCTAssertNil(small.homeIndicator)
        XCTAssertEqual(se.contentInset.bottom, 44)
    }

    /// `output.ignore: ["bottomBar"]` leaves the bar's whole band out of a comparison.
    func testBottomBarCanBeIgnored() throws {
        let f = try Self.firstLayout(try Self.scenario(#""tabBar":\#(Self.tabs)"#))
        XCTAssertEqual(f.ignoredRects([.part(.bottomBar)]), [Rect(x: 0, y: 761, width: 390, height: 83)])
        let none = try Self.firstLayout(try Self.scenario(#""navigationBar":{"title":"T"}"#))
        XCTAssertEqual(none.ignoredRects([.part(.bottomBar)]), [])
    }

    /// Without a bottom bar nothing changes: no bottom inset, no safe area, nothing in the dump.
    func testNoBottomBarAddsNothing() throws {
        let f = try Self.firstLayout(try Self.scenario(#""navigationBar":{"title":"T"}"#))
        XCTAssertNil(f.bottomBar)
        XCTAssertEqual(f.contentInset.bottom, 0)
        XCTAssertEqual(LayoutDump.bottomBar(f).count, 0)
    }

    /// Rows scroll under the bar (its material showing) and, at the end of the scroll range, the
    /// last row ends at the bar's top, which then shows no background (scroll-edge appearance).
    func testContentScrollsUnderTheBarAndEndsAboveIt() throws {
        for platform in ["ios18", "ios26"] {
            let s = try Self.scenario(#""tabBar":\#(Self.tabs)"#, platform: platform)
            let rest = try Self.firstLayout(s)
            let bar = try XCTUnwrap(rest.bottomBar)
            XCTAssertTrue(rest.rows.contains { $0.frame.minY < bar.frame.maxY && $0.frame.maxY > bar.frame.minY }, "rows under the bar")
            XCTAssertEqual(bar.backgroundAlpha, 1, platform)
            let maxOffset = ListMetrics(scenario: s).maxOffset(contentHeight: rest.contentSize)
            let end = try Self.firstLayout(s, offset: maxOffset)
            let last = try XCTUnwrap(end.rows.last)
            XCTAssertEqual(last.row, 29)
            XCTAssertEqual(last.frame.maxY, bar.frame.minY, accuracy: 1e-9, platform)
            XCTAssertEqual(end.bottomBar?.backgroundAlpha, 0, platform)
        }
    }

    /// A negative `list.contentInset.bottom` ends the scroll range with the content's last
    /// |inset| pt under the bar; that rest position counts as the bar's edge, as a negative top
    /// inset's does under the navigation bar: no material or scroll-edge effect is reported or
    /// drawn there, and both are once the list scrolls the content further under the bar.
    func testANegativeBottomInsetRestsAtTheBarsEdge() throws {
        for platform in ["ios18", "ios26"] {
            for bar in [#""tabBar":\#(Self.tabs)"#, #""toolbar":{"items":["Edit","Done"]}"#] {
                let s = try Self.load(#"{"name":"c","platform":"\#(platform)","viewport":{"width":390,"height":844,"scale":1},"#
                                      + #""list":{"separatorInset":0,"contentInset":{"bottom":-100},"generate":{"sections":1,"rows":30}},"#
                                      + #""chrome":{"statusBar":true,\#(bar)},"duration":0}"#)
                let end = ListMetrics(scenario: s).maxOffset(contentHeight: try Self.firstLayout(s).contentSize)
                let rest = try Self.firstLayout(s, offset: end)
                let band = try XCTUnwrap(rest.bottomBar).frame
                XCTAssertEqual(try XCTUnwrap(rest.rows.last).frame.maxY, band.minY + 100, accuracy: 1e-9, "\(platform) \(bar)")
                XCTAssertEqual(rest.bottomBar?.backgroundAlpha, 0, "\(platform) \(bar)")
                let further = try Self.firstLayout(s, offset: end - 4)
                XCTAssertEqual(further.bottomBar?.backgroundAlpha, 0.5, "\(platform) \(bar)")

                // Pixels: a strip at the screen's left edge down the band (separators run from
                // x 0 there; no item, capsule or home indicator) is the content as drawn with no
                // bar at all at rest (within 2 levels: the tail of iOS 26 glass's shadow), and
                // covered once scrolled 8 pt further.
                let renderer = FrameRenderer(scenario: s)
                func strip(_ layout: FrameLayout, bar: Bool) -> [UInt8] {
                    var l = layout
                    if !bar { l.bottomBar = nil }
                    let image = renderer.image(of: l)
                    var out: [UInt8] = []
                    for y in Int(band.minY)..<Int(band.maxY) { for x in 0..<4 {
                        let i = (y * image.width + x) * 4
                        out += image.pixels[i..<i + 3]
                    } }
                    return out
                }
                func difference(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0 }
                XCTAssertLessThanOrEqual(difference(strip(rest, bar: true), strip(rest, bar: false)), 2, "\(platform) \(bar): nothing drawn at rest")
                let scrolled = try Self.firstLayout(s, offset: end - 8)
                XCTAssertEqual(scrolled.bottomBar?.backgroundAlpha, 1)
                XCTAssertGreaterThan(difference(strip(scrolled, bar: true), strip(scrolled, bar: false)), 8, "\(platform) \(bar): drawn once under")
            }
        }
    }

    /// A tap on a tab: the tab dims while the finger is down, then is selected; the list under
    /// the bar never sees the touch (selection is on, yet no row highlights).
    func testTapSelectsATab() throws {
        let s = try Self.scenario(#""tabBar":\#(Self.tabs)"#, timeline: #"[{"wait":0.1},{"tap":[146,790]},{"wait":0.5}]"#)
        let layouts = try TestScenarios.layouts(s)
        let before = try XCTUnwrap(layouts.first?.bottomBar)
        XCTAssertEqual(before.items.map(\.selected), [true, false, false, false])
        XCTAssertNil(before.pressedItem)
        let down = try XCTUnwrap(layouts.first { $0.touch?.phase == .down })
        XCTAssertEqual(down.bottomBar?.pressedItem, 1)
        XCTAssertEqual(down.bottomBar?.pressed, 1)
        XCTAssertEqual(down.bottomBar?.items.map(\.selected), [true, false, false, false], "selected on lift, not on touch down")
        let after = try XCTUnwrap(layouts.last?.bottomBar)
        XCTAssertEqual(after.items.map(\.selected), [false, true, false, false])
        XCTAssertNil(after.pressedItem, "the highlight has faded")
        XCTAssertFalse(layouts.contains { $0.rows.contains { ($0.highlight ?? 0) > 0 } }, "no row under the bar highlights")
        // The dump says it.
        let dumped = LayoutDump.bottomBar(try XCTUnwrap(layouts.last))
        XCTAssertEqual(dumped.map(\.0), ["tabBar", "bottomSafeArea", "homeIndicator"])
    }

    /// A finger that slides off the tab before lifting selects nothing; a tap in the safe area
    /// below an edge-to-edge bar still reaches the tab above it.
    func testDraggedOffTapSelectsNothing() throws {
        let away = try Self.scenario(#""tabBar":\#(Self.tabs)"#,
                                     timeline: #"[{"drag":{"from":[146,790],"to":[146,500],"duration":0.2}},{"wait":0.3}]"#)
        XCTAssertEqual(try TestScenarios.layouts(away).last?.bottomBar?.items.map(\.selected), [true, false, false, false])
        let low = try Self.scenario(#""tabBar":\#(Self.tabs)"#, timeline: #"[{"tap":[300,830]},{"wait":0.3}]"#)
        XCTAssertEqual(try TestScenarios.layouts(low).last?.bottomBar?.items.map(\.selected), [false, false, false, true])
    }

    /// Pixels: the pressed tab is drawn lighter while the finger is down; the other tabs not at all
    /// differently; the home indicator is the label colour.
    func testHighlightAndHomeIndicatorPixels() throws {
        let s = try Self.scenario(#""tabBar":\#(Self.tabs)"#, viewport: #""viewport":{"width":390,"height":844,"scale":1},"#,
                                  timeline: #"[{"wait":0.1},{"tap":[146,790]},{"wait":0.5}]"#)
        let layouts = try TestScenarios.layouts(s)
        let renderer = FrameRenderer(scenario: s)
        let rest = renderer.image(of: layouts[0])
        let down = renderer.image(of: try XCTUnwrap(layouts.first { $0.touch?.phase == .down }))
        func ink(_ image: RGBAImage, _ x: Range<Int>) -> Int {
            var sum = 0
            for y in 762..<808 { for xx in x { sum += 255 - Int(image.pixels[(y * image.width + xx) * 4]) } }
            return sum
        }
        XCTAssertLessThan(ink(down, 98..<195), ink(rest, 98..<195) * 3 / 4, "the pressed tab dims")
        XCTAssertEqual(ink(down, 196..<292), ink(rest, 196..<292), "its neighbour does not")
        let i = (833 * rest.width + 195) * 4
        XCTAssertEqual(Array(rest.pixels[i..<i + 3]), [0, 0, 0], "the home indicator in label")
    }

    /// iOS 26 on BrunoCerberus/Pulse's TabView (Fixtures/fidelity/pulse-tabbar-26, 393 × 852):
    /// the five tabs' centres within 0.5 pt of the real titles' centres (62, 126, 190.17, 261,
    /// 331.17), where equal slots put them at 57.7…335.3; iOS 18 keeps its equal slots.
    func testIOS26TabsAreSpacedByTheirContentAsMeasured() throws {
        let tabs = #"{"items":[{"title":"Home","symbol":"house.fill"},{"title":"Media","symbol":"video.fill"},{"title":"Feed","symbol":"doc.fill"},{"title":"Bookmarks","symbol":"bookmark.fill"},{"title":"Search","symbol":"magnifyingglass"}]}"#
        let viewport = #""viewport":{"width":393,"height":852,"scale":3},"#
        let b = try XCTUnwrap(try Self.firstLayout(try Self.scenario(#""tabBar":\#(tabs)"#, platform: "ios26", viewport: viewport)).bottomBar)
        for (item, real) in zip(b.items, [62, 126, 190.17, 261, 331.17]) {
            XCTAssertEqual(item.frame.midX, real, accuracy: 0.5, item.title ?? "")
            XCTAssertEqual(item.symbolCentre?.x, item.frame.midX)
        }
        XCTAssertEqual(b.items.map(\.frame.width).filter { $0 == 64 }.count, 4, "all but Bookmarks at the minimum")
        let b18 = try XCTUnwrap(try Self.firstLayout(try Self.scenario(#""tabBar":\#(tabs)"#, viewport: viewport)).bottomBar)
        XCTAssertEqual(b18.items.map(\.frame.width), Array(repeating: 393.0 / 5, count: 5))
    }

    /// Five long titles do not fit the iOS 26 capsule side by side: the row is narrowed in
    /// proportion to the capsule's inside (2 pt in), the longer titles keeping the wider tabs.
    func testIOS26TabsTooWideForTheCapsuleAreNarrowed() throws {
        let item = #"{"title":"Favourite Places","symbol":"star"}"#
        let tabs = #"{"items":[\#(item),\#(item),\#(item),\#(item),{"title":"Gear","symbol":"gear"}]}"#
        let b = try XCTUnwrap(try Self.firstLayout(try Self.scenario(#""tabBar":\#(tabs)"#, platform: "ios26")).bottomBar)
        XCTAssertEqual(try XCTUnwrap(b.items.first).frame.minX, b.barFrame.minX + 2, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(b.items.last).frame.maxX, b.barFrame.maxX - 2, accuracy: 1e-9)
        XCTAssertGreaterThan(b.items[0].frame.width, b.items[4].frame.width)
    }

    /// Title-only tabs (no `symbol`), as cashapp/AccessibilitySnapshot's real UITabBars
    /// (Fixtures/fidelity/as-tabbars-18 and -26, 402 × 874): on iOS 18 the badges' left edges
    /// 61.33, 162, 262.33 and 363 pt (11.1–11.25 after the slots' centres) and their tops 3 pt
    /// below the bar's; on iOS 26 4 pt before the tab's centre, 5.83 pt below the capsule's top.
    /// A tab with a symbol keeps the symbol's anchor (5 pt after its centre).
    func testBadgesOfTitleOnlyTabsSitWhereTheRealOnesDo() throws {
        let tabs = #"{"items":[{"title":"Item A","badge":"1"},{"title":"Item B","badge":3},{"title":"Item C","badge":"A"},{"title":"Item D","badge":3}]}"#
        let viewport = #""viewport":{"width":402,"height":874,"scale":3},"#
        let b18 = try XCTUnwrap(try Self.firstLayout(try Self.scenario(#""tabBar":\#(tabs)"#, viewport: viewport)).bottomBar)
        for (item, real) in zip(b18.items, [61.33, 162, 262.33, 363]) {
            let badge = try XCTUnwrap(item.badgeFrame)
            XCTAssertEqual(badge.minX, real, accuracy: 0.15)
            XCTAssertEqual(badge.minY, b18.barFrame.minY + 3)
            XCTAssertNil(item.symbol)
            XCTAssertNil(item.symbolCentre)
        }
        let b26 = try XCTUnwrap(try Self.firstLayout(try Self.scenario(#""tabBar":\#(tabs)"#, platform: "ios26", viewport: viewport)).bottomBar)
        for item in b26.items {
            let badge = try XCTUnwrap(item.badgeFrame)
            XCTAssertEqual(badge.minX, item.frame.midX - 4, accuracy: 1e-9)
            XCTAssertEqual(badge.minY, b26.barFrame.minY + 35.0 / 6, accuracy: 1e-9)
        }
        let withSymbol = try XCTUnwrap(try Self.firstLayout(try Self.scenario(#""tabBar":\#(Self.tabs)"#)).bottomBar)
        XCTAssertEqual(try XCTUnwrap(withSymbol.items[0].badgeFrame).minX, 48.75 + 5)
    }

    /// Right to left the first tab is at the right edge and the badge sits left of its symbol.
    func testRightToLeftMirrorsTheTabs() throws {
        let s = try Self.load(#"{"name":"c","platform":"ios18","layoutDirection":"rtl",\#(Self.list),"chrome":{"tabBar":\#(Self.tabs)}}"#)
        let b = try XCTUnwrap(try Self.firstLayout(s).bottomBar)
        XCTAssertEqual(b.items.map(\.frame.minX), [292.5, 195, 97.5, 0])
        let badge = try XCTUnwrap(b.items[0].badgeFrame)
        XCTAssertEqual(badge.maxX, 341.25 - 5, accuracy: 1e-9)
    }

    /// A lifted row autoscrolls down when it nears the bar's top, not only the screen's bottom.
    func testReorderAutoscrollsAboveTheBar() throws {
        let s = try Self.scenario(#""toolbar":{"items":["Select"]}"#)
        let metrics = ListMetrics(scenario: s)
        // A 44-pt row whose centre is 20 pt above the 766-pt bar top: within the 26-pt margin of it.
        let r = Reorder(options: ReorderOptions(), data: ListData(s.list.content), row: RowRef(section: 0, row: 5),
                        rowTop: 724, rowHeight: 44, fingerY: 746, at: 0)
        XCTAssertGreaterThan(r.autoscrollDistance(metrics: metrics, contentHeight: 30 * 44, offset: 0), 0)
        let noBar = try Self.scenario(#""navigationBar":{"title":"T"}"#)
        XCTAssertEqual(r.autoscrollDistance(metrics: ListMetrics(scenario: noBar), contentHeight: 30 * 44, offset: 0), 0,
                       "without a bar, 98 pt from the screen's bottom is no edge")
    }

    /// Same scenario, same bytes: the example and its iOS 26 twin render identically twice.
    func testBottomBarFramesRenderIdenticallyTwice() throws {
        let path = PixelGridTests.scenarios + "/tab-bar.json"
        for platform in [Platform.ios18, .ios26] {
            var s = try ScenarioLoader.load(path: path)
            s.theme = Theme.base(dark: false, platform: platform)
            let layouts = try TestScenarios.layouts(s)
            // One frame a platform (each is a 3x screen drawn twice in a debug build); the
            // example's reference frames hold iOS 18's bytes at its other key frames.
            for index in [153] {
                let a = FrameRenderer(scenario: s).image(of: layouts[index])
                let b = FrameRenderer(scenario: s).image(of: layouts[index])
                XCTAssertTrue(a.pixels == b.pixels, "\(platform) frame \(index)")
            }
        }
    }
}
