import CFreeType
import XCTest
@testable import ListRender

/// Advances are read in bulk (hmtx, or the emoji strike's metrics without decoding its PNGs):
/// they must be exactly what loading each glyph gives, for the bundled faces and a scenario's own.
final class FaceMetricsTests: XCTestCase {
    private func assertAdvancesMatchLoadedGlyphs(_ choice: FontChoice, file: StaticString = #filePath, line: UInt = #line) {
        let measurer = TextMeasurer.measurer(for: choice)
        let faces = FreeTypeFaces(choice: choice)
        XCTAssertEqual(faces.all.count, measurer.faces.count, file: file, line: line)
        for (i, face) in faces.all.enumerated() {
            let metrics = measurer.faces[i]
            let rec = face.pointee
            let n = Int(rec.num_glyphs)
            XCTAssertEqual(metrics.advances.count, n, file: file, line: line)
            var differing = 0
            if rec.units_per_EM == 0 {
                // A colour bitmap face: the strike's advance in pixels, back to font units.
                guard FT_Select_Size(face, 0) == 0, let sizes = rec.available_sizes else { continue }
                let strike = Int64(sizes[0].y_ppem), units = Int64(metrics.unitsPerEm)
                for g in 0..<n where FT_Load_Glyph(face, FT_UInt(g), FT_Int32(FT_LOAD_COLOR)) == 0 {
                    let a = Int32(truncatingIfNeeded: (Int64(rec.glyph.pointee.advance.x) * units + strike / 2) / strike)
                    if a != metrics.advances[g] { differing += 1 }
                }
            } else {
                for g in 0..<n where FT_Load_Glyph(face, FT_UInt(g), FT_Int32(FT_LOAD_NO_SCALE)) == 0 {
                    if Int32(truncatingIfNeeded: rec.glyph.pointee.advance.x) != metrics.advances[g] { differing += 1 }
                }
            }
            XCTAssertEqual(differing, 0, "face \(i): \(differing) of \(n) advances differ", file: file, line: line)
            XCTAssertGreaterThan(metrics.advances.filter { $0 > 0 }.count, 0, "face \(i)", file: file, line: line)
        }
    }

    func testBundledAdvancesAreThoseOfTheLoadedGlyphs() {
        assertAdvancesMatchLoadedGlyphs(FontChoice())
    }

    func testScenarioFontAdvancesAreThoseOfTheLoadedGlyphs() throws {
        let s = try ScenarioLoader.load(path: FontChoiceTests.fixture)
        XCTAssertFalse(s.theme.fonts.isBundled)
        assertAdvancesMatchLoadedGlyphs(s.theme.fonts)
    }
}
