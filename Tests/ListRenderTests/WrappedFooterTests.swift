import Foundation
import XCTest
@testable import ListRender

/// Section footers wrap over as many lines as their text needs (docs/cells.md), in the plain
/// style (the band grows by one 18-pt footnote line per line) and the grouped ones.
final class WrappedFooterTests: XCTestCase {
    let m = TextMeasurer.shared

    func testPlainFooterWrapsAndGrows() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/wrapped-footers.json")
        let l = try XCTUnwrap(TestScenarios.layouts(s).first)
        let long = try XCTUnwrap(l.footers.first { $0.section == 0 })
        XCTAssertEqual(long.lines.count, 3)
        XCTAssertEqual(long.frame.height, 10 + 3 * 18)
        for line in long.lines { XCTAssertLessThanOrEqual(m.width(of: line, size: 13), 390 - 32 + 0.001) }
        XCTAssertEqual(long.lines.joined(separator: " "), long.text)
        let short = try XCTUnwrap(l.footers.first { $0.section == 1 })
        XCTAssertEqual(short.lines, ["One line."])
        XCTAssertEqual(short.frame.height, 28)
        // The next section's header starts where the taller footer ends.
        let siri = try XCTUnwrap(l.headers.first { $0.section == 1 })
        XCTAssertEqual(siri.frame.minY, long.frame.maxY, accuracy: 1e-9)
        // Paint sets the lines 18 pt apart, centred on the band.
        let list = FrameRenderer(scenario: s).displayList(of: l)
        let baselines = list.items.compactMap { item -> Double? in
            if case .text(let t) = item, long.lines.contains(t.string) { return t.baseline } else { return nil }
        }
        XCTAssertEqual(baselines.count, 3)
        XCTAssertEqual(baselines[1] - baselines[0], 18, accuracy: 1e-9)
        XCTAssertEqual(baselines[1], long.frame.midY + m.capHeight(size: 13) / 2, accuracy: 1e-9)
    }

    func testGroupedFooterWraps() throws {
        let s = try ScenarioLoader.load(data: #"{"name":"g","list":{"style":"grouped","sections":[{"rows":["A"],"footer":"A grouped footer long enough that it has to wrap onto a second line of footnote text."},{"rows":["B"]}]},"duration":0}"#, path: "g.json", platform: .ios18)
        let l = try XCTUnwrap(TestScenarios.layouts(s).first)
        let footer = try XCTUnwrap(l.footers.first)
        XCTAssertEqual(footer.lines.count, 2)
        XCTAssertEqual(footer.frame.height, 7 + 2 * 18 + 17)
        // The next section's row starts 18 pt (untitled header) below the footer.
        let b = try XCTUnwrap(l.rows.first { $0.title == "B" })
        XCTAssertEqual(b.frame.minY, footer.frame.maxY + 18, accuracy: 1e-9)
    }
}
