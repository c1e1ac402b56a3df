/// Which items each band of a frame draws, worked out once per frame: band `b` is rows
/// [b * bandRows, min((b + 1) * bandRows, height)). An item is in a band when its rows meet the
/// band's and so do the rows of every bounded layer around it (`LayerBounds.ends`): exactly the
/// items a walk over the whole list picks for that band, in list order. With ~250 items and ~80
/// bands a frame, that walk checked 20,000 items to draw a few hundred; it is left for rows that
/// are not one band (a backdrop's).
struct BandItems {
    private let bandRows: Int, height: Int
    /// Each item's rows [lo, hi), and each bounded layer's `endLayer` index at its `beginLayer`
    /// (-1 elsewhere): what the walk over rows that are not a band reads.
    private let rows: [(lo: Int, hi: Int)]
    private let layerEnds: [Int]
    /// Band b's items are `indices[offsets[b]..<offsets[b + 1]]`.
    private let offsets: [Int]
    private let indices: [Int32]

    /// `rows`: each item's rows [lo, hi) (Int.min..<Int.max for every band; a bounded layer's
    /// `beginLayer` holds its box's rows); `layerEnds`: a bounded layer's `endLayer` index at its
    /// `beginLayer`, -1 elsewhere.
    init(rows: [(lo: Int, hi: Int)], layerEnds: [Int], height: Int, bandRows: Int) {
        self.bandRows = bandRows; self.height = height; self.rows = rows; self.layerEnds = layerEnds
        let count = max(0, (height + bandRows - 1) / bandRows)
        // Each item's bands [first, last), cut to those of the bounded layers around it.
        var spans = [(first: Int, last: Int)](repeating: (0, 0), count: rows.count)
        var open: [(first: Int, last: Int, end: Int)] = []
        var perBand = [Int](repeating: 0, count: count + 1)
        for i in rows.indices {
            while let top = open.last, top.end < i { open.removeLast() }
            let (lo, hi) = rows[i]
            var first = 0, last = 0
            if lo < hi, lo < height, hi > 0 {
                first = max(lo, 0) / bandRows
                last = min(count, (min(hi, height) + bandRows - 1) / bandRows)
            }
            if let top = open.last { first = max(first, top.first); last = min(last, top.last) }
            if layerEnds[i] >= 0 { open.append((first, last, layerEnds[i])) }
            spans[i] = (first, last)
            for b in first..<max(first, last) { perBand[b + 1] += 1 }
        }
        for b in 0..<count { perBand[b + 1] += perBand[b] }
        var next = perBand, out = [Int32](repeating: 0, count: perBand[count])
        for i in rows.indices {
            for b in spans[i].first..<max(spans[i].first, spans[i].last) {
                out[next[b]] = Int32(truncatingIfNeeded: i); next[b] += 1
            }
        }
        offsets = perBand; indices = out
    }

    /// Calls `body` with the index of each item drawn in `rows` (any rows of the frame), in list order.
    func forEach(in rows: Range<Int>, _ body: (Int) -> Void) {
        if let b = band(rows) {
            indices.withUnsafeBufferPointer { list in
                for k in offsets[b]..<offsets[b + 1] { body(Int(list[k])) }
            }
            return
        }
        let (top, bottom) = (rows.lowerBound, rows.upperBound)
        self.rows.withUnsafeBufferPointer { bounds in
            layerEnds.withUnsafeBufferPointer { ends in
                var i = 0
                while i < bounds.count {
                    let r = bounds[i]
                    guard r.lo < r.hi, r.lo < bottom, top < r.hi else {
                        // An item outside the rows; a layer outside them, with all it holds.
                        i = max(i, ends[i]) + 1
                        continue
                    }
                    body(i)
                    i += 1
                }
            }
        }
    }

    /// The band `rows` is exactly, if it is one.
    private func band(_ rows: Range<Int>) -> Int? {
        guard bandRows > 0, rows.lowerBound >= 0, rows.lowerBound % bandRows == 0 else { return nil }
        let b = rows.lowerBound / bandRows
        guard b < offsets.count - 1, rows.upperBound == min(rows.lowerBound + bandRows, height) else { return nil }
        return b
    }
}
