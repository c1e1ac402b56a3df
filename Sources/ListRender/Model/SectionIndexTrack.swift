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
        /// For a "•": the positions (in the full list of entries) of the entries it stands for.
        var hidden: Range<Int> = 0..<0
    }

    let column: Rect
    /// The lines shown: every entry, or, when they do not fit, some of them and "•" marks.
    let entries: [Entry]
    /// Top of the first entry, in viewport points.
    let entriesTop: Double
    /// The full list of entries, looked up one at a time (a list of 100,000 titled sections is
    /// never copied per touch or frame).
    private let all: AllEntries

    /// The scenario's listed entries, or one per titled section.
    private struct AllEntries {
        let listed: [SectionIndexOptions.Entry]?
        let titled: [Int]
        let data: ListData

        var count: Int { listed?.count ?? titled.count }

        func entry(_ k: Int) -> Entry {
            let last = max(0, data.sections.count - 1)
            if let listed {
                // The section the scenario names, else UITableViewController's default: entry k
                // is section k (the last one past the end).
                return Entry(title: listed[k].title, section: min(listed[k].section ?? k, last))
            }
            let s = titled[k]
            let title = data.sections[s].title ?? ""
            return Entry(title: title.count <= 2 ? title : title.first.map { String($0).uppercased() } ?? "", section: s)
        }
    }

    init(options: SectionIndexOptions, geometry: ListGeometry, metrics m: ListMetrics) {
        let top = m.listFrame.minY + max(0, m.contentInset.top)
        let bottom = m.listFrame.maxY - max(0, m.contentInset.bottom)
        column = Rect(x: m.listFrame.maxX - Self.width, y: top, width: Self.width, height: max(0, bottom - top))
        let all = AllEntries(listed: options.entries, titled: geometry.titledSections, data: geometry.data)
        self.all = all
        entries = Self.lines(count: all.count, height: column.height).map { line in
            switch line {
            case .entry(let k): return all.entry(k)
            case .mark(let hidden):
                return Entry(title: Self.truncationMark, section: all.entry(hidden.lowerBound).section, hidden: hidden)
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
    /// stays on them). Over a "•" the finger runs through the entries it hides, as UIKit's does:
    /// its slot is split evenly between them.
    func entry(atY y: Double) -> Entry? {
        guard !entries.isEmpty else { return nil }
        let position = (y - entriesTop) / Self.entryHeight
        let k = min(entries.count - 1, max(0, Int(position.rounded(.down))))
        let e = entries[k]
        guard !e.hidden.isEmpty else { return e }
        let fraction = min(1, max(0, position - Double(k)))
        let hidden = e.hidden.lowerBound + min(e.hidden.count - 1, Int(fraction * Double(e.hidden.count)))
        return Entry(title: e.title, section: all.entry(hidden).section)
    }

    /// One line of the index: an entry (by its position in the full list) or a "•" standing
    /// for the entries in a range.
    enum Line: Hashable {
        case entry(Int)
        case mark(Range<Int>)
    }

    /// More entries than the column holds: UITableViewIndex keeps an odd number of lines, every
    /// other one a "•" standing for the entries between its neighbours, and always the last entry
    /// (MYTableViewIndex's reproduction of it; we take the largest odd count that fits). Costs
    /// the lines shown, not the entries.
    static func lines(count: Int, height: Double) -> [Line] {
        let fits = Int(((height + spacing) / entryHeight).rounded(.down))
        guard count > fits, fits > 0 else { return (0..<count).map(Line.entry) }
        let lines = fits % 2 == 0 ? fits - 1 : fits
        guard lines >= 3 else { return [.entry(count - 1)] }
        let step = Double(count) / Double(lines)
        // Which entry each even line shows; odd lines are marks for the ones between.
        let shown = (0..<lines).map { i in i == lines - 1 ? count - 1 : Int((Double(i) * step).rounded()) }
        return (0..<lines).map { i in
            if i % 2 == 0 { return .entry(shown[i]) }
            let hidden = (shown[i - 1] + 1)..<max(shown[i - 1] + 1, shown[i + 1])
            // A mark with nothing between its neighbours stands for the entry before it.
            return .mark(hidden.isEmpty ? shown[i - 1]..<(shown[i - 1] + 1) : hidden)
        }
    }

    /// The 0.5 pt between two entries' lines (part of `entryHeight`).
    static let spacing = 0.5
}
