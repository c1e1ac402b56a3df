import CFreeType

/// A face's character map, read where it is in the font file (binary searches in the cmap
/// subtable FreeType selected, when it is format 4, 12 or 13), not copied into a dictionary: a small font can map
/// all 1.1 million code points (one 12-byte group), and copying that for every face of every
/// scenario was a memory blow-up. Fonts whose Unicode subtable has another format are read
/// through FreeType into a dictionary, at most `maxCopied` entries (those formats spend at least
/// a byte of the file on each entry).
struct CMap: Sendable {
    private enum Reader: Sendable {
        /// Format 4 at this offset: segments of 16-bit codes.
        case segments(Int)
        /// Format 12 at this offset: sorted groups of 32-bit codes.
        case groups(Int)
        /// Format 13 at this offset: the same groups, each mapping all its codes to one glyph.
        case constantGroups(Int)
        case copied([UInt32: UInt32])
    }

    private let f: FontBytes
    private let reader: Reader
    private let glyphCount: Int

    /// The most entries copied from a subtable read through FreeType.
    static let maxCopied = 65_536

    init(face: FT_Face, font: FontBytes) {
        f = font
        glyphCount = Int(face.pointee.num_glyphs)
        if let (format, at) = CMap.selectedSubtable(face, font), [4, 12, 13].contains(format) {
            reader = format == 4 ? .segments(at) : format == 12 ? .groups(at) : .constantGroups(at)
            return
        }
        var map: [UInt32: UInt32] = [:]
        var gid: FT_UInt = 0
        var code = FT_Get_First_Char(face, &gid)
        while gid != 0 && map.count < CMap.maxCopied {
            map[UInt32(code)] = UInt32(gid)
            code = FT_Get_Next_Char(face, code, &gid)
        }
        reader = .copied(map)
    }

    /// The glyph of `code`, nil when the face has none (glyph 0, or past the face's glyphs, as
    /// FT_Get_Char_Index says).
    subscript(code: UInt32) -> UInt32? {
        let g: Int
        switch reader {
        case .copied(let map): return map[code]
        case .segments(let p): g = segment(p, Int(code))
        case .groups(let p): g = group(p, Int(code), constant: false)
        case .constantGroups(let p): g = group(p, Int(code), constant: true)
        }
        return g > 0 && g < glyphCount ? UInt32(g) : nil
    }

    private func segment(_ p: Int, _ c: Int) -> Int {
        guard c <= 0xFFFF else { return 0 }
        let segX2 = f.u16(p + 6)
        let ends = p + 14, starts = ends + segX2 + 2, deltas = starts + segX2, ranges = deltas + segX2
        var lo = 0, hi = segX2 / 2
        while lo < hi {
            let mid = (lo + hi) / 2
            if f.u16(ends + mid * 2) < c { lo = mid + 1 } else { hi = mid }
        }
        guard lo < segX2 / 2 else { return 0 }
        let start = f.u16(starts + lo * 2)
        guard start <= c else { return 0 }
        let delta = f.u16(deltas + lo * 2), rangeAt = ranges + lo * 2, range = f.u16(rangeAt)
        if range == 0 { return (c + delta) & 0xFFFF }
        let g = f.u16(rangeAt + range + (c - start) * 2)
        return g == 0 ? 0 : (g + delta) & 0xFFFF
    }

    private func group(_ p: Int, _ c: Int, constant: Bool) -> Int {
        // No more groups than the file holds, whatever the count claims.
        let n = min(f.u32(p + 12), max(0, (f.b.count - p - 16) / 12))
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if f.u32(p + 16 + mid * 12 + 4) < c { lo = mid + 1 } else { hi = mid }
        }
        let r = p + 16 + lo * 12
        guard lo < n, f.u32(r) <= c else { return 0 }
        return constant ? f.u32(r + 8) : f.u32(r + 8) + c - f.u32(r)
    }

    /// The subtable of the charmap FreeType selected for `face` (its Unicode one, found by
    /// platform and encoding in the table's records): its format and offset.
    static func selectedSubtable(_ face: FT_Face, _ f: FontBytes) -> (format: Int, at: Int)? {
        guard let selected = face.pointee.charmap, let cmap = f.tableOffset("cmap") else { return nil }
        let platform = Int(selected.pointee.platform_id), encoding = Int(selected.pointee.encoding_id)
        var found: Int?
        for i in 0..<f.u16(cmap + 2) {
            let rec = cmap + 4 + i * 8
            if f.u16(rec) == platform && f.u16(rec + 2) == encoding { found = cmap + f.u32(rec + 4) }
        }
        guard let at = found, at < f.b.count else { return nil }
        return (f.u16(at), at)
    }
}
