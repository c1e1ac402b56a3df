import Foundation
import XCTest
@testable import ListRender

/// `"duration": 0` is a still: exactly one frame, the list at rest at t = 0.
final class StillFrameTests: XCTestCase {
    static let text = #"{"name":"still","viewport":{"width":120,"height":160,"scale":2},"duration":0,"list":{"sections":[{"title":"A","rows":["Alice","Bob"]}]}}"#

    func testDurationZeroSimulatesOneFrameAtTimeZero() throws {
        let s = try ScenarioLoader.load(data: Self.text, path: "still.json")
        XCTAssertEqual(s.duration, 0)
        XCTAssertEqual(s.frameCount, 1)
        let frames = try Simulator.run(s)
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames.first?.time, 0)
        XCTAssertEqual(frames.first?.phase, .idle)
    }

    func testDurationZeroRendersExactlyOneFile() throws {
        let cli = try CLIRunner(test: "still-frame")
        defer { cli.remove() }
        let s = try ScenarioLoader.load(data: Self.text, path: "still.json")
        let folder = try RenderJob(outputDirectory: cli.path("out"), jobs: 2).render(s)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(pngs, ["frame-0000.png"])
        let image = try PNGCodec.decode(fileAt: folder + "/frame-0000.png")
        XCTAssertEqual([image.width, image.height], [240, 320])
    }

    /// A timeline that starts later than the still is simply not reached; steps at t = 0 are.
    func testDurationZeroWithATimelineStillGivesOneFrame() throws {
        let s = try ScenarioLoader.load(data: #"{"name":"s","duration":0,"list":{"generate":{"sections":1,"rows":50}},"timeline":[{"wait":0.5},{"fling":{"from":[195,600],"dy":-300}}]}"#, path: "s.json")
        XCTAssertEqual(try Simulator.run(s).count, 1)
    }
}
