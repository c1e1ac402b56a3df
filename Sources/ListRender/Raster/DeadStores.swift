/// Pixels of canvas-level fills (and of the background) that a later opaque item overwrites
/// completely: that item stores its colour word whatever lies under it, so drawing there first
/// changes no byte of the frame. A list scrolls over a background, under cards and cell
/// backgrounds, under pictures: without this, most pixels are stored two or three times.
///
/// Only canvas-level `.fill`s are skipped (never anything inside a layer, which is composited
/// later). A cover is a canvas-level item under a clip on the pixel grid that stores an opaque
/// word: an opaque `.fill`'s interior pixels (rows and columns it spans completely, where
/// `fillRect` stores with no blending), an opaque `.roundedRect`'s pixels of coverage byte 255,
/// and an opaque picture's (`.image`) pixels of coverage byte 255. Every later step on the canvas
/// works pixel by pixel (blends, layer composites, stores; backdrops are blurred before the
/// frame), so a skipped pixel's value is never read before its cover overwrites it.
struct DeadStores {
    /// Where the background is still stored.
    private(set) var background: [LiveRun]
    /// Where item `i` (a `.fill`) is still drawn when some of its pixels are dead (nil: all live).
    /// An array by item, not a dictionary: every band asks for each of its items (hashing the
    /// index was 1 % of `edit-mode`'s band raster, docs/benchmarks.md).
    private(set) var fills: [[LiveRun]?] = []

    /// `items`: a list's items from its first (a slice from index 0: offsets are item indices).
    /// `opaque` tells whether a picture's every pixel is opaque (`OpaquePictures`); `covers`
    /// gives a shape's `fullCoverage` (kept across frames by `RoundedCovers`).
    init(_ items: ArraySlice<DisplayItem>, scale: Double, width: Int, height: Int, opaque: (PixelImage) -> Bool,
         covers: (RoundedShape, (x0: Int, y0: Int, x1: Int, y1: Int)) -> [Box] = DeadStores.fullCoverage) {
        let bounds = DeviceClip(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
        // Forward: each canvas-level fill's pixel box, and every item's covered boxes.
        var steps: [(fill: (index: Int, x0: Int, y0: Int, x1: Int, y1: Int)?, covers: [Box])] = []
        var clips = ClipStack(bounds: bounds)
        fills = Array(repeating: nil, count: items.count)
        for (i, item) in items.enumerated() {
            let k = clips.clip
            let canvas = clips.layerDepth == 0 && !k.isEmpty
            let onGrid = k.isOnGrid
            let frame = (x0: max(k.ix0, 0), y0: max(k.iy0, 0), x1: min(k.ix1, width), y1: min(k.iy1, height))
            switch item {
            case let .fill(r, c):
                let d = DeviceRect(r, scale: scale)
                guard canvas, d.isDrawable, c.a > 0 else { continue }
                let x0 = max(d.px0, frame.x0), x1 = min(d.px1, frame.x1)
                let y0 = max(d.py0, frame.y0), y1 = min(d.py1, frame.y1)
                guard x0 < x1, y0 < y1 else { continue }
                let covers = c.a == 255 && onGrid ? Box.interior(of: d, within: frame).map { [$0] } ?? [] : []
                steps.append(((i, x0, y0, x1, y1), covers))
            case let .roundedRect(r, radius, c):
                guard canvas, onGrid, c.a == 255 else { continue }
                let radius = radius * scale
                let shape = RoundedShape(DeviceRect(r, scale: scale), radius: radius.isFinite ? radius : 0)
                steps.append((nil, covers(shape, frame)))
            case let .image(image, r, radius):
                guard canvas, onGrid, image.width > 0, image.height > 0, opaque(image) else { continue }
                let radius = radius * scale
                let shape = RoundedShape(DeviceRect(r, scale: scale), radius: radius.isFinite ? max(0, radius) : 0)
                steps.append((nil, covers(shape, frame)))
            case let .pushClip(r): clips.push(DeviceRect(r, scale: scale))
            case .popClip: clips.pop()
            case .beginLayer: clips.beginLayer()
            case .endLayer: clips.endLayer()
            default: continue
            }
        }
        // Backward: per row, one covered column interval (a subset of what later covers store).
        var covered = CoveredRows(height: height)
        for step in steps.reversed() {
            if let f = step.fill {
                let live = covered.live(x0: f.x0, x1: f.x1, y0: f.y0, y1: f.y1)
                if live != [LiveRun(rows: f.y0..<f.y1, columns: LiveColumns(f.x0..<f.x1))] { fills[f.index] = live }
            }
            for c in step.covers { covered.add(c) }
        }
        background = height > 0 && width > 0 ? covered.live(x0: 0, x1: width, y0: 0, y1: height) : []
    }

    /// Nothing dead: the background everywhere, every fill whole.
    init(everythingLiveWidth width: Int, height: Int) {
        background = height > 0 && width > 0 ? [LiveRun(rows: 0..<height, columns: LiveColumns(0..<width))] : []
    }

    /// Where item `i` is still drawn when it is a `.fill` with dead pixels; nil for every other
    /// item, and for an index past the items this was made from.
    func liveRuns(ofItem i: Int) -> [LiveRun]? { i >= 0 && i < fills.count ? fills[i] : nil }

    /// A box of whole pixels: columns [x0, x1), rows [y0, y1).
    struct Box {
        let x0: Int, y0: Int, x1: Int, y1: Int

        /// The pixels `d` spans completely (where an opaque `fillRect` stores its word) inside
        /// `frame`; nil when none.
        static func interior(of d: DeviceRect, within frame: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Box? {
            let b = Box(x0: max(Int(d.x0.rounded(.up)), frame.x0), y0: max(Int(d.y0.rounded(.up)), frame.y0),
                        x1: min(Int(d.x1.rounded(.down)), frame.x1), y1: min(Int(d.y1.rounded(.down)), frame.y1))
            return b.x0 < b.x1 && b.y0 < b.y1 ? b : nil
        }
    }

    /// The pixels `shape` covers with coverage byte 255 (where `fillRoundedRect` and `drawImage`
    /// store an opaque word), inside `frame`, as boxes of rows with the same columns. The shape
    /// is convex, so each row's full pixels are one run.
    static func fullCoverage(of shape: RoundedShape, within frame: (x0: Int, y0: Int, x1: Int, y1: Int)) -> [Box] {
        let r = shape.rect
        guard r.isDrawable else { return [] }
        let y0 = max(Int(r.y0.rounded(.up)), frame.y0), y1 = min(Int(r.y1.rounded(.down)), frame.y1)
        let left = max(Int(r.x0.rounded(.up)), frame.x0), right = min(Int(r.x1.rounded(.down)), frame.x1)
        guard y0 < y1, left < right else { return [] }
        let (sa, sb) = shape.straightColumns
        var boxes: [Box] = []
        for y in y0..<y1 {
            var lo = left, hi = right
            // A straight row's inner columns are all full; a corner row's full columns are its
            // corners' full runs (`cornerRuns`, as `fillRoundedRect` finds them: a guess from the
            // circle and two or three coverages each, where halving took a dozen) and the
            // straight columns between, all full in these rows (vertical coverage 1).
            if !shape.isStraightRow(y) {
                let l = lo..<max(lo, min(sa, hi)), rr = max(sb, lo, sa)..<max(hi, sb, lo, sa)
                let runs = shape.cornerRuns(row: y, left: l, right: rr)
                let middle = l.upperBound..<max(l.upperBound, min(rr.lowerBound, hi))
                lo = !runs.left.full.isEmpty ? runs.left.full.lowerBound
                    : !middle.isEmpty ? middle.lowerBound : runs.right.full.lowerBound
                hi = !runs.right.full.isEmpty ? runs.right.full.upperBound
                    : !middle.isEmpty ? middle.upperBound : runs.left.full.upperBound
                if runs.left.full.isEmpty && middle.isEmpty && runs.right.full.isEmpty { hi = lo }
            }
            guard lo < hi else { continue }
            if let last = boxes.last, last.y1 == y, last.x0 == lo, last.x1 == hi {
                boxes[boxes.count - 1] = Box(x0: lo, y0: last.y0, x1: hi, y1: y + 1)
            } else {
                boxes.append(Box(x0: lo, y0: y, x1: hi, y1: y + 1))
            }
        }
        return boxes
    }
}

/// Rows of a frame and the columns still drawn in them: `columns` (ascending, disjoint) in every
/// row of `rows`.
struct LiveRun: Equatable {
    let rows: Range<Int>
    let columns: LiveColumns

    /// Stores `word` at `runs`' pixels within `rows` of a frame `width` wide, whose row
    /// `rows.lowerBound` starts at `pixels`.
    static func store(_ word: UInt32, runs: [LiveRun], rows: Range<Int>, width: Int, into pixels: UnsafeMutablePointer<UInt8>) {
        for run in overlapping(runs, rows: rows) {
            let lo = max(run.rows.lowerBound, rows.lowerBound), hi = min(run.rows.upperBound, rows.upperBound)
            guard lo < hi else { continue }
            let start = pixels + (lo - rows.lowerBound) * width * 4
            // Whole rows are one store for the run; a row with a gap is stored span by span.
            if run.columns == LiveColumns(0..<width) {
                PixelOps.storeWords(word, at: start, count: (hi - lo) * width)
                continue
            }
            for y in 0..<(hi - lo) {
                for c in run.columns { PixelOps.storeWords(word, at: start + (y * width + c.lowerBound) * 4, count: c.count) }
            }
        }
    }
}

/// A live run's columns: one range, or two with a covered interval between them (a row has at
/// most one, `CoveredRows`). Held inline, not in an array: every band walks its frame's runs, and
/// an array per run cost a retain and a release each time (5 % of `edit-mode`'s band raster,
/// docs/benchmarks.md).
struct LiveColumns: Equatable, RandomAccessCollection {
    private let first: Range<Int>, second: Range<Int>?

    /// One range of columns.
    init(_ only: Range<Int>) { first = only; second = nil }

    /// The non-empty ones of `left` and `right` (ascending, disjoint), or nil when both are empty.
    init?(nonEmptyOf left: Range<Int>, _ right: Range<Int>) {
        switch (left.isEmpty, right.isEmpty) {
        case (false, false): first = left; second = right
        case (false, true): first = left; second = nil
        case (true, false): first = right; second = nil
        case (true, true): return nil
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { second == nil ? 1 : 2 }
    subscript(i: Int) -> Range<Int> { i == 0 ? first : second ?? first }
}

extension LiveRun {
    /// The runs of `runs` (in row order, as `DeadStores` makes them) that reach into `rows`,
    /// found by halving: a band meets a few of a frame's runs, not all of them.
    static func overlapping(_ runs: [LiveRun], rows: Range<Int>) -> ArraySlice<LiveRun> {
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].rows.upperBound <= rows.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < runs.count && runs[end].rows.lowerBound < rows.upperBound { end += 1 }
        return runs[lo..<end]
    }
}

/// Per row of the frame, one column interval later covers store (a subset of all they store,
/// so two covers side by side with a gap keep the wider).
private struct CoveredRows {
    private var lo: [Int], hi: [Int]

    init(height: Int) {
        lo = [Int](repeating: 0, count: max(0, height))
        hi = [Int](repeating: 0, count: max(0, height))
    }

    mutating func add(_ c: DeadStores.Box) {
        for y in c.y0..<c.y1 {
            let empty = hi[y] <= lo[y]
            if empty || (c.x0 <= hi[y] && c.x1 >= lo[y]) {
                lo[y] = empty ? c.x0 : min(lo[y], c.x0)
                hi[y] = empty ? c.x1 : max(hi[y], c.x1)
            } else if c.x1 - c.x0 > hi[y] - lo[y] {
                lo[y] = c.x0; hi[y] = c.x1
            }
        }
    }

    /// The parts of box [x0, x1) x [y0, y1) no cover added so far stores, as runs of rows.
    func live(x0: Int, x1: Int, y0: Int, y1: Int) -> [LiveRun] {
        var runs: [LiveRun] = []
        // The current run's first row and its row's covered interval clipped to the box (an
        // array per run, not per row: this runs over every row of the frame).
        var start = y0, cut = (lo: 0, hi: 0)
        func close(_ end: Int) {
            guard start < end else { return }
            let (left, right) = cut.lo < cut.hi ? (x0..<max(x0, cut.lo), min(cut.hi, x1)..<x1) : (x0..<x1, x1..<x1)
            if let columns = LiveColumns(nonEmptyOf: left, right) { runs.append(LiveRun(rows: start..<end, columns: columns)) }
        }
        for y in y0..<y1 {
            let a = max(lo[y], x0), b = min(hi[y], x1)
            let here = a < b ? (lo: a, hi: b) : (lo: 0, hi: 0)
            if y == y0 { cut = here } else if here != cut { close(y); start = y; cut = here }
        }
        close(y1)
        return runs
    }
}
