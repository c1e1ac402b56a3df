import Foundation
import XCTest
@testable import ListRender

/// Every fixture scenario renders its key frames (Fixtures/references/NAME/frame-NNNN.png)
/// pixel for pixel. Regenerate a reference deliberately with
/// `renderlist render Fixtures/scenarios/NAME.json --frames I -o /tmp/x` and copy the frame.
final class FixtureReferenceTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryFixtureMatchesItsReferenceFrames() throws {
        let scenarios = Self.root.appendingPathComponent("Fixtures/scenarios").path
        let files = try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 11)
        var checked = 0
        for file in files {
            let scenario = try ScenarioLoader.load(path: scenarios + "/" + file)
            let refs = Self.root.appendingPathComponent("Fixtures/references/\(scenario.name)").path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: refs))?.filter { $0.hasPrefix("frame-") } ?? []
            XCTAssertFalse(names.isEmpty, "\(file): no reference frames in \(refs)")
            let indices = names.compactMap { Int($0.dropFirst(6).dropLast(4)) }.sorted()
            let renderer = FrameRenderer(scenario: scenario)
            try renderer.streamFrames(selection: .indices(indices), jobs: 2, work: { layout, image in
                let expected = try PNGCodec.decode(fileAt: refs + "/" + RenderJob.frameName(layout.index))
                return (layout.index, image == expected ? 0 : Self.differingPixels(image, expected))
            }, batchDone: { results in
                for (index, diff) in results {
                    XCTAssertEqual(diff, 0, "\(scenario.name) frame \(index): \(diff) pixels differ from the reference")
                    checked += 1
                }
            })
        }
        XCTAssertGreaterThanOrEqual(checked, 40)
    }

    static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var n = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) where a.pixels[i..<i + 4] != b.pixels[i..<i + 4] { n += 1 }
        return n
    }
}
