import CFreeType
import Foundation

/// The bundled Inter faces: same font everywhere, so the same glyphs on every machine. The
/// files are compiled into the library (`EmbeddedResources`), so there is nothing to find at run time.
enum BundledFont {
    static func resourceName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: return "Inter-Regular"
        case .semibold: return "Inter-SemiBold"
        // Inter's display cut, as UIKit's large titles are set in SF Pro Display.
        case .bold: return "InterDisplay-Bold"
        }
    }

    /// Decoded once: every rasterizer opens its own FreeType faces from these bytes.
    private static let regular = EmbeddedResources.bytes("Fonts/Inter-Regular.otf")
    private static let semibold = EmbeddedResources.bytes("Fonts/Inter-SemiBold.otf")
    private static let bold = EmbeddedResources.bytes("Fonts/InterDisplay-Bold.otf")

    /// The colour emoji font tried for characters the text face lacks (a subset of Noto Color Emoji).
    static let emojiName = "NotoColorEmoji-Subset"
    static let emoji = EmbeddedResources.bytes("Fonts/NotoColorEmoji-Subset.ttf") ?? []

    /// The font file's bytes, nil only in a damaged build.
    static func bytesIfPresent(_ weight: FontWeight) -> [UInt8]? {
        let bytes: [UInt8]?
        switch weight {
        case .regular: bytes = regular
        case .semibold: bytes = semibold
        case .bold: bytes = bold
        }
        return bytes?.isEmpty == false ? bytes : nil
    }

    /// The font file's bytes. `ListRenderResources.check()` lets a program refuse to start with
    /// one clear line instead of reaching this failure.
    static func bytes(_ weight: FontWeight) -> [UInt8] {
        guard let bytes = bytesIfPresent(weight) else {
            preconditionFailure("ListRender: bundled font \(resourceName(weight)).otf is missing from this build")
        }
        return bytes
    }
}

/// What the library needs compiled into it, checked before any work starts.
public enum ListRenderResources {
    /// Throws `InternalError` naming the first bundled font that is missing or that FreeType cannot
    /// open, so a damaged build fails with one line instead of a trap mid-render.
    public static func check() throws {
        let fonts: [(String, [UInt8]?)] = FontStack.weights.map {
            ("\(BundledFont.resourceName($0)).otf", BundledFont.bytesIfPresent($0))
        } + [("\(BundledFont.emojiName).ttf", BundledFont.emoji.isEmpty ? nil : BundledFont.emoji)]
        for (name, present) in fonts {
            guard let bytes = present else {
                throw InternalError("bundled font \(name) is missing from this build of ListRender")
            }
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0, let lib else { throw InternalError("FreeType cannot start") }
            defer { FT_Done_FreeType(lib) }
            let opened = bytes.withUnsafeBufferPointer { buf -> Bool in
                var face: FT_Face?
                guard FT_New_Memory_Face(lib, buf.baseAddress, FT_Long(buf.count), 0, &face) == 0, let face else { return false }
                FT_Done_Face(face)
                return true
            }
            if !opened { throw InternalError("bundled font \(name) in this build cannot be opened by FreeType") }
        }
    }
}

/// One FreeType library with the faces of a `FontChoice`: the regular, semibold and bold faces
/// (the bundled Inter unless the scenario names its own), then the fallbacks in order; a face's
/// index in `all` is its number in `FontStack` and the glyph cache. FreeType objects are not
/// thread-safe, so each owner (a `Rasterizer`, or `TextMeasurer` while it reads metrics) has its
/// own. The font bytes live in buffers this class owns, since FT_New_Memory_Face does not copy them.
final class FreeTypeFaces {
    let library: FT_Library
    let choice: FontChoice
    private(set) var all: [FT_Face] = []
    private var buffers: [UnsafeMutableBufferPointer<UInt8>] = []

    convenience init() { self.init(choice: FontChoice()) }

    init(choice: FontChoice) {
        self.choice = choice
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            preconditionFailure("ListRender: FT_Init_FreeType failed")
        }
        library = lib
        for (name, bytes) in FontStack.files(choice) {
            let buf = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
            _ = buf.initialize(from: bytes)
            var face: FT_Face?
            // Scenario fonts were opened when the scenario loaded; the bundled ones by check().
            guard FT_New_Memory_Face(lib, buf.baseAddress, FT_Long(bytes.count), 0, &face) == 0, let face else {
                preconditionFailure("ListRender: FreeType cannot open font \(name)")
            }
            all.append(face)
            buffers.append(buf)
        }
    }

    /// The primary face of `weight`.
    func face(_ weight: FontWeight) -> FT_Face { all[FontStack.primary(weight)] }

    deinit {
        for f in all { FT_Done_Face(f) }
        FT_Done_FreeType(library)
        for b in buffers { b.deallocate() }
    }
}
