import Foundation
import XCTest
@testable import ListRender

/// UIKit keeps contentOffset on the device-pixel grid in every scroll state, so hairline
/// separators land on one whole pixel row and text never shimmers. The physics still runs on
/// the unrounded offset.
final class PixelGridTests: XCTestCase {
    static let scenarios = FixtureReferenceTests.root.appendingPathComponent("Fixtures/scenarios").path

    static func fixtures() throws -> [Scenario] {
        let files = try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { try ScenarioLoader.load(path: scenarios + "/" + $0) }
    }

    /// Every frame of every fixture, at scales 1, 2 and 3, in every scroll state the fixtures
    /// reach: the offset times the scale is a whole number of pixels.
    func testEveryFixtureFrameIsOnThePixelGridAtEveryScale() throws {
        var phases: Set<ScrollPhase> = []
        var checked = 0
        for fixture in try Self.fixtures() {
            for scale in [1.0, 2.0, 3.0] {
                var s = fixture
                s.viewport.scale = scale
                for f in try Simulator.run(s) {
                    let px = f.contentOffset * scale
                    XCTAssertEqual(px, px.rounded(), accuracy: 1e-9,
                                   "\(s.name) @\(Int(scale))x frame \(f.index) (\(f.phase)): offset \(f.contentOffset) is off the pixel grid")
                    phases.insert(f.phase)
                    checked += 1
                }
            }
        }
        XCTAssertEqual(phases, [.idle, .dragging, .decelerating, .bouncing, .scrubbing, .reordering, .animating])
        XCTAssertGreaterThan(checked, 5000)
    }

    /// The closed forms keep producing the unrounded value; only what is shown is rounded.
    func testDecelerationKeepsTheUnroundedClosedFormUnderTheRoundedOffset() {
        var model = ScrollModel(offset: 100, minOffset: 0, maxOffset: 10_000, dimension: 844, scale: 3)
        model.beginDrag(fingerY: 500, at: 0)
        model.drag(fingerY: 499.9, at: 0.01)
        XCTAssertEqual(model.offset, 100.1, accuracy: 1e-12)
        XCTAssertEqual(model.pixelAlignedOffset, 100)
        model.endDrag(velocity: 1234.5, at: 0.01)
        let decay = Decay(x0: model.offset, v0: 1234.5)
        var moved = 0
        for ms in stride(from: 20, through: 3000, by: 7) {
            let t = Double(ms) / 1000
            model.advance(to: t)
            guard model.isDecelerating else { break }
            XCTAssertEqual(model.offset, decay.position(at: t - 0.01), accuracy: 1e-9)
            XCTAssertEqual(model.pixelAlignedOffset, (decay.position(at: t - 0.01) * 3).rounded() / 3, accuracy: 1e-12)
            moved += 1
        }
        XCTAssertGreaterThan(moved, 100)
    }

    /// Steps smaller than half a pixel (an autoscroll creeping 0.1 pt a tick) still add up: the
    /// rounding is never fed back into the motion.
    func testSubPixelStepsAccumulate() {
        var model = ScrollModel(offset: 0, minOffset: 0, maxOffset: 1000, dimension: 844, scale: 2)
        for i in 1...10 {
            model.setOffset(model.offset + 0.1, at: Double(i) / 60)
            XCTAssertEqual(model.pixelAlignedOffset, (Double(i) * 0.1 * 2).rounded() / 2, accuracy: 1e-12)
        }
        XCTAssertEqual(model.pixelAlignedOffset, 1)
        XCTAssertEqual((-0.1).pixelAligned(scale: 3).sign, .plus, "never −0 in the dump")
    }

    /// The frames the issue reported: basic-scroll 75 and 90 (bouncing and decelerating) drew
    /// their separators at (226,226,227) instead of separator over white, (199,199,201); at
    /// scale 1 and 2 too. Every separator on screen is now one solid pixel row of that colour.
    func testSeparatorsStaySolidWhileScrolling() throws {
        let fixture = try XCTUnwrap(Self.fixtures().first { $0.name == "basic-scroll" })
        for scale in [1.0, 2.0, 3.0] {
            var s = fixture
            s.viewport.scale = scale
            let renderer = FrameRenderer(scenario: s)
            let states = try Simulator.run(s)
            for index in [30, 60, 75, 90, 120, 200, 300] {
                let layout = renderer.layout(states[index])
                let image = renderer.image(of: layout)
                var separators = 0
                for row in layout.rows where row.separator && !row.lifted && row.swipeOffset == 0 {
                    let py = Int((row.frame.maxY * scale).rounded()) - 1
                    let yPt = (Double(py) + 0.5) / scale
                    guard yPt > layout.listFrame.minY, yPt < layout.listFrame.maxY,
                          !layout.headers.contains(where: { $0.frame.minY <= yPt && yPt < $0.frame.maxY }) else { continue }
                    let px = Int(((renderer.metrics.separatorInset + 10) * scale).rounded())
                    let i = (py * image.width + px) * 4
                    XCTAssertEqual(Array(image.pixels[i..<i + 3]), [199, 199, 201],
                                   "@\(Int(scale))x frame \(index) (\(layout.state)): separator under row \(row.row) at pixel row \(py)")
                    // The pixel rows either side are the cell background, not a smeared line; the
                    // last row's separator (iOS 15 on) may sit on the image's first or last pixel row, with
                    // nothing beyond it to smear into.
                    for neighbour in [py - 1, py + 1] where (0..<image.height).contains(neighbour) {
                        let j = (neighbour * image.width + px) * 4
                        XCTAssertEqual(Array(image.pixels[j..<j + 3]), [255, 255, 255],
                                       "@\(Int(scale))x frame \(index): pixel row \(neighbour) next to a separator")
                    }
                    separators += 1
                }
                XCTAssertGreaterThan(separators, 5, "@\(Int(scale))x frame \(index)")
            }
        }
    }
}
