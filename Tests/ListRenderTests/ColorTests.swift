import XCTest
@testable import ListRender

final class ColorTests: XCTestCase {
    func testParsesSixAndEightDigitHex() {
        XCTAssertEqual(Color(hex: "#FF8000"), Color(r: 255, g: 128, b: 0, a: 255))
        XCTAssertEqual(Color(hex: "#00000059"), Color(r: 0, g: 0, b: 0, a: 0x59))
        XCTAssertEqual(Color(hex: "#abcdef")?.hexString, "#ABCDEF")
    }

    func testRejectsMalformedHex() {
        for bad in ["", "#", "FF8000", "#FF800", "#GG0000", "#FF80000", "#ff8000ff00"] {
            XCTAssertNil(Color(hex: bad), bad)
        }
    }
}
