/// Analytic anti-aliased coverage of polygons by signed-area accumulation (the method of
/// font-rs and stb_truetype): each edge adds, to the cells of every pixel row it crosses, the
/// signed area it sweeps to its right; a running sum along the row then gives each pixel the
/// exact area of the polygon inside it (where at most one edge crosses the pixel) and the winding
/// number inside the shape, so both fill rules are one fold of the sum.
///
/// Every row is computed from the edges that cross it alone, with edge positions evaluated at the
/// row's own boundaries (never stepped from the row above), so a row's bytes do not depend on
/// which other rows are drawn: parallel row bands and clips produce the same pixels.
///
/// Each row also keeps which of its cells edges touched (`TouchedCells`): between them the sum
/// does not change, so a card's wide inside is one run of a single coverage byte, filled as
/// such, instead of a sum, a conversion and a blend per pixel (`forEachRun`).
struct CoverageAccumulator {
    /// The region, in absolute device pixels: columns [x0, x0 + width), rows [y0, y0 + height).
    private(set) var x0: Int, y0: Int, width: Int, height: Int
    /// `width + 2` cells a row: an edge's area spills one cell to the right of its last pixel.
    /// Zero wherever no edge added to them (`forEachRun` zeroes what it read, for the next strip).
    private(set) var cells: [Double]
    /// The cells each row's edges touched, as a few column ranges a row.
    private var touched: TouchedCells

    init(x0: Int, y0: Int, width: Int, height: Int) {
        self.x0 = x0; self.y0 = y0; self.width = max(0, width); self.height = max(0, height)
        cells = [Double](repeating: 0, count: (self.width + 2) * self.height)
        touched = TouchedCells(rows: self.height)
    }

    /// The region set to columns [x0, x0 + width), rows [y0, y0 + height), reusing the cells:
    /// the next strip, or the next path's (`CoverageScratch`). Cells are not cleared: every row
    /// read by `forEachRun` is zero again, and more cells than the last region held come zeroed.
    mutating func reset(x0: Int, y0: Int, width: Int, height: Int) {
        self.x0 = x0; self.y0 = y0; self.width = max(0, width); self.height = max(0, height)
        let needed = (self.width + 2) * self.height
        if needed > cells.count { cells = [Double](repeating: 0, count: needed) }
        touched.reset(rows: self.height)
    }

    /// Adds the edge from `a` to `b` (absolute device pixels). Parts left or right of the region
    /// are pressed onto its side, which leaves the coverage inside it unchanged.
    mutating func addEdge(_ a: Point, _ b: Point) {
        guard a.y != b.y, height > 0, width > 0 else { return }
        let dir: Double = a.y < b.y ? 1 : -1
        let (p, q) = a.y < b.y ? (a, b) : (b, a)
        let ax = p.x - Double(x0), ay = p.y - Double(y0), bx = q.x - Double(x0), by = q.y - Double(y0)
        let top = max(ay, 0), bottom = min(by, Double(height))
        guard top < bottom else { return }
        let dxdy = (bx - ax) / (by - ay)
        let w = Double(width)
        let stride = width + 2
        let firstRow = Self.floor(top), endRow = Self.ceil(bottom)
        // The cells through one pointer for the whole edge: indexing the array cell by cell
        // checked its uniqueness and bounds at every add (symbols: thousands of short edges a frame).
        cells.withUnsafeMutableBufferPointer { cells in touched.withRows { touched in
            for row in firstRow..<endRow {
                let t = max(Double(row), ay), u = min(Double(row + 1), by)
                guard u > t else { continue }
                let xt = min(max(t == ay ? ax : ax + (t - ay) * dxdy, 0), w)
                let xb = min(max(u == by ? bx : ax + (u - ay) * dxdy, 0), w)
                Self.accumulate(cells.baseAddress! + row * stride, touched, row: row, xt, xb, d: (u - t) * dir)
            }
        } }
    }

    /// Adds, in order, the edges of `polygons` (each closed implicitly; fewer than three points
    /// are none) that cross the region's rows: a fill's strip and a kept mask's take the same edges
    /// in the same order, so their cells add up alike.
    mutating func addEdges(of polygons: [Polyline]) {
        let top = Double(y0), bottom = Double(y0 + height)
        for p in polygons where p.points.count > 2 {
            var prev = p.points[p.points.count - 1]
            for pt in p.points {
                if max(prev.y, pt.y) > top && min(prev.y, pt.y) < bottom { addEdge(prev, pt) }
                prev = pt
            }
        }
    }

    /// `v.rounded(.down)` as an Int for the region's coordinates, which are at least 0 (clamped
    /// to it) and far below 2^53: the conversion truncates, which for them is the floor, without
    /// the call to libm's `floor` the rounding compiles to on baseline x86-64.
    @inline(__always)
    private static func floor(_ v: Double) -> Int { Int(v) }

    /// `v.rounded(.up)` as an Int, for the same coordinates.
    @inline(__always)
    private static func ceil(_ v: Double) -> Int {
        let t = Int(v)
        return Double(t) < v ? t + 1 : t
    }

    /// The signed area of the piece from (xa, top) to (xb, bottom) of row `row`, spread over the
    /// row's cells from `cells` on, and the cells it reaches noted in `touched`.
    @inline(__always)
    private static func accumulate(_ cells: UnsafeMutablePointer<Double>, _ touched: TouchedCells.Rows, row: Int,
                                   _ xa: Double, _ xb: Double, d: Double) {
        let (lo, hi) = xa < xb ? (xa, xb) : (xb, xa)
        let loi = Self.floor(lo), loFloor = Double(loi)
        let hii = Self.ceil(hi)
        touched.add(row: row, loi, max(hii, loi + 1))
        if hii <= loi + 1 {
            // Within one pixel column: split at the piece's mean x.
            let xm = 0.5 * (xa + xb) - loFloor
            cells[loi] += d - d * xm
            cells[loi + 1] += d * xm
            return
        }
        let s = 1 / (hi - lo)
        let f0 = lo - loFloor
        let a0 = 0.5 * s * (1 - f0) * (1 - f0)
        let f1 = hi - Double(hii) + 1
        let am = 0.5 * s * f1 * f1
        cells[loi] += d * a0
        if hii == loi + 2 {
            cells[loi + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - f0)
            cells[loi + 1] += d * (a1 - a0)
            if loi + 2 < hii - 1 {
                for x in (loi + 2)..<(hii - 1) { cells[x] += d * s }
            }
            let a2 = a1 + Double(hii - loi - 3) * s
            cells[hii - 1] += d * (1 - a2 - am)
        }
        cells[hii] += d * am
    }

    /// Region row `row` (0-based) under `rule`, left to right, as runs: `body(start, count, constant)`
    /// with `constant` the byte of every pixel of a run no edge touched, or nil for a run whose
    /// bytes are in `out[start..<start + count]` (`out` holds `width` bytes). The bytes are those
    /// of a running sum over every cell (an untouched cell adds exactly 0). Zeroes the row's cells.
    mutating func forEachRun(_ row: Int, rule: FillRule, into out: UnsafeMutablePointer<UInt8>,
                             _ body: (_ start: Int, _ count: Int, _ constant: UInt8?) -> Void) {
        let ls = row * (width + 2)
        var acc = 0.0
        var x = 0
        cells.withUnsafeMutableBufferPointer { cells in touched.withRows { touched in
            touched.forEachRange(row: row) { lo, hi in
                // The spill cells past the last column (an edge pressed onto the right side) are read by no pixel.
                let first = min(max(lo, x), width), last = min(hi, width - 1)
                if first > x { body(x, first - x, Self.byte(acc, rule)); x = first }
                if first <= last {
                    for c in first...last {
                        acc += cells[ls + c]
                        out[c] = Self.byte(acc, rule)
                    }
                    body(first, last - first + 1, nil)
                    x = last + 1
                }
                for c in lo...hi { cells[ls + c] = 0 }
            }
        } }
        if x < width { body(x, width - x, Self.byte(acc, rule)) }
    }

    /// The coverage byte of a running sum under `rule`.
    @inline(__always)
    static func byte(_ acc: Double, _ rule: FillRule) -> UInt8 {
        let v = abs(acc)
        let c: Double
        switch rule {
        case .nonZero: c = min(1, v)
        case .evenOdd:
            // Winding parity, with the fractional part of edge pixels kept: a triangle wave.
            let m = v.truncatingRemainder(dividingBy: 2)
            c = m <= 1 ? m : 2 - m
        }
        return UInt8(coverageByte(c))
    }
}
