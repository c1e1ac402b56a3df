/// Which cells of each row of a `CoverageAccumulator` edges added to: a few column ranges a row
/// (a shape's left and right edges), so the untouched cells between them, where the coverage
/// holds still, are found without reading them.
///
/// A range may cover untouched cells too (ranges close together are joined, and a row with more
/// ranges than it keeps widens its last one); it never leaves a touched cell out.
struct TouchedCells {
    /// Ranges kept a row before the last one is widened instead.
    private static let slots = 8
    /// Ranges this close (in cells) are joined: a short untouched gap is not worth a run of its own.
    private static let joinGap = 8
    /// `slots` ranges a row, each as (first, last) cell, both included.
    private var ranges: [Int32]
    /// How many of its ranges each row holds.
    private var counts: [UInt8]

    init(rows: Int) {
        ranges = [Int32](repeating: 0, count: rows * Self.slots * 2)
        counts = [UInt8](repeating: 0, count: rows)
    }

    /// Forgets every row's ranges, and holds `rows` rows from now on.
    mutating func reset(rows: Int) {
        if rows > counts.count {
            self = TouchedCells(rows: rows)
        } else {
            counts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
    }

    /// The rows' ranges through pointers while `body` runs (the adds of one edge, the runs of
    /// one row): array subscripts checked uniqueness and bounds at every add, and reading a row
    /// through the struct retained and released both arrays each time. `rows` must be more than 0.
    mutating func withRows<R>(_ body: (Rows) -> R) -> R {
        ranges.withUnsafeMutableBufferPointer { r in
            counts.withUnsafeMutableBufferPointer { c in body(Rows(ranges: r.baseAddress!, counts: c.baseAddress!)) }
        }
    }

    /// The rows' touched cells (`withRows`).
    struct Rows {
        let ranges: UnsafeMutablePointer<Int32>, counts: UnsafeMutablePointer<UInt8>

        /// Notes cells `lo...hi` of `row` touched.
        @inline(__always)
        func add(row: Int, _ lo: Int, _ hi: Int) {
            let n = Int(counts[row]), base = ranges + row * TouchedCells.slots * 2
            let (lo32, hi32) = (Int32(truncatingIfNeeded: lo), Int32(truncatingIfNeeded: hi))
            let gap = Int32(TouchedCells.joinGap)
            for i in 0..<n {
                let l = base[2 * i], h = base[2 * i + 1]
                if lo32 <= h + gap && hi32 + gap >= l {
                    base[2 * i] = min(l, lo32)
                    base[2 * i + 1] = max(h, hi32)
                    return
                }
            }
            if n < TouchedCells.slots {
                base[2 * n] = lo32
                base[2 * n + 1] = hi32
                counts[row] = UInt8(n + 1)
            } else {
                let last = 2 * (n - 1)
                base[last] = min(base[last], lo32)
                base[last + 1] = max(base[last + 1], hi32)
            }
        }

        /// `row`'s ranges left to right, overlapping ones joined: `body(first, last)`, both included.
        func forEachRange(row: Int, _ body: (_ first: Int, _ last: Int) -> Void) {
            let n = Int(counts[row]), base = ranges + row * TouchedCells.slots * 2
            guard n > 0 else { return }
            withUnsafeTemporaryAllocation(of: (Int, Int).self, capacity: TouchedCells.slots) { sorted in
                // Insertion sort by first cell: a handful of ranges.
                for i in 0..<n {
                    let range = (Int(base[2 * i]), Int(base[2 * i + 1]))
                    var j = i
                    while j > 0 && sorted[j - 1].0 > range.0 { sorted[j] = sorted[j - 1]; j -= 1 }
                    sorted[j] = range
                }
                var current = sorted[0]
                for i in 1..<n {
                    if sorted[i].0 <= current.1 + 1 {
                        current.1 = max(current.1, sorted[i].1)
                    } else {
                        body(current.0, current.1)
                        current = sorted[i]
                    }
                }
                body(current.0, current.1)
            }
        }
    }
}
