import Foundation
import XCTest
@testable import ListRender

/// iOS 26's UITabBarController tabs with symbols, as a real iOS 26.5 bar draws them
/// (Fixtures/fidelity/rns-tabbar-26-*; docs/chrome.md, "Measured on a real iOS 26
/// UITabBarController"): 94 × 54-pt frames 4 pt inside a capsule of 86 n + 16 pt, centred, while
/// it fits the screen less 21 pt a side; its platter, glass rim and shadow; taps on its tabs.
final class ControllerTabsTests: XCTestCase {
    static let viewport = #""viewport":{"width":402,"height":874,"scale":3},"#

    static func tabs(_ n: Int, selected: Int = 0) -> String {
        let items = (0..<n).map { #"{"title":"Tab\#($0)","symbol":"star.fill"}"# }.joined(separator: ",")
        return #""tabBar":{"items":[\#(items)],"selected":\#(selected)}"#
    }

    func testTheCapsuleIsAsWideAsItsTabsWhereTheyFit() throws {
        for n in 2...4 {
            let s = try BottomBarTests.scenario(Self.tabs(n), platform: "ios26", viewport: Self.viewport)
            let b = try XCTUnwrap(try BottomBarTests.firstLayout(s).bottomBar)
            let width = 86 * Double(n) + 16
            XCTAssertEqual(b.barFrame, Rect(x: (402 - width) / 2, y: 791, width: width, height: 62), "\(n) tabs")
            for (i, item) in b.items.enumerated() {
                XCTAssertEqual(item.frame, Rect(x: b.barFrame.minX + 4 + 86 * Double(i), y: 795, width: 94, height: 54), "\(n) tabs, tab \(i)")
            }
        }
        // Two as the real bar: the capsule 107 pt from each side, the tabs' centres at 158 and 244 pt.
        let two = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(Self.tabs(2), platform: "ios26", viewport: Self.viewport)).bottomBar)
        XCTAssertEqual(two.barFrame.minX, 107)
        XCTAssertEqual(two.items.map(\.frame.midX), [158, 244])
        // Five (446 pt) do not fit 360: the full capsule, tabs by their content, as before.
        let five = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(Self.tabs(5), platform: "ios26", viewport: Self.viewport)).bottomBar)
        XCTAssertEqual(five.barFrame, Rect(x: 21, y: 791, width: 360, height: 62))
        XCTAssertNotEqual(five.items.first?.frame.width, 94)
        // Right to left: the first tab at the right.
        let rtl = try BottomBarTests.load(#"{"name":"c","platform":"ios26",\#(Self.viewport)"layoutDirection":"rtl","list":{"generate":{"sections":1,"rows":3}},"chrome":{\#(Self.tabs(2))}}"#)
        let mirrored = try XCTUnwrap(try BottomBarTests.firstLayout(rtl).bottomBar)
        XCTAssertEqual(mirrored.items.map(\.frame.midX), [244, 158])
    }

    func testATapSelectsTheTabUnderTheFingerAndNotPastTheCapsule() throws {
        // 250 pt: inside the second tab (197…291). 60 pt: beside the 188-pt capsule, no tab.
        let s = try BottomBarTests.scenario(Self.tabs(2), platform: "ios26", viewport: Self.viewport,
                                            timeline: #"[{"wait":0.1},{"tap":[60,820]},{"wait":0.3},{"tap":[250,820]},{"wait":0.5}]"#)
        let layouts = try TestScenarios.layouts(s)
        XCTAssertEqual(layouts.first?.bottomBar?.items.map(\.selected), [true, false])
        XCTAssertEqual(layouts.last?.bottomBar?.items.map(\.selected), [false, true])
        let beside = layouts.filter { $0.time < 0.35 }
        XCTAssertTrue(beside.allSatisfy { $0.bottomBar?.items.map(\.selected) == [true, false] }, "a tap beside the capsule selects nothing")
    }

    func testThePlatterRimAndShadowAreTheMeasuredOnes() throws {
        let s = try BottomBarTests.scenario(Self.tabs(2), platform: "ios26", viewport: Self.viewport)
        let layout = try BottomBarTests.firstLayout(s)
        let image = FrameRenderer(scenario: s).image(of: layout)
        func px(_ x: Double, _ y: Double) -> [UInt8] { Array(image.px(Int(x * 3), Int(y * 3)).prefix(3)) }
        // The platter in the selected tab, clear of its symbol and title (115 pt, the capsule's
        // middle row), against the glass as far from the capsule's other end (287 pt, over the
        // same shadow): black at 0x12 over it (the real bar: 235 over 253).
        let glass = px(287, 822), platter = px(115, 822)
        XCTAssertEqual(Int(glass[0]) - Int(platter[0]), Int((Double(glass[0]) * 0x12 / 255).rounded()), accuracy: 1)
        // The lit rim: the capsule's outermost device pixel row at its middle is the rim's white.
        XCTAssertEqual(px(201, 791), [255, 255, 255])
        // The shadow: 10 pt under the capsule the background is darker by about the fitted
        // Gaussian's (black at 8.1 %, sigma 14.45, 5.56 down), not the old 12 % blur 12.
        let below = px(120, 853 + 8)
        XCTAssertLessThanOrEqual(below[0], 252)
        XCTAssertGreaterThan(below[0], 240)
        XCTAssertEqual(platter[0], 235, accuracy: 1)
    }
}
