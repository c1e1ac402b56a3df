import XCTest
@testable import ListRender

/// `theme.barBlur` / `barOpacity` (docs/chrome.md, "Bars as materials"): the content under the
/// navigation and tab bars blurred before the bar's tint, only there, and only when asked for.
final class BarMaterialTests: XCTestCase {
    private static func scenario(theme: String) throws -> Scenario {
        try ScenarioLoader.load(data: #"""
            {"name":"c","platform":"ios18","theme":\#(theme),"list":{"generate":{"sections":3,"rows":20}},
             "chrome":{"statusBar":true,"navigationBar":{"title":"Inbox"},
                       "tabBar":{"items":[{"title":"Inbox"},{"title":"Sent"}],"selected":0}}}
            """#, path: "c.json", platform: .ios18)
    }

    /// The list scrolled 300 pt, so rows pass under both bars.
    private static func frame(theme: String) throws -> (list: DisplayList, image: RGBAImage, layout: FrameLayout) {
        let s = try scenario(theme: theme)
        let layout = try ChromeTests.layout(s, offset: 300)
        let list = FrameRenderer(scenario: s).displayList(of: layout)
        return (list, Rasterizer().renderImage(list, scale: s.viewport.scale), layout)
    }

    private static func backdrops(_ list: DisplayList) -> [(Rect, Double)] {
        list.items.compactMap { if case let .backdropBlur(r, radius) = $0 { return (r, radius) } else { return nil } }
    }

    func testTheKeysAreStrictAndDefaultToTheUnblurredBar() throws {
        let plain = try Self.scenario(theme: "\"light\"").theme
        XCTAssertEqual(plain.barBlur, 0)
        XCTAssertEqual(plain.barOpacity, 0.94)
        let set = try Self.scenario(theme: #"{"barBlur":10,"barOpacity":0.7}"#).theme
        XCTAssertEqual(set.barBlur, 10)
        XCTAssertEqual(set.barOpacity, 0.7)
        for (theme, message) in [(#"{"barBlur":80}"#, "theme.barBlur: must be at least 0 and at most 50 pt, got 80"),
                                 (#"{"barOpacity":1.5}"#, "theme.barOpacity: must be at least 0 and at most 1, got 1.5"),
                                 (#"{"barblur":3}"#, #"theme: unknown key "barblur" (did you mean "barBlur"?)"#)] {
            XCTAssertThrowsError(try Self.scenario(theme: theme), theme) { error in
                let line = "\(error)"
                XCTAssertTrue(line.hasPrefix("c.json:1:") && line.hasSuffix(message), line)
            }
        }
    }

    func testWithoutBarBlurNoBackdropIsDrawnSoTodaysFramesStayAsTheyAre() throws {
        XCTAssertTrue(Self.backdrops(try Self.frame(theme: "\"light\"").list).isEmpty)
    }

    func testTheContentUnderBothBarsIsBlurredAndNothingElseChanges() throws {
        let plain = try Self.frame(theme: #"{"barOpacity":0.7}"#)
        let blurred = try Self.frame(theme: #"{"barBlur":10,"barOpacity":0.7}"#)
        let nav = try XCTUnwrap(blurred.layout.navigationBar), tab = try XCTUnwrap(blurred.layout.bottomBar)
        XCTAssertEqual(nav.backgroundAlpha, 1)
        let found = Self.backdrops(blurred.list)
        XCTAssertEqual(found.map(\.0), [Rect(x: 0, y: 0, width: nav.frame.width, height: nav.frame.maxY), tab.frame])
        XCTAssertEqual(found.map(\.1), [10, 10])
        let scale = blurred.list.scale
        let boxes = found.map { BackdropBlur.pixelBox($0.0, scale: scale)! }
        var inside = 0, outside = 0
        for y in 0..<plain.image.height {
            for x in 0..<plain.image.width where plain.image.px(x, y) != blurred.image.px(x, y) {
                if boxes.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }) { inside += 1 } else { outside += 1 }
            }
        }
        XCTAssertEqual(outside, 0)
        XCTAssertGreaterThan(inside, 10_000, "rows' text and separators under the bars are smeared")
    }
}
