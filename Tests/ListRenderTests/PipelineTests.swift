import Foundation
import XCTest
@testable import ListRender

/// The stages agree with each other end to end: written PNGs hold exactly the rendered pixels,
/// and every way of getting a frame's layout gives the same JSON.
final class PipelineTests: XCTestCase {
    static let scenarioText = #"{"name":"pipe","viewport":{"width":120,"height":160,"scale":2},"duration":0.4,"list":{"sections":[{"title":"A","rows":[{"title":"Alice Appleseed","detail":"Mobile"},"Bob","Carla"]},{"title":"B","subtitle":"more","rows":["Dmitri","Eve","Farah","Gustav","Hana","Ingrid","Jamal"]}]},"timeline":[{"fling":{"from":[60,140],"dy":-80,"duration":0.1}}]}"#

    func testWrittenFramesDecodeToTheRenderedPixels() throws {
        let cli = try CLIRunner(test: "pipeline-pixels")
        defer { cli.remove() }
        let s = try ScenarioLoader.load(data: Self.scenarioText, path: "pipe.json")
        let written = try RenderJob(outputDirectory: cli.path("out"), jobs: 2).render(s)
        let renderer = FrameRenderer(scenario: s)
        var sim = Simulator(scenario: s)
        var checked = 0
        while let state = try sim.nextFrame() {
            let expected = renderer.image(of: renderer.layout(state))
            let decoded = try PNGCodec.decode(fileAt: written + "/" + RenderJob.frameName(state.index))
            XCTAssertEqual(decoded.width, 240)
            XCTAssertEqual(decoded.height, 320)
            XCTAssertTrue(decoded == expected, "frame \(state.index): decoded PNG differs from FrameRenderer.image(of:)")
            checked += 1
        }
        XCTAssertEqual(checked, s.frameCount)
        XCTAssertGreaterThan(checked, 20)
    }

    func testLayoutFrameEqualsTheFullDumpAndRendersLayoutJSON() throws {
        let cli = try CLIRunner(test: "pipeline-layout")
        defer { cli.remove() }
        try cli.write("pipe.json", Self.scenarioText)
        let full = try cli.run(["layout", "pipe.json"])
        XCTAssertEqual(full.status, 0, full.stderr)
        let render = try cli.run(["render", "pipe.json", "-o", "out"])
        XCTAssertEqual(render.status, 0, render.stderr)
        let layoutJSON = try Data(contentsOf: URL(fileURLWithPath: cli.path("out/pipe/layout.json")))
        // With every frame selected, render's layout.json is the full dump, byte for byte.
        XCTAssertEqual(layoutJSON, full.stdoutBytes)

        let dump = try JSONSerialization.jsonObject(with: full.stdoutBytes) as? [String: Any]
        let frames = dump?["frames"] as? [[String: Any]] ?? []
        XCTAssertEqual(frames.count, 25)
        for i in [0, 7, 24] {
            let one = try cli.run(["layout", "pipe.json", "--frame", String(i)])
            XCTAssertEqual(one.status, 0, one.stderr)
            let frame = try JSONSerialization.jsonObject(with: one.stdoutBytes) as? NSDictionary
            XCTAssertEqual(frame?["index"] as? Int, i)
            XCTAssertEqual(frame, frames[i] as NSDictionary, "frame \(i)")
        }
        // --time picks the last frame at or before T: 0.2 s at 60 fps is frame 12.
        let timed = try cli.run(["layout", "pipe.json", "--time", "0.2"])
        let frame12 = try cli.run(["layout", "pipe.json", "--frame", "12"])
        XCTAssertEqual(timed.stdout, frame12.stdout)
        XCTAssertNotEqual(frames[0] as NSDictionary, frames[12] as NSDictionary, "the fling should move the list")
    }
}
