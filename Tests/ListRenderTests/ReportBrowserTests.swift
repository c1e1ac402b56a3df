import XCTest
@testable import ListRender

/// Opens a verify report in headless Chromium and checks the DOM it builds: the three images of a
/// failed frame (files that exist), the wipe slider and the blink toggle. Skipped where `chromium`
/// is not on PATH; `.ci/browser-check.sh` installs it and runs the same check from the command line.
final class ReportBrowserTests: XCTestCase {
    func testChromiumLoadsTheReportWithImagesAndControls() throws {
        guard let chromium = Self.executable(named: ["chromium", "chromium-browser"]) else {
            throw XCTSkip("SKIPPED: chromium is not on PATH, so the report was not checked in a browser; apt-get install chromium to run it (CI does)")
        }
        let root = VerifyFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try VerifyRun(options: VerifyFixtures.options(root, record: .missing)).verify(VerifyFixtures.scenario(frames: .indices([2])))
        var options = VerifyFixtures.options(root, record: .never)
        options.failuresDirectory = root + "/report/failures"
        let result = try VerifyRun(options: options)
            .verify(VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([2])))
        let index = try HTMLReport.write(result.reportEntries, title: "verify", to: root + "/report")

        let dom = try Self.dumpDOM(chromium, url: URL(fileURLWithPath: index).absoluteString)
        XCTAssertTrue(dom.contains("<input type=\"range\" class=\"slider\""), "no slider in:\n\(dom.prefix(2000))")
        XCTAssertTrue(dom.contains("<button type=\"button\" class=\"blink\""), "no blink button")
        for role in ["expected", "actual", "diff"] {
            XCTAssertTrue(dom.contains("<figcaption>\(role)</figcaption>"), role)
        }
        let sources = dom.components(separatedBy: "<img ").dropFirst().compactMap { tag -> String? in
            guard let r = tag.range(of: "src=\"") else { return nil }
            return String(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        XCTAssertEqual(sources.count, 5)   // three panes, plus the two stacked images of the wipe
        for src in sources {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/report/" + src), src)
        }
    }

    /// `chromium --headless --dump-dom URL`, the DOM after scripts ran; killed after 120 s.
    static func dumpDOM(_ chromium: String, url: String, extra: [String] = []) throws -> String {
        let profile = NSTemporaryDirectory() + "chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: chromium)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                       "--user-data-dir=" + profile] + extra + ["--dump-dom", url]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let killer = DispatchWorkItem { if p.isRunning { p.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: killer)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        killer.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// The first of `names` found on PATH.
    static func executable(named names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }
}
