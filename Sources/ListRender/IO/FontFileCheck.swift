import CFreeType

/// Whether FreeType can open a font file, checked when the scenario naming it loads, so a
/// damaged or wrong file is a load error instead of missing text later.
enum FontFileCheck {
    /// nil when face 0 of `bytes` opens and has scalable outlines; else why not.
    static func problem(_ bytes: [UInt8]) -> String? {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { return "FreeType cannot start" }
        defer { FT_Done_FreeType(lib) }
        return bytes.withUnsafeBufferPointer { buf -> String? in
            var face: FT_Face?
            guard FT_New_Memory_Face(lib, buf.baseAddress, FT_Long(buf.count), 0, &face) == 0, let face else {
                return "not a font FreeType can open (TrueType, OpenType or a collection)"
            }
            defer { FT_Done_Face(face) }
            if (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE)) == 0 { return "has no scalable outlines" }
            return nil
        }
    }
}
