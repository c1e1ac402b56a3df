/// A font file's bytes, read where they are: a compiled-in file in the binary's read-only data
/// (copying the bundled files cost ~1 ms of page faults at every start), a loaded file in its
/// one shared copy (`FontData`). Never written, so it may be shared between threads. Its big-endian reads return 0
/// past the end, so a malformed table yields wrong-but-harmless numbers instead of a trap.
struct FontBytes: @unchecked Sendable {
    /// Keeps a loaded file's shared copy alive while this reads it.
    private let owner: FontData?
    /// The bytes (for FreeType, which reads them in place too).
    let b: UnsafeBufferPointer<UInt8>

    init(_ source: FontStack.File.Source) {
        switch source {
        case .compiledIn(let bytes): owner = nil; b = bytes
        case .loaded(let data): owner = data; b = data.buffer
        }
    }

    init(_ bytes: [UInt8]) { self.init(.loaded(FontData.shared(bytes))) }

    func u8(_ i: Int) -> Int { i >= 0 && i < b.count ? Int(b[i]) : 0 }
    func u16(_ i: Int) -> Int { u8(i) << 8 | u8(i + 1) }
    func s16(_ i: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(i))) }
    func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
    func tag(_ i: Int) -> String { String(decoding: (0..<4).map { UInt8(u8(i + $0)) }, as: UTF8.self) }

    /// The offset of a table from the sfnt table directory.
    func tableOffset(_ name: String) -> Int? {
        for i in 0..<u16(4) where tag(12 + i * 16) == name {
            let off = u32(12 + i * 16 + 8)
            return off > 0 && off < b.count ? off : nil
        }
        return nil
    }

    /// `glyph`'s index in a Coverage table (format 1: sorted glyphs; format 2: sorted ranges,
    /// each with the index of its first glyph), or nil when the table does not cover it.
    func coverageIndex(_ p: Int, _ glyph: Int) -> Int? {
        switch u16(p) {
        case 1:
            return sortedRecord(p + 2, stride: 2, glyph: glyph)
        case 2:
            if let r = range(p + 2, glyph) { return u16(r + 4) + glyph - u16(r) }
        default: break
        }
        return nil
    }

    /// The index of the record for `glyph` in a count-prefixed array of `stride`-byte records
    /// that each start with a glyph id, sorted by it (Coverage format 1, a PairSet).
    func sortedRecord(_ p: Int, stride: Int, glyph: Int) -> Int? {
        var lo = 0, hi = u16(p)
        while lo < hi {
            let mid = (lo + hi) / 2, g = u16(p + 2 + mid * stride)
            if g == glyph { return mid }
            if g < glyph { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// `glyph`'s class in a ClassDef table (format 1: an array from a start glyph; format 2: sorted
    /// ranges); glyphs not listed are class 0.
    func glyphClass(_ p: Int, _ glyph: Int) -> Int {
        switch u16(p) {
        case 1:
            let i = glyph - u16(p + 2)
            return i >= 0 && i < u16(p + 4) ? u16(p + 6 + i * 2) : 0
        case 2:
            if let r = range(p + 2, glyph) { return u16(r + 4) }
        default: break
        }
        return 0
    }

    /// The record holding `glyph` in a count-prefixed array of sorted 6-byte range records
    /// (start, end, value), found by binary search.
    private func range(_ p: Int, _ glyph: Int) -> Int? {
        var lo = 0, hi = u16(p)
        while lo < hi {
            let mid = (lo + hi) / 2, r = p + 2 + mid * 6
            if glyph < u16(r) { hi = mid } else if glyph > u16(r + 2) { lo = mid + 1 } else { return r }
        }
        return nil
    }
}
