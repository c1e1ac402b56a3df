import Foundation
import XCTest
@testable import ListRender

/// `output.ignore`: regions still drawn but left out of verify's comparison, outlined in the diff.
final class IgnoreRegionTests: XCTestCase {
    var root = ""
    override func setUp() { root = VerifyFixtures.folder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    func load(_ ignore: String) throws -> Scenario {
        try ScenarioLoader.load(data: """
        {"name": "x", "list": {"sections": [{"title": "S", "rows": ["a", "b", "c"]}]}, "output": {"ignore": \(ignore)}}
        """, path: "x.json")
    }

    func testDecodesRectsRowsAndParts() throws {
        let s = try load(#"[[0, 0, 390, 20], {"rect": [10, 20, 30, 40]}, {"row": [0, 2]}, "indicator", "scrubNub"]"#)
        XCTAssertEqual(s.output.ignore, [.rect(Rect(x: 0, y: 0, width: 390, height: 20)),
                                         .rect(Rect(x: 10, y: 20, width: 30, height: 40)),
                                         .row(RowRef(section: 0, row: 2)), .part(.indicator), .part(.scrubNub)])
    }

    func testBadIgnoreItemsAreOneLineErrors() {
        let cases: [(String, String)] = [
            (#"["indicater"]"#, #"x.json:1:102: output.ignore[0]: unknown screen part "indicater" (did you mean "indicator"?)"#),
            (#"[{"row": [0, 5]}]"#, "output.ignore[0].row[1]: row 5 does not exist; section 0 has 3 rows"),
            (#"[[0, 0, -1, 5]]"#, "output.ignore[0][2]:"),
            (#"[[0, 0, 5]]"#, "output.ignore[0]: expected a rectangle [x, y, width, height] in points, got an array of 3"),
            (#"[{"rect": [0, 0, 1, 1], "row": [0, 0]}]"#, "output.ignore[0]: give either \"rect\" or \"row\", not both"),
            (#"[true]"#, "output.ignore[0]: expected [x, y, width, height]"),
        ]
        for (ignore, expected) in cases {
            XCTAssertThrowsError(try load(ignore), ignore) { error in
                let message = (error as? InputError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(expected), "\(ignore): \(message)")
                XCTAssertFalse(message.contains("\n"))
            }
        }
    }

    func testMaskLeavesPixelsOutOfTheCountAndOutlinesThemInTheDiff() {
        let a = RGBAImage(width: 10, height: 10, fill: Color(r: 255, g: 255, b: 255))
        var b = a
        for i in stride(from: 0, to: b.pixels.count, by: 4) { b.pixels[i + 1] = 0; b.pixels[i + 2] = 0 }
        let mask = IgnoreMask(pointRects: [Rect(x: 0, y: 0, width: 2.2, height: 5)], scale: 2, width: 10, height: 10)
        XCTAssertEqual(mask.areas, [PixelArea(x: 0, y: 0, width: 5, height: 10)])
        let plain = ImageComparison.compare(actual: a, expected: b)
        let masked = ImageComparison.compare(actual: a, expected: b, makeDiff: true, ignoring: mask)
        XCTAssertEqual(plain.mismatchedPixels, 100)
        XCTAssertEqual(masked.mismatchedPixels, 50)
        XCTAssertEqual(masked.ignoredPixels, 50)
        XCTAssertEqual(masked.differenceBounds, PixelArea(x: 5, y: 0, width: 5, height: 10))
        let diff = masked.diffImage?.pixels ?? []
        XCTAssertEqual(Array(diff[0..<4]), [0, 122, 255, 255], "the region's corner is outlined")
        XCTAssertEqual(Array(diff[20..<24]), [255, 0, 0, 255], "outside it differences stay red")
    }

    func testVerifyPassesWhenOnlyIgnoredPixelsChangedAndTheFrameIsStillDrawn() throws {
        _ = try VerifyRun(options: VerifyFixtures.options(root, record: .missing)).verify(VerifyFixtures.scenario())
        var red = VerifyFixtures.scenario(label: VerifyFixtures.red)
        let failing = try VerifyRun(options: VerifyFixtures.options(root, record: .never)).verify(red)
        XCTAssertFalse(failing.passed)
        red.output.ignore = [.rect(Rect(x: 0, y: 0, width: 200, height: 240))]
        let ignored = try VerifyRun(options: VerifyFixtures.options(root, record: .never)).verify(red)
        XCTAssertTrue(ignored.passed)
        XCTAssertEqual(ignored.frames.first?.comparison?.ignoredPixels, 200 * 240)
        // Ignoring the top half leaves fewer differences, but what is outside it still counts.
        red.output.ignore = [.rect(Rect(x: 0, y: 0, width: 200, height: 120))]
        let stripIgnored = try VerifyRun(options: VerifyFixtures.options(root, record: .never)).verify(red)
        for (with, without) in zip(stripIgnored.frames, failing.frames) {
            let w = with.comparison?.mismatchedPixels ?? -1, wo = without.comparison?.mismatchedPixels ?? -1
            XCTAssertLessThan(w, wo); XCTAssertGreaterThan(w, 0)
        }
    }

    func testRowsAndPartsAreFoundWhereTheyAreInEachFrame() throws {
        var s = VerifyFixtures.scenario()
        s.output.ignore = [.row(RowRef(section: 0, row: 3)), .part(.indicator), .rect(Rect(x: 190, y: 230, width: 50, height: 50))]
        var sim = Simulator(scenario: s)
        let renderer = FrameRenderer(scenario: s)
        let first = try XCTUnwrap(sim.nextFrame().map(renderer.layout))
        XCTAssertEqual(first.ignoredRects(s.output.ignore),
                       [Rect(x: 0, y: 160, width: 200, height: 44), Rect(x: 190, y: 230, width: 10, height: 10)],
                       "row 3 where it starts; no indicator before scrolling; the rect clipped to the screen")
        var last = first
        while let state = try sim.nextFrame() { last = renderer.layout(state) }
        let rects = last.ignoredRects(s.output.ignore)
        let row = try XCTUnwrap(last.rows.first { $0.section == 0 && $0.row == 3 })
        XCTAssertEqual(rects.first, row.frame.clipped(to: Rect(x: 0, y: 0, width: 200, height: 240)))
        XCTAssertLessThan(row.frame.y, 160, "the row moved with the scroll")
        XCTAssertEqual(rects.count, last.indicator.map { $0.alpha > 0 ? 3 : 2 } ?? 2)
    }
}
