import Foundation
import XCTest
@testable import ListRender

/// Same scenario, same bytes: twice in a row, and with one worker thread or two.
final class DeterminismTests: XCTestCase {
    /// Small frames exercising text, pinned headers, the indicator, info panel, nub, a lifted
    /// row's shadow and the finger marker; every frame is written.
    static func scenarios() -> [Scenario] {
        var scroll = Features()
        scroll.infoPanel = InfoPanelOptions()
        scroll.scrubNub = ScrubNubOptions()
        scroll.topmostHeaderSubtitle = true
        let list = ListSpec(content: .sections((0..<4).map { s in
            SectionSpec(title: "Section \(s)", subtitle: "sub \(s)",
                        rows: (0..<8).map { RowSpec(title: "Person \(s).\($0) with a long name", detail: $0 % 2 == 0 ? "Mobile" : nil) })
        }))
        var a = TestScenarios.scenario(name: "scroll", viewport: Viewport(width: 160, height: 220, scale: 1), list: list,
                                       features: scroll,
                                       timeline: [.wait(0.05), .fling(from: TestScenarios.point(80, 180), dy: -120, duration: 0.1)],
                                       duration: 0.5)
        a.output.touches = true
        var reorder = Features()
        reorder.reorder = ReorderOptions()
        let b = TestScenarios.scenario(name: "reorder", viewport: Viewport(width: 160, height: 220, scale: 1), list: list,
                                       features: reorder,
                                       timeline: [.longPressDrag(row: RowRef(section: 0, row: 1), to: TestScenarios.point(80, 160),
                                                                 hold: 0.6, duration: 0.2)],
                                       duration: 0.9)
        return [a, b]
    }

    func folder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.path + "/listrender-determinism-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    }

    /// Every file of a folder by name.
    func files(_ path: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            out[name] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))
        }
        return out
    }

    func render(_ s: Scenario, jobs: Int, into name: String) throws -> [String: Data] {
        let dir = folder(name)
        try? FileManager.default.removeItem(atPath: dir)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        let written = try RenderJob(outputDirectory: dir, jobs: jobs).render(s)
        return try files(written)
    }

    func assertSame(_ a: [String: Data], _ b: [String: Data], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), what, file: file, line: line)
        for name in a.keys.sorted() where a[name] != b[name] {
            XCTFail("\(what): \(name) differs", file: file, line: line)
        }
    }

    func testRenderingTwiceGivesIdenticalBytes() throws {
        for s in Self.scenarios() {
            let first = try render(s, jobs: 2, into: "\(s.name)-a")
            let second = try render(s, jobs: 2, into: "\(s.name)-b")
            XCTAssertEqual(first.count, s.frameCount + 1, "\(s.name): every frame and layout.json")
            assertSame(first, second, s.name)
        }
    }

    func testOneJobAndTwoJobsGiveIdenticalBytes() throws {
        for s in Self.scenarios() {
            let serial = try render(s, jobs: 1, into: "\(s.name)-j1")
            let parallel = try render(s, jobs: 2, into: "\(s.name)-j2")
            XCTAssertNotNil(serial["layout.json"])
            assertSame(serial, parallel, "\(s.name) --jobs 1 vs 2")
        }
    }

    /// Guards the two tests above against vacuity: the scenarios really move, lift and draw.
    func testScenariosExerciseWhatTheyClaim() throws {
        let s = Self.scenarios()
        let scroll = try TestScenarios.layouts(s[0])
        XCTAssertTrue(scroll.contains { $0.infoPanel != nil && $0.nub != nil && $0.touch != nil })
        XCTAssertNotEqual(scroll.first?.contentOffset, scroll.last?.contentOffset)
        let reorder = try TestScenarios.layouts(s[1])
        XCTAssertTrue(reorder.contains { $0.rows.contains { $0.lifted } }, "no frame has a lifted row")
    }
}
