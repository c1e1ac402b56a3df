import Foundation
import XCTest
@testable import ListRender

/// iOS 26's navigation bar buttons in glass capsules (docs/platforms.md, "Glass bar buttons"),
/// held to the numbers measured on home-assistant/iOS's LocationHistoryListView (iOS 26.4,
/// 390 × 844 pt @3x): the Clear button's capsule at x 930…1121, y 161…292 px, filled
/// (252,252,255) light and (25,25,25) dark, its title near-black, not the tint.
final class GlassBarButtonTests: XCTestCase {
    static func scenario(platform: String, theme: String = "light", leading: String = "[]",
                         trailing: String = #"["Clear"]"#) throws -> Scenario {
        try ScenarioLoader.load(data: #"{"name":"g","platform":"\#(platform)","theme":"\#(theme)","viewport":{"width":390,"height":844,"scale":3},"duration":0,"list":{"style":"insetGrouped","generate":{"sections":1,"rows":3}},"chrome":{"statusBar":true,"navigationBar":{"title":"Location History","leading":\#(leading),"trailing":\#(trailing)}}}"#,
                                path: "g.json")
    }

    struct Rendered {
        let image: RGBAImage
        /// The pixel at device pixel (x, y), RGB.
        func px(_ x: Int, _ y: Int) -> [Int] {
            let i = (y * image.width + x) * 4
            return image.pixels[i..<i + 3].map(Int.init)
        }
    }

    func render(_ s: Scenario) throws -> Rendered {
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        return Rendered(image: FrameRenderer(scenario: s).image(of: layout))
    }

    func testTheCapsuleSitsWhereIOS26PutsItInBothThemes() throws {
        for (theme, fill) in [("light", [252, 252, 255]), ("dark", [25, 25, 25])] {
            let r = try render(try Self.scenario(platform: "ios26", theme: theme))
            // Inside the capsule, between its rim and the title: the glass fill.
            XCTAssertEqual(r.px(1112, 227), fill, theme)
            // Its outer end 16 pt from the screen's edge: px 1121 is the rim, 1124 is outside.
            XCTAssertNotEqual(r.px(1124, 227), r.px(1112, 227), theme)
            XCTAssertNotEqual(r.px(1119, 227), r.px(1124, 227), theme)
            // The bar's 44 pt tall: rows 161…292 (the bar's 53.5-pt top rounds to 160.5).
            XCTAssertEqual(r.px(1030, 165), fill, "\(theme): top of the capsule")
            XCTAssertEqual(r.px(1030, 288), fill, "\(theme): bottom of the capsule")
            XCTAssertNotEqual(r.px(1030, 296), fill, "\(theme): below the capsule")
        }
    }

    func testTheTitleIsLabelOnGlassAndTintWithout() throws {
        let glass = try render(try Self.scenario(platform: "ios26"))
        let tinted = try render(try Self.scenario(platform: "ios18"))
        // The darkest ink of "Clear" on each: near-black on glass, the blue tint on iOS 18.
        func darkest(_ r: Rendered) -> [Int] {
            var best = [255, 255, 255]
            for y in 200..<260 { for x in 940..<1125 where r.px(x, y).reduce(0, +) < best.reduce(0, +) { best = r.px(x, y) } }
            return best
        }
        XCTAssertEqual(darkest(glass), [25, 25, 28])
        XCTAssertEqual(darkest(tinted), [0, 122, 255])
        // iOS 18 draws no capsule: the bar's right end is the background.
        XCTAssertEqual(tinted.px(1123, 180), tinted.px(600, 120))
    }

    /// The capsule holds its items centred, at least 44 wide; a back button is its chevron alone
    /// in a circle; the padding is part of the touch target.
    func testPlacementAndTargets() throws {
        let glass = GlassBarButtonLook.ios26
        let bar = Rect(x: 0, y: 53.5, width: 390, height: 44)
        let width: (Int, String) -> Double = { _, t in Double(t.count) * 10 }
        let clear = BarButtonFrames.frames([.text("Clear")], bar: bar, leading: false, glass: glass, titleWidth: width)
        let capsule = try XCTUnwrap(BarButtonFrames.placement([.text("Clear")], bar: bar, leading: false, rightToLeft: false, glass: glass, titleWidth: width).capsule)
        XCTAssertEqual(capsule.maxX, 374, accuracy: 1e-9)
        XCTAssertEqual(capsule.width, 50 + 2 * 12.4, accuracy: 1e-9)
        XCTAssertEqual(clear[0].midX, capsule.midX, accuracy: 1e-9)
        let back = BarButtonFrames.placement([.back("Settings")], bar: bar, leading: true, rightToLeft: false, glass: glass, titleWidth: width).capsule
        XCTAssertEqual(back, Rect(x: 16, y: 53.5, width: 44, height: 44))
        XCTAssertEqual(BarButtonFrames.frames([.back("Settings")], bar: bar, leading: true, glass: glass, titleWidth: width)[0].width,
                       BarButtonFrames.backChevronWidth)
        // A touch on the capsule's end, outside the title's own 44-pt box, still presses it;
        // without glass the title sits at the margin and the same point is past the bar's end.
        let edge = Point(x: capsule.minX + 2, y: 75)
        XCTAssertEqual(BarButtonFrames.item(at: edge, bar: bar, leading: [], trailing: [.text("Clear")], glass: glass) { Double($0.count) * 10 },
                       BarItemRef(side: .trailing, index: 0))
        XCTAssertNil(BarButtonFrames.item(at: edge, bar: bar, leading: [], trailing: [.text("Clear")]) { Double($0.count) * 10 })
    }

    func testTheTitleKeepsClearOfBothCapsules() throws {
        let s = try Self.scenario(platform: "ios26", leading: #"[{"back":"Settings"}]"#, trailing: #"["Clear","Edit"]"#)
        XCTAssertNotNil(s.chrome.navigationBar)
        let a = try render(s), b = try render(s)
        XCTAssertEqual(a.image.pixels, b.image.pixels, "the same scenario gives the same bytes")
        // The back button's circle: glass 16 pt…60 pt from the left at the bar's centre row.
        XCTAssertEqual(a.px(16 * 3 + 4, 227), [252, 252, 255])
        XCTAssertEqual(a.px(60 * 3 - 4, 227), [252, 252, 255])
        XCTAssertNotEqual(a.px(60 * 3 + 3, 227), [252, 252, 255])
    }
}
