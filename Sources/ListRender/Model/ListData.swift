/// The list's data as it is at one frame: sections of rows, in their current order (after any
/// reorder drop or page load). Generated sections stay symbolic, so a million rows cost nothing
/// until one is looked at; an edit (a move, a delete, an appended page) splits a generated run
/// around the rows it touches (`RowRuns`) instead of copying it, so it costs the same in a
/// 10,000,000-row list as in a 100-row one.
struct ListData: Sendable {
    /// A row and its identity. `key` is the row's index in the original data, flattened across
    /// sections; it follows the row through reorders, so animations and swipe state stay attached.
    struct Row: Sendable, Hashable {
        var spec: RowSpec
        var key: Int
    }

    struct Section: Sendable {
        /// nil: no header (and no header height).
        var title: String?
        var subtitle: String?
        /// nil: no footer.
        var footer: String? = nil
        var rows: Rows
    }

    /// Rows of one section.
    enum Rows: Sendable {
        /// Rows `first..<first+count` of a generated section `section` with `perSection` rows
        /// each, titled "Row s.r" (1-based, as a person counts).
        case generated(section: Int, first: Int, count: Int, perSection: Int)
        case explicit([Row])
        /// Runs of the two above, in order: what an edit of a generated section leaves.
        case runs(RowRuns)

        var count: Int {
            switch self {
            case .generated(_, _, let count, _): return count
            case .explicit(let rows): return rows.count
            case .runs(let runs): return runs.count
            }
        }

        /// The row at `index` (must be in range).
        func row(at index: Int) -> Row {
            switch self {
            case .generated(let s, let first, _, let perSection):
                let r = first + index
                return Row(spec: RowSpec(title: "Row \(s + 1).\(r + 1)"), key: s * perSection + r)
            case .explicit(let rows):
                return rows[index]
            case .runs(let runs):
                let (p, start) = runs.part(containing: index)
                return runs.parts[p].row(at: index - start)
            }
        }

        /// Rows `range` of this section.
        func slice(_ range: Range<Int>) -> Rows {
            switch self {
            case .generated(let s, let first, _, let perSection):
                return .generated(section: s, first: first + range.lowerBound, count: range.count, perSection: perSection)
            case .explicit(let rows):
                return .explicit(Array(rows[range]))
            case .runs(let runs):
                return runs.slice(range)
            }
        }
    }

    var sections: [Section]

    init(_ content: ListContent) {
        switch content {
        case .sections(let specs):
            var key = 0
            sections = specs.map { spec in
                let rows = spec.rows.map { row -> Row in defer { key += 1 }; return Row(spec: row, key: key) }
                return Section(title: spec.title, subtitle: spec.subtitle, footer: spec.footer, rows: .explicit(rows))
            }
        case .generated(let n, let m):
            sections = (0..<n).map {
                Section(title: "Section \($0 + 1)", subtitle: nil,
                        rows: .generated(section: $0, first: 0, count: m, perSection: m))
            }
        }
    }

    init(sections: [Section]) { self.sections = sections }

    /// All rows in all sections.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    func row(_ ref: RowRef) -> Row { sections[ref.section].rows.row(at: ref.row) }

    func contains(_ ref: RowRef) -> Bool {
        ref.section >= 0 && ref.section < sections.count && ref.row >= 0 && ref.row < sections[ref.section].rows.count
    }

    /// The first `n` rows in data order, with every section that holds at least one of them
    /// (the first page of a "load more" list).
    func prefix(rows n: Int) -> ListData {
        var remaining = n
        var out: [Section] = []
        for section in sections where remaining > 0 {
            let take = min(remaining, section.rows.count)
            out.append(Section(title: section.title, subtitle: section.subtitle, footer: section.footer, rows: section.rows.slice(0..<take)))
            remaining -= take
        }
        return ListData(sections: out)
    }

    /// Appends rows `range` (flattened data order) of `source` to this list, section by section,
    /// keeping whatever order this list's rows are in now.
    mutating func append(rowsIn range: Range<Int>, of source: ListData) {
        var start = 0
        for (s, section) in source.sections.enumerated() {
            let end = start + section.rows.count
            let lo = max(range.lowerBound, start), hi = min(range.upperBound, end)
            if lo < hi {
                let added = section.rows.slice((lo - start)..<(hi - start))
                if s < sections.count {
                    sections[s].rows = sections[s].rows.appending(added)
                } else {
                    sections.append(Section(title: section.title, subtitle: section.subtitle, footer: section.footer, rows: added))
                }
            }
            start = end
        }
    }
}
