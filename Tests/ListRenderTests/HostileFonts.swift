@testable import ListRender

/// Hostile fonts for the catalogue, made by hand rather than committed: the bundled Inter with
/// one table replaced (a GPOS that asks for millions of subtables, a cmap that maps every code
/// point) or one added (padding to make a big file).
enum HostileFonts {
    /// Inter Regular's bytes.
    static var inter: [UInt8] { Array(BundledFont.file(.regular)!) }

    /// `font` (an sfnt) with table `tag` replaced by `table`, or added when it has none.
    static func replacing(_ tag: String, with table: [UInt8], in font: [UInt8]) -> [UInt8] {
        func u16(_ i: Int) -> Int { Int(font[i]) << 8 | Int(font[i + 1]) }
        func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
        var tables: [(tag: [UInt8], bytes: [UInt8])] = (0..<u16(4)).map { i in
            let rec = 12 + i * 16
            return (Array(font[rec..<rec + 4]), Array(font[u32(rec + 8)..<u32(rec + 8) + u32(rec + 12)]))
        }
        if let i = tables.firstIndex(where: { $0.tag == Array(tag.utf8) }) { tables[i].bytes = table }
        else { tables.append((Array(tag.utf8), table)); tables.sort { $0.tag.lexicographicallyPrecedes($1.tag) } }
        var out = Array(font[0..<4]) + be16(tables.count) + Array(font[6..<12])
        var offset = 12 + tables.count * 16
        var body: [UInt8] = []
        for t in tables {
            out += t.tag + be32(0) + be32(offset) + be32(t.bytes.count)
            let padded = t.bytes + [UInt8](repeating: 0, count: (4 - t.bytes.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return out + body
    }

    /// A GPOS whose `kern` feature lists `lookups` lookups, every one the same lookup table of
    /// `subtables` PairPos subtables, every one the same subtable, which covers no glyph.
    static func gposBomb(lookups: Int, subtables: Int) -> [UInt8] {
        let featureList = 12, feature = featureList + 8
        let lookupList = feature + 4 + 2 * lookups
        var t = be32(0x0001_0000) + be16(10) + be16(featureList) + be16(lookupList)
        t += be16(0)                                                         // ScriptList: no scripts
        t += be16(1) + Array("kern".utf8) + be16(feature - featureList)      // FeatureList
        t += be16(0) + be16(lookups) + (0..<lookups).flatMap { be16($0) }     // Feature: every lookup
        let lookup = 2 + 2 * lookups                                          // from the LookupList
        t += be16(lookups) + (0..<lookups).flatMap { _ in be16(lookup) }
        t += be16(2) + be16(0) + be16(subtables) + (0..<subtables).flatMap { _ in be16(6 + 2 * subtables) }
        t += be16(1) + be16(10) + be16(0x0004) + be16(0) + be16(0)            // PairPos 1, no pair sets
        t += be16(1) + be16(0)                                                // Coverage: no glyphs
        return t
    }

    /// A GPOS whose `kern` feature records (`records` of them) point into one run of the same
    /// word, so each reads as a feature table listing `count` lookups: feature tables that
    /// overlap, read again and again.
    static func gposOverlappingFeatures(records: Int, count: Int) -> [UInt8] {
        let featureList = 12
        let run = 2 + records * 6
        var t = be32(0x0001_0000) + be16(10) + be16(featureList) + be16(0)
        t += be16(0)
        t += be16(records) + (0..<records).flatMap { i in Array("kern".utf8) + be16(run + 2 * (i % 1000)) }
        t += (0..<(count + 1100)).flatMap { _ in be16(count) }
        return t
    }

    /// A cmap with one format 13 group mapping every code point to `glyph`.
    static func allUnicodeCMap(glyph: Int) -> [UInt8] {
        be16(0) + be16(1) + be16(3) + be16(10) + be32(12)
            + be16(13) + be16(0) + be32(28) + be32(0) + be32(1) + be32(0) + be32(0x10FFFF) + be32(glyph)
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v & 0xFFFF) }
}
