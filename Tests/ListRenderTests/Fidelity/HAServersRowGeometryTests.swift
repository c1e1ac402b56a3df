import XCTest
@testable import ListRender

/// home-assistant's servers screen on iOS 26 (Fixtures/fidelity/ha-servers-*): its rows' heights
/// were read from the reference's own lines at @3x, with each separator the last point of its
/// row (iOS 26's 1-pt separator, `PlatformTests`): card from 622 px, separators at 829, 1039 and
/// 1198 px, card end 1354 px. The layout must put them on those device pixels, light and dark;
/// a change to the heights or to where a row's separator sits moves them.
final class HAServersRowGeometryTests: XCTestCase {
    func testRowsEndOnTheReferencesSeparatorsAndCardEdge() throws {
        for mode in ["light", "dark"] {
            let path = FidelityScreen.folder.appendingPathComponent("ha-servers-\(mode)/scenario.json").path
            let s = try ScenarioLoader.load(path: path)
            XCTAssertEqual(s.platform, .ios26)
            let rows = try XCTUnwrap(TestScenarios.layouts(s).first).rows
            XCTAssertEqual(rows.count, 4, mode)
            let px = { (v: Double) in Int((v * 3).rounded()) }
            XCTAssertEqual(px(rows[0].frame.minY), 622, "\(mode): the card's top")
            // A separator's three pixel rows end the row: its first is the row's end minus 3.
            XCTAssertEqual(rows.dropLast().map { px($0.frame.maxY) - 3 }, [829, 1039, 1198], "\(mode): separators")
            XCTAssertEqual(px(rows[3].frame.maxY), 1354, "\(mode): the card's end")
        }
    }
}
