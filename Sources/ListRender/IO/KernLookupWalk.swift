/// The walk from a font's GPOS table to the PairPos subtables of its `kern` feature, with the
/// work bounded by the font's own size, as HarfBuzz bounds its table walks: offsets may point
/// many records at one table, so a 50 KB file can list thousands of lookups × thousands of
/// subtables (3.6 GB once expanded into arrays, and 9 million subtables scanned for every
/// pair). Shared by the check when a scenario's font loads (`FontFileCheck`, which refuses such
/// a font in one line) and by the kerning reader of the Text stage.
enum KernLookupWalk {
    /// Reads of the font's bytes (big-endian, 0 past the end).
    struct Reader {
        let size: Int
        let u16: (Int) -> Int
        let u32: (Int) -> Int
        let tag: (Int) -> String
    }

    /// The most subtables one pair may be looked up in: far above real fonts (Inter has 2;
    /// large families a few hundred), and never more than one per 16 bytes of the file (the
    /// size of the smallest PairPos subtable).
    static func maxSubtables(fontBytes: Int) -> Int { min(4096, max(16, fontBytes / 16)) }

    /// The most feature-to-lookup entries read: each is 2 bytes of the file, read once.
    static func maxLookupEntries(fontBytes: Int) -> Int { max(64, fontBytes / 2) }

    /// The subtables' offsets, lookup by lookup in lookup-list order, or why the font asks too much.
    static func pairPosSubtables(_ f: Reader, gpos: Int) -> Result<[[Int]], Refusal> {
        let featureList = gpos + f.u16(gpos + 6), lookupList = gpos + f.u16(gpos + 8)
        var features = Set<Int>()
        for i in 0..<f.u16(featureList) where f.tag(featureList + 2 + i * 6) == "kern" {
            features.insert(featureList + f.u16(featureList + 2 + i * 6 + 4))
        }
        var indices = Set<Int>()
        var read = 0
        let maxEntries = maxLookupEntries(fontBytes: f.size)
        for feature in features {
            let count = f.u16(feature + 2)
            read += count
            if read > maxEntries {
                return .failure(Refusal(message: "its GPOS kern feature lists more than \(maxEntries) lookups, more than a \(f.size)-byte font can hold"))
            }
            for j in 0..<count { indices.insert(f.u16(feature + 4 + j * 2)) }
        }
        let limit = maxSubtables(fontBytes: f.size)
        var total = 0
        var result: [[Int]] = []
        for index in indices.sorted() where index < f.u16(lookupList) {
            let lookup = lookupList + f.u16(lookupList + 2 + index * 2)
            let type = f.u16(lookup), count = f.u16(lookup + 4)
            total += count
            if total > limit {
                return .failure(Refusal(message: "its GPOS kern lookups have more than \(limit) subtables; at most \(limit) for a \(f.size)-byte font"))
            }
            result.append((0..<count).compactMap { s -> Int? in
                var sub = lookup + f.u16(lookup + 6 + s * 2)
                var subType = type
                if type == 9 {   // Extension: the real subtable is a 32-bit offset away.
                    subType = f.u16(sub + 2)
                    sub += f.u32(sub + 4)
                }
                return subType == 2 ? sub : nil
            })
        }
        return .success(result)
    }

    /// Why a font was refused.
    struct Refusal: Error { let message: String }
}
