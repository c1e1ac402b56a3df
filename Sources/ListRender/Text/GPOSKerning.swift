/// Pair kerning read from the font's GPOS `kern` feature (PairPos lookups, formats 1 and 2,
/// also behind Extension lookups), because Inter has no `kern` table and FT_Get_Kerning reads
/// only that. This is the horizontal advance adjustment of the first glyph (its ValueRecord's
/// XAdvance), summed over the feature's lookups in lookup-list order; within one lookup the first
/// subtable that covers the pair wins, as OpenType specifies. Lookup flags (skipping marks) are
/// ignored: we place one glyph per character and never see mark glyphs between a pair.
/// No other GPOS positioning (marks, cursive, contextual kerning) is applied.
struct GPOSKerning: Sendable {
    enum Subtable: Sendable {
        /// Format 1: explicit pairs, key `first << 32 | second`.
        case pairs([UInt64: Int32])
        /// Format 2: class pairs. `first` maps covered first glyphs to their class 1.
        case classes(first: [UInt32: UInt16], second: [UInt32: UInt16], class2Count: Int, values: [Int32])
    }

    let lookups: [[Subtable]]

    var isEmpty: Bool { lookups.isEmpty }

    func kern(_ l: UInt32, _ r: UInt32) -> Int32 {
        var total: Int32 = 0
        for lookup in lookups {
            for sub in lookup {
                if let v = GPOSKerning.value(sub, l, r) { total &+= v; break }
            }
        }
        return total
    }

    /// The subtable's adjustment for the pair, or nil when it does not cover it.
    private static func value(_ sub: Subtable, _ l: UInt32, _ r: UInt32) -> Int32? {
        switch sub {
        case let .pairs(p):
            return p[UInt64(l) << 32 | UInt64(r)]
        case let .classes(first, second, n, values):
            guard let c1 = first[l] else { return nil }
            let c2 = Int(second[r] ?? 0)
            let i = Int(c1) * n + c2
            return c2 < n && i < values.count ? values[i] : 0
        }
    }

    /// Parses `font` (an OpenType file); an absent or malformed GPOS gives no kerning.
    init(font: [UInt8]) {
        let f = FontBytes(font)
        guard let gpos = f.tableOffset("GPOS") else { lookups = []; return }
        let featureList = gpos + f.u16(gpos + 6), lookupList = gpos + f.u16(gpos + 8)
        // Lookup indices of every `kern` feature (all scripts), in lookup-list order.
        var indices = Set<Int>()
        for i in 0..<f.u16(featureList) {
            let rec = featureList + 2 + i * 6
            guard f.tag(rec) == "kern" else { continue }
            let feature = featureList + f.u16(rec + 4)
            for j in 0..<f.u16(feature + 2) { indices.insert(f.u16(feature + 4 + j * 2)) }
        }
        var lookups: [[Subtable]] = []
        for index in indices.sorted() where index < f.u16(lookupList) {
            let lookup = lookupList + f.u16(lookupList + 2 + index * 2)
            let type = f.u16(lookup)
            var subs: [Subtable] = []
            for s in 0..<f.u16(lookup + 4) {
                var sub = lookup + f.u16(lookup + 6 + s * 2)
                var subType = type
                if type == 9 {   // Extension: the real subtable is a 32-bit offset away.
                    subType = f.u16(sub + 2)
                    sub += f.u32(sub + 4)
                }
                guard subType == 2, let parsed = GPOSKerning.pairPos(f, at: sub) else { continue }
                subs.append(parsed)
            }
            if !subs.isEmpty { lookups.append(subs) }
        }
        self.lookups = lookups
    }

    private static func pairPos(_ f: FontBytes, at p: Int) -> Subtable? {
        let format = f.u16(p)
        let covered = f.coverage(p + f.u16(p + 2))
        let vf1 = f.u16(p + 4), vf2 = f.u16(p + 6)
        let size1 = valueRecordSize(vf1), size2 = valueRecordSize(vf2)
        guard vf1 & 0x0004 != 0 else { return nil }   // no XAdvance on the first glyph: nothing to kern
        // XAdvance's place in the record: after XPlacement and YPlacement when present.
        let xAdv = ((vf1 & 1) + (vf1 >> 1 & 1)) * 2
        switch format {
        case 1:
            var pairs: [UInt64: Int32] = [:]
            // Sized once for every pair of every set: growing it pair by pair rehashed it over and over.
            let sets = min(covered.count, f.u16(p + 8))
            pairs.reserveCapacity((0..<sets).reduce(0) { $0 + f.u16(p + f.u16(p + 10 + $1 * 2)) })
            for (i, first) in covered.enumerated() where i < f.u16(p + 8) {
                let set = p + f.u16(p + 10 + i * 2)
                let rec = 2 + size1 + size2
                for j in 0..<f.u16(set) {
                    let r = set + 2 + j * rec
                    let key = UInt64(first) << 32 | UInt64(f.u16(r))
                    if pairs[key] == nil { pairs[key] = Int32(f.s16(r + 2 + xAdv)) }
                }
            }
            return .pairs(pairs)
        case 2:
            let class1 = f.classDef(p + f.u16(p + 8)), class2 = f.classDef(p + f.u16(p + 10))
            let n1 = f.u16(p + 12), n2 = f.u16(p + 14)
            var values = [Int32](repeating: 0, count: n1 * n2)
            let rec = size1 + size2
            for c1 in 0..<n1 {
                for c2 in 0..<n2 {
                    values[c1 * n2 + c2] = Int32(f.s16(p + 16 + (c1 * n2 + c2) * rec + xAdv))
                }
            }
            var first: [UInt32: UInt16] = [:]
            for g in covered { first[g] = class1[g] ?? 0 }
            return .classes(first: first, second: class2, class2Count: n2, values: values)
        default:
            return nil
        }
    }

    /// Bytes of a ValueRecord: two per set bit of the format's low byte.
    private static func valueRecordSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }
}

/// Big-endian reads from a font file that return 0 past the end, so a malformed table yields
/// wrong-but-harmless numbers instead of a trap.
struct FontBytes {
    let b: [UInt8]
    init(_ b: [UInt8]) { self.b = b }

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

    /// Coverage table: the covered glyphs in coverage-index order.
    func coverage(_ p: Int) -> [UInt32] {
        var out: [UInt32] = []
        switch u16(p) {
        case 1:
            for i in 0..<u16(p + 2) { out.append(UInt32(u16(p + 4 + i * 2))) }
        case 2:
            for i in 0..<u16(p + 2) {
                let r = p + 4 + i * 6
                let start = u16(r), end = u16(r + 2)
                if start <= end { out += (start...end).map { UInt32($0) } }
            }
        default: break
        }
        return out
    }

    /// ClassDef table: glyph -> class (glyphs not listed are class 0).
    func classDef(_ p: Int) -> [UInt32: UInt16] {
        var out: [UInt32: UInt16] = [:]
        switch u16(p) {
        case 1:
            let start = u16(p + 2)
            for i in 0..<u16(p + 4) { out[UInt32(start + i)] = UInt16(u16(p + 6 + i * 2)) }
        case 2:
            for i in 0..<u16(p + 2) {
                let r = p + 4 + i * 6
                let start = u16(r), end = u16(r + 2), c = UInt16(u16(r + 4))
                if start <= end { for g in start...end { out[UInt32(g)] = c } }
            }
        default: break
        }
        return out
    }
}
