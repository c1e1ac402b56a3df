import Foundation
@testable import ListRender

/// Small scenarios and folders for the verify tests: 200×240 pt at scale 1, 10 fps, 6 frames.
enum VerifyFixtures {
    static func scenario(name: String = "small", label: Color? = nil, frames: FrameSelection = .all,
                         timeline: [TimelineStep]? = nil) -> Scenario {
        var s = TestScenarios.scenario(
            name: name, viewport: Viewport(width: 200, height: 240, scale: 1),
            list: ListSpec(content: .generated(sections: 2, rows: 10)),
            timeline: timeline ?? [.wait(0.1), .drag(from: TestScenarios.point(100, 200), to: TestScenarios.point(100, 100),
                                                    duration: 0.2, hold: 0)],
            duration: 0.5, fps: 10)
        if let label = label { s.theme.label = label }
        s.output.frames = frames
        return s
    }

    /// A scenario whose simulation fails at 0.3 s (frame 3): it taps a row far below the screen.
    static func failingLate(name: String = "small") -> Scenario {
        scenario(name: name, timeline: [.wait(0.3), .tap(.target(.row(RowRef(section: 1, row: 9))))])
    }

    static let red = Color(r: 255, g: 0, b: 0)

    /// A fresh temporary folder; removed by `cleanUp`.
    static func folder() -> String {
        let path = NSTemporaryDirectory() + "verify-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func options(_ root: String, record: RecordMode, prune: Bool = false, jobs: Int = 2) -> VerifyOptions {
        VerifyOptions(references: root + "/refs", record: record, prune: prune, jobs: jobs)
    }

    /// Every file under `folder`, hidden ones included: relative path → "size/FNV-1a of the bytes"
    /// (short enough to read in a failure message, and any changed byte changes it).
    static func snapshot(_ folder: String) -> [String: String] {
        var out: [String: String] = [:]
        let fm = FileManager.default
        guard let e = fm.enumerator(atPath: folder) else { return out }
        while let item = e.nextObject() as? String {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: folder + "/" + item, isDirectory: &isDir), !isDir.boolValue {
                out[item] = fm.contents(atPath: folder + "/" + item).map { data -> String in
                    var h: UInt64 = 0xcbf29ce484222325
                    for b in data { h = (h ^ UInt64(b)) &* 0x100000001b3 }
                    return "\(data.count)/\(String(h, radix: 16))"
                }
            }
        }
        return out
    }

    static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
