/// Where the section index's entries sit and which section each jumps to (docs/behaviours.md,
/// "Section index"). Simulation hit-tests touches with it and Layout places the entries, so it
/// lives with the list model, as `NubTrack` does.
///
/// UITableViewIndex's metrics (as MYTableViewIndex reproduces them): 11-pt letters, one line
/// height each with 0.5 pt between them, stacked and centred vertically in the column, which
/// spans the list's visible height (inside the content insets) at its trailing edge.
struct SectionIndexTrack {
    /// The column's width (UITableViewIndex on iPhone: 15 pt).
    static let width = 15.0
    /// One entry's pitch: the 11-pt font's 13-pt line height plus 0.5 pt of spacing.
    static let entryHeight = 13.5

    struct Entry: Hashable {
        var title: String
        var section: Int
    }

    let column: Rect
    let entries: [Entry]
    /// Top of the first entry, in viewport points.
    let entriesTop: Double

    init(options: SectionIndexOptions, data: ListData, metrics m: ListMetrics) {
        let top = m.listFrame.minY + max(0, m.contentInset.top)
        let bottom = m.listFrame.maxY - max(0, m.contentInset.bottom)
        column = Rect(x: m.listFrame.maxX - Self.width, y: top, width: Self.width, height: max(0, bottom - top))
        let last = max(0, data.sections.count - 1)
        if let titles = options.titles {
            // UITableViewController's default: entry k is section k (the last one past the end).
            entries = titles.enumerated().map { Entry(title: $1, section: min($0, last)) }
        } else {
            entries = data.sections.indices.compactMap { s in
                guard let title = data.sections[s].title, let first = title.first else { return nil }
                return Entry(title: title.count <= 2 ? title : String(first).uppercased(), section: s)
            }
        }
        entriesTop = column.midY - Double(entries.count) * Self.entryHeight / 2
    }

    func entryFrame(_ k: Int) -> Rect {
        Rect(x: column.minX, y: entriesTop + Double(k) * Self.entryHeight, width: column.width, height: Self.entryHeight)
    }

    /// Whether a touch-down at `p` lands on the index (its whole column, as UIKit's control).
    func contains(_ p: Point) -> Bool { !entries.isEmpty && column.contains(p) }

    /// The entry under viewport y, clamped to the first and last (a finger dragged past the ends
    /// stays on them).
    func entry(atY y: Double) -> Entry? {
        guard !entries.isEmpty else { return nil }
        let k = Int(((y - entriesTop) / Self.entryHeight).rounded(.down))
        return entries[min(entries.count - 1, max(0, k))]
    }
}
