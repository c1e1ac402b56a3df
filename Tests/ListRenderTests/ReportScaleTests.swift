import Foundation
import XCTest
@testable import ListRender

/// A report for a big suite: 1,000 scenarios x 5 frames, every frame failed (the worst case:
/// 5,000 sections, 25,000 images). Chromium must load it from file:// with all sections, lazy
/// images and working sort and filter controls. The timings are printed for docs/benchmarks.md,
/// never asserted. Skipped where `chromium` is not on PATH.
final class ReportScaleTests: XCTestCase {
    static let scenarios = 1000, framesPerScenario = 5

    func testAThousandScenarioReportLoadsInChromium() throws {
        guard let chromium = ReportBrowserTests.executable(named: ["chromium", "chromium-browser"]) else {
            throw XCTSkip("SKIPPED: chromium is not on PATH, so the report was not checked in a browser; apt-get install chromium to run it (CI does)")
        }
        let root = VerifyFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = root + "/report"
        // Three small images inside the report folder: linked where they are, as verify's failures are.
        try FileOutput.createDirectory(report + "/failures")
        for (name, color) in [("e", Color(r: 250, g: 250, b: 250)), ("a", Color(r: 255, g: 0, b: 0)), ("d", Color(r: 200, g: 200, b: 200))] {
            try FileOutput.writeAtomically(try PNGCodec.encode(RGBAImage(width: 130, height: 281, fill: color)),
                                           to: report + "/failures/\(name).png")
        }
        var entries: [ReportEntry] = []
        for s in 0..<Self.scenarios {
            for f in 0..<Self.framesPerScenario {
                entries.append(ReportEntry(scenario: "scenario-\(s)", frame: "frame-\(f).png", status: .failed,
                                           mismatchedPixels: (s * 7919 + f * 104729) % 36530, totalPixels: 36530,
                                           expected: .file(report + "/failures/e.png"), actual: .file(report + "/failures/a.png"),
                                           diff: .file(report + "/failures/d.png"),
                                           acceptCommand: "renderlist verify s\(s).json --references refs --record failed"))
            }
        }
        let started = Date()
        let index = try HTMLReport.write(entries, title: "scale", to: report)
        let writeSeconds = Date().timeIntervalSince(started)

        // A copy of the page with a probe appended: first contentful paint, DOM size, and how long
        // sorting by pixels and filtering take, written into the DOM that --dump-dom prints.
        let page = try String(contentsOfFile: index, encoding: .utf8)
        let probe = """
        <script>
        window.addEventListener('load', function () { setTimeout(function () {
          var p = performance.getEntriesByName('first-contentful-paint')[0], nav = performance.getEntriesByType('navigation')[0];
          var sort = document.querySelector('.sort'), only = document.querySelector('.only-failures');
          var t0 = performance.now(); sort.value = 'mismatch'; sort.dispatchEvent(new Event('change')); document.body.offsetHeight;
          var t1 = performance.now(); only.checked = true; only.dispatchEvent(new Event('change')); document.body.offsetHeight;
          var t2 = performance.now();
          var first = document.querySelector('#frames > .frame');
          var out = document.createElement('pre'); out.id = 'probe';
          out.textContent = JSON.stringify({fcp: p ? p.startTime : -1, domContentLoaded: nav ? nav.domContentLoadedEventEnd : -1,
            load: nav ? nav.loadEventEnd : -1, elements: document.getElementsByTagName('*').length,
            sections: document.querySelectorAll('section.frame').length, images: document.images.length,
            lazy: document.querySelectorAll('img[loading=lazy]').length, sortMs: t1 - t0, filterMs: t2 - t1,
            firstAfterSort: first ? Number(first.dataset.mismatch) : -1});
          document.body.appendChild(out);
        }, 0); });
        </script>
        """
        let measure = report + "/measure.html"
        try FileOutput.writeAtomically(text: page.replacingOccurrences(of: "</body>", with: probe + "</body>"), to: measure)
        let dom = try ReportBrowserTests.dumpDOM(chromium, url: URL(fileURLWithPath: measure).absoluteString,
                                                 extra: ["--virtual-time-budget=10000"])
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            return XCTFail("no probe output in the DOM (\(dom.count) characters)")
        }
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let figures = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Double], json)
        let frames = Double(Self.scenarios * Self.framesPerScenario)
        XCTAssertEqual(figures["sections"], frames)
        XCTAssertEqual(figures["images"], frames * 5)
        XCTAssertEqual(figures["lazy"], (frames - Double(HTMLReport.eagerSections)) * 5,
                       "every image loads lazily but those of the first sections")
        XCTAssertEqual(figures["firstAfterSort"], Double(entries.map { $0.mismatchedPixels ?? 0 }.max() ?? 0),
                       "sorting puts the frame with the most differing pixels first")
        let size = (try? FileManager.default.attributesOfItem(atPath: index)[.size] as? NSNumber)?.intValue ?? 0
        print("report scale: \(Self.scenarios) scenarios x \(Self.framesPerScenario) frames: index.html \(size) bytes, written in "
              + String(format: "%.2f s", writeSeconds) + "; chromium: \(json)")
    }
}
