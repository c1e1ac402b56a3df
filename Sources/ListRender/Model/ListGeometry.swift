/// Where every section, header and row sits in content coordinates, from prefix sums.
///
/// Lookups are binary searches over section tops, then arithmetic (uniform rows) or a binary
/// search (rows of their own heights) inside the section: finding the rows on screen costs
/// O(log sections + log rows + visible rows), so a frame of a 1,000,000-row list costs what a
/// frame of a 100-row list costs. Built once per data change, never per frame.
struct ListGeometry: Sendable {
    /// Row tops of one section, relative to the first row's top.
    enum RowOffsets: Sendable {
        case uniform(height: Double, count: Int)
        /// count + 1 entries: tops, then the end.
        case prefix([Double])
        /// A section of runs (`RowRuns`) whose rows are not all alike: each run's offsets.
        indirect case runs(RowOffsetRuns)

        var count: Int {
            switch self {
            case .uniform(_, let count): return count
            case .prefix(let p): return p.count - 1
            case .runs(let r): return r.count
            }
        }
        var total: Double {
            switch self {
            case .uniform(let h, let count): return h * Double(count)
            case .prefix(let p): return p[p.count - 1]
            case .runs(let r): return r.total
            }
        }
        func top(_ r: Int) -> Double {
            switch self {
            case .uniform(let h, _): return h * Double(r)
            case .prefix(let p): return p[r]
            case .runs(let runs):
                let (k, start) = runs.part(containingRow: r)
                return runs.tops[k] + runs.parts[k].top(r - start)
            }
        }
        func height(_ r: Int) -> Double {
            switch self {
            case .uniform(let h, _): return h
            case .prefix(let p): return p[r + 1] - p[r]
            case .runs(let runs):
                let (k, start) = runs.part(containingRow: r)
                return runs.parts[k].height(r - start)
            }
        }
        /// The row containing y (relative), clamped to 0..<count; count must be > 0.
        func index(at y: Double) -> Int {
            switch self {
            case .uniform(let h, let count):
                // Clamp in Double first: y / h can exceed Int's range (or be NaN), and Int(_:) traps.
                let r = (y / h).rounded(.down)
                guard r.isFinite, r > 0 else { return 0 }
                return r >= Double(count - 1) ? count - 1 : Int(r)
            case .prefix(let p):
                return ListGeometry.lastIndex(in: p, notAbove: y, limit: p.count - 1)
            case .runs(let runs):
                let k = ListGeometry.lastIndex(in: runs.tops, notAbove: y, limit: runs.parts.count)
                return runs.start(k) + runs.parts[k].index(at: y - runs.tops[k])
            }
        }
    }

    let data: ListData
    let rowHeight: Double
    /// Header and footer heights by style and by whether they have text.
    let spacing: SectionSpacing
    /// Whether a "Load more" row of `rowHeight` ends the list.
    let hasLoadMoreRow: Bool
    /// Top of each section's header, then the end of the last section (count + 1 entries).
    let sectionTops: [Double]
    let rows: [RowOffsets]
    /// Sum of all sections and the load-more row (insets not included).
    let contentHeight: Double
    /// How cells lay out their content (nil only in tests of the geometry alone).
    let cells: CellContentLayout?
    /// Rows without a `height` are sized from their content (`list.rowHeight: "automatic"`).
    let automaticRowHeight: Bool
    /// Each section's footer text in lines (empty: no footer).
    let footerLines: [[String]]
    /// The sections with a title, in order: the section index's default entries, found once per
    /// data change rather than on every touch and frame.
    let titledSections: [Int]

    /// A plain list with `headerHeight`-tall titled headers.
    init(data: ListData, rowHeight: Double, headerHeight: Double, hasLoadMoreRow: Bool = false) {
        self.init(data: data, rowHeight: rowHeight, spacing: .plain(headerHeight: headerHeight), hasLoadMoreRow: hasLoadMoreRow)
    }

    init(data: ListData, rowHeight: Double, spacing: SectionSpacing, hasLoadMoreRow: Bool = false,
         cells: CellContentLayout? = nil, automaticRowHeight: Bool = false) {
        self.data = data
        self.cells = cells
        self.automaticRowHeight = automaticRowHeight && cells != nil
        let sizing = self.automaticRowHeight ? cells : nil
        self.rowHeight = rowHeight
        self.spacing = spacing
        self.hasLoadMoreRow = hasLoadMoreRow
        var tops: [Double] = []
        tops.reserveCapacity(data.sections.count + 1)
        var offsets: [RowOffsets] = []
        offsets.reserveCapacity(data.sections.count)
        var y = 0.0
        var footers: [[String]] = []
        footers.reserveCapacity(data.sections.count)
        var titled: [Int] = []
        for (s, section) in data.sections.enumerated() {
            if section.title != nil { titled.append(s) }
            tops.append(y)
            let offs = ListGeometry.offsets(of: section.rows, rowHeight: rowHeight, sizing: sizing)
            offsets.append(offs)
            let lines = section.footer.map { text in cells?.footerLines(text) ?? [text] } ?? []
            footers.append(lines)
            y += Self.headerHeight(section, first: tops.count == 1, spacing)
                + offs.total + Self.footerHeight(lines, spacing)
        }
        self.footerLines = footers
        self.titledSections = titled
        tops.append(y)
        self.sectionTops = tops
        self.rows = offsets
        self.contentHeight = y + (hasLoadMoreRow ? rowHeight : 0)
    }

    private static func offsets(of rows: ListData.Rows, rowHeight: Double, sizing: CellContentLayout?) -> RowOffsets {
        if case .runs(let runs) = rows {
            return RowOffsetRuns.joined(runs.parts.map { offsets(of: $0, rowHeight: rowHeight, sizing: sizing) })
        }
        if let sizing { return automaticOffsets(of: rows, sizing) }
        guard case .explicit(let list) = rows, list.contains(where: { $0.spec.height != nil }) else {
            return .uniform(height: rowHeight, count: rows.count)
        }
        var prefix = [0.0]
        prefix.reserveCapacity(list.count + 1)
        var y = 0.0
        for row in list {
            y += row.spec.height ?? rowHeight
            prefix.append(y)
        }
        return .prefix(prefix)
    }

    /// Self-sizing rows: a generated section's rows are alike (one height for all); explicit rows
    /// are sized one by one, once per data change, and stay uniform when they all come out alike.
    private static func automaticOffsets(of rows: ListData.Rows, _ sizing: CellContentLayout) -> RowOffsets {
        switch rows {
        case .generated(let s, _, let count, let perSection):
            return .uniform(height: sizing.generatedRowHeight(section: s, rowsPerSection: perSection), count: count)
        case .explicit(let list):
            var prefix = [0.0]
            prefix.reserveCapacity(list.count + 1)
            var y = 0.0
            var alike = true
            // Identical rows (a list written by a generator) are measured once.
            var measured: [RowSpec: Double] = [:]
            for row in list {
                let h = row.spec.height ?? measured[row.spec] ?? {
                    let h = sizing.height(of: row.spec)
                    measured[row.spec] = h
                    return h
                }()
                if prefix.count > 1, h != prefix[1] { alike = false }
                y += h
                prefix.append(y)
            }
            if alike, let h = prefix.dropFirst().first { return .uniform(height: h, count: list.count) }
            return .prefix(prefix)
        case .runs:
            preconditionFailure("runs are split into their parts by offsets(of:)")
        }
    }

    /// Largest index i < limit with values[i] <= y (0 when none).
    static func lastIndex(in values: [Double], notAbove y: Double, limit: Int) -> Int {
        var lo = 0, hi = limit - 1
        if hi < 0 { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if values[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    var sectionCount: Int { data.sections.count }

    /// Height of section `s`'s header: 0 when it has no title.
    func headerHeight(_ s: Int) -> Double {
        Self.headerHeight(data.sections[s], first: s == 0, spacing)
    }

    private static func headerHeight(_ section: ListData.Section, first: Bool, _ spacing: SectionSpacing) -> Double {
        (section.title == nil ? spacing.untitledHeader : spacing.titledHeader) + (first ? spacing.firstSectionExtra : 0)
    }

    private static func footerHeight(_ lines: [String], _ spacing: SectionSpacing) -> Double {
        lines.isEmpty ? spacing.emptyFooter : spacing.textFooter(lines: lines.count)
    }

    /// Height of section `s`'s footer: 0 when it has no footer text (plain style).
    func footerHeight(_ s: Int) -> Double { Self.footerHeight(footerLines[s], spacing) }

    /// Content y of the top of section `s`'s footer (its last row's bottom).
    func footerTop(_ s: Int) -> Double { sectionTops[s + 1] - footerHeight(s) }

    func rowCount(inSection s: Int) -> Int { rows[s].count }

    /// Top of section `s`'s header in content coordinates.
    func sectionTop(_ s: Int) -> Double { sectionTops[s] }

    /// Content y of a row's top and its height.
    func rowFrame(_ ref: RowRef) -> (y: Double, height: Double) {
        let offs = rows[ref.section]
        return (sectionTops[ref.section] + headerHeight(ref.section) + offs.top(ref.row), offs.height(ref.row))
    }

    /// Content y of the "Load more" row (when there is one).
    var loadMoreTop: Double { sectionTops[sectionTops.count - 1] }

    /// The section whose span contains content y (clamped to the first and last section).
    func section(at y: Double) -> Int? {
        guard !data.sections.isEmpty else { return nil }
        return ListGeometry.lastIndex(in: sectionTops, notAbove: y, limit: data.sections.count)
    }

    /// The row under content y, if y is on a row (not on a header, not past the end).
    func row(at y: Double) -> RowRef? {
        guard let s = section(at: y) else { return nil }
        let rel = y - sectionTops[s] - headerHeight(s)
        let offs = rows[s]
        guard rel >= 0, offs.count > 0, rel < offs.total else { return nil }
        return RowRef(section: s, row: offs.index(at: rel))
    }

    /// The row nearest to content y: the row under it, else the closest one (for reorder gaps).
    func nearestRow(to y: Double) -> RowRef? {
        if let r = row(at: y) { return r }
        guard let s = section(at: y) else { return nil }
        let rel = y - sectionTops[s] - headerHeight(s)
        if rel < 0 {
            // On a header: the last row of the section above, or this section's first row.
            if rows[s].count > 0 && (s == 0 || rows[s - 1].count == 0) { return RowRef(section: s, row: 0) }
            if s > 0 && rows[s - 1].count > 0 { return RowRef(section: s - 1, row: rows[s - 1].count - 1) }
            return rows[s].count > 0 ? RowRef(section: s, row: 0) : nil
        }
        if rows[s].count > 0 { return RowRef(section: s, row: rows[s].count - 1) }
        return nil
    }

    /// Every row intersecting content span `y0..<y1`, in order.
    func rows(in y0: Double, _ y1: Double) -> [RowRef] {
        guard var s = section(at: y0) else { return [] }
        var out: [RowRef] = []
        while s < data.sections.count && sectionTops[s] < y1 {
            let base = sectionTops[s] + headerHeight(s)
            let offs = rows[s]
            if offs.count > 0 && base + offs.total > y0 {
                var r = offs.index(at: y0 - base)
                while r < offs.count && base + offs.top(r) < y1 {
                    if base + offs.top(r) + offs.height(r) > y0 { out.append(RowRef(section: s, row: r)) }
                    r += 1
                }
            }
            s += 1
        }
        return out
    }

    /// Sections whose span intersects content span `y0..<y1`.
    func sections(in y0: Double, _ y1: Double) -> Range<Int> {
        guard let first = section(at: y0) else { return 0..<0 }
        var last = first
        while last + 1 < data.sections.count && sectionTops[last + 1] < y1 { last += 1 }
        return first..<(last + 1)
    }
}
