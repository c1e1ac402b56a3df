/// A section's rows as runs of generated and explicit rows, in order: what an edit of a
/// generated section leaves (a moved row between the two halves of its run, a deleted row's
/// run split around it). Lookups are a binary search over the runs' ends, so a section of
/// 10,000,000 rows stays a handful of runs however it is reordered.
struct RowRuns: Sendable {
    /// Non-empty `.generated` or `.explicit` rows, never nested runs.
    let parts: [ListData.Rows]
    /// The running row count at each part's end.
    let ends: [Int]

    private init(parts: [ListData.Rows]) {
        self.parts = parts
        var total = 0
        ends = parts.map { total += $0.count; return total }
    }

    var count: Int { ends.last ?? 0 }

    /// The part holding row `index` (clamped to the last part) and that part's first row.
    func part(containing index: Int) -> (part: Int, start: Int) {
        var lo = 0, hi = parts.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > index { hi = mid } else { lo = mid + 1 }
        }
        return (lo, lo == 0 ? 0 : ends[lo - 1])
    }

    /// Rows `range`, as runs again.
    func slice(_ range: Range<Int>) -> ListData.Rows {
        guard !range.isEmpty else { return .explicit([]) }
        let (first, _) = part(containing: range.lowerBound)
        let (last, _) = part(containing: range.upperBound - 1)
        return Self.joined((first...last).map { p in
            let start = p == 0 ? 0 : ends[p - 1]
            let lo = max(range.lowerBound, start) - start, hi = min(range.upperBound, ends[p]) - start
            return parts[p].slice(lo..<hi)
        })
    }

    /// These runs with part `p` replaced by `rows` (which may itself be runs).
    func replacing(part p: Int, with rows: ListData.Rows) -> ListData.Rows {
        Self.joined(Array(parts[..<p]) + [rows] + Array(parts[(p + 1)...]))
    }

    /// `pieces` in order as one `Rows`: nested runs flattened, empty pieces dropped, neighbouring
    /// generated runs that continue each other merged again (a row lifted and put back leaves
    /// one run, so a long reorder drag does not pile up parts) and neighbouring explicit rows
    /// concatenated.
    static func joined(_ pieces: [ListData.Rows]) -> ListData.Rows {
        var out: [ListData.Rows] = []
        func add(_ piece: ListData.Rows) {
            switch piece {
            case .runs(let runs): runs.parts.forEach(add)
            case _ where piece.count == 0: return
            case .generated(let s, let first, let count, let per):
                if case .generated(let ps, let pfirst, let pcount, let pper)? = out.last, ps == s, pper == per, pfirst + pcount == first {
                    out[out.count - 1] = .generated(section: s, first: pfirst, count: pcount + count, perSection: per)
                } else {
                    out.append(piece)
                }
            case .explicit(let rows):
                if case .explicit(let previous)? = out.last {
                    out[out.count - 1] = .explicit(previous + rows)
                } else {
                    out.append(piece)
                }
            }
        }
        pieces.forEach(add)
        switch out.count {
        case 0: return .explicit([])
        case 1: return out[0]
        default: return .runs(RowRuns(parts: out))
        }
    }
}
