import Foundation
import XCTest
@testable import ListRender
@testable import ListRenderPreview

/// `renderlist preview` as a user meets it: the real executable serving, headless Chromium showing
/// the page. Load, scrub, step with the arrow keys, zoom, hover a box, save the file and see the
/// new frame, save a broken file and see its error with line:column. Skipped where `chromium` is
/// not on PATH (`.ci/run` installs it).
final class PreviewBrowserTests: XCTestCase {
    func testThePagePlaysScrubsFollowsSavesAndShowsErrors() throws {
        guard let chromium = ReportBrowserTests.executable(named: ["chromium", "chromium-browser"]) else {
            throw XCTSkip("chromium is not on PATH")
        }
        let cli = try CLIRunner(test: "preview-browser")
        defer { cli.remove() }
        try cli.write("s.json", CLIErrorTests.good)
        let server = try Self.startPreview(cli, "s.json")
        defer { server.process.terminate(); server.process.waitUntilExit() }

        let page = try ChromiumDriver(chromium: chromium, url: server.url)
        let shown = "document.getElementById('stage').dataset.shown"
        // Loaded: frame 0 of the first render on screen, all 13 frames rendered.
        try page.waitFor("\(shown) === '1/0' && document.getElementById('status').textContent.startsWith('13 frames')")
        XCTAssertEqual(try page.evaluate("document.getElementById('name').textContent") as? String, "good")
        XCTAssertEqual(try page.evaluate("document.getElementById('frame').naturalWidth") as? Int, 100)

        // Scrub to frame 8 as a drag of the slider would.
        try page.evaluate("const s = document.getElementById('scrub'); s.value = 8; s.dispatchEvent(new Event('input')); true")
        try page.waitFor("\(shown) === '1/8'")
        XCTAssertEqual(try page.evaluate("document.getElementById('frameLabel').textContent") as? String, "frame 8 / 12 · 0.133 s")
        // Arrow keys step one frame, and stop at the last.
        try page.press("ArrowRight", code: 39)
        try page.waitFor("\(shown) === '1/9'")
        try page.press("ArrowLeft", code: 37); try page.press("ArrowLeft", code: 37)
        try page.waitFor("\(shown) === '1/7'")
        try page.press("End", code: 35); try page.press("ArrowRight", code: 39)
        try page.waitFor("\(shown) === '1/12'")

        // Zoom 3x: the stage is three CSS pixels per point, the layout boxes scaled with it.
        try page.evaluate("document.querySelector('.zoom[data-zoom=\"3\"]').click(); true")
        try page.waitFor("document.getElementById('stage').getBoundingClientRect().width === 300")
        // Hovering a row's title names it (the innermost box under the pointer).
        try page.waitFor("document.querySelectorAll('#boxes .box').length > 0")
        let box = try XCTUnwrap(try page.evaluate("""
            (() => { const b = [...document.querySelectorAll('#boxes .box')].find(b => b.dataset.name.startsWith('rows[0].parts.title '));
                     const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2, b.dataset.name]; })()
            """) as? [Any])
        try page.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": box[0], "y": box[1]])
        try page.waitFor("document.getElementById('hover').textContent.startsWith(\(Self.js(box[2] as? String ?? "")))")

        // Play runs the frames on its own.
        try page.press("Home", code: 36)
        try page.evaluate("document.getElementById('play').click(); true")
        try page.waitFor("document.getElementById('stage').dataset.frame !== '0'")
        try page.evaluate("document.getElementById('play').click(); true")

        // Saved with more rows in section 0 and a longer duration: the new render's frames appear.
        try cli.write("s.json", CLIErrorTests.good.replacingOccurrences(of: #""duration":0.2"#, with: #""duration":0.3"#))
        try page.waitFor("document.getElementById('stage').dataset.render === '2' && document.getElementById('scrub').max === '18'")
        try page.press("End", code: 35)
        try page.waitFor("\(shown) === '2/18'")

        // Saved broken: the CLI's own message, with line:column, in the page.
        try cli.write("s.json", #"{"name":"good","viewport":{"width":100,"height":120,"scale":1},"fps":"fast"}"#)
        let bad = try cli.run(["layout", "s.json"])
        XCTAssertEqual(bad.status, 2)
        let message = String(bad.stderr.dropFirst("renderlist: ".count).dropLast())
        XCTAssertTrue(message.hasPrefix("s.json:1:"), message)
        try page.waitFor("document.getElementById('error').textContent === \(Self.js(message)) && document.getElementById('error').classList.contains('shown')",
                         describe: "document.getElementById('error').textContent")
        // Deleted: said too; put back: the error goes and frames come.
        try FileManager.default.removeItem(atPath: cli.path("s.json"))
        try page.waitFor("document.getElementById('error').textContent.includes('s.json')  && document.getElementById('error').textContent !== \(Self.js(message))",
                         describe: "document.getElementById('error').textContent")
        try cli.write("s.json", CLIErrorTests.good)
        try page.waitFor("document.getElementById('stage').dataset.render === '3' && !document.getElementById('error').classList.contains('shown')")
    }

    /// `renderlist preview FILE --port 0` in `cli`'s folder; its URL from the first line it prints.
    static func startPreview(_ cli: CLIRunner, _ file: String) throws -> (process: Process, url: String) {
        let p = Process()
        p.executableURL = try XCTUnwrap(CLIRunner.executable, "build renderlist first")
        p.arguments = ["preview", file, "--port", "0", "--jobs", "2"]
        p.currentDirectoryURL = cli.folder
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let start = text.range(of: "http://127.0.0.1:"), let end = text[start.lowerBound...].firstIndex(of: " ") else {
            p.terminate()
            throw ChromiumDriver.Failure(description: "no URL in \(text.debugDescription)")
        }
        return (p, String(text[start.lowerBound..<end]))
    }

    /// A JavaScript string literal.
    static func js(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
    }
}
