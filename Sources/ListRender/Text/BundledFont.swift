import CFreeType
import Foundation

/// The bundled Inter faces: same font everywhere, so the same glyphs on every machine.
enum BundledFont {
    static func resourceName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: return "Inter-Regular"
        case .semibold: return "Inter-SemiBold"
        }
    }

    /// The font file's bytes. A missing bundled font is a packaging defect, not user input.
    static func bytes(_ weight: FontWeight) -> [UInt8] {
        let name = resourceName(weight)
        guard let url = Bundle.module.url(forResource: name, withExtension: "otf", subdirectory: "Fonts"),
              let bytes = try? FileInput.readBytes(at: url.path), !bytes.isEmpty else {
            preconditionFailure("ListRender: bundled font Fonts/\(name).otf is missing from the resource bundle")
        }
        return bytes
    }
}

/// One FreeType library with one face per weight. FreeType objects are not thread-safe, so
/// each owner (a `Rasterizer`, or `TextMeasurer` while it reads metrics) has its own.
/// The font bytes live in buffers this class owns, since FT_New_Memory_Face does not copy them.
final class FreeTypeFaces {
    let library: FT_Library
    private var faces: [FT_Face] = []
    private var buffers: [UnsafeMutableBufferPointer<UInt8>] = []

    init() {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            preconditionFailure("ListRender: FT_Init_FreeType failed")
        }
        library = lib
        for weight in [FontWeight.regular, .semibold] {
            let bytes = BundledFont.bytes(weight)
            let buf = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buf.initialize(from: bytes)
            var face: FT_Face?
            guard FT_New_Memory_Face(lib, buf.baseAddress, FT_Long(bytes.count), 0, &face) == 0, let face else {
                preconditionFailure("ListRender: FreeType cannot open bundled font \(BundledFont.resourceName(weight))")
            }
            faces.append(face)
            buffers.append(buf)
        }
    }

    func face(_ weight: FontWeight) -> FT_Face {
        weight == .regular ? faces[0] : faces[1]
    }

    deinit {
        for f in faces { FT_Done_Face(f) }
        FT_Done_FreeType(library)
        for b in buffers { b.deallocate() }
    }
}
