import XCTest
@testable import ListRender

/// Edit mode (docs/behaviours.md, "Edit mode"), in numbers from the simulation and the dump:
/// the controls sliding in over 0.3 s, the indent, a grip drag reordering at once, a minus
/// opening the Delete button, the delete's collapse, the Edit/Done button, no selection.
final class EditModeTests: XCTestCase {
    /// Rows "A"… (ids a…) in one untitled section: row r spans 44r … 44r + 44 (centre 22 + 44r),
    /// with no bars; `extra` adds top-level keys (each ending in a comma).
    static func scenario(_ timeline: String, rows: Int = 20, extra: String = "", duration: Double = 2) throws -> Scenario {
        let names = (0..<rows).map { i -> String in
            let n = String(UnicodeScalar(UInt8(65 + i % 26))) + (i >= 26 ? "\(i / 26)" : "")
            return #"{"title": "\#(n)", "id": "\#(n.lowercased())"}"#
        }
        let text = #"{"name": "edit", "viewport": {"width": 390, "height": 844, "scale": 1}, "duration": \#(duration), \#(extra) "list": {"sections": [{"rows": [\#(names.joined(separator: ","))]}]}, "timeline": [\#(timeline)]}"#
        return try ScenarioLoader.load(data: Array(text.utf8), path: "edit.json", platform: .ios18)
    }

    static func frame(_ frames: FrameLayouts, at seconds: Double) -> FrameLayout {
        frames[Int((seconds * 60).rounded())]
    }

    static func row(_ f: FrameLayout, _ id: String) -> RowLayout? { f.rows.first { $0.id == id && !$0.lifted } }

    func testControlsSlideInOverTheTransitionAndTheContentIndents() throws {
        let frames = try TestScenarios.layouts(Self.scenario(#"{"wait": 0.1}, {"edit": true}"#))
        let before = try XCTUnwrap(Self.row(Self.frame(frames, at: 0.1), "c"))
        XCTAssertNil(before.edit, "no controls before the step")
        XCTAssertNil(Self.frame(frames, at: 0.1).editing)
        XCTAssertFalse(LayoutDump.frame(Self.frame(frames, at: 0.1)).serialized().contains("editControl"), "dumps without edit mode are unchanged")

        // Halfway through the 0.3-s ease-in-out: half of the 38-pt indent and 44-pt band.
        let mid = try XCTUnwrap(Self.row(Self.frame(frames, at: 0.25), "c")?.edit)
        XCTAssertEqual(Self.frame(frames, at: 0.25).editing ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(mid.deleteControl.minX, 16 - 19, accuracy: 1e-6)
        XCTAssertEqual(mid.deleteControl.minY, 99)
        XCTAssertEqual(mid.deleteControl.width, 22)
        XCTAssertEqual(mid.reorderControl.minX, 390 - 22, accuracy: 1e-6)
        XCTAssertEqual(mid.reorderControl.width, 44)
        XCTAssertEqual(Self.row(Self.frame(frames, at: 0.25), "c")?.parts.title.first?.frame.minX ?? 0, 16 + 19, accuracy: 1e-9)

        let done = try XCTUnwrap(Self.row(Self.frame(frames, at: 0.4), "c"))
        XCTAssertEqual(Self.frame(frames, at: 0.4).editing, 1)
        XCTAssertEqual(done.edit?.deleteControl, Rect(x: 16, y: 99, width: 22, height: 22), "the circle's leading edge on the margin")
        XCTAssertEqual(done.edit?.reorderControl, Rect(x: 346, y: 88, width: 44, height: 44))
        XCTAssertEqual(done.parts.title.first?.frame.minX ?? 0, 54, accuracy: 1e-9, "text indented 38 pt")
        XCTAssertEqual(done.edit?.rotation, 0)
        let dump = LayoutDump.frame(Self.frame(frames, at: 0.4)).serialized()
        XCTAssertTrue(dump.contains(#""editControl":{"frame":[16,99,22,22],"rotation":0},"reorderControl":{"frame":[346,88,44,44]}"#), dump)
        XCTAssertTrue(dump.contains(#""editing":1"#))
    }

    /// The accessory fades out and the band takes its room in step: a trailing detail moves
    /// smoothly from beside the chevron to beside the grip.
    func testTheAccessoryGivesWayToTheGripSmoothly() throws {
        let text = #"{"name": "a", "viewport": {"width": 390, "height": 844, "scale": 1}, "duration": 1, "list": {"sections": [{"rows": [{"title": "Groceries", "detail": "12", "accessory": "disclosure", "id": "g"}]}]}, "timeline": [{"wait": 0.1}, {"edit": true}]}"#
        let frames = try TestScenarios.layouts(ScenarioLoader.load(data: Array(text.utf8), path: "a.json", platform: .ios18))
        func detailMaxX(_ t: Double) throws -> Double { try XCTUnwrap(Self.row(Self.frame(frames, at: t), "g")?.parts.detail.first?.frame.maxX) }
        let rest = try detailMaxX(0.1)
        let chevron = try XCTUnwrap(Self.row(Self.frame(frames, at: 0.1), "g")?.parts.accessory)
        XCTAssertEqual(rest, chevron.minX - PlatformLook.ios18.accessoryTextGap, accuracy: 1e-9)
        XCTAssertEqual(try detailMaxX(0.1 + 1.0 / 60), rest, accuracy: 0.5, "no jump on the first frame")
        XCTAssertEqual(try detailMaxX(0.25), (rest + 330) / 2, accuracy: 1e-6, "halfway at half the transition")
        XCTAssertEqual(try detailMaxX(0.4), 390 - 44 - 16, accuracy: 1e-9)
        XCTAssertEqual(Self.row(Self.frame(frames, at: 0.25), "g")?.edit?.accessoryAlpha ?? 0, 0.5, accuracy: 1e-6)
        XCTAssertNil(Self.row(Self.frame(frames, at: 0.4), "g")?.parts.accessory, "hidden once editing")
    }

    func testLeavingEditModeSlidesTheControlsOut() throws {
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.5}, {"edit": false}"#))
        XCTAssertEqual(Self.frame(frames, at: 0.65).editing ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertNil(Self.frame(frames, at: 0.8).editing)
        XCTAssertNil(Self.row(Self.frame(frames, at: 0.8), "c")?.edit)
        XCTAssertEqual(Self.row(Self.frame(frames, at: 0.8), "c")?.parts.title.first?.frame.minX ?? 0, 16, accuracy: 1e-9)
    }

    func testRightToLeftMirrorsTheControls() throws {
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}"#, extra: #""layoutDirection": "rtl","#))
        let e = try XCTUnwrap(Self.row(Self.frame(frames, at: 0.4), "c")?.edit)
        XCTAssertEqual(e.deleteControl, Rect(x: 390 - 16 - 22, y: 99, width: 22, height: 22))
        XCTAssertEqual(e.reorderControl, Rect(x: 0, y: 88, width: 44, height: 44))
    }

    /// A touch on row b's grip (x 368) lifts it at once; dragged down 132 pt and released, b
    /// lands three rows lower. The same touch outside edit mode scrolls the list instead.
    func testGripDragReordersAtOnceWithoutALongPress() throws {
        let drag = #"{"touches": [{"t": 0, "phase": "down", "at": [368, 66]}, {"t": 0.1, "phase": "move", "at": [368, 130]}, {"t": 0.2, "phase": "move", "at": [368, 198]}, {"t": 0.25, "phase": "up", "at": [368, 198]}]}"#
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, "# + drag))
        let justDown = Self.frame(frames, at: 0.4 + 1.0 / 60)
        XCTAssertEqual(justDown.state, .reordering, "lifted at touch down: no 0.5-s hold")
        let lifted = try XCTUnwrap(justDown.rows.last)
        XCTAssertTrue(lifted.lifted)
        XCTAssertEqual(lifted.id, "b")
        XCTAssertNotNil(lifted.edit, "the lifted row keeps its controls")
        let after = Self.frame(frames, at: 1.2)
        XCTAssertEqual(after.state, .idle)
        XCTAssertEqual(after.rows.prefix(5).compactMap(\.id), ["a", "c", "d", "e", "b"])

        let notEditing = try TestScenarios.layouts(Self.scenario(#"{"wait": 0.4}, "# + drag))
        XCTAssertNotEqual(Self.frame(notEditing, at: 0.55).state, .reordering)
        XCTAssertEqual(Self.frame(notEditing, at: 1.2).rows.prefix(2).compactMap(\.id), ["a", "b"])
    }

    /// Held near the bottom edge, a grip-dragged row autoscrolls the list as the reorder does.
    func testGripDragAutoscrollsNearTheBottomEdge() throws {
        let drag = #"{"touches": [{"t": 0, "phase": "down", "at": [368, 66]}, {"t": 0.2, "phase": "move", "at": [368, 835]}, {"t": 1.0, "phase": "up", "at": [368, 835]}]}"#
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, "# + drag, rows: 60, duration: 2))
        let early = Self.frame(frames, at: 0.65).contentOffset, late = Self.frame(frames, at: 1.3).contentOffset
        XCTAssertEqual(Self.frame(frames, at: 1.3).state, .reordering)
        XCTAssertGreaterThan(late, early + 50, "the list scrolls under the held row")
    }

    /// Edit mode with the scroll indicator and the info panel during a grip drag's autoscroll:
    /// both show and move down with the content.
    func testIndicatorAndInfoPanelFollowAGripDragAutoscroll() throws {
        let drag = #"{"touches": [{"t": 0, "phase": "down", "at": [368, 66]}, {"t": 0.2, "phase": "move", "at": [368, 835]}, {"t": 1.2, "phase": "up", "at": [368, 835]}]}"#
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, "# + drag, rows: 80,
                                                             extra: #""features": {"infoPanel": {"content": "row"}},"#, duration: 2))
        let a = Self.frame(frames, at: 0.9), b = Self.frame(frames, at: 1.4)
        let ia = try XCTUnwrap(a.indicator), ib = try XCTUnwrap(b.indicator)
        XCTAssertGreaterThan(ib.frame.minY, ia.frame.minY, "the indicator follows the scrolled content")
        let pa = try XCTUnwrap(a.infoPanel), pb = try XCTUnwrap(b.infoPanel)
        XCTAssertGreaterThan(pa.alpha, 0)
        XCTAssertEqual(pb.frame.midY, ib.frame.midY, accuracy: 1, "the panel rides the indicator")
        XCTAssertNotEqual(pa.text, pb.text)
        XCTAssertEqual(b.editing, 1)
        XCTAssertNotNil(b.rows.last?.edit)
    }

    /// A tap on row c's minus turns it and slides the row left over the 75-pt Delete button
    /// (its title measured, as a swipe action's) over 0.3 s.
    func testMinusTapRevealsTheDeleteButton() throws {
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, {"tap": [27, 110]}"#))
        // The tap is released at 0.5 s.
        let mid = try XCTUnwrap(Self.row(Self.frame(frames, at: 0.65), "c"))
        XCTAssertEqual(mid.edit?.rotation ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(mid.swipeOffset, -37.5, accuracy: 1e-9)
        let open = try XCTUnwrap(Self.row(Self.frame(frames, at: 0.85), "c"))
        XCTAssertEqual(open.edit?.rotation, 1)
        XCTAssertEqual(open.swipeOffset, -75)
        XCTAssertEqual(open.actions.map(\.title), ["Delete"])
        XCTAssertEqual(open.actions.first?.frame, Rect(x: 315, y: 88, width: 75, height: 44))
        XCTAssertEqual(open.edit?.deleteControl.minX, 16 - 75, "the controls move with the content")
        XCTAssertEqual(Self.row(Self.frame(frames, at: 0.85), "d")?.actions, [], "other rows have none")
        let dump = LayoutDump.frame(Self.frame(frames, at: 0.85)).serialized()
        XCTAssertTrue(dump.contains(#""actions":[{"title":"Delete","frame":[315,88,75,44]}],"editControl":{"frame":[-59,99,22,22],"rotation":1}"#), dump)
    }

    func testDeleteCollapsesTheRowAndRowsBelowSlideUp() throws {
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, {"tap": [27, 110]}, {"wait": 0.3}, {"tap": [350, 110]}"#))
        // Delete tapped, released at 0.9 s: the row's place collapses over 0.3 s.
        let mid = Self.frame(frames, at: 1.05)
        let d = try XCTUnwrap(mid.deletedRow)
        XCTAssertEqual(d.title, "Delete")
        XCTAssertEqual(d.frame, Rect(x: 0, y: 88, width: 390, height: 22))
        XCTAssertEqual(Self.row(mid, "d")?.frame.minY, 110, "row d slides up with the collapse")
        let after = Self.frame(frames, at: 1.3)
        XCTAssertNil(after.deletedRow)
        XCTAssertEqual(after.rows.prefix(3).compactMap(\.id), ["a", "b", "d"])
        XCTAssertEqual(Self.row(after, "d")?.frame.minY, 88)
        XCTAssertNil(Self.row(after, "d")?.edit?.rotation.nonZero)
    }

    func testATapElsewhereOrOnTheTurnedMinusClosesTheConfirmation() throws {
        for tap in [#"[200, 330]"#, #"[27, 110]"#, #"[200, 110]"#] {
            let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, {"tap": [27, 110]}, {"wait": 0.3}, {"tap": \#(tap)}"#))
            let after = Self.frame(frames, at: 1.3)
            XCTAssertEqual(Self.row(after, "c")?.swipeOffset, 0, tap)
            XCTAssertEqual(Self.row(after, "c")?.edit?.rotation, 0, tap)
            XCTAssertNil(after.deletedRow, tap)
            XCTAssertEqual(after.rows.count, Self.frame(frames, at: 0.4).rows.count, tap)
        }
    }

    /// A tap on "Edit" dims it while the finger is down, toggles editing and reads "Done"
    /// (the done style); a tap on "Done" leaves; another button only highlights.
    func testEditButtonTogglesEditingAndReadsDone() throws {
        let bar = #""chrome": {"statusBar": true, "navigationBar": {"title": "Lists", "leading": ["Back"], "trailing": ["Edit"]}},"#
        // "Edit" sits at 343…374 on the 44-pt bar under the 47-pt status bar; "Back" at 16….
        let frames = try TestScenarios.layouts(Self.scenario(#"{"wait": 0.1}, {"tap": [358, 69]}, {"wait": 0.6}, {"tap": [30, 69]}, {"wait": 0.2}, {"tap": [358, 69]}"#,
                                                             extra: bar, duration: 2))
        let down = try XCTUnwrap(Self.frame(frames, at: 0.15).navigationBar)
        XCTAssertEqual(down.pressedItem, BarItemRef(side: .trailing, index: 0))
        XCTAssertEqual(down.pressed, 1)
        XCTAssertEqual(down.trailing, [.text("Edit")], "editing starts when the finger lifts")
        XCTAssertNil(Self.frame(frames, at: 0.15).editing)
        let released = try XCTUnwrap(Self.frame(frames, at: 0.3).navigationBar)
        XCTAssertEqual(released.trailing, [.text("Done")])
        XCTAssertEqual(released.doneItem, BarItemRef(side: .trailing, index: 0))
        XCTAssertGreaterThan(released.pressed, 0)
        XCTAssertLessThan(released.pressed, 1, "fading back after release")
        XCTAssertNil(Self.frame(frames, at: 0.45).navigationBar?.pressedItem, "faded back 0.2 s after release")
        XCTAssertEqual(Self.frame(frames, at: 0.5).editing, 1)
        let dump = LayoutDump.frame(Self.frame(frames, at: 0.15)).serialized()
        XCTAssertTrue(dump.contains(#""pressedItem":{"side":"trailing","index":0,"pressed":1}"#), dump)

        // "Back" highlights but does not leave edit mode.
        XCTAssertEqual(Self.frame(frames, at: 0.85).navigationBar?.pressedItem, BarItemRef(side: .leading, index: 0))
        XCTAssertEqual(Self.frame(frames, at: 1.1).editing, 1)
        // "Done" (tapped 1.2…1.3 s) leaves edit mode.
        XCTAssertEqual(Self.frame(frames, at: 1.35).navigationBar?.trailing, [.text("Edit")])
        XCTAssertNil(Self.frame(frames, at: 1.35).navigationBar?.doneItem)
        XCTAssertNil(Self.frame(frames, at: 1.7).editing)
    }

    /// UIControl's touch-up-inside: a finger dragged more than 70 pt away from "Edit" undims it
    /// and lifting there does nothing; dragged back near it first, the lift counts.
    func testALiftFarFromTheButtonDoesNotCount() throws {
        let bar = #""chrome": {"statusBar": true, "navigationBar": {"title": "Lists", "trailing": ["Edit"]}},"#
        let away = #"{"wait": 0.1}, {"drag": {"from": [358, 69], "to": [150, 400], "duration": 0.3}}"#
        let frames = try TestScenarios.layouts(Self.scenario(away, extra: bar, duration: 1))
        XCTAssertEqual(Self.frame(frames, at: 0.12).navigationBar?.pressedItem, BarItemRef(side: .trailing, index: 0))
        XCTAssertNil(Self.frame(frames, at: 0.35).navigationBar?.pressedItem, "undimmed once the finger is far")
        XCTAssertNil(Self.frame(frames, at: 0.9).editing, "no tap")
        XCTAssertEqual(Self.frame(frames, at: 0.9).navigationBar?.trailing, [.text("Edit")])
        // 60 pt below the button: still inside the tracking margin.
        let near = #"{"wait": 0.1}, {"drag": {"from": [358, 69], "to": [358, 150], "duration": 0.2}}"#
        let counted = try TestScenarios.layouts(Self.scenario(near, extra: bar, duration: 1))
        XCTAssertEqual(Self.frame(counted, at: 0.9).editing, 1)
    }

    /// The bar buttons' touch targets sit where Paint draws their titles (Model's placement
    /// mirrors Painter.paintChrome's; this fails if one moves without the other), both directions.
    func testBarButtonTargetsMatchTheDrawnTitles() throws {
        let bar = #""chrome": {"statusBar": true, "navigationBar": {"title": "Lists", "leading": ["Back"], "trailing": ["Edit", {"symbol": "plus"}, "Share"]}},"#
        for rtl in [false, true] {
            let s = try Self.scenario(#"{"wait": 0.1}"#, extra: bar + (rtl ? #""layoutDirection": "rtl","# : ""))
            let f = try TestScenarios.layouts(s)[0]
            let nav = try XCTUnwrap(f.navigationBar)
            XCTAssertEqual(nav.leading, [.back("Back")])
            let list = FrameRenderer(scenario: s).displayList(of: f)
            let measure = Simulator(scenario: s).cells.text
            let width = { (t: String) in measure.width(of: t, size: BarButtonFrames.titleSize) }
            let drawn = Dictionary(list.items.compactMap { item -> (String, Double)? in
                if case .text(let run) = item { return (run.string, run.box.minX) }
                return nil
            }, uniquingKeysWith: { a, _ in a })
            let leading = BarButtonFrames.frames(nav.leading, bar: nav.barFrame, leading: true, rightToLeft: rtl, width: width)
            let trailing = BarButtonFrames.frames(nav.trailing, bar: nav.barFrame, leading: false, rightToLeft: rtl, width: width)
            // The back button's box spans its chevron (8 pt from the edge) and its title.
            let back = try XCTUnwrap(drawn["Back"])
            XCTAssertEqual(rtl ? leading[0].minX : leading[0].maxX - width("Back"), back, accuracy: 1e-9, "rtl \(rtl)")
            XCTAssertEqual(rtl ? leading[0].maxX : leading[0].minX, rtl ? 390 - 8 : 8, accuracy: 1e-9)
            XCTAssertEqual(trailing[0].minX, drawn["Edit"] ?? -1, accuracy: 1e-9, "rtl \(rtl)")
            XCTAssertEqual(trailing[2].minX, drawn["Share"] ?? -1, accuracy: 1e-9, "rtl \(rtl)")
            // A tap in the middle of "Edit" finds it; one in the title's middle finds none.
            XCTAssertEqual(BarButtonFrames.item(at: Point(x: trailing[0].midX, y: 69), bar: nav.barFrame, leading: nav.leading,
                                                trailing: nav.trailing, rightToLeft: rtl, width: width),
                           BarItemRef(side: .trailing, index: 0))
            XCTAssertNil(BarButtonFrames.item(at: Point(x: 195, y: 69), bar: nav.barFrame, leading: nav.leading,
                                              trailing: nav.trailing, rightToLeft: rtl, width: width))
        }
    }

    /// While editing a horizontal drag does not open swipe actions; a scroll closes an open
    /// delete confirmation.
    func testNoSwipeActionsWhileEditingAndAScrollClosesTheConfirmation() throws {
        let features = #""features": {"swipeActions": {"trailing": [{"title": "Delete", "style": "destructive"}]}},"#
        let swipe = #"{"touches": [{"t": 0, "phase": "down", "at": [300, 110]}, {"t": 0.1, "phase": "move", "at": [200, 110]}, {"t": 0.15, "phase": "up", "at": [200, 110]}]}"#
        let editing = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, "# + swipe, extra: features))
        XCTAssertEqual(Self.row(Self.frame(editing, at: 0.5), "c")?.swipeOffset, 0)
        let plain = try TestScenarios.layouts(Self.scenario(#"{"wait": 0.4}, "# + swipe, extra: features))
        XCTAssertNotEqual(Self.row(Self.frame(plain, at: 0.5), "c")?.swipeOffset, 0, "the same drag swipes outside edit mode")

        let scroll = #"{"drag": {"from": [200, 110], "to": [200, 300], "duration": 0.2}}"#
        let frames = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, {"tap": [27, 110]}, {"wait": 0.3}, "# + scroll, rows: 40))
        XCTAssertEqual(Self.row(Self.frame(frames, at: 0.8), "c")?.swipeOffset, -75, "open when the scroll starts")
        let after = Self.frame(frames, at: 1.5)
        XCTAssertEqual(Self.row(after, "c")?.swipeOffset, 0)
        XCTAssertNil(after.deletedRow)
    }

    /// Rows are not selected while editing (allowsSelectionDuringEditing is false by default).
    func testSelectionDoesNotFireWhileEditing() throws {
        let features = #""features": {"selection": true},"#
        let editing = try TestScenarios.layouts(Self.scenario(#"{"edit": true}, {"wait": 0.4}, {"tap": [200, 110]}"#, extra: features))
        XCTAssertTrue(Self.frame(editing, at: 0.6).rows.allSatisfy { ($0.highlight ?? 0) == 0 })
        let plain = try TestScenarios.layouts(Self.scenario(#"{"wait": 0.4}, {"tap": [200, 110]}"#, extra: features))
        XCTAssertGreaterThan(Self.row(Self.frame(plain, at: 0.6), "c")?.highlight ?? 0, 0, "the same tap selects outside edit mode")
    }

    /// The fixture renders the same bytes twice, and its dump too.
    func testEditModeFramesRenderIdenticallyTwice() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/edit-mode.json")
        let layouts = try TestScenarios.layouts(s)
        let again = try TestScenarios.layouts(s)
        for index in [18, 42, 75, 96] {
            let a = FrameRenderer(scenario: s).image(of: layouts[index])
            let b = FrameRenderer(scenario: s).image(of: again[index])
            XCTAssertTrue(a.pixels == b.pixels, "frame \(index)")
            XCTAssertEqual(LayoutDump.frame(layouts[index]).serialized(), LayoutDump.frame(again[index]).serialized())
        }
    }

    /// Pixels: the delete control's red and white minus, the grip's grey lines.
    func testControlsPixels() throws {
        let s = try Self.scenario(#"{"edit": true}"#)
        let frames = try TestScenarios.layouts(s)
        let image = FrameRenderer(scenario: s).image(of: Self.frame(frames, at: 0.5))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * image.width + x) * 4; return Array(image.pixels[i..<i + 3]) }
        // Row c: circle centred at (27, 110); the minus across it; grip lines at y 105, 110, 115.
        XCTAssertEqual(pixel(20, 103), [0xFF, 0x3B, 0x30], "systemRed circle")
        XCTAssertEqual(pixel(27, 110), [0xFF, 0xFF, 0xFF], "white minus at the centre")
        XCTAssertEqual(pixel(27, 104), [0xFF, 0x3B, 0x30], "the minus is horizontal")
        XCTAssertEqual(pixel(368, 105), [0xC7, 0xC7, 0xCC], "grip line")
        XCTAssertEqual(pixel(368, 110), [0xC7, 0xC7, 0xCC], "grip line")
        XCTAssertEqual(pixel(368, 107), [0xFF, 0xFF, 0xFF], "between grip lines")
    }
}

private extension Double {
    var nonZero: Double? { self == 0 ? nil : self }
}
