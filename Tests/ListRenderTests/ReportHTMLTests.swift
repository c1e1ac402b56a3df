import XCTest
@testable import ListRender

final class ReportHTMLTests: XCTestCase {
    func testWritesPageImagesAndControls() throws {
        let folder = NSTemporaryDirectory() + "report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fakePNG: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]
        let entries = [
            ReportEntry(scenario: "scroll", frame: "frame-0000.png", status: .passed, mismatchedPixels: 0, totalPixels: 100),
            ReportEntry(scenario: "scroll", frame: "frame-0001.png", status: .failed, mismatchedPixels: 7, totalPixels: 100,
                        expected: .png(fakePNG), actual: .png(fakePNG + [4]), diff: .png(fakePNG + [5])),
            ReportEntry(scenario: "swipe <x>", frame: "frame-0000.png", status: .new, actual: .png(fakePNG)),
            ReportEntry(scenario: "swipe <x>", frame: "frame-0009.png", status: .missing, expected: .png(fakePNG)),
        ]
        let index = try HTMLReport.write(entries, title: "verify", to: folder)
        XCTAssertEqual(index, folder + "/index.html")
        let html = try String(contentsOfFile: index, encoding: .utf8)

        // Summary numbers.
        for (label, n) in [("scenarios", 2), ("frames", 4), ("passed", 1), ("failed", 1), ("new", 1), ("missing", 1)] {
            XCTAssertTrue(html.contains("<dt>\(label)</dt><dd>\(n)</dd>"), label)
        }
        // Side by side images, copied next to the page and linked relatively.
        for (name, bytes) in [("0001-scroll-frame-0001-expected.png", fakePNG), ("0001-scroll-frame-0001-actual.png", fakePNG + [4]),
                              ("0001-scroll-frame-0001-diff.png", fakePNG + [5]), ("0002-swipe__x_-frame-0000-actual.png", fakePNG),
                              ("0003-swipe__x_-frame-0009-expected.png", fakePNG)] {
            XCTAssertTrue(html.contains("src=\"images/\(name)\""), name)
            XCTAssertEqual(FileManager.default.contents(atPath: folder + "/images/" + name).map { [UInt8]($0) }, bytes, name)
        }
        // Passed frames get no images.
        XCTAssertFalse(html.contains("0000-scroll"))
        // Wipe slider and blink toggle only for the failed frame (it has both expected and actual).
        XCTAssertEqual(html.components(separatedBy: "type=\"range\"").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: "class=\"blink\"").count - 1, 1)
        XCTAssertTrue(html.contains("7 of 100 pixels differ (7%)"))
        // Names are escaped, and nothing is fetched from elsewhere.
        XCTAssertTrue(html.contains("swipe &lt;x&gt;"))
        XCTAssertFalse(html.contains("http://") || html.contains("https://"))
    }

    func testUnreadableImageNamesTheFile() {
        let folder = NSTemporaryDirectory() + "report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entry = ReportEntry(scenario: "s", frame: "f", status: .new, actual: .file("/nonexistent/x.png"))
        XCTAssertThrowsError(try HTMLReport.write([entry], to: folder)) {
            XCTAssertEqual(($0 as? InputError)?.message, "/nonexistent/x.png: no such file")
        }
    }
}
