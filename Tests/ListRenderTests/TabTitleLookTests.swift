import Foundation
import XCTest
@testable import ListRender

/// A tab's title as UIKit sets it: 10-pt medium on both platforms, and on iOS 26 in the colours
/// a real iOS 26.5 UITabBarController shows (Fixtures/fidelity/rns-tabbar-26-*; docs/chrome.md,
/// "Measured on a real iOS 26 UITabBarController"). A theme's own tint tints the selected tab.
final class TabTitleLookTests: XCTestCase {
    private static func scenario(platform: String, theme: String) throws -> Scenario {
        try BottomBarTests.load(#"{"name":"t","platform":"\#(platform)","#
            + #""viewport":{"width":402,"height":874,"scale":3},"theme":\#(theme),"#
            + #""list":{"generate":{"sections":1,"rows":3}},"#
            + #""chrome":{"tabBar":{"items":[{"title":"Config","symbol":"star"},{"title":"Keyboard","symbol":"star"}],"selected":0}}}"#)
    }

    private static func titles(_ s: Scenario) throws -> [TextRun] {
        let list = FrameRenderer(scenario: s).displayList(of: try BottomBarTests.firstLayout(s))
        return list.items.compactMap {
            if case let .text(t) = $0, ["Config", "Keyboard"].contains(t.string) { return t } else { return nil }
        }
    }

    /// The pixel of a title's ink farthest from the glass under it: its full colour.
    private static func inkColour(_ s: Scenario, titleBox: (x: ClosedRange<Int>, y: ClosedRange<Int>), glass: [Int]) throws -> [Int] {
        let image = FrameRenderer(scenario: s).image(of: try BottomBarTests.firstLayout(s))
        var best: [Int] = glass, bestDistance = -1
        for y in titleBox.y { for x in titleBox.x {
            let p = image.px(x, y).prefix(3).map { Int($0) }
            let d = zip(p, glass).map { abs($0 - $1) }.reduce(0, +)
            if d > bestDistance { best = p; bestDistance = d }
        } }
        return best
    }

    func testTitlesAreMediumOnBothPlatforms() throws {
        for platform in ["ios18", "ios26"] {
            let runs = try Self.titles(try Self.scenario(platform: platform, theme: #""light""#))
            XCTAssertEqual(runs.map(\.weight), [.medium, .medium], platform)
            XCTAssertEqual(runs.map(\.size), [10, 10], platform)
        }
    }

    func testTheMediumFaceIsBetweenRegularAndSemibold() {
        // "Keyboard" at 10 pt: the medium face's advance lies strictly between the other two.
        let m = TextMeasurer.shared
        let widths = [FontWeight.regular, .medium, .semibold].map { m.width(of: "Keyboard", weight: $0, size: 10) }
        XCTAssertLessThan(widths[0], widths[1])
        XCTAssertLessThan(widths[1], widths[2])
    }

    func testIOS26TitleColoursAreTheRealBars() throws {
        // Device pixels of the real screenshot's titles: "Config" x 415…530, "Keyboard" 655…810, rows 2490…2525.
        let config = (x: 415...530, y: 2490...2525), keyboard = (x: 655...810, y: 2490...2525)
        let light = try Self.scenario(platform: "ios26", theme: #""light""#)
        XCTAssertEqual(try Self.inkColour(light, titleBox: keyboard, glass: [253, 253, 253]), [25, 25, 25])
        XCTAssertEqual(try Self.inkColour(light, titleBox: config, glass: [235, 235, 235]), [0, 126, 245])
        let dark = try Self.scenario(platform: "ios26", theme: #""dark""#)
        // The dark glass over black, beside the titles (x 287 pt, the capsule's middle row): 19, as the real bar's.
        let image = FrameRenderer(scenario: dark).image(of: try BottomBarTests.firstLayout(dark))
        XCTAssertEqual(image.px(287 * 3, 822 * 3).prefix(3), [19, 19, 19])
        XCTAssertEqual(try Self.inkColour(dark, titleBox: keyboard, glass: [19, 19, 19]), [243, 243, 243])
        XCTAssertEqual(try Self.inkColour(dark, titleBox: config, glass: [53, 53, 53]), [27, 172, 255])
    }

    func testAThemesTintTintsTheSelectedTabUnlessTabSelectedIsSet() throws {
        let green = Color(r: 0x34, g: 0xC7, b: 0x59), red = Color(r: 0xFF, g: 0, b: 0)
        let tinted = try Self.titles(try Self.scenario(platform: "ios26", theme: ##"{"tint":"#34C759"}"##))
        XCTAssertEqual(tinted.first?.color, green)
        let own = try Self.titles(try Self.scenario(platform: "ios26", theme: ##"{"tint":"#34C759","tabSelected":"#FF0000","tabUnselected":"#FF0000"}"##))
        XCTAssertEqual(own.map(\.color), [red, red])
        // iOS 18 keeps systemBlue and its gray.
        let plain = try Self.titles(try Self.scenario(platform: "ios18", theme: #""light""#))
        XCTAssertEqual(plain.map(\.color), [Color(r: 0x00, g: 0x7A, b: 0xFF), Color(r: 0x99, g: 0x99, b: 0x99)])
    }
}
