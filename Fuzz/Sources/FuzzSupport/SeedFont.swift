/// Crafted seed fonts for the font target: a real font (a DejaVu subset from the fixtures)
/// with one table's directory record pointed at a hand-built table appended after the others,
/// so the fuzzer starts from the table layouts our readers take apart — PairPos format 2 with
/// class definitions, an Extension lookup around PairPos format 1, cmap formats 12 and 13 —
/// and not only from the formats the fixture fonts happen to use.
public enum SeedFont {
    /// `font` with table `tag`'s record pointing at `table`, appended (4-byte aligned). Checksums
    /// are left stale, as FreeType and our readers ignore them.
    public static func redirecting(_ tag: String, to table: [UInt8], in font: [UInt8]) -> [UInt8]? {
        let tables = Int(font[4]) << 8 | Int(font[5])
        guard let record = (0..<tables).map({ 12 + $0 * 16 }).first(where: { Array(font[$0..<$0 + 4]) == Array(tag.utf8) })
        else { return nil }
        var out = font + [UInt8](repeating: 0, count: (4 - font.count % 4) % 4)
        out.replaceSubrange(record + 8..<record + 16, with: u32(out.count) + u32(table.count))
        return out + table
    }

    /// GPOS with one `kern` feature of one PairPos format 2 lookup: glyphs 1–40 covered by a
    /// range Coverage (format 2), first glyphs in three classes by a list ClassDef (format 1),
    /// second glyphs in two by a range ClassDef (format 2), an XAdvance for every class pair.
    public static var gposClassPairs: [UInt8] {
        let classes1 = 3, classes2 = 2
        let values = (0..<(classes1 * classes2)).flatMap { u16(-40 - 10 * $0) }
        let coverage = u16(2) + u16(1) + u16(1) + u16(40) + u16(0)
        let classDef1 = u16(1) + u16(1) + u16(40) + (1...40).flatMap { u16($0 % classes1) }
        let classDef2 = u16(2) + u16(2) + u16(1) + u16(20) + u16(0) + u16(21) + u16(40) + u16(1)
        let coverageAt = 16 + values.count, classDef1At = coverageAt + coverage.count, classDef2At = classDef1At + classDef1.count
        let pairPos = u16(2) + u16(coverageAt) + u16(0x0004) + u16(0) + u16(classDef1At) + u16(classDef2At)
            + u16(classes1) + u16(classes2) + values + coverage + classDef1 + classDef2
        return kernFeature(lookupType: 2, subtable: pairPos)
    }

    /// GPOS whose `kern` lookup is an Extension (type 9) wrapping PairPos format 1: glyph 1
    /// followed by glyph 2 or 3.
    public static var gposExtensionPairs: [UInt8] {
        let pairPos = u16(1) + u16(12) + u16(0x0004) + u16(0) + u16(1) + u16(18)   // coverage at 12, PairSet at 18
            + u16(1) + u16(1) + u16(1)                                                // Coverage format 1: glyph 1
            + u16(2) + u16(2) + u16(-80) + u16(3) + u16(30)                           // PairSet: (1,2) −80, (1,3) +30
        return kernFeature(lookupType: 9, subtable: u16(1) + u16(2) + u32(8) + pairPos)  // Extension → PairPos after it
    }

    /// A GPOS table (no scripts) whose one feature, `kern`, uses one lookup of `lookupType`
    /// with one subtable.
    private static func kernFeature(lookupType: Int, subtable: [UInt8]) -> [UInt8] {
        let featureList = 10, lookupList = featureList + 14
        return u16(1) + u16(0) + u16(0) + u16(featureList) + u16(lookupList)           // header
            + u16(1) + Array("kern".utf8) + u16(8) + u16(0) + u16(1) + u16(0)           // FeatureList → lookup 0
            + u16(1) + u16(4)                                                            // LookupList → the lookup
            + u16(lookupType) + u16(0) + u16(1) + u16(8) + subtable                      // Lookup → its subtable
    }

    /// cmap with one Unicode (3, 10) subtable of `format` 12 (sequential groups) or 13 (one
    /// glyph per group): ASCII letters and digits, and a group far above the BMP.
    public static func cmapGroups(format: Int) -> [UInt8] {
        let groups: [(Int, Int, Int)] = [(0x30, 0x39, 1), (0x41, 0x5A, 11), (0x61, 0x7A, 11), (0x1F600, 0x1F64F, 2)]
        var sub = u16(format) + u16(0) + u32(16 + 12 * groups.count) + u32(0) + u32(groups.count)
        sub += groups.flatMap { u32($0.0) + u32($0.1) + u32($0.2) }
        return u16(0) + u16(1) + u16(3) + u16(10) + u32(12) + sub
    }

    private static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    private static func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v) }
}
