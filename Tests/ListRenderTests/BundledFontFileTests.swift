import CBundledFonts
import Foundation
import XCTest
@testable import ListRender

/// The fonts are compiled in by the assembler (.incbin), whose dependency list does not name
/// them: a replaced font file with a stale build would draw with the old one. Catch that.
final class BundledFontFileTests: XCTestCase {
    func testCompiledInFontsAreTheFilesInTheRepository() throws {
        let dir = FixtureReferenceTests.root.appendingPathComponent("Sources/ListRender/Resources/Fonts")
        let files: [(lr_bundled_font, String)] = [
            (LR_FONT_INTER_REGULAR, "Inter-Regular.otf"), (LR_FONT_INTER_SEMIBOLD, "Inter-SemiBold.otf"),
            (LR_FONT_INTER_DISPLAY_BOLD, "InterDisplay-Bold.otf"), (LR_FONT_NOTO_COLOR_EMOJI_SUBSET, "NotoColorEmoji-Subset.ttf"),
            (LR_FONT_INTER_MEDIUM, "Inter-Medium.otf"),
        ]
        for (font, name) in files {
            let onDisk = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
            let compiled = Array(try XCTUnwrap(BundledFont.compiledIn(font), name))
            XCTAssertGreaterThan(onDisk.count, 100_000, name)
            XCTAssertTrue(compiled == onDisk, "\(name): the build holds other bytes than the file (touch Sources/CBundledFonts/bundled_fonts.S)")
        }
    }
}
