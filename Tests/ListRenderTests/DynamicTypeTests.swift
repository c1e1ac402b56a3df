import Foundation
import XCTest
@testable import ListRender

/// `theme.contentSize` (docs/dynamic-type.md): Apple's Dynamic Type table applied to every text
/// style, automatic rows growing with it, value cells stacking at the accessibility sizes.
final class DynamicTypeTests: XCTestCase {
    let m = TextMeasurer.shared

    func load(_ theme: String, list: String = #"{"rowHeight":"automatic","sections":[{"title":"T","rows":["Row"]}]}"#) throws -> Scenario {
        try ScenarioLoader.load(data: #"{"name":"d","theme":\#(theme),"list":\#(list),"duration":0}"#, path: "d.json", platform: .ios18)
    }

    func testEveryTextStyleScalesByApplesTable() throws {
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        for (i, c) in ContentSizeCategory.allCases.enumerated() {
            let s = try load(#"{"contentSize":"\#(c.rawValue)"}"#)
            XCTAssertEqual(s.theme.contentSize, c)
            XCTAssertEqual(s.theme.titleSize, body[i], c.rawValue)
            XCTAssertEqual(s.theme.detailSize, ContentSizeCategory.subheadline[i])
            XCTAssertEqual(s.theme.headerSize, ContentSizeCategory.footnote[i])
            XCTAssertEqual(s.theme.footerSize, ContentSizeCategory.footnote[i])
            XCTAssertEqual(c.isAccessibility, i >= 7)
        }
        XCTAssertEqual(try load(#""light""#).theme.titleSize, 17)
        // A size the scenario sets itself wins; the others follow the table.
        let own = try load(#"{"contentSize":"AX1","titleSize":20}"#)
        XCTAssertEqual(own.theme.titleSize, 20)
        XCTAssertEqual(own.theme.detailSize, 25)
        XCTAssertThrowsError(try load(#"{"contentSize":"huge"}"#)) {
            XCTAssertEqual(($0 as? InputError)?.message,
                           #"d.json:1:36: theme.contentSize: unknown content size "huge" (did you mean "large", "xLarge" or "AX1"? 12 names in all)"#)
        }
    }

    func testAutomaticRowsAndHeadersGrow() throws {
        var previous = 0.0
        for c in ContentSizeCategory.allCases {
            let s = try load(#"{"contentSize":"\#(c.rawValue)"}"#)
            let l = try XCTUnwrap(TestScenarios.layouts(s).first)
            let row = try XCTUnwrap(l.rows.first)
            let expected = max(44, ((m.lineHeight(size: c.size(.body)) + 22) * 3).rounded(.up) / 3)
            XCTAssertEqual(row.frame.height, expected, accuracy: 1e-9, c.rawValue)
            XCTAssertGreaterThanOrEqual(row.frame.height, previous)
            previous = row.frame.height
            // The plain header is 28 pt up to `large` and grows by the footnote line beyond it.
            XCTAssertEqual(try XCTUnwrap(l.headers.first).frame.height, max(28, 10 + c.footnoteLeading), c.rawValue)
        }
        XCTAssertGreaterThan(previous, 80)   // AX5: 53-pt body text
    }

    func testValueCellsStackAtTheAccessibilitySizes() throws {
        let list = #"{"rowHeight":"automatic","rowStyle":"value1","sections":[{"rows":[{"title":"Version","detail":"17.4.1"}]}]}"#
        let xxxl = try XCTUnwrap(TestScenarios.layouts(try load(#"{"contentSize":"xxxLarge"}"#, list: list)).first?.rows.first)
        XCTAssertEqual(xxxl.parts.detail.first?.trailing, true)
        XCTAssertEqual(xxxl.parts.detail.first?.frame.midY ?? 0, xxxl.parts.title.first?.frame.midY ?? 1, accuracy: 1e-9)
        let ax1 = try XCTUnwrap(TestScenarios.layouts(try load(#"{"contentSize":"AX1"}"#, list: list)).first?.rows.first)
        let t = try XCTUnwrap(ax1.parts.title.first), d = try XCTUnwrap(ax1.parts.detail.first)
        XCTAssertFalse(d.trailing)
        XCTAssertEqual(d.frame.minX, t.frame.minX)
        XCTAssertEqual(d.frame.minY, t.frame.maxY + 3, accuracy: 1e-9)
        XCTAssertEqual(d.size, 28)
    }

    func testFixtureAtAX2() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/dynamic-type.json")
        let l = try XCTUnwrap(TestScenarios.layouts(s).first)
        let name = try XCTUnwrap(l.rows.first { $0.title == "Name" })
        // Title and detail stacked at 33 pt, the chevron centred on the taller row.
        XCTAssertEqual(name.parts.title.first?.size, 33)
        XCTAssertEqual(name.parts.detail.first?.size, 33)
        let chevron = try XCTUnwrap(name.parts.accessory)
        XCTAssertEqual(chevron.midY, name.frame.midY, accuracy: 0.5)
        // The footer wraps at 27 pt on 34-pt lines.
        let footer = try XCTUnwrap(l.footers.first)
        XCTAssertGreaterThan(footer.lines.count, 1)
        XCTAssertEqual(footer.frame.height, 7 + Double(footer.lines.count) * 34 + 17)
    }
}
