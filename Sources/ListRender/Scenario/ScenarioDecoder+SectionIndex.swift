/// `features.sectionIndex`: `true` (one entry per titled section, its first letter), `false`, or
/// a list of titles (entry k jumps to section k) (docs/scenario.md).
extension ScenarioDecoder {
    func sectionIndexOptions(_ c: ValueCursor?) throws -> SectionIndexOptions? {
        guard let c else { return nil }
        switch c.value.kind {
        case .bool(let on): return on ? SectionIndexOptions() : nil
        case .array:
            let items = try c.array()
            guard !items.isEmpty, items.count <= Self.maxSectionIndexTitles else {
                throw c.error("must list 1 to \(Self.maxSectionIndexTitles) titles, got \(items.count)")
            }
            return SectionIndexOptions(titles: try items.map { item in
                let s = try item.string()
                guard !s.isEmpty, s.count <= 4 else { throw item.error("an index title is 1 to 4 characters, got \(item.got)") }
                return s
            })
        default:
            throw c.error("expected true, false or a list of index titles, got \(c.got)")
        }
    }

    /// More than UILocalizedIndexedCollation's longest alphabets, fewer than a column can hold.
    static let maxSectionIndexTitles = 64
}
