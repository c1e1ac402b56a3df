import XCTest
@testable import ListRender

/// The navigation bar's search bar (docs/chrome.md, "Search bar"): its keys, where the field is
/// at rest, half hidden and hidden, the drag snapping, the focus tap (Cancel, the large title
/// collapsing) and Cancel, the layout dump, and identical frames twice.
final class SearchBarTests: XCTestCase {
    /// 390 × 844 at 1×: status bar 47, bar 44, large title area 52, search area 52: the list rests at −195.
    static func scenario(_ timeline: String = #"{"wait": 0.1}"#, search: String = #"{"placeholder": "Search"}"#,
                         largeTitle: Bool = true, duration: Double = 2) throws -> Scenario {
        let text = #"{"name": "search", "viewport": {"width": 390, "height": 844, "scale": 1}, "duration": \#(duration), "list": {"generate": {"sections": 4, "rows": 8}}, "chrome": {"statusBar": true, "navigationBar": {"title": "Mail", "largeTitle": \#(largeTitle), "search": \#(search)}}, "timeline": [\#(timeline)]}"#
        return try ScenarioLoader.load(data: Array(text.utf8), path: "search.json", platform: .ios18)
    }

    static func search(_ f: FrameLayout) throws -> SearchBarLayout { try XCTUnwrap(f.navigationBar?.search) }

    /// The glass's box (`glass` px in from the field's left, 49 px across, centred on the field)
    /// and the text frame (`text` px in), device pixels at @3x as measured on the real fields.
    static func assertGlassAndText(_ r: SearchBarLayout, glass: Double, text: Double, line: UInt = #line) {
        XCTAssertEqual(r.magnifyingGlassFrame.minX, r.fieldFrame.minX + glass / 3, accuracy: 1e-9, line: line)
        XCTAssertEqual(r.magnifyingGlassFrame.width, 49.0 / 3, accuracy: 1e-9, line: line)
        XCTAssertEqual(r.magnifyingGlassFrame.midY, r.fieldFrame.midY, accuracy: 1e-9, line: line)
        XCTAssertEqual(r.textFrame.minX, r.fieldFrame.minX + text / 3, accuracy: 1e-9, line: line)
    }

    func testKeysAreReadAndBadOnesNamedWithTheirPlace() throws {
        let s = try Self.scenario(search: #"{"placeholder": "Search mail", "text": "invoice", "scope": ["All", "Unread"]}"#)
        XCTAssertEqual(s.chrome.navigationBar?.search, SearchBarOptions(placeholder: "Search mail", text: "invoice", scope: ["All", "Unread"]))
        let bad: [(String, String)] = [
            (#"{"placholder": "Search"}"#, #"search.json:1:238: chrome.navigationBar.search: unknown key "placholder" (did you mean "placeholder"?)"#),
            (#"{"text": "a"}"#, #"search.json:1:237: chrome.navigationBar.search: missing required key "placeholder""#),
            (#"{"placeholder": ""}"#, #"search.json:1:253: chrome.navigationBar.search.placeholder: a placeholder is 1 to 40 characters, got """#),
            (#"{"placeholder": "S", "scope": ["All"]}"#, #"search.json:1:267: chrome.navigationBar.search.scope: 2 to 4 scope button titles, got 1"#),
            (#"{"placeholder": "S", "scope": ["All", 3]}"#, #"search.json:1:275: chrome.navigationBar.search.scope[1]: expected a string, got 3"#),
            (#""Search""#, #"search.json:1:237: chrome.navigationBar.search: expected an object, got "Search""#),
        ]
        for (search, message) in bad {
            XCTAssertThrowsError(try Self.scenario(search: search), search) { error in
                XCTAssertEqual((error as? InputError)?.message, message)
            }
        }
        // `renderlist schema` knows the keys.
        let schema = ScenarioSchema.json().serialized(pretty: false)
        XCTAssertTrue(schema.contains(#""searchBar":{"#), "the searchBar definition")
        XCTAssertTrue(schema.contains(#""required":["placeholder"]"#), "placeholder is required")
        XCTAssertTrue(schema.contains(##""search":{"$ref":"#/$defs/searchBar""##), "navigationBar.search refers to it")
    }

    /// At rest the field sits under the large title, 36 pt tall in its 52-pt area at the 16-pt
    /// margin; 26 pt up the area is half gone (the field squashed, its text faded out, the large
    /// title untouched); 52 pt up it is gone and the large title starts to collapse.
    func testTheSearchAreaHidesAsTheListScrollsBeforeTheLargeTitle() throws {
        let s = try Self.scenario()
        let rest = try ChromeTests.layout(s, offset: -195)
        XCTAssertEqual(rest.contentInset.top, 47 + 44 + 52 + 52)
        XCTAssertEqual(rest.navigationBar?.frame, Rect(x: 0, y: 47, width: 390, height: 148))
        XCTAssertEqual(rest.navigationBar?.largeTitleFrame, Rect(x: 16, y: 96, width: 358, height: 41))
        let r = try Self.search(rest)
        XCTAssertEqual(r.frame, Rect(x: 0, y: 143, width: 390, height: 52))
        XCTAssertEqual(r.fieldFrame, Rect(x: 16, y: 151, width: 358, height: 36))
        // iOS 17.5's UISearchBar (docs/chrome.md).
        Self.assertGlassAndText(r, glass: 23, text: 94)
        XCTAssertEqual(r.contentAlpha, 1)
        XCTAssertNil(r.cancelFrame)
        XCTAssertEqual(rest.headers.first?.frame.minY, 195, "the list starts under the search area")

        let halfLayout = try ChromeTests.layout(s, offset: -195 + 26)
        let half = try Self.search(halfLayout)
        XCTAssertEqual(half.frame, Rect(x: 0, y: 143, width: 390, height: 26))
        XCTAssertEqual(half.fieldFrame, Rect(x: 16, y: 151, width: 358, height: 10))
        XCTAssertEqual(half.contentAlpha, 0)
        XCTAssertEqual(halfLayout.navigationBar?.largeTitleFrame, Rect(x: 16, y: 96, width: 358, height: 41))

        let hiddenLayout = try ChromeTests.layout(s, offset: -143)
        XCTAssertEqual(try Self.search(hiddenLayout).frame.height, 0)
        XCTAssertEqual(hiddenLayout.navigationBar?.frame.height, 96, "the large title area is whole")
        let collapsed = try ChromeTests.layout(s, offset: -143 + 26)
        XCTAssertEqual(collapsed.navigationBar?.frame.height, 70, "then the large title collapses")
        XCTAssertEqual(collapsed.navigationBar?.largeTitleFrame?.minY, 70)

        // Pulled down, the large title area stretches; the search area stays 52 pt under it.
        let pulled = try Self.search(ChromeTests.layout(s, offset: -195 - 40))
        XCTAssertEqual(pulled.frame, Rect(x: 0, y: 183, width: 390, height: 52))
    }

    /// A drag released with the search area partly hidden lands where it is whole or gone.
    func testADragNeverLeavesTheSearchAreaHalfHidden() throws {
        // 40 pt of finger: 10 of slop, 30 of scrolling (more than half the area), then held still.
        let s = try Self.scenario(#"{"wait": 0.1}, {"drag": {"from": [195, 500], "to": [195, 460], "duration": 0.3, "hold": 0.3}}"#, duration: 3)
        let end = try XCTUnwrap(TestScenarios.layouts(s).last)
        XCTAssertEqual(end.contentOffset, -143, accuracy: 0.5)
        XCTAssertEqual(try Self.search(end).frame.height, 0, accuracy: 0.5)
        XCTAssertNotNil(end.navigationBar?.largeTitleFrame)
        // A drag that starts on the field is the bar's, not the list's.
        let onField = try Self.scenario(#"{"wait": 0.1}, {"drag": {"from": [150, 170], "to": [150, 400], "duration": 0.3}}"#)
        XCTAssertTrue(try TestScenarios.layouts(onField).allSatisfy { $0.contentOffset == -195 })
    }

    /// A tap on the field: over 0.3 s the Cancel button slides in at the trailing margin, the
    /// field narrows for it, and the list scrolls 52 pt so the large title collapses while the
    /// search area stays whole under the bar. A tap on Cancel brings it all back.
    func testTheFocusTapShowsCancelAndCollapsesTheTitle() throws {
        let s = try Self.scenario(#"{"wait": 0.1}, {"tap": [150, 170]}, {"wait": 0.9}, {"tap": [346, 117]}, {"wait": 0.8}"#)
        let frames = try TestScenarios.layouts(s)
        let before = try Self.search(EditModeTests.frame(frames, at: 0.1))
        XCTAssertEqual(before.focus, 0)
        XCTAssertNil(before.cancelFrame)

        let focusedLayout = EditModeTests.frame(frames, at: 1.0)
        let focused = try Self.search(focusedLayout)
        XCTAssertEqual(focused.focus, 1)
        let cancel = try XCTUnwrap(focused.cancelFrame)
        XCTAssertEqual(cancel.maxX, 374, accuracy: 0.01, "Cancel ends at the trailing margin")
        XCTAssertEqual(focused.fieldFrame.maxX, cancel.minX - 8, accuracy: 0.01)
        XCTAssertEqual(focused.frame, Rect(x: 0, y: 91, width: 390, height: 52), "the search area right under the bar")
        XCTAssertEqual(focusedLayout.contentOffset, -143, accuracy: 0.01)
        XCTAssertNil(focusedLayout.navigationBar?.largeTitleFrame, "the large title collapsed")
        XCTAssertEqual(focusedLayout.navigationBar?.titleAlpha, 1, "the inline title shows")

        let cancelledLayout = try XCTUnwrap(frames.last)
        let cancelled = try Self.search(cancelledLayout)
        XCTAssertEqual(cancelled.focus, 0)
        XCTAssertNil(cancelled.cancelFrame)
        XCTAssertEqual(cancelled.fieldFrame, Rect(x: 16, y: 151, width: 358, height: 36))
        XCTAssertEqual(cancelledLayout.contentOffset, -195, accuracy: 0.01)
    }

    /// iOS 26 draws the field as a 44-pt capsule 16 pt from the sides, its glass 13.67 pt in
    /// (PlatformLook); right to left the field, glass, text and Cancel mirror and the first scope
    /// button is at the right.
    func testIOS26AndRightToLeftPlaceTheFieldByTheirOwnRules() throws {
        let text = #"{"name": "s26", "platform": "ios26", "layoutDirection": "rtl", "viewport": {"width": 390, "height": 844, "scale": 1}, "duration": 1, "list": {"generate": {"sections": 2, "rows": 8}}, "chrome": {"statusBar": true, "navigationBar": {"title": "Mail", "largeTitle": true, "search": {"placeholder": "Search", "scope": ["All", "Unread"]}}}, "timeline": [{"wait": 0.1}, {"tap": [200, 170]}, {"wait": 0.5}]}"#
        let s = try ScenarioLoader.load(data: Array(text.utf8), path: "s26.json")
        let rest = try Self.search(ChromeTests.layout(s, offset: -239))
        XCTAssertEqual(rest.fieldFrame, Rect(x: 16, y: 147, width: 358, height: 44), "a 44-pt field, 4 pt above and below")
        XCTAssertEqual(rest.magnifyingGlassFrame.maxX, 374 - 41.0 / 3, accuracy: 1e-9, "the glass 13.67 pt in from the right")
        XCTAssertEqual(rest.textFrame.maxX, 374 - 118.0 / 3, accuracy: 1e-9, "the text 39.33 pt in from the right")
        XCTAssertEqual(rest.scope.map(\.title), ["All", "Unread"])
        XCTAssertGreaterThan(rest.scope[0].frame.minX, rest.scope[1].frame.minX, "All at the right")
        let focused = try Self.search(XCTUnwrap(TestScenarios.layouts(s).last))
        let cancel = try XCTUnwrap(focused.cancelFrame)
        XCTAssertEqual(cancel.minX, 16, accuracy: 0.01, "Cancel at the left margin")
        XCTAssertEqual(focused.fieldFrame.minX, cancel.maxX + 8, accuracy: 0.01)
        XCTAssertEqual(focused.fieldFrame.maxX, 374)
        let painted = Painter(theme: s.theme, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                              text: TextMeasurer.shared).paint(try ChromeTests.layout(s, offset: -239))
        XCTAssertTrue(painted.items.contains(.roundedRect(rest.fieldFrame, radius: 22, s.theme.searchFieldFill)), "a capsule")
    }

    /// iOS 26 on BrunoCerberus/Pulse's 393 × 852 screen (Fixtures/fidelity/pulse-search-26,
    /// docs/chrome.md): the field 44 pt tall and 16 pt from both sides where the layout margin is
    /// 20, the glass a 16.33-pt box 13.67 pt in, the placeholder's frame 39.33 pt in (its ink at
    /// 40.33, as measured), the large title's baseline 17.67 pt above the field (its ink 16.67),
    /// the field's top at the measured 166 pt (the 59-pt safe area, a 59-pt area over the field on
    /// this Dynamic Island phone). iOS 18 keeps its 36-pt field at the layout margin, the glass a
    /// 15-pt box 8 pt in, under its 52-pt area from the same safe area.
    func testIOS26FieldMatchesTheMeasuredSearchable() throws {
        func scenario(_ platform: String) throws -> Scenario {
            let text = #"{"name": "pulse", "platform": "\#(platform)", "theme": "dark", "viewport": {"width": 393, "height": 852, "scale": 3}, "duration": 0.1, "list": {"generate": {"sections": 1, "rows": 3}}, "chrome": {"statusBar": true, "navigationBar": {"title": "Search", "largeTitle": true, "search": {"placeholder": "Search news..."}}}}"#
            return try ScenarioLoader.load(data: Array(text.utf8), path: "pulse.json")
        }
        let s26 = try scenario("ios26")
        let f26 = try XCTUnwrap(TestScenarios.layouts(s26).first)
        let field = try Self.search(f26)
        XCTAssertEqual(field.frame, Rect(x: 0, y: 162, width: 393, height: 52))
        XCTAssertEqual(field.fieldFrame, Rect(x: 16, y: 166, width: 361, height: 44))
        Self.assertGlassAndText(field, glass: 41, text: 118)
        let title = try XCTUnwrap(f26.navigationBar?.largeTitleFrame)
        XCTAssertEqual(field.fieldFrame.minY - (title.maxY - ChromeMetrics.largeTitleBaselineAboveLineBottom), 17, accuracy: 1e-9,
                       "the baseline 13 pt above the area, 17 above the field")
        let painted = Painter(theme: s26.theme, metrics: ListMetrics(scenario: s26), features: s26.features, showTouches: false,
                              text: TextMeasurer.shared).paint(f26)
        XCTAssertTrue(painted.items.contains(.roundedRect(field.fieldFrame, radius: 22, s26.theme.searchFieldFill)), "a capsule")

        let f18 = try Self.search(XCTUnwrap(TestScenarios.layouts(scenario("ios18")).first))
        XCTAssertEqual(f18.fieldFrame, Rect(x: 20, y: 163, width: 353, height: 36))
        Self.assertGlassAndText(f18, glass: 23, text: 94)
    }

    /// The glass is drawn in `label` on iOS 26 (white on the dark field: the reference's
    /// brightest glass pixel is 255) and in `secondaryLabel` on iOS 18.
    func testIOS26GlassIsLabelColoured() throws {
        for (platform, expected) in [("ios26", [UInt8](arrayLiteral: 255, 255, 255)), ("ios18", [152, 152, 159])] {
            let text = #"{"name": "g", "platform": "\#(platform)", "theme": "dark", "viewport": {"width": 393, "height": 852, "scale": 1}, "duration": 0.1, "list": {"generate": {"sections": 1, "rows": 3}}, "chrome": {"statusBar": true, "navigationBar": {"title": "Search", "largeTitle": true, "search": {"placeholder": "Search"}}}}"#
            let s = try ScenarioLoader.load(data: Array(text.utf8), path: "g.json")
            let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
            let g = try Self.search(layout).magnifyingGlassFrame
            let image = FrameRenderer(scenario: s).image(of: layout)
            var brightest: [UInt8] = [0, 0, 0]
            for y in Int(g.minY)..<Int(g.maxY.rounded(.up)) {
                for x in Int(g.minX)..<Int(g.maxX.rounded(.up)) {
                    let i = (y * image.width + x) * 4
                    let p = Array(image.pixels[i..<i + 3])
                    if p.map(Int.init).reduce(0, +) > brightest.map(Int.init).reduce(0, +) { brightest = p }
                }
            }
            XCTAssertEqual(brightest, expected, platform)
        }
    }

    func testTheDumpNamesTheFieldAndItsParts() throws {
        let s = try Self.scenario(#"{"wait": 0.1}, {"tap": [150, 170]}, {"wait": 0.6}"#,
                                  search: #"{"placeholder": "Search", "text": "inv", "scope": ["All", "Unread"]}"#)
        let rest = LayoutDump.frame(try ChromeTests.layout(s, offset: -239)).serialized()
        XCTAssertTrue(rest.contains(#""search":{"frame":[0,143,390,96],"fieldFrame":[16,151,358,36],"magnifyingGlassFrame":[23.6667,160.8333,16.3333,16.3333],"textFrame":[47.3333,158,319,22],"text":"inv","contentAlpha":1,"focus":0,"scopeFrame":[16,201,358,32],"scopeAlpha":1,"scope":[{"title":"All","frame":[16,201,179,32],"selected":true},{"title":"Unread","frame":[195,201,179,32],"selected":false}]}"#), rest)
        let focused = LayoutDump.frame(try XCTUnwrap(TestScenarios.layouts(s).last)).serialized()
        XCTAssertTrue(focused.contains(#""focus":1,"cancelFrame":["#), focused)
        let plain = LayoutDump.frame(try ChromeTests.layout(Self.scenario(), offset: -195)).serialized()
        XCTAssertTrue(plain.contains(#""placeholder":"Search""#), plain)
        XCTAssertFalse(plain.contains("scope"), "no scope bar asked for")
    }

    /// Pixels of the drawn field at rest: tertiarySystemFill over white, the placeholder's ink.
    func testTheFieldIsDrawnAndFramesRenderIdenticallyTwice() throws {
        let s = try Self.scenario(#"{"wait": 0.1}, {"tap": [150, 170]}, {"wait": 0.5}"#)
        let layouts = try TestScenarios.layouts(s)
        let again = try TestScenarios.layouts(s)
        let image = FrameRenderer(scenario: s).image(of: layouts[0])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * image.width + x) * 4; return Array(image.pixels[i..<i + 3]) }
        XCTAssertEqual(pixel(200, 155), [238, 238, 240], "the field's fill")
        XCTAssertEqual(pixel(200, 145), [255, 255, 255], "above the field")
        XCTAssertTrue((46..<100).contains { x in (160..<178).contains { pixel(x, $0)[0] < 180 } }, "the placeholder's ink")
        for index in [0, 12, 20, 40] {
            let a = FrameRenderer(scenario: s).image(of: layouts[index])
            let b = FrameRenderer(scenario: s).image(of: again[index])
            XCTAssertTrue(a.pixels == b.pixels, "frame \(index)")
            XCTAssertEqual(LayoutDump.frame(layouts[index]).serialized(), LayoutDump.frame(again[index]).serialized())
        }
    }
}
