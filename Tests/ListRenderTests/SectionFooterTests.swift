import Foundation
import XCTest
@testable import ListRender

/// Sections without titles (no header, no header height) and section footers in the plain
/// style: 28 pt, footnote 13-pt text in the header/footer colours, floating at the bottom.
final class SectionFooterTests: XCTestCase {
    static func fixture(_ name: String) throws -> Scenario {
        try ScenarioLoader.load(path: PixelGridTests.scenarios + "/\(name).json")
    }

    func testSectionTitleAndFooterAreOptionalAndStrict() throws {
        let s = try ScenarioLoader.load(data: #"{"name":"f","list":{"headerHeight":0,"sections":[{"rows":["a"],"footer":"Note"},{"title":"T","rows":["b"]}]}}"#, path: "f.json")
        guard case .sections(let sections) = s.list.content else { return XCTFail("explicit sections expected") }
        XCTAssertNil(sections[0].title)
        XCTAssertEqual(sections[0].footer, "Note")
        XCTAssertEqual(sections[1].title, "T")
        XCTAssertNil(sections[1].footer)
        XCTAssertEqual(s.list.headerHeight, 0)
        let bad: [(String, String)] = [
            (#"{"name":"f","list":{"sections":[{"rows":["a"],"footer":3}]}}"#,
             #"f.json:1:56: list.sections[0].footer: expected a string, got 3"#),
            (#"{"name":"f","list":{"sections":[{"subtitle":"x","rows":["a"]}]}}"#,
             #"f.json:1:45: list.sections[0].subtitle: needs a "title": a section without a title has no header to show it in"#),
            (#"{"name":"f","list":{"sections":[{"rows":["a"],"footers":"x"}]}}"#,
             #"f.json:1:47: list.sections[0]: unknown key "footers" (did you mean "footer"?)"#),
        ]
        for (text, message) in bad {
            XCTAssertThrowsError(try ScenarioLoader.load(data: text, path: "f.json")) { error in
                XCTAssertEqual((error as? InputError)?.message, message)
            }
        }
    }

    /// The most common list on iOS: ten rows, no header. Rows start at the top; the content is
    /// exactly ten rows tall; the last row has a separator too and nothing is drawn below it
    /// (iOS 15+: no filler rows; the real iOS 17/18 tables of docs/fidelity.md).
    func testPlainListWithoutHeader() throws {
        let s = try Self.fixture("plain-still")
        XCTAssertEqual(s.frameCount, 1)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        XCTAssertEqual(layout.headers.count, 0)
        XCTAssertEqual(layout.contentSize, 440)
        XCTAssertEqual(layout.rows.map(\.frame.y), (0..<10).map { Double($0) * 44 })
        XCTAssertEqual(layout.rows.map(\.separator), Array(repeating: true, count: 10))
        XCTAssertEqual(layout.fillerRows, [])
    }

    func testFooterAndHeaderPositionsAtRest() throws {
        let layout = try XCTUnwrap(TestScenarios.layouts(Self.fixture("sections-footers")).first)
        // Section 0: four rows from y = 0, then its 28-pt footer; section 1's header follows.
        XCTAssertEqual(layout.footers.first?.section, 0)
        XCTAssertEqual(layout.footers.first?.frame, Rect(x: 0, y: 176, width: 390, height: 28))
        XCTAssertEqual(layout.footers.first?.pinned, false)
        XCTAssertEqual(layout.headers.first?.section, 1)
        XCTAssertEqual(layout.headers.first?.frame, Rect(x: 0, y: 204, width: 390, height: 28))
        XCTAssertEqual(layout.rows.first { $0.title == "Show Previews" }?.frame.y, 232)
        // Section 1's footer at its place; the last section (no title, with a footer) is below
        // the screen, so its footer is not shown yet.
        XCTAssertEqual(layout.footers.map(\.section), [0, 1])
        XCTAssertEqual(layout.footers.last?.frame, Rect(x: 0, y: 176 + 28 + 28 + 8 * 44, width: 390, height: 28))
        // Content: 4 + 8 + 10 + 3 rows, two headers, three footers.
        let expected: Double = 25 * 44 + 5 * 28
        XCTAssertEqual(layout.contentSize, expected)
    }

    func testSeparatorsAtSectionEnds() throws {
        let frames = try TestScenarios.layouts(Self.fixture("sections-footers"))
        let end = try XCTUnwrap(frames.last)
        let rows = Dictionary(end.rows.map { ($0.title, $0.separator) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(rows["Reminders"], false, "a footer follows")
        XCTAssertEqual(rows["Other"], true, "the next section has no header: the list runs on")
        XCTAssertEqual(rows["Reset"], false, "last row of the list")
    }

    /// While the list scrolls, a footer never leaves its section: it floats at the bottom until
    /// the section's top reaches it, and sits at its place when the section ends on screen.
    func testFootersFloatWithinTheirSection() throws {
        let s = try Self.fixture("sections-footers")
        let g0 = ListGeometry(data: ListData(s.list.content), rowHeight: 44, headerHeight: 28)
        var pinnedSeen = 0, restingSeen = 0
        for f in try TestScenarios.layouts(s) {
            for footer in f.footers {
                let contentY = f.contentOffset + footer.frame.y
                XCTAssertLessThanOrEqual(contentY, g0.footerTop(footer.section) + 1e-9)
                XCTAssertGreaterThanOrEqual(contentY, g0.sectionTop(footer.section) + g0.headerHeight(footer.section) - 1e-9)
                if footer.pinned {
                    // Held at the bottom edge, or below it while its section's top is still there.
                    XCTAssertGreaterThanOrEqual(footer.frame.maxY, 844 - 1e-9, "frame \(f.index)")
                    if abs(footer.frame.maxY - 844) < 1e-9 { pinnedSeen += 1 }
                } else {
                    restingSeen += 1
                }
            }
        }
        XCTAssertGreaterThan(pinnedSeen, 10)
        XCTAssertGreaterThan(restingSeen, 10)
    }

    /// The footer band is the header grey (242,242,247) and its text the secondary label colour
    /// over it: (60,60,67) at 60 % over (242,242,247) is (133,133,139) where a glyph covers a pixel.
    func testFooterPixels() throws {
        let s = try Self.fixture("sections-footers")
        let renderer = FrameRenderer(scenario: s)
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let image = renderer.image(of: layout)
        let footer = try XCTUnwrap(layout.footers.first).frame
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let i = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return Array(image.pixels[i..<i + 3])
        }
        XCTAssertEqual(pixel(5, footer.minY + 2), [242, 242, 247])
        XCTAssertEqual(pixel(380, footer.midY), [242, 242, 247])
        var darkest: [UInt8] = [255, 255, 255]
        for y in stride(from: footer.minY, to: footer.maxY, by: 1.0 / 3) {
            for x in stride(from: 16.0, to: 200, by: 1.0 / 3) where pixel(x, y)[0] < darkest[0] { darkest = pixel(x, y) }
        }
        XCTAssertEqual(darkest, [133, 133, 139])
        // No text left of the 16-pt margin.
        for y in stride(from: footer.minY, to: footer.maxY, by: 1.0 / 3) {
            XCTAssertEqual(pixel(15.5, y), [242, 242, 247])
        }
    }

    func testLayoutDumpListsFooters() throws {
        let layout = try XCTUnwrap(TestScenarios.layouts(Self.fixture("sections-footers")).first)
        let json = LayoutDump.frame(layout).serialized()
        XCTAssertTrue(json.contains(#""footers":[{"section":0,"text":"Turn off mobile data to restrict all data to Wi-Fi.","frame":[0,176,390,28],"pinned":false}"#), json)
        let headers = try XCTUnwrap(json.range(of: #""headers""#)), footers = try XCTUnwrap(json.range(of: #""footers""#))
        XCTAssertLessThan(headers.lowerBound, footers.lowerBound)
        let plain = try XCTUnwrap(TestScenarios.layouts(Self.fixture("plain-still")).first)
        XCTAssertFalse(LayoutDump.frame(plain).serialized().contains("footers"))
    }
}
