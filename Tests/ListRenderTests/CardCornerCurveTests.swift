import XCTest
@testable import ListRender

/// `theme.cardCornerCurve` (docs/scenario.md, docs/platforms.md): iOS 26's cards drawn with the
/// circular arcs a `CALayer.render` snapshot shows, instead of the continuous curve.
final class CardCornerCurveTests: XCTestCase {
    func load(_ theme: String) throws -> Scenario {
        try ScenarioLoader.load(data: Array(#"{"name":"k","viewport":{"width":200,"height":200,"scale":3},"duration":0,"theme":{"base":"light"\#(theme)},"list":{"style":"insetGrouped","sections":[{"rows":["One","Two","Three"]}]},"features":{"scrollIndicator":false}}"#.utf8),
                                path: "k.json", platform: .ios26)
    }

    func testCircularCornersEndWhereTheArcEnds() throws {
        let continuous = try load(""), circular = try load(#","cardCornerCurve":"circular""#)
        XCTAssertTrue(continuous.theme.look.cardCornerContinuous)
        XCTAssertFalse(circular.theme.look.cardCornerContinuous)
        func image(_ s: Scenario) throws -> (RGBAImage, Rect) {
            let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
            let first = try XCTUnwrap(layout.rows.first).frame
            return (FrameRenderer(scenario: s).image(of: layout), first)
        }
        let (c, card) = try image(continuous), (k, _) = try image(circular)
        let r = continuous.theme.look.cardCornerRadius
        // One device pixel inside the card's leading edge, just below where a 26-pt quarter
        // circle ends: the circular card is solid there, the continuous curve's tail still cuts in.
        let x = Int(card.minX * 3), y = Int((card.minY + r) * 3) + 1
        func pixel(_ i: RGBAImage) -> [UInt8] { let o = (y * i.width + x) * 4; return Array(i.pixels[o..<o + 3]) }
        XCTAssertEqual(pixel(k), [0xFF, 0xFF, 0xFF], "the arc has ended: the card's white")
        XCTAssertNotEqual(pixel(c), [0xFF, 0xFF, 0xFF], "the continuous tail is still curving in")
        // Above the corners and below them the two frames are the same.
        let rowBytes = c.width * 4
        let mid = Int(card.maxY * 3) + 30
        XCTAssertEqual(c.pixels[(mid * rowBytes)..<((mid + 1) * rowBytes)], k.pixels[(mid * rowBytes)..<((mid + 1) * rowBytes)])
    }

    func testTheCurveIsOneOfTwoNames() {
        XCTAssertThrowsError(try load(#","cardCornerCurve":"round""#)) {
            XCTAssertEqual(($0 as? InputError)?.message,
                           #"k.json:1:116: theme.cardCornerCurve: unknown corner curve "round"; expected "circular" or "continuous""#)
        }
    }
}
