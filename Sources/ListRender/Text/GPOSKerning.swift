/// Pair kerning read from the font's GPOS `kern` feature (PairPos lookups, formats 1 and 2,
/// also behind Extension lookups), because Inter has no `kern` table and FT_Get_Kerning reads
/// only that. This is the horizontal advance adjustment of the first glyph (its ValueRecord's
/// XAdvance), summed over the feature's lookups in lookup-list order; within one lookup the first
/// subtable that covers the pair wins, as OpenType specifies. Lookup flags (skipping marks) are
/// ignored: we place one glyph per character and never see mark glyphs between a pair.
/// No other GPOS positioning (marks, cursive, contextual kerning) is applied.
///
/// Nothing is expanded up front: each pair is looked up in the table bytes themselves (binary
/// searches in Coverage, PairSet and ClassDef tables, as the format intends), so opening a face
/// costs no parse; expanding Inter's pairs into dictionaries took ~3 ms of every start-up.
struct GPOSKerning: Sendable {
    /// One PairPos subtable (format 1 or 2), by its offsets in the font.
    struct Subtable: Sendable {
        let format: Int
        let at: Int
        let coverage: Int
        /// XAdvance's offset inside the first glyph's ValueRecord.
        let xAdvance: Int
        /// Bytes of one pair's two ValueRecords.
        let valueRecords: Int
    }

    private let f: FontBytes
    let lookups: [[Subtable]]

    var isEmpty: Bool { lookups.isEmpty }

    func kern(_ l: UInt32, _ r: UInt32) -> Int32 {
        var total: Int32 = 0
        for lookup in lookups {
            for sub in lookup {
                if let v = value(sub, Int(l), Int(r)) { total &+= v; break }
            }
        }
        return total
    }

    /// The subtable's adjustment for the pair, or nil when it does not cover it.
    private func value(_ sub: Subtable, _ l: Int, _ r: Int) -> Int32? {
        guard let index = f.coverageIndex(sub.coverage, l) else { return nil }
        let p = sub.at
        switch sub.format {
        case 1:
            guard index < f.u16(p + 8) else { return nil }
            // PairValueRecords: the second glyph, then the two ValueRecords.
            let set = p + f.u16(p + 10 + index * 2), rec = 2 + sub.valueRecords
            guard let i = f.sortedRecord(set, stride: rec, glyph: r) else { return nil }
            return Int32(f.s16(set + 2 + i * rec + 2 + sub.xAdvance))
        default:
            let c1 = f.glyphClass(p + f.u16(p + 8), l), c2 = f.glyphClass(p + f.u16(p + 10), r)
            let n1 = f.u16(p + 12), n2 = f.u16(p + 14)
            guard c2 < n2, c1 < n1 else { return 0 }
            return Int32(f.s16(p + 16 + (c1 * n2 + c2) * sub.valueRecords + sub.xAdvance))
        }
    }

    /// Reads `font` (an OpenType file); an absent or malformed GPOS gives no kerning.
    init(font: [UInt8]) { self.init(FontBytes(font)) }

    /// Reads the font file `f`; an absent or malformed GPOS gives no kerning.
    init(_ f: FontBytes) {
        self.f = f
        lookups = GPOSKerning.pairPosSubtables(f).map { $0.compactMap { GPOSKerning.pairPos(f, at: $0) } }
            .filter { !$0.isEmpty }
    }

    /// The offsets of the PairPos subtables (behind Extension lookups too) of every `kern`
    /// feature's lookups (all scripts), lookup by lookup in lookup-list order. A font that asks
    /// for more work than its size allows (`KernLookupWalk`) gets no kerning; a scenario's
    /// fonts never get here, refused when they load.
    static func pairPosSubtables(_ f: FontBytes) -> [[Int]] {
        guard let gpos = f.tableOffset("GPOS") else { return [] }
        let reader = KernLookupWalk.Reader(size: f.b.count, u16: f.u16, u32: f.u32, tag: f.tag)
        return (try? KernLookupWalk.pairPosSubtables(reader, gpos: gpos).get()) ?? []
    }

    private static func pairPos(_ f: FontBytes, at p: Int) -> Subtable? {
        let format = f.u16(p)
        let vf1 = f.u16(p + 4), vf2 = f.u16(p + 6)
        guard format == 1 || format == 2, vf1 & 0x0004 != 0 else { return nil }   // no XAdvance on the first glyph: nothing to kern
        // XAdvance's place in the record: after XPlacement and YPlacement when present.
        let xAdvance = ((vf1 & 1) + (vf1 >> 1 & 1)) * 2
        return Subtable(format: format, at: p, coverage: p + f.u16(p + 2), xAdvance: xAdvance,
                        valueRecords: valueRecordSize(vf1) + valueRecordSize(vf2))
    }

    /// Bytes of a ValueRecord: two per set bit of the format's low byte.
    private static func valueRecordSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }
}
