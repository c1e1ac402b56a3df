import Foundation
import XCTest
@testable import ListRender
import ListRenderTesting

/// Every fixture scenario renders its key frames (Fixtures/references/NAME/frame-NNNN.png)
/// pixel for pixel, checked with the project's own `assertFrames`, as a snapshot library tests
/// itself with its own assertion. Regenerate a reference deliberately with
/// `renderlist render Fixtures/scenarios/NAME.json --frames I -o /tmp/x` and copy the frame.
final class FixtureReferenceTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryFixtureMatchesItsReferenceFrames() throws {
        let scenarios = Self.root.appendingPathComponent("Fixtures/scenarios").path
        let references = Self.root.appendingPathComponent("Fixtures/references").path
        let failures = NSTemporaryDirectory() + "fixture-failures-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: failures) }
        let files = try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 11)
        let scenarioList = try files.map { try ScenarioLoader.load(path: scenarios + "/" + $0) }
        // Two fixtures at a time: each has a few key frames, so one fixture rarely fills both cores.
        let checked = Locked(0)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            var scenario = scenarioList[i]
            let file = files[i], folder = references + "/" + scenario.name
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasPrefix("frame-") } ?? []
            XCTAssertFalse(names.isEmpty, "\(file): no reference frames in \(folder)")
            // The key frames are the ones that have a reference.
            scenario.output.frames = .indices(names.compactMap { Int($0.dropFirst(6).dropLast(4)) }.sorted())
            // Never record; threshold 0 counting anti-aliased pixels: in an opaque frame, any
            // pixel whose colour differs at all is a mismatch, so this is byte-for-byte pixels.
            let result = assertFrames(of: scenario, references: references, record: .never, threshold: 0,
                                      includeAA: true, failures: failures)
            XCTAssertEqual(result?.frames.count, names.count, file)
            let passed = result?.frames.filter { $0.status == .passed }.count ?? 0
            checked.update { $0 += passed }
        }
        XCTAssertGreaterThanOrEqual(checked.value, 40)
    }
}
