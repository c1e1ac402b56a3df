import Foundation
import XCTest
@testable import ListRender

/// iOS 26's toolbar (each item in its own Liquid Glass capsule) and title-only tabs (spread over
/// the capsule as a real UITabBar's are), and iOS 18's toolbar kept byte for byte
/// (docs/chrome.md, "Tab bar and toolbar" and "Measured on real tab bars").
final class IOS26BottomBarTests: XCTestCase {
    static let tools = #""toolbar":{"items":[{"symbol":"folder"},"Select",{"symbol":"trash"}]}"#

    /// Four title-only tabs on a 402-pt phone, as cashapp/AccessibilitySnapshot's real iOS 26.2
    /// UITabBar (Fixtures/fidelity/as-tabbars-26): frames 98 × 54 pt from 25 pt, 84.67 apart, so
    /// the titles centred at 74, 158.67, 243.33 and 328 pt (content spacing put them at 105…297);
    /// the titles' ink within a pixel of the real ones; symbol tabs keep their content spacing.
    func testTitleOnlyTabsSpreadAsTheRealUITabBar() throws {
        let tabs = #"{"items":[{"title":"Item A","badge":"1"},{"title":"Item B","badge":3},{"title":"Item C","badge":"A"},{"title":"Item D","badge":3}],"selected":1}"#
        let viewport = #""viewport":{"width":402,"height":874,"scale":3},"#
        let s = try BottomBarTests.scenario(#""tabBar":\#(tabs)"#, platform: "ios26", viewport: viewport)
        let b = try XCTUnwrap(try BottomBarTests.firstLayout(s).bottomBar)
        XCTAssertEqual(b.barFrame, Rect(x: 21, y: 791, width: 360, height: 62))
        for (item, real) in zip(b.items, [74, 158.67, 243.33, 328]) {
            XCTAssertEqual(item.frame.midX, real, accuracy: 0.01, item.title ?? "")
            XCTAssertEqual(item.frame.width, 98, accuracy: 1e-9)
            XCTAssertEqual(item.frame.minY, b.barFrame.minY + 4)
            XCTAssertEqual(item.frame.height, 54)
            XCTAssertEqual(try XCTUnwrap(item.badgeFrame).minX, real - 4, accuracy: 0.01, "the badge 4 pt before the centre")
        }
        XCTAssertEqual(b.items.first?.frame.minX, 25)
        XCTAssertEqual(try XCTUnwrap(b.items.last).frame.maxX, 377, accuracy: 1e-9)

        // The real "Item A" ink: x 180…268 px, rows 113…133 px below the frames' top (1112 px).
        let image = FrameRenderer(scenario: s).image(of: try XCTUnwrap(try TestScenarios.layouts(s).first))
        let top = Int((b.items[0].frame.minY * 3).rounded())
        var xs: [Int] = [], ys: [Int] = []
        for y in top + 90..<top + 150 {
            for x in 75..<330 where image.pixels[(y * image.width + x) * 4] < 120 { xs.append(x); ys.append(y - top) }
        }
        XCTAssertEqual(Double(try XCTUnwrap(xs.min())), 180, accuracy: 3)
        XCTAssertEqual(Double(try XCTUnwrap(xs.max())), 268, accuracy: 3)
        XCTAssertEqual(Double(try XCTUnwrap(ys.min())), 113, accuracy: 1)
        XCTAssertEqual(Double(try XCTUnwrap(ys.max())), 133, accuracy: 1)
    }

    /// The same rule on the real bar's six tabs (a tab bar here has at most five, so the look is
    /// asked directly): frames 74 pt wide starting at 75, 242, 409, 576, 743 and 909 px.
    func testTheSpreadRuleFitsTheRealSixTabBar() throws {
        let spread = try XCTUnwrap(BottomBarLook.ios26.titleOnlyTabs)
        let frames = spread.frames(count: 6, capsule: Rect(x: 21, y: 0, width: 360, height: 62))
        for (f, px) in zip(frames, [75.0, 242, 409, 576, 743, 909]) {
            XCTAssertEqual(f.minX, px / 3, accuracy: 0.34)
            XCTAssertEqual(f.width, 74, accuracy: 1e-9)
        }
        XCTAssertNil(BottomBarLook.ios18.titleOnlyTabs, "iOS 18's title-only tabs keep their equal slots")
    }

    /// Overlapping title-only tabs: a tap where two frames overlap selects the one whose centre is
    /// nearer (x 120: 46 pt from Item A's centre, 38.67 from Item B's).
    func testATapOnOverlappingTabsGoesToTheNearerCentre() throws {
        let tabs = #"{"items":[{"title":"Item A"},{"title":"Item B"},{"title":"Item C"},{"title":"Item D"}]}"#
        let viewport = #""viewport":{"width":402,"height":874,"scale":1},"#
        let s = try BottomBarTests.scenario(#""tabBar":\#(tabs)"#, platform: "ios26", viewport: viewport,
                                            timeline: #"[{"tap":[120,820]},{"wait":0.3}]"#)
        XCTAssertEqual(try TestScenarios.layouts(s).last?.bottomBar?.items.map(\.selected), [false, true, false, false])
    }

    /// iOS 26's toolbar on a 390 × 844 phone: no bar of its own; each item in a capsule the
    /// toolbar's 48-pt row tall, its bottom 28 pt above the screen's edge (measured:
    /// Fixtures/fidelity/close-search-26-*), the first 16 pt from the leading edge, the last
    /// 16 pt from the trailing one, the middle one centred; a symbol's capsule a 48-pt circle, a
    /// title's its width plus 12.4 a side; the item centred in it; the capsules in the layout
    /// dump; the list's bottom inset 76 (the row and the 28 pt under it). iOS 18's items stay at
    /// the layout margins without capsules.
    func testToolbarItemsFloatInGlassCapsules() throws {
        let s = try BottomBarTests.scenario(Self.tools, platform: "ios26")
        let f = try BottomBarTests.firstLayout(s)
        let b = try XCTUnwrap(f.bottomBar)
        XCTAssertTrue(b.floating)
        XCTAssertEqual(b.barFrame, Rect(x: 0, y: 768, width: 390, height: 48))
        XCTAssertEqual(f.contentInset.bottom, 76)
        let capsules = b.items.compactMap(\.capsule)
        XCTAssertEqual(capsules.count, 3)
        XCTAssertEqual(capsules[0], Rect(x: 16, y: 768, width: 48, height: 48))
        XCTAssertEqual(capsules[2], Rect(x: 326, y: 768, width: 48, height: 48))
        XCTAssertEqual(capsules[1].midX, 195, accuracy: 1e-9)
        XCTAssertEqual(capsules[1].width, b.items[1].frame.width + 2 * 12.4, accuracy: 1e-9)
        for (item, c) in zip(b.items, capsules) { XCTAssertEqual(item.frame.midX, c.midX, accuracy: 1e-9) }
        XCTAssertEqual(b.items[0].symbolCentre, Point(x: 40, y: 792))

        let dump = LayoutDump.frame(f).serialized()
        XCTAssertTrue(dump.contains(#""capsule":[16,768,48,48]"#), dump)
        XCTAssertTrue(dump.contains(#""floating":true"#))

        let old = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(Self.tools)).bottomBar)
        XCTAssertFalse(old.floating)
        XCTAssertEqual(old.items.map(\.capsule), [nil, nil, nil])
        XCTAssertFalse(LayoutDump.frame(try BottomBarTests.firstLayout(try BottomBarTests.scenario(Self.tools))).serialized().contains("capsule"))
    }

    /// On the iPhone 17 Pro's 402 × 874 the capsules' row is where the real bottom-toolbar search
    /// field is (Fixtures/fidelity/close-search-26-*: rows 2394…2537 px, 798…846 pt): 48 pt tall,
    /// its bottom 28 pt above the screen's edge. On a home-button phone the row floats 8 pt up.
    func testToolbarRowIsTheMeasuredBottomGlassRow() throws {
        let s = try BottomBarTests.scenario(Self.tools, platform: "ios26", viewport: #""viewport":{"width":402,"height":874,"scale":3},"#)
        let f = try BottomBarTests.firstLayout(s)
        let b = try XCTUnwrap(f.bottomBar)
        XCTAssertEqual(b.barFrame, Rect(x: 0, y: 798, width: 402, height: 48))
        XCTAssertEqual(b.items.compactMap(\.capsule).map(\.minY), [798, 798, 798])
        XCTAssertEqual(f.contentInset.bottom, 76)
        let se = try BottomBarTests.scenario(Self.tools, platform: "ios26", viewport: #""viewport":{"width":375,"height":667,"scale":2},"#)
        XCTAssertEqual(try XCTUnwrap(try BottomBarTests.firstLayout(se).bottomBar).barFrame, Rect(x: 0, y: 611, width: 375, height: 48))
    }

    /// Right to left the first item's capsule is at the right edge.
    func testToolbarCapsulesMirrorRightToLeft() throws {
        let s = try BottomBarTests.load(#"{"name":"c","platform":"ios26","layoutDirection":"rtl",\#(BottomBarTests.list),"chrome":{\#(Self.tools)}}"#)
        let b = try XCTUnwrap(try BottomBarTests.firstLayout(s).bottomBar)
        XCTAssertEqual(b.items.compactMap(\.capsule).map(\.minX), [326, b.items[1].capsule!.minX, 16])
    }

    /// A touch on a capsule's end (outside the item's 44-pt box but inside the glass) presses
    /// the item; one between the capsules presses none and still never reaches the list.
    func testToolbarTargetsAreTheCapsules() throws {
        let probe = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(Self.tools, platform: "ios26")).bottomBar)
        let capsule = try XCTUnwrap(probe.items[1].capsule)
        XCTAssertFalse(BarButtonFrames.target(probe.items[1].frame).contains(Point(x: capsule.minX + 2, y: 788)),
                       "outside the item's own 44-pt target")
        /// The items pressed while a finger rests at x, 788, and whether the list moved.
        func press(at x: Double) throws -> (items: Set<Int>, listMoved: Bool) {
            let touch = #"{"touches":[{"t":0,"phase":"down","at":[\#(x),788]},{"t":0.2,"phase":"move","at":[\#(x),700]},{"t":0.3,"phase":"up","at":[\#(x),700]}]}"#
            let s = try BottomBarTests.scenario(Self.tools, platform: "ios26", timeline: "[\(touch)]")
            let layouts = try TestScenarios.layouts(s)
            return (Set(layouts.compactMap { $0.bottomBar?.pressedItem }), Set(layouts.map(\.contentOffset)).count > 1)
        }
        XCTAssertEqual(try press(at: capsule.minX + 2).items, [1], "the capsule's end is the item's")
        let between = try press(at: 100)
        XCTAssertEqual(between.items, [], "between capsules: no item")
        XCTAssertFalse(between.listMoved, "the bar's band still owns the touch")
    }

    /// Same scenario, same bytes: an iOS 26 toolbar frame (a pressed item's too) renders
    /// identically twice.
    func testIOS26ToolbarFrameRendersIdenticallyTwice() throws {
        let s = try BottomBarTests.scenario(Self.tools, platform: "ios26", viewport: #""viewport":{"width":390,"height":844,"scale":2},"#,
                                            timeline: #"[{"wait":0.1},{"tap":[195,788]},{"wait":0.3}]"#)
        let layouts = try TestScenarios.layouts(s)
        let down = try XCTUnwrap(layouts.first { $0.bottomBar?.pressedItem == 1 })
        for layout in [layouts[0], down] {
            let a = FrameRenderer(scenario: s).image(of: layout)
            let b = FrameRenderer(scenario: s).image(of: layout)
            XCTAssertTrue(a.pixels == b.pixels)
        }
        XCTAssertFalse(FrameRenderer(scenario: s).image(of: layouts[0]).pixels == FrameRenderer(scenario: s).image(of: down).pixels,
                       "the pressed item dims")
    }

    /// iOS 18's toolbar is not touched by iOS 26's: a frame at rest and one with "Select" pressed
    /// hash to the values this scenario had before the glass toolbar (FNV-1a of the RGB of the
    /// PNGs the build before it wrote, byte-identical to this build's; re-taken when the bundled
    /// Inter was set at SF Pro's cap height, which narrows the items' titles, and again when it
    /// took SF Pro's tracking, which changes their widths by size).
    func testIOS18ToolbarBytesAreUnchanged() throws {
        let s = try BottomBarTests.scenario(Self.tools, viewport: #""viewport":{"width":390,"height":844,"scale":1},"#,
                                            timeline: #"[{"wait":0.1},{"tap":[195,788]},{"wait":0.3}]"#)
        let layouts = try TestScenarios.layouts(s)
        let down = try XCTUnwrap(layouts.first { $0.bottomBar?.pressedItem == 1 && $0.bottomBar?.pressed == 1 })
        let renderer = FrameRenderer(scenario: s)
        XCTAssertEqual(Self.rgbHash(renderer.image(of: layouts[0])), 7_977_412_614_768_765_507, "iOS 18 toolbar at rest")
        XCTAssertEqual(Self.rgbHash(renderer.image(of: down)), 14_468_605_106_376_083_920, "iOS 18 toolbar, Select pressed")
    }

    /// FNV-1a (64 bit) over each pixel's red, green and blue, row by row.
    static func rgbHash(_ image: RGBAImage) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            for c in 0..<3 { h = (h ^ UInt64(image.pixels[i + c])) &* 0x100_0000_01b3 }
        }
        return h
    }
}
