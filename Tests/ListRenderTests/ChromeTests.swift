import Foundation
import XCTest
@testable import ListRender

/// The status bar and the large-title navigation bar (docs/chrome.md): their keys, the safe
/// area they add to the list's top, and the large title's coupling to the content offset.
final class ChromeTests: XCTestCase {
    static func load(_ json: String) throws -> Scenario { try ScenarioLoader.load(data: json, path: "c.json", platform: .ios18) }

    /// Lays out the first frame of `s` with the content offset set to `offset`.
    static func layout(_ s: Scenario, offset: Double) throws -> FrameLayout {
        var sim = Simulator(scenario: s)
        var state = try XCTUnwrap(try sim.nextFrame())
        state.contentOffset = offset
        state.indicatorAlpha = 1
        return LayoutEngine.layout(state, scenario: s, metrics: ListMetrics(scenario: s))
    }

    func px(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    func testChromeKeysAreStrict() throws {
        let s = try Self.load(#"{"name":"c","list":{"generate":{"sections":1,"rows":3}},"chrome":{"statusBar":{"time":"10:09","battery":42},"navigationBar":{"title":"Inbox","largeTitle":true,"leading":["Back"],"trailing":["Edit",{"symbol":"plus"}]}}}"#)
        XCTAssertEqual(s.chrome.statusBar?.time, "10:09")
        XCTAssertEqual(s.chrome.statusBar?.battery, 42)
        XCTAssertEqual(s.chrome.navigationBar?.trailing, [.text("Edit"), .symbol("plus")])
        XCTAssertEqual(s.chrome.navigationBar?.leading, [.back("Back")], "a first leading \"Back\" is the back button")
        let back = try Self.load(#"{"name":"c","list":{"generate":{"sections":1,"rows":3}},"chrome":{"navigationBar":{"leading":[{"back":"Mailboxes"},"Back"]}}}"#)
        XCTAssertEqual(back.chrome.navigationBar?.leading, [.back("Mailboxes"), .text("Back")])
        XCTAssertEqual(try Self.load(#"{"name":"c","list":{"generate":{"sections":1,"rows":3}},"chrome":{"statusBar":true}}"#).chrome.statusBar,
                       StatusBarOptions())
        let list = #""list":{"generate":{"sections":1,"rows":3}}"#
        let bad: [(String, String)] = [
            (#"{"name":"c",\#(list),"chrome":{"statusbar":true}}"#,
             #"c.json:1:67: chrome: unknown key "statusbar" (did you mean "statusBar"?)"#),
            (#"{"name":"c",\#(list),"chrome":{"statusBar":{"battery":120}}}"#,
             #"c.json:1:90: chrome.statusBar.battery: must be at least 0 and at most 100 %, got 120"#),
            (#"{"name":"c",\#(list),"chrome":{"statusBar":"yes"}}"#,
             #"c.json:1:79: chrome.statusBar: expected an object, got "yes""#),
            (#"{"name":"c",\#(list),"chrome":{"navigationBar":{"trailing":[{"symbol":"minus"}]}}}"#,
             #"c.json:1:106: chrome.navigationBar.trailing[0].symbol: unknown symbol "minus"; expected "plus""#),
            (#"{"name":"c",\#(list),"chrome":{"navigationBar":{"leading":["Edit",{"back":"Mail"}]}}}"#,
             #"c.json:1:110: chrome.navigationBar.leading[1].back: only the first leading item can be the back button"#),
            (#"{"name":"c",\#(list),"chrome":{"navigationBar":{"trailing":[{"back":"Mail"}]}}}"#,
             #"c.json:1:104: chrome.navigationBar.trailing[0].back: only the first leading item can be the back button"#),
            (#"{"name":"c",\#(list),"chrome":{"navigationBar":{"leading":[{"back":""}]}}}"#,
             #"c.json:1:103: chrome.navigationBar.leading[0].back: a button's title is 1 to 16 characters, got """#),
            (#"{"name":"c",\#(list),"chrome":{"navigationBar":{"leading":[{"back":"Mail","symbol":"plus"}]}}}"#,
             #"c.json:1:103: chrome.navigationBar.leading[0].back: a bar button is a symbol or the back button, not both"#),
            (#"{"name":"c",\#(list),"chrome":{"navigationBar":{"largeTitle":1}}}"#,
             #"c.json:1:97: chrome.navigationBar.largeTitle: expected true or false, got 1"#),
            (#"{"name":"c",\#(list),"features":{"snapHeader":true},"chrome":{"statusBar":true}}"#,
             #"c.json:1:97: chrome: cannot be combined with features.snapHeader (the snap header takes the top of the screen)"#),
        ]
        for (text, message) in bad {
            XCTAssertThrowsError(try Self.load(text), text) { error in
                XCTAssertEqual((error as? InputError)?.message, message)
            }
        }
    }

    /// `glyphs: false` keeps the status bar's height (the navigation bar stays under it) and
    /// draws nothing there: every pixel of its area is the screen's background; with glyphs the
    /// clock and battery are ink.
    func testStatusBarWithoutGlyphsKeepsItsHeightAndDrawsNothing() throws {
        func scenario(_ bar: String) throws -> Scenario {
            try Self.load(#"{"name":"c","viewport":{"width":390,"height":844,"scale":1},"duration":0,"list":{"generate":{"sections":1,"rows":3}},"chrome":{"statusBar":\#(bar),"navigationBar":{"title":"T"}}}"#)
        }
        let blank = try scenario(#"{"glyphs":false}"#), drawn = try scenario("true")
        XCTAssertEqual(blank.chrome.statusBar?.glyphs, false)
        for s in [blank, drawn] {
            let layout = try Self.layout(s, offset: -91)
            XCTAssertEqual(layout.statusBar?.frame, Rect(x: 0, y: 0, width: 390, height: 47))
            XCTAssertEqual(layout.navigationBar?.frame.minY, 47)
        }
        func distinctColours(_ s: Scenario) throws -> Int {
            let r = FrameRenderer(scenario: s)
            let image = r.image(of: r.layout(try Simulator.run(s)[0]))
            var seen = Set<[UInt8]>()
            for y in 0..<47 { for x in 0..<390 { seen.insert(px(image, x, y)) } }
            return seen.count
        }
        XCTAssertEqual(try distinctColours(blank), 1)
        XCTAssertGreaterThan(try distinctColours(drawn), 1)
        let dump = LayoutDump.frame(try Self.layout(blank, offset: -91)).serialized()
        XCTAssertTrue(dump.contains(#""statusBar":{"frame":[0,0,390,47],"glyphs":false}"#), dump.prefix(300).description)
        let list = #""list":{"generate":{"sections":1,"rows":3}}"#
        for (text, message) in [
            (#"{"name":"c",\#(list),"chrome":{"statusBar":{"glyphs":"no"}}}"#,
             #"c.json:1:89: chrome.statusBar.glyphs: expected true or false, got "no""#),
            (#"{"name":"c",\#(list),"chrome":{"statusBar":{"glyphs":false,"time":"9:41"}}}"#,
             #"c.json:1:102: chrome.statusBar.time: has no effect with "glyphs": false (nothing is drawn in the status bar)"#),
        ] {
            XCTAssertThrowsError(try Self.load(text), text) { error in
                XCTAssertEqual((error as? InputError)?.message, message)
            }
        }
    }

    func testStatusBarHeightFollowsThePhone() {
        let h = { (w: Double, hh: Double) in ChromeMetrics.statusBarHeight(viewport: Viewport(width: w, height: hh)) }
        XCTAssertEqual(h(390, 844), 47)   // iPhone 12-14, notch
        XCTAssertEqual(h(393, 852), 59)   // Dynamic Island: the safe area's top, not the 54-pt status bar frame
        XCTAssertEqual(h(430, 932), 59)
        XCTAssertEqual(h(402, 874), 62)   // iPhone 16 Pro / 17 / 17 Pro (Close's iOS 26 screenshots)
        XCTAssertEqual(h(440, 956), 62)
        XCTAssertEqual(h(375, 812), 44)   // iPhone X / XS / 11 Pro
        XCTAssertEqual(h(414, 896), 48)   // iPhone XR / 11
        XCTAssertEqual(h(375, 667), 20)   // home button (SE, 8)
        XCTAssertEqual(h(400, 900), 47)   // another edge-to-edge screen
    }

    /// The list sits below the status bar: content inset, rest offset, the first header, the
    /// floating header's pin line and the indicator's track all start at 47 pt.
    func testStatusBarIsTheListsTopInset() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/status-bar.json")
        let rest = try Self.layout(s, offset: -47)
        XCTAssertEqual(rest.contentInset.top, 47)
        XCTAssertEqual(rest.statusBar?.frame, Rect(x: 0, y: 0, width: 390, height: 47))
        XCTAssertEqual(rest.headers.first?.frame, Rect(x: 0, y: 47, width: 390, height: 28))
        XCTAssertEqual(rest.indicator?.frame.minY, 50)   // 47 + the 3-pt margin, at the top of its range
        XCTAssertEqual(rest.rows.first?.frame.minY, 75)

        // Scrolled 100 pt: section 1's header is pinned at the status bar's bottom edge.
        let scrolled = try Self.layout(s, offset: 53)
        XCTAssertEqual(scrolled.headers.first?.frame.minY, 47)
        XCTAssertEqual(scrolled.headers.first?.pinned, true)
        // Content 6 × (28 + 5 × 44) = 1488; visible 844 − 47; track 844 − 47 − 6 = 791.
        let maxOffset = 1488 - 844.0
        let bottom = try Self.layout(s, offset: maxOffset)
        XCTAssertEqual(bottom.indicator.map { $0.frame.maxY }, 844 - 3)
        let length = 791 * (844 - 47) / 1488.0
        XCTAssertEqual(try XCTUnwrap(bottom.indicator?.frame.height), length, accuracy: 1e-9)

        let dump = LayoutDump.frame(rest).serialized()
        XCTAssertTrue(dump.contains(#""statusBar":{"frame":[0,0,390,47],"time":"9:41","battery":80}"#), dump)
        // `output.ignore: ["statusBar"]` covers exactly the bar.
        XCTAssertEqual(rest.ignoredRects([.part(.statusBar)]), [Rect(x: 0, y: 0, width: 390, height: 47)])
    }

    /// The status bar stands on the list's background and draws the clock in the label colour.
    func testStatusBarPixels() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/status-bar.json")
        let renderer = FrameRenderer(scenario: s)
        let scrolled = try Self.layout(s, offset: 200)
        let image = renderer.image(of: scrolled)
        // Scrolled, rows pass under the bar: its strip stays the plain list's white.
        var dark = 0
        for y in 0..<(47 * 3) {
            for x in 0..<(100 * 3) where px(image, x, y)[0] < 100 { dark += 1 }
        }
        XCTAssertGreaterThan(dark, 300, "the clock is drawn in black")
        XCTAssertEqual(px(image, 200 * 3, 5 * 3), [255, 255, 255, 255])
        XCTAssertEqual(px(image, 200 * 3, 40 * 3), [255, 255, 255, 255])
    }

    /// The large title's coupling to the offset: at rest (offset −143 on a 47-pt status bar)
    /// the 52-pt area is open; 26 pt up it is half gone; 52 pt up it is gone and the inline
    /// title shows; pulled down 40 pt the area is 92 pt with the title at its bottom.
    func testLargeTitleFollowsTheOffset() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/large-title.json")
        let rest = try Self.layout(s, offset: -143)
        XCTAssertEqual(rest.contentInset.top, 47 + 44 + 52)
        let bar = try XCTUnwrap(rest.navigationBar)
        XCTAssertEqual(bar.barFrame, Rect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(bar.largeTitleFrame, Rect(x: 16, y: 96, width: 358, height: 41))
        XCTAssertEqual(bar.titleAlpha, 0)
        XCTAssertEqual(bar.backgroundAlpha, 0)
        XCTAssertEqual(rest.headers.first?.frame.minY, 143)

        let half = try XCTUnwrap(Self.layout(s, offset: -143 + 26).navigationBar)
        XCTAssertEqual(half.frame.height, 44 + 26)
        XCTAssertEqual(half.largeTitleFrame?.minY, 96 - 26)
        XCTAssertEqual(half.titleAlpha, 0)
        XCTAssertEqual(half.backgroundAlpha, 0)

        let nearly = try XCTUnwrap(Self.layout(s, offset: -143 + 45).navigationBar)
        XCTAssertEqual(nearly.titleAlpha, 0.5)   // 7 pt of area left of the 14-pt fade

        let collapsedLayout = try Self.layout(s, offset: -143 + 52)
        let collapsed = try XCTUnwrap(collapsedLayout.navigationBar)
        XCTAssertEqual(collapsed.frame, Rect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertNil(collapsed.largeTitleFrame)
        XCTAssertEqual(collapsed.titleAlpha, 1)
        XCTAssertEqual(collapsed.backgroundAlpha, 0)   // the content's top is exactly at the bar
        XCTAssertEqual(try Self.layout(s, offset: -143 + 56).navigationBar?.backgroundAlpha, 0.5)
        XCTAssertEqual(try Self.layout(s, offset: 0).navigationBar?.backgroundAlpha, 1)

        let pulled = try XCTUnwrap(Self.layout(s, offset: -143 - 40).navigationBar)
        XCTAssertEqual(pulled.frame.height, 44 + 92)
        XCTAssertEqual(pulled.largeTitleFrame, Rect(x: 16, y: 136, width: 358, height: 41))
    }

    /// Floating headers pin under the bar wherever its bottom edge is; the indicator's track
    /// starts there too.
    func testHeadersAndIndicatorRespectTheBar() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/large-title.json")
        let collapsed = try Self.layout(s, offset: 100)
        XCTAssertEqual(collapsed.headers.first?.frame.minY, 91)
        XCTAssertEqual(collapsed.headers.first?.pinned, true)
        let half = try Self.layout(s, offset: -143 + 26)
        XCTAssertEqual(half.headers.first?.frame.minY, 117)
        // At rest the track starts 3 pt below the open large title.
        XCTAssertEqual(try Self.layout(s, offset: -143).indicator?.frame.minY, 146)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(collapsed.indicator?.frame.minY), 94)
        // Its length is the visible fraction of the track (1488 pt of content): 701 of it visible
        // at rest on a 695-pt track, 753 on a 747-pt track once the title has collapsed.
        XCTAssertEqual(try XCTUnwrap(Self.layout(s, offset: -143).indicator?.frame.height), 695 * 701 / 1488, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(collapsed.indicator?.frame.height), 747 * 753 / 1488, accuracy: 1e-9)
        let dump = LayoutDump.frame(half).serialized()
        XCTAssertTrue(dump.contains(#""navigationBar":{"frame":[0,47,390,70],"barFrame":[0,47,390,44],"title":"Mailboxes","largeTitleFrame":[16,70,358,41],"titleAlpha":0,"backgroundAlpha":0}"#), dump)
    }

    /// The simulation rests at the large title's offset and scrolls the bar closed.
    func testFixtureScrollsTheTitleAway() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/large-title.json")
        let layouts = try TestScenarios.layouts(s)
        XCTAssertEqual(layouts.first?.contentOffset, -143)
        XCTAssertEqual(layouts.first?.navigationBar?.largeTitleFrame?.minY, 96)
        let last = try XCTUnwrap(layouts.last)
        XCTAssertEqual(last.navigationBar?.frame.height, 44)
        XCTAssertEqual(last.navigationBar?.titleAlpha, 1)
    }

    /// A drag released with the large title half collapsed lands open or collapsed, by the middle
    /// (26 pt); a list released beyond the area is left where it is.
    func testLargeTitleNeverRestsHalfCollapsed() throws {
        func restingOffset(dragging points: Double) throws -> Double {
            let s = try Self.load(#"{"name":"c","list":{"generate":{"sections":3,"rows":20}},"chrome":{"statusBar":true,"navigationBar":{"title":"T","largeTitle":true}},"timeline":[{"drag":{"from":[195,500],"to":[195,\#(500 - points - 10)],"duration":0.4,"hold":0.2}}],"duration":5}"#)
            return try XCTUnwrap(TestScenarios.layouts(s).last).contentOffset
        }
        XCTAssertEqual(try restingOffset(dragging: 20), -143)   // 20 pt up: opens again
        XCTAssertEqual(try restingOffset(dragging: 32), -91)    // 32 pt up: collapses
        XCTAssertEqual(try restingOffset(dragging: 80), -143 + 78 + 2.0 / 3, accuracy: 1e-9)   // beyond the area: stays (the first sample eats 1⅓ pt)
    }

    /// Rows under the bars are covered: a `{"row": ...}` step cannot find them there, and a
    /// touch on the bar does not land on the row beneath it.
    func testRowsUnderTheBarsAreCovered() throws {
        let s = try Self.load(#"{"name":"c","list":{"generate":{"sections":1,"rows":40}},"chrome":{"statusBar":true,"navigationBar":{"title":"T"}},"features":{"swipe":true},"timeline":[{"wait":0.1}],"duration":0.2}"#)
        var sim = Simulator(scenario: s)
        _ = try sim.nextFrame()
        sim.scroll.setOffset(0, at: 0.05)   // the 28-pt header and row 0 (28...72) are under the 91-pt bars
        let locate = sim.locator()
        XCTAssertNil(locate.rowCentre(RowRef(section: 0, row: 0)))          // centre 50 < 91
        XCTAssertEqual(locate.rowCentre(RowRef(section: 0, row: 1))?.y, 94)
        XCTAssertEqual(sim.metrics.barsBottom(offset: 0), 91)
    }

    /// Same scenario, same pixels: the bars' frames render identically twice.
    func testChromeFramesRenderIdenticallyTwice() throws {
        for name in ["large-title", "pull-to-refresh"] {
            let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/\(name).json")
            let layouts = try TestScenarios.layouts(s)
            for index in [0, 18, 45] {
                let a = FrameRenderer(scenario: s).image(of: layouts[index])
                let b = FrameRenderer(scenario: s).image(of: layouts[index])
                XCTAssertTrue(a.pixels == b.pixels, "\(name) frame \(index)")
            }
        }
    }

    /// Columns of the bar's 44-pt strip (rows 47...91 pt at 3x) that hold the tint colour.
    func tintColumns(_ image: RGBAImage) -> [Int] {
        (0..<image.width).filter { x in
            (47 * 3..<91 * 3).contains { y in let p = px(image, x, y); return p[2] > 200 && p[0] < 60 }
        }
    }

    /// The back button: a chevron 8 pt from the leading edge, its title 6 pt after it, both in
    /// the tint colour; right to left the whole bar mirrors (the back button at the right edge,
    /// the trailing items at the left, the large title at the right margin, the clock in the right ear).
    func testBackButtonAndMirroredBar() throws {
        func render(_ direction: String) throws -> RGBAImage {
            let s = try Self.load(#"{"name":"c","layoutDirection":"\#(direction)","viewport":{"width":390,"height":844,"scale":3},"list":{"generate":{"sections":1,"rows":3}},"chrome":{"statusBar":true,"navigationBar":{"title":"Mail","largeTitle":true,"leading":[{"back":"Settings"}],"trailing":["Edit"]}}}"#)
            return FrameRenderer(scenario: s).image(of: try Self.layout(s, offset: -143))
        }
        let ltr = try render("ltr"), rtl = try render("rtl")
        let l = tintColumns(ltr), r = tintColumns(rtl)
        XCTAssertEqual(Double(try XCTUnwrap(l.first)) / 3, 8, accuracy: 0.7, "the chevron starts 8 pt from the left edge")
        XCTAssertEqual(Double(try XCTUnwrap(r.last) + 1) / 3, 390 - 8, accuracy: 0.7, "right to left, 8 pt from the right edge")
        // The chevron (12 pt) and the title 6 pt after it: a gap of clear columns between them.
        let gap = (Int(20.5 * 3)..<Int(25.5 * 3)).filter { l.contains($0) }
        XCTAssertEqual(gap, [], "6 pt between the chevron and the title")
        XCTAssertTrue(l.contains(27 * 3), "the title starts 26 pt in")
        // "Edit" sits at the trailing margin: the right in one, the left in the other.
        // (within the glyphs' side bearings)
        XCTAssertEqual(Double(try XCTUnwrap(l.last) + 1) / 3, 390 - 16, accuracy: 2)
        XCTAssertEqual(Double(try XCTUnwrap(r.first)) / 3, 16, accuracy: 2)
        // Text is not mirrored, but the clock and the glyphs swap ears.
        func darkColumns(_ image: RGBAImage, rows: Range<Int>) -> [Int] {
            (0..<image.width).filter { x in rows.contains { y in px(image, x, y)[0] < 80 } }
        }
        let clockL = darkColumns(ltr, rows: 10 * 3..<40 * 3), clockR = darkColumns(rtl, rows: 10 * 3..<40 * 3)
        XCTAssertLessThan(try XCTUnwrap(clockL.first), 100 * 3, "the clock in the left ear")
        XCTAssertLessThan(try XCTUnwrap(clockR.first), 100 * 3, "the glyphs in the left ear right to left")
        XCTAssertGreaterThan(try XCTUnwrap(clockR.last), 290 * 3, "the clock in the right ear right to left")
        let titleL = darkColumns(ltr, rows: 100 * 3..<135 * 3), titleR = darkColumns(rtl, rows: 100 * 3..<135 * 3)
        XCTAssertEqual(Double(try XCTUnwrap(titleL.first)) / 3, 16, accuracy: 3, "the large title at the left margin")
        XCTAssertEqual(Double(try XCTUnwrap(titleR.last) + 1) / 3, 390 - 16, accuracy: 3, "right to left at the right margin")
    }

    /// The large title is 34-pt bold (Inter Display Bold): heavier than the semibold face it used
    /// to be set in; the inline title stays 17-pt semibold.
    func testLargeTitleIsBold() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/large-title.json")
        let painted = Painter(theme: .light, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                              text: TextMeasurer.shared).paint(try Self.layout(s, offset: -143))
        let runs = painted.items.compactMap { if case .text(let r) = $0 { return r }; return nil }
        let large = try XCTUnwrap(runs.first { $0.size == 34 })
        XCTAssertEqual(large.string, "Mailboxes")
        XCTAssertEqual(large.weight, .bold)
        let collapsed = Painter(theme: .light, metrics: ListMetrics(scenario: s), features: s.features, showTouches: false,
                                text: TextMeasurer.shared).paint(try Self.layout(s, offset: 0))
        let inline = collapsed.items.compactMap { if case .text(let r) = $0, r.string == "Mailboxes" { return r }; return nil }
        XCTAssertEqual(inline.map(\.weight), [.semibold])
        XCTAssertEqual(inline.map(\.size), [17])
        // Ink: the bold title covers more pixels than the same text in semibold.
        func ink(_ weight: FontWeight) -> Int {
            let list = DisplayList(size: Size(width: 300, height: 60), background: .white,
                                   items: [.text(TextRun(string: "Mailboxes", weight: weight, size: 34, color: .black,
                                                         box: Rect(x: 0, y: 0, width: 300, height: 60), baseline: 45))])
            let image = Rasterizer().renderImage(list, scale: 1)
            return stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 128 }.count
        }
        XCTAssertGreaterThan(Double(ink(.bold)), 1.05 * Double(ink(.semibold)))
    }
}
