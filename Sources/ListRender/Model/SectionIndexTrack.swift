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
    /// UITableView narrows its cells' content view by the index's column.
    static func contentWidth(ofRow width: Double, features: Features) -> Double {
        features.sectionIndex == nil ? width : max(0, width - Self.width)
    }

    /// One entry's pitch: the 11-pt font's 13-pt line height plus 0.5 pt of spacing.
    static let entryHeight = 13.5

    /// UITableViewIndex's stand-in for entries that do not fit.
    static let truncationMark = "•"

    struct Entry: Hashable {
        var title: String
        var section: Int
        /// For a "•": the sections of the entries it stands for, top to bottom (else empty).
        var hidden: [Int] = []
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
        let all: [Entry]
        if let listed = options.entries {
            // The section the scenario names, else UITableViewController's default: entry k is
            // section k (the last one past the end).
            all = listed.enumerated().map { Entry(title: $1.title, section: min($1.section ?? $0, last)) }
        } else {
            all = data.sections.indices.compactMap { s in
                guard let title = data.sections[s].title, let first = title.first else { return nil }
                return Entry(title: title.count <= 2 ? title : String(first).uppercased(), section: s)
            }
        }
        entries = Self.truncated(all, height: column.height)
        entriesTop = column.midY - Double(entries.count) * Self.entryHeight / 2
    }

    func entryFrame(_ k: Int) -> Rect {
        Rect(x: column.minX, y: entriesTop + Double(k) * Self.entryHeight, width: column.width, height: Self.entryHeight)
    }

    /// Whether a touch-down at `p` lands on the index (its whole column, as UIKit's control).
    func contains(_ p: Point) -> Bool { !entries.isEmpty && column.contains(p) }

    /// The entry under viewport y, clamped to the first and last (a finger dragged past the ends
    /// stays on them). Over a "•" the finger runs through the entries it hides, as UIKit's does:
    /// its slot is split evenly between them.
    func entry(atY y: Double) -> Entry? {
        guard !entries.isEmpty else { return nil }
        let position = (y - entriesTop) / Self.entryHeight
        let k = min(entries.count - 1, max(0, Int(position.rounded(.down))))
        let e = entries[k]
        guard !e.hidden.isEmpty else { return e }
        let fraction = min(1, max(0, position - Double(k)))
        return Entry(title: e.title, section: e.hidden[min(e.hidden.count - 1, Int(fraction * Double(e.hidden.count)))])
    }

    /// More entries than the column holds: UITableViewIndex keeps an odd number of lines, every
    /// other one a "•" standing for the entries between its neighbours, and always the last entry
    /// (MYTableViewIndex's reproduction of it; we take the largest odd count that fits).
    static func truncated(_ all: [Entry], height: Double) -> [Entry] {
        let fits = Int(((height + spacing) / entryHeight).rounded(.down))
        guard all.count > fits, fits > 0 else { return all }
        let lines = fits % 2 == 0 ? fits - 1 : fits
        guard lines >= 3 else { return [all[all.count - 1]] }
        let step = Double(all.count) / Double(lines)
        // Which entry each even line shows; odd lines are marks for the ones between.
        let shown = (0..<lines).map { i in i == lines - 1 ? all.count - 1 : Int((Double(i) * step).rounded()) }
        return (0..<lines).map { i in
            if i % 2 == 0 { return all[shown[i]] }
            let hidden = all[(shown[i - 1] + 1)..<max(shown[i - 1] + 1, shown[i + 1])].map(\.section)
            return Entry(title: truncationMark, section: hidden.first ?? all[shown[i - 1]].section, hidden: hidden)
        }
    }

    /// The 0.5 pt between two entries' lines (part of `entryHeight`).
    static let spacing = 0.5
}
