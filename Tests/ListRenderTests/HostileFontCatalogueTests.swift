import Foundation
import XCTest
@testable import ListRender

/// The hostile catalogue's font cases (issue 26, causes 1 and 2), fonts made by
/// `HostileFonts`: tables that ask for more work than the font's size allows are refused in one
/// line; a character map of every code point, and one big file named many times in many
/// scenarios, stay within the memory cap (one copy per content, maps read in place).
final class HostileFontCatalogueTests: XCTestCase {
    typealias Case = HostileInputCatalogueTests.Case

    /// A short scenario with `theme` (JSON members) and a row titled "Kern AV".
    static func scenario(_ name: String, theme: String, duration: Double = 0.05) -> String {
        #"{"name":"\#(name)","viewport":{"width":80,"height":100,"scale":1},"duration":\#(duration),"theme":{\#(theme)},"list":{"sections":[{"title":"AV","rows":["Kern AV To","Wave"]}]}}"#
    }

    static func fonts(_ regular: String, _ semibold: String, fallbacks: [String] = []) -> String {
        #""fonts":{"regular":"\#(regular)","semibold":"\#(semibold)"},"fallbackFonts":["# + fallbacks.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }

    func testHostileFontsKeepThePromise() throws {
        guard let exe = CLIRunner.executable else { return XCTFail("renderlist executable not built") }
        let cli = try CLIRunner(test: "catalogue-fonts")
        defer { cli.remove() }
        let inter = HostileFonts.inter
        var files: [String: [UInt8]] = [:]
        // Cause 1: 3,000 lookups × 3,000 subtables from an 18 KB table (was 9 million subtables
        // expanded, then scanned for every pair); 1,000 overlapping feature tables of 3,000 lookups.
        files["gpos-bomb.otf"] = HostileFonts.replacing("GPOS", with: HostileFonts.gposBomb(lookups: 3_000, subtables: 3_000), in: inter)
        files["gpos-overlap.otf"] = HostileFonts.replacing("GPOS", with: HostileFonts.gposOverlappingFeatures(records: 2_000, count: 3_000), in: inter)
        // Ten small fonts mapping all 1.1 million code points (was a dictionary of each per face).
        for i in 0..<10 {
            files["all\(i).otf"] = HostileFonts.replacing("cmap", with: HostileFonts.allUnicodeCMap(glyph: 40 + i), in: inter)
        }
        // Cause 2: a 60 MiB font named ten times in one scenario (was 1.9 GB), and a 16 MiB pair
        // named by 40 scenarios of one verify (each kept to the end); Inter with a padding table.
        files["huge.otf"] = HostileFonts.replacing("zpad", with: [UInt8](repeating: 0, count: 60 << 20), in: inter)
        files["big.otf"] = HostileFonts.replacing("zpad", with: [UInt8](repeating: 0, count: 16 << 20), in: inter)
        func put(_ name: String, _ text: String) { files[name] = Array(text.utf8) }
        put("gpos-bomb.json", Self.scenario("bomb", theme: Self.fonts("gpos-bomb.otf", "gpos-bomb.otf"), duration: 1))
        put("gpos-overlap.json", Self.scenario("overlap", theme: Self.fonts("Inter.otf", "Inter.otf", fallbacks: ["gpos-overlap.otf"])))
        files["Inter.otf"] = inter
        var unicode: [String] = []
        for s in 0..<12 {
            let order = (0..<10).map { "all\(($0 + s) % 10).otf" }
            put("u\(s).json", Self.scenario("u\(s)", theme: Self.fonts(order[0], order[1], fallbacks: Array(order[2...]))))
            unicode.append("u\(s).json")
        }
        put("big-ten.json", Self.scenario("bigten", theme: Self.fonts("huge.otf", "huge.otf", fallbacks: Array(repeating: "huge.otf", count: 8))))
        var tens: [String] = []
        for s in 0..<10 {
            put("ten\(s).json", Self.scenario("ten\(s)", theme: Self.fonts("huge.otf", "huge.otf", fallbacks: Array(repeating: "huge.otf", count: 8))))
            tens.append("ten\(s).json")
        }
        var pairs: [String] = []
        for s in 0..<40 {
            put("pair\(s).json", Self.scenario("pair\(s)", theme: Self.fonts("big.otf", "big.otf")))
            pairs.append("pair\(s).json")
        }
        for (name, bytes) in files { _ = FileManager.default.createFile(atPath: cli.path(name), contents: Data(bytes)) }

        let cases = [
            Case(args: ["render", "gpos-bomb.json", "-o", "out"], says: "theme.fonts.regular: gpos-bomb.otf: its GPOS kern lookups have more than 4096 subtables", memoryMB: 1024, seconds: 30),
            Case(args: ["layout", "gpos-overlap.json"], says: "theme.fallbackFonts[0]: gpos-overlap.otf: its GPOS kern feature lists more than", memoryMB: 1024, seconds: 30),
            Case(args: ["render"] + unicode + ["-o", "out-unicode", "--jobs", "2"], status: 0, says: "", memoryMB: 1024, seconds: 180),
            Case(args: ["render", "big-ten.json", "-o", "out-big", "--jobs", "2"], status: 0, says: "", memoryMB: 1024, seconds: 120),
            Case(args: ["render"] + tens + ["-o", "out-tens", "--jobs", "2"], status: 0, says: "", memoryMB: 1024, seconds: 120),
            Case(args: ["verify"] + pairs + ["--references", "refs", "--record", "all", "--jobs", "2"], status: 1, says: "run again to compare against them", memoryMB: 1024, seconds: 300),
        ]
        for c in cases {
            HostileInputCatalogueTests.assertKeepsThePromise(c, try HostileInputCatalogueTests.run(exe.path, c, in: cli.folder.path))
        }
    }

    /// The bounded walk itself: the bomb is refused by the check, and the kerning reader of a
    /// face built anyway (a `FontFile` made in code) gets no kerning instead of the work.
    func testKerningWalkIsBoundedByTheFontSize() {
        let bomb = HostileFonts.replacing("GPOS", with: HostileFonts.gposBomb(lookups: 3_000, subtables: 3_000), in: HostileFonts.inter)
        XCTAssertEqual(FontFileCheck.problem(bomb)?.contains("more than 4096 subtables"), true)
        let start = Date()
        XCTAssertTrue(GPOSKerning(font: bomb).isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertNil(FontFileCheck.problem(HostileFonts.inter))
        XCTAssertFalse(GPOSKerning(font: HostileFonts.inter).isEmpty)
    }

    /// One copy per content: ten namings of one font share one buffer.
    func testOneCopyPerFontContent() {
        let bytes = HostileFonts.inter
        let files = (0..<10).map { FontFile(name: "f\($0).otf", bytes: bytes) }
        XCTAssertTrue(files.allSatisfy { $0.data === files[0].data })
        XCTAssertNotEqual(files[0], files[1])   // names differ
        XCTAssertEqual(files[0], FontFile(name: "f0.otf", bytes: bytes))
    }
}
