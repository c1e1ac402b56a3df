import CBundledFonts
import CFreeType
import Foundation

/// The bundled Inter faces: same font everywhere, so the same glyphs on every machine. The
/// files are compiled into the library (CBundledFonts), so there is nothing to find at run time.
enum BundledFont {
    static func resourceName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: return "Inter-Regular"
        case .medium: return "Inter-Medium"
        case .semibold: return "Inter-SemiBold"
        // Inter's display cut, as UIKit's large titles are set in SF Pro Display.
        case .bold: return "InterDisplay-Bold"
        }
    }

    /// SF Pro's cap height in ems, measured in the suite's real screenshots at 3x (docs/fonts.md):
    /// "H" of a 17-pt row title 35.9 px tall (as-table-switches-26), "F" of a 12-pt footer
    /// 25.4 px (ha-privacy-light), both 0.705 em; Apple's font files say 1443/2048 = 0.7046.
    static let sfProCapHeight = 0.705

    /// The bundled Inter is drawn and measured at the size whose cap height is SF Pro's at the
    /// size asked for (Inter's is 0.727 em, so 0.969 of it): capitals, x-height and widths then
    /// sit as SF's do. A scenario's own fonts are never scaled.
    static func sizeScale(_ m: FaceMetrics) -> Double {
        guard m.capHeight > 0, m.unitsPerEm > 0 else { return 1 }
        return sfProCapHeight / (Double(m.capHeight) / Double(m.unitsPerEm))
    }

    /// SF Pro's tracking by point size from 6 to 19 pt, in thousandths of an em: Apple's tracking
    /// table for SF Pro on iOS (Human Interface Guidelines, Typography, "Tracking values"; the
    /// same figures, one a size, in the Figma plugin "Fix San Francisco" that applies it). Up to
    /// 19 pt SF Pro was one static design (SF Pro Text) and its lines differ in width from size to
    /// size by this table alone; from 20 pt it is SF Pro Display, another design.
    static let sfProTextTracking: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]

    /// SF Pro's untracked glyphs are this much wider (em a glyph) than the bundled Inter's at SF
    /// Pro's cap height: the least-squares fit, with SF's table, to the ink widths of the 23
    /// distinct text lines of the suite's AccessibilitySnapshot and BSWInterfaceKit screens
    /// (17-pt rows and headers, 13-pt headers and footers; docs/fidelity.md, "SF Pro's tracking").
    static let sfProAdvanceExcess = 0.0128

    /// Points added after every glyph of the bundled text faces at `size`, so their lines are as
    /// wide as SF Pro's at every size: SF's tracking (the table, linear between whole sizes, the
    /// 6-pt and 19-pt values beyond them) plus `sfProAdvanceExcess`, both in ems of `size`.
    /// -0.22 pt at 17, +0.09 at 13, +0.25 at 10. Above 19 pt the 19-pt value stands: a guess
    /// (no screen of the suite has regular or semibold text that size).
    static func tracking(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return (interpolated(sfProTextTracking, firstSize: 6, at: size) / 1000 + sfProAdvanceExcess) * size
    }

    /// SF Pro Display's tracking by point size from 20 to 40 pt, in points: the same table of
    /// Apple's (its points column; the Figma plugin "Fix San Francisco" has the same figures).
    /// The large titles' sizes (31 to 40 pt) all track about +0.40 pt.
    static let sfProDisplayTracking: [Double] = [
        -0.45, -0.36, -0.26, -0.10, 0.07, 0.15, 0.22, 0.29, 0.38, 0.40, 0.40,
        0.39, 0.41, 0.40, 0.40, 0.38, 0.37, 0.36, 0.37, 0.38, 0.37,
    ]

    /// SF Pro Display Bold's untracked glyphs are this much wider (em a glyph) than the bundled
    /// Inter Display Bold's at SF Pro's cap height: the least-squares fit, with SF Pro Display's
    /// table, to the ink widths of the five large titles of the real screens (docs/chrome.md,
    /// "Large title widths"): "Close", "Search", "News" at 34 pt, "Servers" and "Server
    /// Switching" at 33.
    static let sfProDisplayAdvanceExcess = 0.0091

    /// Points added after every glyph of the bundled display face (large titles, bold text) at
    /// `size`, so a title is as wide as SF Pro Display Bold's: SF Pro Display's tracking (the
    /// table, linear between whole sizes, the 40-pt value beyond it) plus
    /// `sfProDisplayAdvanceExcess` ems of `size`: +0.71 pt at 34, +0.70 at 33. Below 20 pt none,
    /// as before: bold text there is SF Pro Text Bold, another design, whose widths against
    /// ours are not measured (the home-assistant header cards' 19-pt titles).
    static func displayTracking(size: Double) -> Double {
        guard size.isFinite, size >= 20 else { return 0 }
        return interpolated(sfProDisplayTracking, firstSize: 20, at: size) + sfProDisplayAdvanceExcess * size
    }

    /// A table of one value a point size from `firstSize` up, read linearly at `size` (held to
    /// the table's first and last sizes).
    private static func interpolated(_ table: [Double], firstSize: Double, at size: Double) -> Double {
        let at = min(max(size, firstSize), firstSize + Double(table.count - 1)) - firstSize
        let i = min(Int(at), table.count - 2), f = at - Double(i)
        return table[i] + (table[i + 1] - table[i]) * f
    }

    /// The colour emoji font tried for characters the text face lacks (a subset of Noto Color Emoji).
    static let emojiName = "NotoColorEmoji-Subset"

    /// The weight's font file where the build put it (static memory: FreeType reads it in place,
    /// nothing is decoded or copied); nil only in a damaged build.
    static func file(_ weight: FontWeight) -> UnsafeBufferPointer<UInt8>? {
        switch weight {
        case .regular: return compiledIn(LR_FONT_INTER_REGULAR)
        case .medium: return compiledIn(LR_FONT_INTER_MEDIUM)
        case .semibold: return compiledIn(LR_FONT_INTER_SEMIBOLD)
        case .bold: return compiledIn(LR_FONT_INTER_DISPLAY_BOLD)
        }
    }

    /// The colour emoji font's file (as `file(_:)`).
    static var emoji: UnsafeBufferPointer<UInt8>? { compiledIn(LR_FONT_NOTO_COLOR_EMOJI_SUBSET) }

    static func compiledIn(_ font: lr_bundled_font) -> UnsafeBufferPointer<UInt8>? {
        var count = 0
        guard let start = lr_bundled_font_bytes(font, &count), count > 0 else { return nil }
        return UnsafeBufferPointer(start: start, count: count)
    }
}

/// What the library needs compiled into it, checked before any work starts.
public enum ListRenderResources {
    /// The bundled fonts checked and their text measurer built on another thread, begun by
    /// `prepare()`: a program's start (argument parsing) and this overlap on two cores.
    public final class Preparation: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        /// Written by the preparing thread before `done` is signalled, read after.
        private var failure: Error?

        fileprivate init() {
            Thread.detachNewThread { [self] in
                do {
                    try ListRenderResources.check()
                    // Built only once the fonts are known good: a damaged build must fail with
                    // `check`'s line, never the measurer's trap.
                    _ = TextMeasurer.shared
                } catch {
                    failure = error
                }
                done.signal()
            }
        }

        /// Waits for the preparation; throws what `check()` would.
        public func wait() throws {
            done.wait()
            done.signal()   // later waits return at once
            if let failure { throw failure }
        }
    }

    /// Starts `check()` and the bundled text measurer on another thread; `wait()` on the result
    /// before drawing (every command that lays out text uses that measurer first).
    public static func prepare() -> Preparation { Preparation() }

    /// Throws `InternalError` naming the first bundled font that is missing or that FreeType cannot
    /// open, so a damaged build fails with one line instead of a trap mid-render.
    public static func check() throws {
        let fonts: [(String, UnsafeBufferPointer<UInt8>?)] = FontStack.weights.map {
            ("\(BundledFont.resourceName($0)).otf", BundledFont.file($0))
        } + [("\(BundledFont.emojiName).ttf", BundledFont.emoji)]
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw InternalError("FreeType cannot start") }
        defer { FT_Done_FreeType(lib) }
        for (name, present) in fonts {
            guard let bytes = present else {
                throw InternalError("bundled font \(name) is missing from this build of ListRender")
            }
            var face: FT_Face?
            let opened = FT_New_Memory_Face(lib, bytes.baseAddress, FT_Long(bytes.count), 0, &face) == 0
            if let face { FT_Done_Face(face) }
            if !opened { throw InternalError("bundled font \(name) in this build cannot be opened by FreeType") }
        }
    }
}

/// One FreeType library with the faces of a `FontChoice`: the regular, semibold and bold faces
/// (the bundled Inter unless the scenario names its own), then the fallbacks in order; a face's
/// index in `all` is its number in `FontStack` and the glyph cache. FreeType objects are not
/// thread-safe, so each owner (a `Rasterizer`, or `TextMeasurer` while it reads metrics) has its
/// own. FT_New_Memory_Face does not copy the font bytes: compiled-in files are static, and a
/// scenario's own files are copied once into the `FontBytes` this class keeps.
final class FreeTypeFaces {
    let library: FT_Library
    let choice: FontChoice
    private(set) var all: [FT_Face] = []
    /// Each face's file, as `all` holds the faces (kerning reads the same bytes).
    private(set) var files: [FontBytes] = []

    convenience init() { self.init(choice: FontChoice()) }

    init(choice: FontChoice) {
        self.choice = choice
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            preconditionFailure("ListRender: FT_Init_FreeType failed")
        }
        library = lib
        for file in FontStack.files(choice) {
            let font = FontBytes(file.source)
            files.append(font)
            let bytes = font.b
            var face: FT_Face?
            // Scenario fonts were opened when the scenario loaded; the bundled ones by check().
            guard FT_New_Memory_Face(lib, bytes.baseAddress, FT_Long(bytes.count), 0, &face) == 0, let face else {
                preconditionFailure("ListRender: FreeType cannot open font \(file.name)")
            }
            all.append(face)
        }
    }

    /// The primary face of `weight`.
    func face(_ weight: FontWeight) -> FT_Face { all[FontStack.primary(weight)] }

    deinit {
        for f in all { FT_Done_Face(f) }
        FT_Done_FreeType(library)
    }
}
