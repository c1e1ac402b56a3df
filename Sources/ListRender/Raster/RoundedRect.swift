/// `.roundedRect` and `.strokeRoundedRect`: rectangles with circular corners.
///
/// Straight parts use the rect's exact analytic coverage (interior rows and columns go through
/// the span fast path). Pixels whose centre lies in a corner square use the signed distance of
/// the centre to the arc with a 1-px ramp, `clamp(0.5 - d)`, capped by the analytic rect coverage:
/// that equals exact area coverage for an edge crossing the pixel and is within a few percent on
/// the arc, with no sampling pattern, and it is the same for all four corners by construction.
struct RoundedShape {
    let rect: DeviceRect
    let radius: Double
    /// Squared distances from a corner centre past which the arc's ramp is surely 0 and within
    /// which it is surely 1 (`ArcRamp`): most corner pixels skip the square root.
    private let ramp: ArcRamp

    init(_ rect: DeviceRect, radius: Double) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
        ramp = ArcRamp(radius: self.radius)
    }

    /// Coverage 0...1 of pixel (x, y).
    @inline(__always)
    func coverage(x: Int, y: Int) -> Double { coverage(x: x, row: rowTerms(y)) }

    /// All that `coverage` takes from row y: its vertical overlap with the rect and its distance
    /// past the corner circles' centres (0 when that is not positive: the row is not in a corner
    /// square, where the distance is not used). Rows with equal terms have equal coverage in
    /// every column, which `RoundedRowEdges` keys a row's edges by.
    @inline(__always)
    func rowTerms(_ y: Int) -> (ay: Double, dy: Double) {
        let py = Double(y) + 0.5
        let dy = max(rect.y0 + radius - py, py - (rect.y1 - radius))
        return (pixelOverlap(y, rect.y0, rect.y1), dy > 0 ? dy : 0)
    }

    /// Coverage 0...1 of pixel x of a row with `row`'s terms (`rowTerms`).
    @inline(__always)
    func coverage(x: Int, row: (ay: Double, dy: Double)) -> Double {
        let r = rect
        let ax = pixelOverlap(x, r.x0, r.x1)
        if ax == 0 { return 0 }
        let ay = row.ay
        if ay == 0 { return 0 }
        let analytic = ax * ay
        guard radius > 0 else { return analytic }
        let px = Double(x) + 0.5
        // Distances past the corner circle centres; both positive only inside a corner square.
        let dx = max(r.x0 + radius - px, px - (r.x1 - radius))
        let dy = row.dy
        guard dx > 0, dy > 0 else { return analytic }
        let q = dx * dx + dy * dy
        // The same Doubles as the ramp below gives (0, or 1 so the analytic coverage), unrounded.
        if ramp.surelyOutside(q) { return 0 }
        if ramp.surelyInside(q) { return analytic }
        let d = q.squareRoot() - radius
        return min(analytic, max(0, min(1, 0.5 - d)))
    }

    /// The columns of row y in [a, b) whose coverage byte is at least `least` (1: touched, 255:
    /// full), the same set a walk in from both ends finds, found with a few coverages instead of
    /// one per column. Along a row the coverage is the smaller of the rect's overlap (rises to
    /// 1, falls) and the corner ramp (falls as the distance past the corner centres grows, and
    /// that distance falls to the middle and rises again), each step monotone in Doubles too, so
    /// it rises to its top and falls: the columns at or above any byte are one run. From one
    /// column known in the run (the one at the rect's centre) each end is found by halving,
    /// first on the side of the straight columns' edge it lies on (the run's end is within a
    /// radius of it); a row whose centre column is not in the run is walked.
    func columns(atLeast least: UInt32, row y: Int, within a: Int, _ b: Int) -> Range<Int> {
        guard a < b else { return a..<a }
        let terms = rowTerms(y)
        func passes(_ x: Int) -> Bool { coverageByte(coverage(x: x, row: terms)) >= least }
        let mid = (rect.x0 + rect.x1) / 2
        let seed = mid.isFinite && abs(mid) < 1e15 ? min(max(Int(mid.rounded(.down)), a), b - 1) : a
        guard passes(seed) else {
            var lo = a, hi = b
            while lo < hi && !passes(lo) { lo += 1 }
            while hi > lo && !passes(hi - 1) { hi -= 1 }
            return lo..<hi
        }
        let (sa, sb) = straightColumns
        // The first passing column, in [a, seed] where passing is monotone (false, then true).
        var l = a, r = seed
        let left = min(max(sa, a), seed)
        if passes(left) { r = left } else { l = left + 1 }
        while l < r { let m = (l + r) / 2; if passes(m) { r = m } else { l = m + 1 } }
        let first = l
        // The last, in [seed, b - 1] (true, then false).
        l = seed; r = b - 1
        let right = min(max(sb - 1, seed), b - 1)
        if passes(right) { l = right } else { r = right - 1 }
        while l < r { let m = (l + r + 1) / 2; if passes(m) { l = m } else { r = m - 1 } }
        return first..<(l + 1)
    }

    /// Where row y's corner columns are touched and full (coverage byte at least 1 and 255): in
    /// `left` (columns left of the straight ones) the coverage never falls going right, so each
    /// set is a suffix, `touched` from its first column to `left`'s end and `full` inside it; in
    /// `right` each is a prefix. Each end is guessed from the circle (one square root) and moved
    /// to the exact column by the byte itself, so the sets are exactly the pixel-by-pixel ones
    /// (`RoundedRowColumnsTests.testCornerRunsAreThePixelByPixelSets`); a good guess costs two
    /// or three coverages.
    func cornerRuns(row y: Int, left: Range<Int>, right: Range<Int>)
        -> (left: (touched: Range<Int>, full: Range<Int>), right: (touched: Range<Int>, full: Range<Int>)) {
        func byte(_ x: Int) -> UInt32 { coverageByte(coverage(x: x, y: y)) }
        let py = Double(y) + 0.5
        let dy = max(rect.y0 + radius - py, py - (rect.y1 - radius), 0)
        // Half-widths of the circle's chord at distances radius + 0.5 (touched) and - 0.5 (full).
        func chord(_ distance: Double) -> Double {
            let v = distance * distance - dy * dy
            return v > 0 ? v.squareRoot() : 0
        }
        let outer = chord(radius + 0.5), inner = chord(max(0, radius - 0.5))
        // The first column of `range` at or above `least` (a suffix of `range`), from a guess.
        func suffix(_ range: Range<Int>, _ least: UInt32, guess: Double) -> Int {
            var x = Self.column(guess, in: range)
            while x > range.lowerBound && byte(x - 1) >= least { x -= 1 }
            while x < range.upperBound && byte(x) < least { x += 1 }
            return x
        }
        // The end of the prefix of `range` at or above `least`.
        func prefix(_ range: Range<Int>, _ least: UInt32, guess: Double) -> Int {
            var x = Self.column(guess, in: range)
            while x < range.upperBound && byte(x) >= least { x += 1 }
            while x > range.lowerBound && byte(x - 1) < least { x -= 1 }
            return x
        }
        let lc = rect.x0 + radius, rc = rect.x1 - radius
        let lt = suffix(left, 1, guess: lc - outer - 0.5)
        let lf = suffix(lt..<left.upperBound, 255, guess: lc - inner - 0.5)
        let rt = prefix(right, 1, guess: rc + outer + 0.5)
        let rf = prefix(right.lowerBound..<rt, 255, guess: rc + inner - 0.5)
        return ((lt..<left.upperBound, lf..<left.upperBound), (right.lowerBound..<rt, right.lowerBound..<rf))
    }

    /// `v` as a column inside [range.lowerBound, range.upperBound] (a bound for NaN).
    private static func column(_ v: Double, in range: Range<Int>) -> Int {
        guard v.isFinite else { return range.lowerBound }
        return min(max(Int(max(min(v, 1e15), -1e15).rounded(.down)), range.lowerBound), range.upperBound)
    }

    /// The columns of row y in `range` wholly inside the shape (coverage exactly 1), the same
    /// set a walk over every column finds. Such a pixel is inside the rect's columns and rows
    /// and, in a corner square, surely inside the arc; along a row each of those is monotone on
    /// either side of the centre, in Doubles too, so the set is one run. From the centre column,
    /// when it is in the run, each end is guessed from the circle's chord at radius - 0.5 and
    /// moved to the exact column by the coverage itself; otherwise (a row with no such run, or
    /// a run too short to reach the centre) the row is walked in from both ends.
    func solidColumns(row y: Int, within range: Range<Int>) -> Range<Int> {
        let none = range.lowerBound..<range.lowerBound
        guard !range.isEmpty, pixelOverlap(y, rect.y0, rect.y1) >= 1 else { return none }
        func solid(_ x: Int) -> Bool { coverage(x: x, y: y) >= 1 }
        let seed = min(Self.column((rect.x0 + rect.x1) / 2, in: range), range.upperBound - 1)
        guard solid(seed) else {
            var lo = range.lowerBound, hi = range.upperBound
            while lo < hi && !solid(lo) { lo += 1 }
            while hi > lo && !solid(hi - 1) { hi -= 1 }
            return lo..<hi
        }
        let py = Double(y) + 0.5
        let dy = max(rect.y0 + radius - py, py - (rect.y1 - radius), 0)
        let near = max(0, radius - 0.5), v = near * near - dy * dy
        let chord = v > 0 ? v.squareRoot() : 0
        // The first solid column, from a guess at or left of the seed (solid from the run's start).
        var l = min(Self.column(rect.x0 + radius - chord, in: range), seed)
        if solid(l) {
            while l > range.lowerBound && solid(l - 1) { l -= 1 }
        } else {
            while !solid(l) { l += 1 }
        }
        // The last, from a guess at or right of the seed.
        var r = max(min(Self.column(rect.x1 - radius + chord - 0.5, in: range), range.upperBound - 1), seed)
        if solid(r) {
            while r + 1 < range.upperBound && solid(r + 1) { r += 1 }
        } else {
            while !solid(r) { r -= 1 }
        }
        return l..<(r + 1)
    }

    /// True when pixel row y lies entirely between the corner squares (a plain rect row).
    func isStraightRow(_ y: Int) -> Bool {
        Double(y) >= rect.y0 + radius && Double(y + 1) <= rect.y1 - radius
    }

    /// Columns [a, b) that lie entirely between the corner squares.
    var straightColumns: (Int, Int) {
        (Int((rect.x0 + radius).rounded(.up)), Int((rect.x1 - radius).rounded(.down)))
    }
}

extension PixelTarget {
    /// With `edges`, a corner row takes its edge pixels' bytes and its run of full pixels from
    /// there (walked once per shape and row terms, kept across bands and frames), not from
    /// `cornerRuns` and a coverage per ramp pixel: the same pixels at the same bytes (a row's
    /// coverage rises to its top and falls, and a pixel blends alone as in a span), held to the
    /// walk by `RoundedRectStraightRowsTests`.
    func fillRoundedRect(_ r: DeviceRect, radius: Double, color: PremulColor, edges: RoundedRowEdges? = nil) {
        guard r.isDrawable, color.a > 0 else { return }
        let shape = RoundedShape(r, radius: radius.isFinite ? radius : 0)
        guard shape.radius > 0 else { fillRect(r, color: color); return }
        let (y0, y1) = rows(r.py0, r.py1)
        let (x0, x1) = columns(r.px0, r.px1)
        guard y0 < y1, x0 < x1 else { return }
        let (sa, sb) = shape.straightColumns
        // The straight rows (`isStraightRow`: y >= y0 + radius and y + 1 <= y1 - radius) are one
        // run; each is a plain rect row (interior span plus the two anti-aliased edge pixels) of
        // vertical coverage 1, so the run is one `fillRect` of whole rows, which draws each row
        // as a one-row `fillRect` does, without a call, a rect and its checks per row.
        let s0 = min(max(Int((r.y0 + shape.radius).rounded(.up)), y0), y1)
        let s1 = max(min(Int((r.y1 - shape.radius).rounded(.down)), y1), s0)
        if s0 < s1 { fillRect(DeviceRect(x0: r.x0, y0: Double(s0), x1: r.x1, y1: Double(s1)), color: color) }
        let kept = edges?.rows(of: shape, within: x0, x1)
        for y in y0..<y1 where y < s0 || y >= s1 {
            if let kept {
                let row = kept.edges(row: y, of: shape)
                for i in 0..<row.leftCount { blendPixel(x: row.left + i, y: y, coverage: kept.byte(row, i), color: color) }
                fillSpan(y: y, x0: row.full.lowerBound, x1: row.full.upperBound, coverage: 255, color: color)
                for i in 0..<row.rightCount {
                    blendPixel(x: row.full.upperBound + i, y: y, coverage: kept.byte(row, row.leftCount + i), color: color)
                }
                continue
            }
            let cy = coverageByte(pixelOverlap(y, r.y0, r.y1))
            if sa < sb { fillSpan(y: y, x0: sa, x1: sb, coverage: cy, color: color) }
            let left = x0..<max(x0, min(sa, x1)), right = max(sb, x0, sa)..<max(x1, sb, x0, sa)
            let runs = shape.cornerRuns(row: y, left: left, right: right)
            // Untouched pixels are skipped, full ones are one span (a pixel at byte 255 blends as
            // a span's does), only the ramp's pixels are worked out one by one.
            for x in runs.left.touched.lowerBound..<runs.left.full.lowerBound {
                blendPixel(x: x, y: y, coverage: coverageByte(shape.coverage(x: x, y: y)), color: color)
            }
            fillSpan(y: y, x0: runs.left.full.lowerBound, x1: left.upperBound, coverage: 255, color: color)
            fillSpan(y: y, x0: right.lowerBound, x1: runs.right.full.upperBound, coverage: 255, color: color)
            for x in runs.right.full.upperBound..<runs.right.touched.upperBound {
                blendPixel(x: x, y: y, coverage: coverageByte(shape.coverage(x: x, y: y)), color: color)
            }
        }
    }

    /// The ring between the rounded rect grown and shrunk by half the line width
    /// (outer coverage minus inner coverage per pixel).
    ///
    /// Only the pixels where that can be above byte 0 are worked out: those the outer shape
    /// touches (`cornerRuns`: outside them its byte is 0, and the inner coverage only takes
    /// away), less those wholly inside the inner shape (`solidColumns`: an inner coverage of
    /// exactly 1 leaves at most 0). The rest are the same two coverages as ever, so the same
    /// bytes as the walk over the ring's whole box (`StrokeRoundedRectTests`).
    func strokeRoundedRect(_ r: DeviceRect, radius: Double, lineWidth: Double, color: PremulColor) {
        guard color.a > 0, let ring = StrokeRing(r, radius: radius, lineWidth: lineWidth) else { return }
        let (y0, y1) = rows(ring.box.y0, ring.box.y1)
        let (x0, x1) = columns(ring.box.x0, ring.box.x1)
        guard y0 < y1, x0 < x1 else { return }
        ring.forEachPixel(columns: x0..<x1, rows: y0..<y1) { x, y, byte in
            blendPixel(x: x, y: y, coverage: byte, color: color)
        }
    }
}
