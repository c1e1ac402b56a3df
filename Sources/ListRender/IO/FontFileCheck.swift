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
            return kerningProblem(buf)
        }
    }

    /// Why the font's GPOS kerning asks for more work than its size allows, or nil.
    static func kerningProblem(_ b: UnsafeBufferPointer<UInt8>) -> String? {
        func u8(_ i: Int) -> Int { i >= 0 && i < b.count ? Int(b[i]) : 0 }
        func u16(_ i: Int) -> Int { u8(i) << 8 | u8(i + 1) }
        func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
        func tag(_ i: Int) -> String { String(decoding: (0..<4).map { UInt8(u8(i + $0)) }, as: UTF8.self) }
        guard let gpos = (0..<u16(4)).first(where: { tag(12 + $0 * 16) == "GPOS" }).map({ u32(12 + $0 * 16 + 8) }),
              gpos > 0, gpos < b.count else { return nil }
        let reader = KernLookupWalk.Reader(size: b.count, u16: u16, u32: u32, tag: tag)
        if case .failure(let refusal) = KernLookupWalk.pairPosSubtables(reader, gpos: gpos) { return refusal.message }
        return nil
    }
}
