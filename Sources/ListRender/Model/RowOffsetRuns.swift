/// Row offsets of a section made of runs (`RowRuns`) whose rows are not all one height: each
/// run's own offsets, found by a binary search over the runs, so a long generated run stays
/// arithmetic beside a moved row of another height.
struct RowOffsetRuns: Sendable {
    let parts: [ListGeometry.RowOffsets]
    /// The running row count at each part's end.
    let ends: [Int]
    /// Each part's top relative to the section's first row, then the end (count + 1 entries).
    let tops: [Double]

    var count: Int { ends.last ?? 0 }
    var total: Double { tops[tops.count - 1] }

    func start(_ k: Int) -> Int { k == 0 ? 0 : ends[k - 1] }

    /// The part holding row `r` and its first row.
    func part(containingRow r: Int) -> (part: Int, start: Int) {
        var lo = 0, hi = parts.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > r { hi = mid } else { lo = mid + 1 }
        }
        return (lo, start(lo))
    }

    /// One `RowOffsets` for the parts in order: uniform when every part is uniform with one
    /// height (the common case: rows of one list alike), else runs.
    static func joined(_ parts: [ListGeometry.RowOffsets]) -> ListGeometry.RowOffsets {
        let nonEmpty = parts.filter { $0.count > 0 }
        let heights = Set(nonEmpty.map { part -> Double? in
            if case .uniform(let h, _) = part { return h }
            return nil
        })
        if heights.count == 1, let h = heights.first ?? nil {
            return .uniform(height: h, count: nonEmpty.reduce(0) { $0 + $1.count })
        }
        guard nonEmpty.count > 1 else { return nonEmpty.first ?? .uniform(height: 0, count: 0) }
        var count = 0, y = 0.0
        var ends: [Int] = [], tops: [Double] = [0]
        for part in nonEmpty {
            count += part.count
            y += part.total
            ends.append(count)
            tops.append(y)
        }
        return .runs(RowOffsetRuns(parts: nonEmpty, ends: ends, tops: tops))
    }
}
