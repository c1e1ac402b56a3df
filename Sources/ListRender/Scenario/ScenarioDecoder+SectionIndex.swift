/// `features.sectionIndex`: `true` (one entry per titled section, its first letter), `false`, or
/// a list of entries, each a title (entry k jumps to section k) or `{title, section}` naming the
/// section it jumps to (docs/scenario.md).
extension FeatureDeclaration {
    static let sectionIndex = FeatureDeclaration(
        key: "sectionIndex", kind: .entries,
        field: SchemaField(type: .anyOf([.boolean, .array(of: .anyOf([.string(minLength: 1, maxLength: 4), .ref("sectionIndexEntry")]),
                                                          min: 1, max: ScenarioDecoder.maxSectionIndexTitles)]),
                           description: "the index letters at the trailing edge: true (one per titled section) or a list of titles or {title, section}"),
        objects: [ScenarioDecoder.sectionIndexEntry]
    ) { context, c, features in
        features.sectionIndex = try context.decoder.sectionIndexOptions(c, shape: context.shape)
    }
}

extension ScenarioDecoder {
    /// `{"title": "M", "section": 2}`: an entry naming the section it jumps to.
    static let sectionIndexEntry = SchemaObject("sectionIndexEntry", [
        ("title", SchemaField(type: .string(minLength: 1, maxLength: 4), description: "the entry's 1 to 4 characters", required: true)),
        ("section", SchemaField(type: .integer(min: 0, max: Int(Int32.max)), description: "the section (from 0) it jumps to (default: its own position)")),
    ])

    func sectionIndexOptions(_ c: ValueCursor?, shape: ListShape) throws -> SectionIndexOptions? {
        guard let c else { return nil }
        switch c.value.kind {
        case .bool(let on): return on ? SectionIndexOptions() : nil
        case .array:
            let items = try c.array()
            guard !items.isEmpty, items.count <= Self.maxSectionIndexTitles else {
                throw c.error("must list 1 to \(Self.maxSectionIndexTitles) titles, got \(items.count)")
            }
            return SectionIndexOptions(entries: try items.map { try sectionIndexEntry($0, shape: shape) })
        default:
            throw c.error("expected true, false or a list of index titles, got \(c.got)")
        }
    }

    /// `"M"` or `{"title": "M", "section": 2}`.
    private func sectionIndexEntry(_ c: ValueCursor, shape: ListShape) throws -> SectionIndexOptions.Entry {
        switch c.value.kind {
        case .string:
            return .init(title: try indexTitle(c))
        case .object:
            let o = try c.object(allowed: Self.sectionIndexEntry.keys)
            let title = try indexTitle(o.required("title"))
            guard let s = o.optional("section") else { return .init(title: title) }
            let section = try s.integer(min: 0, max: Int(Int32.max))
            let count = shape.sectionCount
            guard section < count else {
                throw s.error("section \(section) does not exist; the list has \(count) section\(count == 1 ? "" : "s")")
            }
            return .init(title: title, section: section)
        default:
            throw c.error("expected an index title or {\"title\", \"section\"}, got \(c.got)")
        }
    }

    private func indexTitle(_ c: ValueCursor) throws -> String {
        let s = try c.string()
        guard !s.isEmpty, s.count <= 4 else { throw c.error("an index title is 1 to 4 characters, got \(c.got)") }
        return s
    }

    /// More than UILocalizedIndexedCollation's longest alphabets, fewer than a column can hold.
    static let maxSectionIndexTitles = 64
}
