import CFreeType
import XCTest
@testable import ListRender

/// The character map read in place (`CMap`) gives what FreeType gives, for every bundled face.
final class CMapTests: XCTestCase {
    func testLazyCMapAgreesWithFreeTypeOnEveryBundledFace() {
        let ft = FreeTypeFaces()
        for (face, file) in zip(ft.all, ft.files) {
            let cmap = CMap(face: face, font: file)
            var mapped = 0
            for code in UInt32(0)...UInt32(0x1FFFF) {
                let expected = FT_Get_Char_Index(face, FT_ULong(code))
                XCTAssertEqual(cmap[code] ?? 0, UInt32(expected), "U+\(String(code, radix: 16))")
                if expected != 0 { mapped += 1 }
                if cmap[code] ?? 0 != UInt32(expected) { return }
            }
            XCTAssertGreaterThan(mapped, 0)
        }
    }
}
