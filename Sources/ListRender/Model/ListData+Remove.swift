extension ListData {
    /// Removes one row (a swipe action's delete); the rows after it move up by one.
    mutating func removeRow(_ ref: RowRef) {
        var rows = sections[ref.section].rows.materialised
        rows.remove(at: ref.row)
        sections[ref.section].rows = .explicit(rows)
    }

}
