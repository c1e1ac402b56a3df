import XCTest
@testable import ListRender

/// What UIKit screens set that one inset could not say: a separator inset apart from the text's
/// layout margin (UICollectionView list cells), `sectionHeaderTopPadding` (iOS 15+ plain tables
/// put their first row 22 pt below the bars even without a header), and the grouped styles'
/// header size, which `theme.headerSize` sets as it does in the plain style.
final class ListMarginTests: XCTestCase {
    func load(_ list: String, theme: String = #""light""#) throws -> Scenario {
        try ScenarioLoader.load(data: #"{"name": "m", "duration": 0, "theme": \#(theme), "list": \#(list)}"#, path: "m.json",
                                platform: .ios18)
    }

    func firstFrame(_ s: Scenario) throws -> FrameLayout { try XCTUnwrap(TestScenarios.layouts(s).first) }

    func texts(_ s: Scenario) throws -> [TextRun] {
        let f = try firstFrame(s)
        return FrameRenderer(scenario: s).painter.paint(f).items.compactMap {
            if case .text(let run) = $0 { return run }
            return nil
        }
    }

    func hairlines(_ s: Scenario) throws -> [(x: Double, width: Double)] {
        let f = try firstFrame(s)
        return FrameRenderer(scenario: s).painter.paint(f).items.compactMap {
            if case .hairline(let x, _, let width, _) = $0 { return (x, width) }
            return nil
        }
    }

    func testTheTextMarginIsApartFromTheSeparatorInset() throws {
        let s = try load(#"{"separatorInset": 20, "layoutMargin": 8, "sections": [{"rows": ["One", "Two"]}]}"#)
        let rows = try firstFrame(s).rows
        XCTAssertEqual(try XCTUnwrap(rows[0].parts.title.first).frame.minX, 8)
        XCTAssertEqual(try hairlines(s).first?.x, 20)
        // Without layoutMargin the text follows the separator inset, as before.
        let t = try load(#"{"separatorInset": 20, "sections": [{"rows": ["One", "Two"]}]}"#)
        XCTAssertEqual(try XCTUnwrap(try firstFrame(t).rows[0].parts.title.first).frame.minX, 20)
        XCTAssertThrowsError(try load(#"{"layoutMargin": -1, "sections": [{"rows": ["One"]}]}"#)) {
            XCTAssertTrue(($0 as? InputError)?.message.hasPrefix("m.json:1:73: list.layoutMargin: must be at least 0") ?? false, "\($0)")
        }
    }

    /// The separator inset's default is the layout margin: 20 pt on the iOS 13 XS Max (414 pt)
    /// screenshot and from 393 pt up, 16 on 375- and 390-pt phones.
    func testTheSeparatorInsetDefaultsToTheLayoutMargin() throws {
        for (width, inset) in [(320.0, 16.0), (375, 16), (390, 16), (393, 20), (414, 20), (430, 20)] {
            let s = try ScenarioLoader.load(data: #"{"name": "m", "viewport": {"width": \#(width)}, "list": {"sections": [{"rows": ["One"]}]}}"#,
                                            path: "m.json")
            XCTAssertEqual(s.list.separatorInset, inset, "width \(width)")
        }
    }

    /// 22 pt above every section, the header drawn below it; a pinned header sticks at the top.
    func testSectionHeaderTopPadding() throws {
        let untitled = try load(#"{"sectionHeaderTopPadding": 22, "sections": [{"rows": ["One", "Two"]}]}"#)
        XCTAssertEqual(try firstFrame(untitled).rows[0].frame.minY, 22)
        let titled = try load(#"{"sectionHeaderTopPadding": 22, "sections": [{"title": "A", "rows": ["One"]}, {"title": "B", "rows": ["Two"]}]}"#)
        let f = try firstFrame(titled)
        XCTAssertEqual(f.headers.map(\.frame.minY), [22, 22 + 28 + 44 + 22])
        XCTAssertEqual(f.headers.map(\.frame.height), [28, 28])
        XCTAssertEqual(f.rows.map(\.frame.minY), [50, 50 + 44 + 22 + 28])
        XCTAssertEqual(f.headers.map(\.pinned), [false, false])
        XCTAssertEqual(try load(#"{"sections": [{"rows": ["One"]}]}"#).list.sectionHeaderTopPadding, 0)
    }

    /// `topMargin` replaces the grouped styles' 17-pt empty table header above the first section
    /// (SwiftUI's contentMargins(.top, …)); bad values and a plain list say where.
    func testTopMarginMovesTheFirstSection() throws {
        let sections = #""sections": [{"rows": ["One"]}, {"rows": ["Two"]}]"#
        let standard = try firstFrame(try load(#"{"style": "insetGrouped", \#(sections)}"#)).rows.map(\.frame.minY)
        let moved = try firstFrame(try load(#"{"style": "insetGrouped", "topMargin": 11, \#(sections)}"#)).rows.map(\.frame.minY)
        XCTAssertEqual(standard.count, 2)
        // Both sections move up by 17 − 11 = 6 pt; the gap between them stays.
        XCTAssertEqual(zip(standard, moved).map { $0 - $1 }, [6, 6])
        XCTAssertThrowsError(try load(#"{"style": "grouped", "topMargin": -2, \#(sections)}"#)) {
            XCTAssertTrue(($0 as? InputError)?.message.hasPrefix("m.json:1:90: list.topMargin: must be at least 0") ?? false, "\($0)")
        }
        XCTAssertThrowsError(try load(#"{"topMargin": 4, \#(sections)}"#)) {
            XCTAssertTrue(($0 as? InputError)?.message.hasPrefix("m.json:1:70: list.topMargin: sets the space above the first section") ?? false, "\($0)")
        }
    }

    /// A negative `contentInset.top` starts the content under the bars, as UIKit allows (iOS 26's
    /// untitled first card 3 pt under an empty navigation bar); the rest offset follows it and a
    /// value past the limit is refused with where it is.
    func testANegativeContentInsetStartsTheContentHigher() throws {
        let sections = #""sections": [{"rows": ["One"]}, {"rows": ["Two"]}]"#
        let standard = try firstFrame(try load(#"{"style": "insetGrouped", \#(sections)}"#))
        let raised = try firstFrame(try load(#"{"style": "insetGrouped", "contentInset": {"top": -32}, \#(sections)}"#))
        XCTAssertEqual(zip(standard.rows, raised.rows).map { $0.frame.minY - $1.frame.minY }, [32, 32])
        XCTAssertEqual(raised.contentInset.top, standard.contentInset.top - 32)
        XCTAssertEqual(raised.contentOffset, standard.contentOffset + 32)
        // Under a bar, the content's rest position is the top edge: no material or edge effect
        // yet (the real list picker's card 3 pt under its bar is white), until it scrolls.
        for platform in [Platform.ios18, .ios26] {
            let barred = try ScenarioLoader.load(data: #"{"name": "m", "duration": 0, "chrome": {"navigationBar": {"title": ""}}, "list": {"style": "insetGrouped", "contentInset": {"top": -32}, \#(sections)}}"#,
                                                 path: "m.json", platform: platform)
            let atRest = try firstFrame(barred)
            // No status bar: the 44-pt bar, an untitled first card 35 pt below it, 32 pt higher.
            XCTAssertEqual(try XCTUnwrap(atRest.rows.first).frame.minY, 44 + 35 - 32, "\(platform)")
            XCTAssertEqual(atRest.navigationBar?.backgroundAlpha, 0, "\(platform)")
            XCTAssertEqual(try ChromeTests.layout(barred, offset: atRest.contentOffset + 4).navigationBar?.backgroundAlpha, 0.5)
        }
        XCTAssertThrowsError(try load(#"{"contentInset": {"top": -20000}, \#(sections)}"#)) {
            XCTAssertTrue(($0 as? InputError)?.message.hasPrefix("m.json:1:81: list.contentInset.top: must be at least -10000 and at most 10000 pt, got -20000") ?? false, "\($0)")
        }
    }

    /// A grouped header's text is `headerSize`, a footer's `footerSize` (the header was drawn at
    /// the footer's size whatever the theme said).
    func testGroupedHeadersUseTheHeaderSize() throws {
        for style in ["grouped", "insetGrouped"] {
            let s = try load(#"{"style": "\#(style)", "sections": [{"title": "Header", "footer": "Footer", "rows": ["One"]}]}"#,
                             theme: #"{"headerSize": 20, "footerSize": 11}"#)
            let runs = try texts(s)
            XCTAssertEqual(runs.first { $0.string == "HEADER" }?.size, 20, style)
            XCTAssertEqual(runs.first { $0.string == "Footer" }?.size, 11, style)
        }
    }
}
