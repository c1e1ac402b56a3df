/// The data changes the behaviours make: a reorder's move, a delete, a loaded page. Each costs
/// what the rows it touches cost, not the section's length (`RowRuns`).
extension ListData {
    /// Moves one row; `destination` is its index in the list as it is after the move.
    mutating func moveRow(from source: RowRef, to destination: RowRef) {
        let (moved, rest) = sections[source.section].rows.removing(at: source.row)
        sections[source.section].rows = rest
        sections[destination.section].rows = sections[destination.section].rows.inserting(moved, at: destination.row)
    }

    /// Removes one row (a swipe action's or edit mode's delete); the rows after it move up by one.
    mutating func removeRow(_ ref: RowRef) {
        sections[ref.section].rows = sections[ref.section].rows.removing(at: ref.row).rest
    }
}

extension ListData.Rows {
    typealias Row = ListData.Row

    /// The row at `index` taken out, and the rows without it.
    func removing(at index: Int) -> (row: Row, rest: Self) {
        switch self {
        case .explicit(var rows):
            let row = rows.remove(at: index)
            return (row, .explicit(rows))
        case .generated:
            return (row(at: index), RowRuns.joined([slice(0..<index), slice((index + 1)..<count)]))
        case .runs(let runs):
            let (p, start) = runs.part(containing: index)
            let (row, rest) = runs.parts[p].removing(at: index - start)
            return (row, runs.replacing(part: p, with: rest))
        }
    }

    /// These rows with `row` inserted at `index` (0...count).
    func inserting(_ row: Row, at index: Int) -> Self {
        switch self {
        case .explicit(var rows):
            rows.insert(row, at: index)
            return .explicit(rows)
        case .generated:
            return RowRuns.joined([slice(0..<index), .explicit([row]), slice(index..<count)])
        case .runs(let runs):
            // At a boundary the row joins the part before it (the end: the last part).
            let (p, start) = runs.part(containing: max(0, index - 1))
            return runs.replacing(part: p, with: runs.parts[p].inserting(row, at: index - start))
        }
    }

    /// These rows followed by `more` (a loaded page).
    func appending(_ more: Self) -> Self {
        if case .explicit(let a) = self, case .explicit(let b) = more { return .explicit(a + b) }
        return RowRuns.joined([self, more])
    }
}
