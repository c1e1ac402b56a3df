import XCTest
@testable import ListRender

/// Tapping a switch accessory (docs/accessories.md, "Tapping a switch"): the tap flips it, the
/// knob slides over 0.25 s, the row is not selected; a tap elsewhere on the row still selects.
final class SwitchFlipTests: XCTestCase {
    typealias T = TestScenarios

    /// Rows 0…3 at y 28 + 44r under a 28-pt header; row 1 has a switch, off. The switch is
    /// 51 × 31 at the trailing margin: x 323…374, y 78.5…109.5 (row 1 spans 72…116).
    func scenario(_ touches: [RawTouch], direction: LayoutDirection = .leftToRight) -> Scenario {
        var f = Features()
        f.selection = SelectionOptions()
        let rows = [RowSpec(title: "Wi-Fi", id: "wifi"),
                    RowSpec(title: "Airplane Mode", id: "plane", accessory: .toggle(false)),
                    RowSpec(title: "Bluetooth", id: "bt")]
        var s = T.scenario(list: ListSpec(content: .sections([SectionSpec(title: "S", rows: rows)])), features: f,
                           timeline: [.wait(0.1), .touches(touches)], duration: 1)
        s.layoutDirection = direction
        return s
    }

    func tap(x: Double, y: Double = 94) -> [RawTouch] {
        [RawTouch(t: 0, phase: .down, at: T.point(x, y)), RawTouch(t: 0.05, phase: .up, at: T.point(x, y))]
    }

    func plane(_ frames: FrameLayouts, _ seconds: Double) -> RowLayout? {
        frames[Int((seconds * 60).rounded())].rows.first { $0.id == "plane" }
    }

    func testATapOnTheSwitchFlipsItWithoutSelectingTheRow() throws {
        let frames = try T.layouts(scenario(tap(x: 350)))
        XCTAssertNil(plane(frames, 0.1)?.switchPosition, "at rest: the scenario's value")
        // Flipped at the release (0.15 s), eased in and out over 0.25 s: at 0.3 s, 60 % of the time.
        XCTAssertEqual(try XCTUnwrap(plane(frames, 0.3)?.switchPosition), Easing.easeInOut(0.6), accuracy: 1e-9)
        XCTAssertGreaterThan(Easing.easeInOut(0.6), 0.6)
        XCTAssertEqual(plane(frames, 0.5)?.switchPosition, 1)
        XCTAssertEqual(plane(frames, 0.5)?.accessory, .toggle(true))
        XCTAssertEqual(frames.compactMap { $0.rows.first { $0.id == "plane" }?.highlight }.max(), 0, "never highlighted")
        let dump = LayoutDump.frame(try XCTUnwrap(frames.last)).serialized()
        XCTAssertTrue(dump.contains(#""switch":{"on":true,"position":1}"#), dump)
    }

    func testATapBesideTheSwitchSelectsTheRowAndASecondTapFlipsItBack() throws {
        let beside = try T.layouts(scenario(tap(x: 150)))
        XCTAssertNil(plane(beside, 0.5)?.switchPosition)
        XCTAssertGreaterThan(try XCTUnwrap(plane(beside, 0.16)?.highlight), 0.9, "selected on release")
        var twice = tap(x: 350)
        twice += tap(x: 350).map { var t = $0; t.t += 0.4; return t }
        let frames = try T.layouts(scenario(twice))
        XCTAssertEqual(plane(frames, 0.5)?.switchPosition, 1)
        XCTAssertEqual(plane(frames, 0.95)?.switchPosition, 0)
        XCTAssertEqual(plane(frames, 0.95)?.accessory, .toggle(false))
    }

    func testRightToLeftTheSwitchIsAtTheLeftAndItsKnobEndsThere() throws {
        let frames = try T.layouts(scenario(tap(x: 40), direction: .rightToLeft))
        XCTAssertEqual(plane(frames, 0.5)?.switchPosition, 1)
        XCTAssertNil(try T.layouts(scenario(tap(x: 350), direction: .rightToLeft)).last?.rows.first { $0.id == "plane" }?.switchPosition,
                     "the right edge holds no switch right to left")
    }

    /// Mid-slide the knob is half-way and the track part green; at the end it matches a switch
    /// that was on from the start, pixel for pixel.
    func testTheKnobSlidesAndEndsLikeASwitchThatWasOn() throws {
        var s = scenario(tap(x: 350))
        s.viewport = Viewport(width: 390, height: 200, scale: 2)
        let frames = try T.layouts(s)
        let renderer = FrameRenderer(scenario: s)
        let mid = renderer.image(of: frames[Int((0.275 * 60).rounded())])
        func px(_ image: RGBAImage, _ x: Double, _ y: Double) -> [UInt8] {
            let i = (Int(y * 2) * image.width + Int(x * 2)) * 4
            return Array(image.pixels[i..<i + 3])
        }
        // The knob (27 pt) half-way along its 20-pt travel: its centre at 323 + 2 + 10 + 13.5.
        XCTAssertEqual(px(mid, 348.5, 94), [255, 255, 255], "the white knob in the middle")
        var on = s
        on.list = ListSpec(content: .sections([SectionSpec(title: "S", rows: [
            RowSpec(title: "Wi-Fi", id: "wifi"), RowSpec(title: "Airplane Mode", id: "plane", accessory: .toggle(true)),
            RowSpec(title: "Bluetooth", id: "bt")])]))
        on.timeline = []
        let end = renderer.image(of: frames[59])
        let reference = FrameRenderer(scenario: on).image(of: try XCTUnwrap(T.layouts(on).last))
        XCTAssertTrue(end.pixels == reference.pixels)
    }
}
