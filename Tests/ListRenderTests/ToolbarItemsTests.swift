import Foundation
import XCTest
@testable import ListRender

/// A toolbar's labels and spaces, and iOS 26's capsules shared by adjacent buttons
/// (docs/scenario.md, "chrome"; docs/chrome.md, "iOS 26 toolbar").
final class ToolbarItemsTests: XCTestCase {
    /// Two buttons, a flexible space, a label, a flexible space, two buttons.
    static let grouped = #""toolbar":{"items":[{"symbol":"folder"},{"symbol":"trash"},{"space":"flexible"},{"title":"Updated Just Now","style":"label"},{"space":"flexible"},"Select",{"symbol":"square.and.pencil"}]}"#
    /// Mail's bottom bar: the filter circle, the status label, the compose circle.
    static let mail = #""toolbar":{"items":[{"symbol":"line.3.horizontal.decrease"},{"space":"flexible"},{"title":"Updated Just Now","style":"label"},{"space":"flexible"},{"symbol":"square.and.pencil"}]}"#

    /// On a 390-pt phone: folder and trash share one capsule from 16 pt, 96 wide (two 48-pt
    /// circles' worth), each its own 48-pt half as the target; Select and compose share one
    /// ending 16 pt from the right edge; the label stands in no glass between them, the two
    /// flexible spaces equal. The dump names each capsule with its items, each item's capsule
    /// and target, and the label's style.
    func testAdjacentButtonsShareOneCapsule() throws {
        let f = try BottomBarTests.firstLayout(try BottomBarTests.scenario(Self.grouped, platform: "ios26"))
        let b = try XCTUnwrap(f.bottomBar)
        XCTAssertEqual(b.capsules.map(\.items), [[0, 1], [3, 4]])
        XCTAssertEqual(b.capsules[0].frame, Rect(x: 16, y: 768, width: 96, height: 48))
        XCTAssertEqual(b.items[0].target, Rect(x: 16, y: 768, width: 48, height: 48))
        XCTAssertEqual(b.items[1].target, Rect(x: 64, y: 768, width: 48, height: 48))
        XCTAssertEqual(b.items[1].symbolCentre, Point(x: 88, y: 792))
        let right = b.capsules[1].frame
        XCTAssertEqual(right.maxX, 374, accuracy: 1e-9)
        XCTAssertEqual(right.width, b.items[3].frame.width + 2 * 12.4 + 48, accuracy: 1e-9, "Select's slot and a circle")
        XCTAssertEqual(try XCTUnwrap(b.items[4].target).maxX, 374, accuracy: 1e-9)
        XCTAssertEqual(b.items[3].capsule, right)
        let label = b.items[2]
        XCTAssertTrue(label.label)
        XCTAssertNil(label.capsule)
        XCTAssertNil(label.target)
        XCTAssertEqual(label.frame.minX - 112, right.minX - label.frame.maxX, accuracy: 1e-9, "equal flexible spaces")

        let dump = LayoutDump.frame(f).serialized()
        XCTAssertTrue(dump.contains(#""capsules":[{"frame":[16,768,96,48],"items":[0,1]},{"frame":["#), dump)
        XCTAssertTrue(dump.contains(#""target":[64,768,48,48],"symbol":"trash""#), dump)
        XCTAssertTrue(dump.contains(#""title":"Updated Just Now","style":"label"}"#), dump)
    }

    /// Mail's bar on both platforms: the label centred on the screen between two equal items;
    /// on iOS 26 the circles 16 pt from the edges; on iOS 18 the symbols at the 16-pt margins,
    /// no capsules; the label drawn in secondaryLabel at 13 pt, centred on the bar's row (the
    /// 48-pt glass row on iOS 26, centred 52 pt above the screen's edge; the 44-pt bar over the
    /// safe area on iOS 18).
    func testALabelSitsCentredBetweenEqualItems() throws {
        for platform in ["ios26", "ios18"] {
            let s = try BottomBarTests.scenario(Self.mail, platform: platform)
            let b = try XCTUnwrap(try BottomBarTests.firstLayout(s).bottomBar)
            XCTAssertEqual(b.items[1].frame.midX, 195, accuracy: 1e-9, platform)
            XCTAssertEqual(b.items[1].frame.midY, platform == "ios26" ? 792 : 788, platform)
            XCTAssertEqual(b.items[1].title, "Updated Just Now")
            if platform == "ios26" {
                XCTAssertEqual(b.capsules.map(\.frame.minX), [16, 326])
            } else {
                XCTAssertEqual(b.capsules, [])
                XCTAssertEqual(b.items.map(\.frame.minX).first, 16)
                XCTAssertEqual(try XCTUnwrap(b.items.last).frame.maxX, 374, accuracy: 1e-9)
            }
            let list = FrameRenderer(scenario: s).displayList(of: try BottomBarTests.firstLayout(s))
            let run = try XCTUnwrap(list.items.lazy.compactMap { item -> TextRun? in
                if case .text(let r) = item, r.string == "Updated Just Now" { return r }
                return nil
            }.first)
            XCTAssertEqual(run.size, 13, platform)
            XCTAssertEqual(run.color, s.theme.secondaryLabel, platform)
        }
    }

    /// A tap on the label presses nothing (and the list stays put); each grouped button is its
    /// own target: x 30 presses folder, x 70 trash, in the one capsule.
    func testGroupedButtonsAreSeparateTargetsAndALabelTakesNoTap() throws {
        func pressed(at x: Double) throws -> (items: Set<Int>, listMoved: Bool) {
            let s = try BottomBarTests.scenario(Self.grouped, platform: "ios26", timeline: #"[{"tap":[\#(x),788]},{"wait":0.1}]"#)
            let layouts = try TestScenarios.layouts(s)
            return (Set(layouts.compactMap { $0.bottomBar?.pressedItem }), Set(layouts.map(\.contentOffset)).count > 1)
        }
        XCTAssertEqual(try pressed(at: 30).items, [0])
        XCTAssertEqual(try pressed(at: 70).items, [1])
        let onLabel = try pressed(at: 180)
        XCTAssertEqual(onLabel.items, [], "a label is not a button")
        XCTAssertFalse(onLabel.listMoved)
    }

    /// A fixed space splits a capsule (even one of 0 pt): two 48-pt circles 8 pt apart plus the
    /// space on iOS 26; on iOS 18 adjacent items sit 20 pt apart, a fixed space adding to it;
    /// with no flexible space the items pack from the leading edge.
    func testFixedSpacesSplitCapsulesAndPack() throws {
        let split = #""toolbar":{"items":[{"symbol":"folder"},{"space":0},{"symbol":"trash"},{"space":10},{"symbol":"gear"}]}"#
        let b = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(split, platform: "ios26")).bottomBar)
        XCTAssertEqual(b.capsules.map(\.frame.minX), [16, 72, 138])
        let b18 = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(split)).bottomBar)
        XCTAssertEqual(b18.items.map(\.frame.minX), [16, 58, 110])
        let packed = #""toolbar":{"items":[{"symbol":"folder"},{"symbol":"trash"}]}"#
        let p18 = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(#""toolbar":{"items":[{"symbol":"folder"},{"symbol":"trash"},{"space":4}]}"#)).bottomBar)
        XCTAssertEqual(p18.items.map(\.frame.minX), [16, 58], "no flexible space: packed from the leading margin")
        let unspaced = try XCTUnwrap(try BottomBarTests.firstLayout(try BottomBarTests.scenario(packed, platform: "ios26")).bottomBar)
        XCTAssertEqual(unspaced.capsules.map(\.frame.minX), [16, 326], "no space written at all: spread, one capsule each")
    }

    /// Flexible spaces written between every two items are the default spread, to the bit.
    func testWrittenFlexibleSpacesEqualTheDefault() throws {
        let written = #""toolbar":{"items":[{"symbol":"folder"},{"space":"flexible"},"Select",{"space":"flexible"},{"symbol":"trash"}]}"#
        for platform in ["ios18", "ios26"] {
            let a = try BottomBarTests.firstLayout(try BottomBarTests.scenario(written, platform: platform)).bottomBar
            let b = try BottomBarTests.firstLayout(try BottomBarTests.scenario(IOS26BottomBarTests.tools, platform: platform)).bottomBar
            XCTAssertEqual(a, b, platform)
        }
    }

    /// A character no font has in a label is reported at the label's own entry, spaces counted.
    func testAMissingCharacterInALabelNamesItsEntry() throws {
        let s = try BottomBarTests.load(#"{"name":"c",\#(BottomBarTests.list),"chrome":{"toolbar":{"items":["A",{"space":"flexible"},{"space":8},{"title":"漢","style":"label"}]}}}"#)
        XCTAssertEqual(s.chrome.toolbar?.entryIndex(ofItem: 1), 3)
        XCTAssertEqual(FontCoverage.warning(for: s), "c.json: warning: no font has U+6F22 (first in chrome.toolbar.items[3]); drawn as an empty box")
    }

    func testBadToolbarEntriesNameTheirPlace() {
        let bad: [(String, String)] = [
            (#"[{"title":"Now","style":"lable"}]"#, #"c.json:1:110: chrome.toolbar.items[0].style: unknown style "lable" (did you mean "label"?); expected "button" or "label""#),
            (#"[{"symbol":"gear","style":"label"}]"#, #"c.json:1:88: chrome.toolbar.items[0]: a label is text: give it a "title", not a "symbol""#),
            (#"[{"title":"A","symbol":"gear"}]"#, #"c.json:1:100: chrome.toolbar.items[0]: a toolbar item has a title or a symbol, not both"#),
            (#"[{"style":"label"}]"#, #"c.json:1:87: chrome.toolbar.items[0]: a toolbar item needs "title", "symbol" or "space""#),
            (#"[{"space":"flexible","title":"A"}]"#, #"c.json:1:107: chrome.toolbar.items[0]: a space has no "title": it is {"space": "flexible"} or {"space": points}"#),
            (#"[{"space":"flex"},"A"]"#, #"c.json:1:96: chrome.toolbar.items[0].space: unknown space "flex"; expected "flexible""#),
            (#"[{"space":120},"A"]"#, "c.json:1:96: chrome.toolbar.items[0].space: must be at least 0 and at most 100 pt, got 120"),
            (#"[{"space":"flexible"}]"#, "c.json:1:86: chrome.toolbar.items: a toolbar has 1 to 5 items besides its spaces, got 0"),
            (#"["A","B","C","D","E","F"]"#, "c.json:1:86: chrome.toolbar.items: a toolbar has 1 to 5 items, got 6"),
            (#"[{"title":"\#(String(repeating: "x", count: 33))","style":"label"}]"#,
             #"c.json:1:96: chrome.toolbar.items[0].title: a label is 1 to 32 characters, got "\#(String(repeating: "x", count: 33))""#),
            (#"[{"titel":"A"}]"#, #"c.json:1:88: chrome.toolbar.items[0]: unknown key "titel" (did you mean "title"?)"#),
        ]
        for (items, message) in bad {
            let text = #"{"name":"c",\#(BottomBarTests.list),"chrome":{"toolbar":{"items":\#(items)}}}"#
            XCTAssertThrowsError(try BottomBarTests.load(text), items) { error in
                XCTAssertEqual((error as? InputError)?.message, message)
            }
        }
    }
}
