import Foundation
@testable import ListRender

/// One measured aspect of a list screen, in device pixels (or, for a colour, its RGB).
struct FidelityAspect: Equatable {
    enum Value: Equatable {
        case length(Double)
        case colour(r: Int, g: Int, b: Int)
    }
    let name: String
    let value: Value
}

/// Measures a list screenshot the same way whoever drew it: the real iOS screenshot and our
/// render at the same scale go through this code alone, and their aspects are paired by name.
///
/// Everything is found from pixels: the background (the most common colour at the leading edge), cards (the second
/// most common colour where it spans most of a row: edges, corner radius from the area missing
/// in the top-left corner), horizontal separators (long runs of pixels unlike the pixels three
/// rows above and below, which agree with each other), rows (bands between a card's edges and
/// the separators inside it; in a plain list, between separators), the ink in each row (pixels
/// unlike the row's own background, grouped into boxes by column gaps: the first box is the
/// title or leading image, the last the accessory or trailing value), and the ink outside rows
/// (labels: navigation and large titles, section headers and footers), line by line.
struct FidelityMeasure {
    let width: Int, height: Int
    /// The pixels as RGB bytes; `pixel` reads them through `base`, which holds no reference, so
    /// the millions of reads of a debug build cost no retain and release each (they were a third
    /// of the suite's time).
    let rgb: [UInt8]
    private let pixels: PixelBytes
    private let base: UnsafePointer<UInt8>
    /// Device pixels per point.
    let scale: Double
    /// Rows above this (device pixels) are left out: a status bar only one image has.
    let top: Int

    init(_ image: RGBAImage, scale: Double, topPoints: Double) {
        width = image.width; height = image.height
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let count = width * height
        rgb.withUnsafeMutableBufferPointer { out in
            image.pixels.withUnsafeBufferPointer { src in
                for i in 0..<count {
                    // Composite over white: references are opaque, ours too; a stray alpha stays harmless.
                    let a = Int(src[i * 4 + 3])
                    for c in 0..<3 {
                        out[i * 3 + c] = UInt8((Int(src[i * 4 + c]) * a + 255 * (255 - a) + 127) / 255)
                    }
                }
            }
        }
        self.rgb = rgb
        pixels = PixelBytes(rgb)
        base = pixels.base
        self.scale = scale
        self.top = Int((topPoints * scale).rounded())
    }

    typealias RGB = (r: Int, g: Int, b: Int)

    @inline(__always) func px(_ x: Int, _ y: Int) -> RGB {
        let i = (y * width + x) * 3, b = base
        return (Int(b[i]), Int(b[i + 1]), Int(b[i + 2]))
    }

    @inline(__always) static func dist(_ a: RGB, _ b: RGB) -> Int {
        max(magnitude(a.r - b.r), magnitude(a.g - b.g), magnitude(a.b - b.b))
    }

    static func key(_ c: RGB) -> Int { (c.r << 16) | (c.g << 8) | c.b }
    static func rgb(_ k: Int) -> RGB { (k >> 16 & 255, k >> 8 & 255, k & 255) }

    // MARK: - Parts

    struct Card { var top: Int, bottom: Int, left: Int, right: Int, radius: Double }
    struct Separator { var y: Int, thickness: Int, x0: Int, x1: Int, colour: RGB }
    struct Box { var left: Int, right: Int, top: Int, bottom: Int, baseline: Int, colour: RGB }
    struct Row { var top: Int, bottom: Int, boxes: [Box], lines: [Box] }

    /// The most common colour over a grid of samples in `rows` × `cols`, excluding `except`.
    func mode(rows: Range<Int>, cols: Range<Int>, step: Int, except: [RGB] = [], minDistance: Int = 6) -> (RGB, Int, Int)? {
        var counts: [Int: Int] = [:]
        var total = 0
        var y = rows.lowerBound
        while y < rows.upperBound {
            var x = cols.lowerBound
            while x < cols.upperBound {
                let c = px(x, y)
                total += 1
                if !except.contains(where: { Self.dist($0, c) < minDistance }) { counts[Self.key(c), default: 0] += 1 }
                x += step
            }
            y += step
        }
        guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else { return nil }
        return (Self.rgb(best.key), best.value, total)
    }

    /// The most common colour of the screen's leading 6 pt: the grouped background beside
    /// inset cards (which may cover more of the screen than it does), the cells' colour in a
    /// plain list.
    var background: RGB {
        mode(rows: top..<height, cols: 0..<min(width, Int(6 * scale)), step: 2)?.0 ?? (255, 255, 255)
    }

    /// Coverage 0…1 of `c` between `bg` (0) and `card` (1).
    static func coverage(_ p: RGB, bg: RGB, card: RGB) -> Double {
        let d = Double(dist(card, bg))
        guard d > 0 else { return 0 }
        // Projection on the bg → card line, per channel, the channel with the largest span.
        let spans = [(card.r - bg.r, p.r - bg.r), (card.g - bg.g, p.g - bg.g), (card.b - bg.b, p.b - bg.b)]
        let s = spans.max(by: { abs($0.0) < abs($1.0) })!
        return min(1, max(0, Double(s.1) / Double(s.0)))
    }

    func cards(bg: RGB) -> ([Card], RGB?) {
        guard let (card, n, total) = mode(rows: top..<height, cols: 0..<width, step: 3, except: [bg]),
              Double(n) > 0.04 * Double(total) else { return ([], nil) }
        let x0 = width / 10, x1 = width - width / 10
        var inCard = [Bool](repeating: false, count: height), notBg = inCard
        for y in top..<height {
            var bgCount = 0, cardCount = 0
            var x = x0
            while x < x1 {
                let c = px(x, y)
                if Self.dist(c, bg) <= 3 { bgCount += 1 } else if Self.dist(c, card) <= 3 { cardCount += 1 }
                x += 2
            }
            let samples = (x1 - x0 + 1) / 2
            notBg[y] = bgCount * 5 < samples
            inCard[y] = notBg[y] && cardCount * 10 > samples * 3
        }
        var out: [Card] = []
        var y = top
        while y < height {
            guard notBg[y] else { y += 1; continue }
            // A separator row or a line of text inside a card is not the card's colour, but not
            // background either: a card is a run of rows that are not background, mostly card.
            var e = y, cardRows = 0
            while e < height && notBg[e] { if inCard[e] { cardRows += 1 }; e += 1 }
            guard cardRows * 2 > e - y else { y = e; continue }
            if e - y >= Int(20 * scale) {
                // Edges at three rows around the middle and at the quarters, the widest: one of
                // them may be a separator, and in AccessibilitySnapshot's renderings of SwiftUI
                // lists on iOS 17 and 18 every row keeps its own rounded corners, so the middle of
                // a two-row card is where two rows' corners meet.
                var l = width, r = 0
                let off = Int(3 * scale)
                for mid in [(3 * y + e) / 4, (y + e) / 2 - off, (y + e) / 2, (y + e) / 2 + off, (y + 3 * e) / 4] {
                    var ml = 0
                    while ml < width && Self.coverage(px(ml, mid), bg: bg, card: card) < 0.5 { ml += 1 }
                    var mr = width - 1
                    while mr > 0 && Self.coverage(px(mr, mid), bg: bg, card: card) < 0.5 { mr -= 1 }
                    l = min(l, ml); r = max(r, mr)
                }
                // Corner radius from the area the rounding leaves out of the top-left corner:
                // a quarter circle of radius r misses r²(1 − π/4) of its r × r square. Each pixel
                // row is scanned from the card's left edge to its first fully covered pixel only,
                // so text and images inside the card never count.
                let win = min(Int(40 * scale), (e - y) / 2, (r - l) / 2)
                var missing = 0.0
                for cy in y..<(y + max(0, win)) {
                    var m = 0.0
                    for cx in l..<(l + win) {
                        // Within a level of the card's colour is the card: a reference with
                        // AccessibilitySnapshot's markers taken off keeps ±1 of rounding, 8 % of
                        // the 12 levels between a white card and its grey background.
                        let p = px(cx, cy)
                        if Self.dist(p, card) <= 1 { break }
                        let c = Self.coverage(p, bg: bg, card: card)
                        if c >= 0.98 { break }
                        m += 1 - c
                    }
                    if m < 0.02 { break }
                    missing += m
                }
                let radius = (missing / (1 - Double.pi / 4)).squareRoot()
                out.append(Card(top: y, bottom: e, left: l, right: r + 1, radius: radius))
            }
            y = e
        }
        return (out, card)
    }

    func separators() -> [Separator] {
        let minRun = max(Int(20 * scale), width / 8)
        // AccessibilitySnapshot's element outlines (12-px bands) cross a separator where a cell's
        // frame ends; what their removal leaves there is not line-like, so a separator would end at
        // the band. A run at most 5 pt after a separator-long run on its row continues it (only
        // after a long one: the strokes of a line of text stand as close, and are short).
        let bridge = Int(5 * scale)
        var rowsFound: [(y: Int, x0: Int, x1: Int)] = []
        if height < 8 { return [] }
        // The hot loop of the measurement: raw bytes, no tuples (debug builds run the tests).
        rgb.withUnsafeBufferPointer { p in
            let w3 = width * 3, off = 3 * w3
            @inline(__always) func d(_ i: Int, _ j: Int) -> Int {
                max(magnitude(Int(p[i]) - Int(p[j])), magnitude(Int(p[i + 1]) - Int(p[j + 1])),
                    magnitude(Int(p[i + 2]) - Int(p[j + 2])))
            }
            for y in max(top, 3)..<(height - 3) {
                var best = (0, 0), start = -1, lastStart = 0, lastEnd = Int.min / 2
                var i = y * w3
                for x in 0...width {
                    var line = false
                    if x < width {
                        line = d(i, i - off) >= 10 && d(i, i + off) >= 10 && d(i - off, i + off) <= 6
                        i += 3
                    }
                    if line {
                        if start < 0 { start = x - lastEnd <= bridge && lastEnd - lastStart >= minRun ? lastStart : x }
                    } else if start >= 0 {
                        if x - start > best.1 - best.0 { best = (start, x) }
                        lastStart = start; lastEnd = x; start = -1
                    }
                }
                if best.1 - best.0 >= minRun { rowsFound.append((y, best.0, best.1)) }
            }
        }
        var out: [Separator] = []
        for r in rowsFound {
            if var last = out.last, r.y == last.y + last.thickness, r.x0 < last.x1, r.x1 > last.x0 {
                last.thickness += 1
                last.x0 = min(last.x0, r.x0); last.x1 = max(last.x1, r.x1)
                out[out.count - 1] = last
            } else {
                let mx = (r.x0 + r.x1) / 2
                out.append(Separator(y: r.y, thickness: 1, x0: r.x0, x1: r.x1, colour: px(mx, r.y)))
            }
        }
        // The colour of a thicker (anti-aliased) line: its pixel most unlike the row above it.
        for i in out.indices where out[i].thickness > 1 {
            let s = out[i], mx = (s.x0 + s.x1) / 2
            var best = s.colour, bestD = -1
            for y in s.y..<(s.y + s.thickness) {
                let d = Self.dist(px(mx, y), px(mx, s.y - 3))
                if d > bestD { bestD = d; best = px(mx, y) }
            }
            out[i].colour = best
        }
        return out
    }

    /// Ink boxes in a band: columns with ink, grouped where gaps are under 6 pt.
    func boxes(rows: Range<Int>, cols: Range<Int>, skipRows: Set<Int>, bg: RGB) -> [Box] {
        guard !rows.isEmpty, !cols.isEmpty else { return [] }
        var colInk = [Bool](repeating: false, count: width)
        for y in rows where !skipRows.contains(y) {
            for x in cols where Self.dist(px(x, y), bg) >= 24 { colInk[x] = true }
        }
        let gap = Int(6 * scale)
        var groups: [(Int, Int)] = []
        var x = cols.lowerBound
        while x < cols.upperBound {
            guard colInk[x] else { x += 1; continue }
            var e = x + 1, lastInk = x
            while e < cols.upperBound && e - lastInk <= gap { if colInk[e] { lastInk = e }; e += 1 }
            groups.append((x, lastInk + 1))
            x = lastInk + 1
        }
        return groups.compactMap { g in box(rows: rows, cols: g.0..<g.1, skipRows: skipRows, bg: bg) }
    }

    func box(rows: Range<Int>, cols: Range<Int>, skipRows: Set<Int>, bg: RGB) -> Box? {
        var counts: [Int] = []
        var t = -1, b = -1
        var best = bg, bestD = -1
        for y in rows {
            var n = 0
            if !skipRows.contains(y) {
                for x in cols {
                    let c = px(x, y), d = Self.dist(c, bg)
                    if d >= 24 { n += 1; if d > bestD { bestD = d; best = c } }
                }
            }
            counts.append(n)
            if n > 0 { if t < 0 { t = y }; b = y + 1 }
        }
        guard t >= 0 else { return nil }
        let peak = counts.max() ?? 0
        var baseline = b
        for (i, n) in counts.enumerated().reversed() where Double(n) >= 0.25 * Double(peak) {
            baseline = rows.lowerBound + i + 1; break
        }
        return Box(left: cols.lowerBound, right: cols.upperBound, top: t, bottom: b, baseline: baseline, colour: best)
    }

    /// Lines of ink: row bands with ink separated by blank rows, each the box of all its ink.
    func lines(rows: Range<Int>, cols: Range<Int>, skipRows: Set<Int>, bg: RGB) -> [Box] {
        var inkRow = [Bool](repeating: false, count: height)
        var minX = [Int](repeating: Int.max, count: height), maxX = [Int](repeating: -1, count: height)
        for y in rows where !skipRows.contains(y) {
            for x in cols where Self.dist(px(x, y), bg) >= 24 {
                inkRow[y] = true; minX[y] = min(minX[y], x); maxX[y] = max(maxX[y], x)
            }
        }
        var out: [Box] = []
        var y = rows.lowerBound
        while y < rows.upperBound {
            guard inkRow[y] else { y += 1; continue }
            var e = y
            while e < rows.upperBound && inkRow[e] { e += 1 }
            let l = (y..<e).map { minX[$0] }.min()!, r = (y..<e).map { maxX[$0] }.max()! + 1
            if e - y >= 2, let b = box(rows: y..<e, cols: l..<r, skipRows: skipRows, bg: bg) { out.append(b) }
            y = e
        }
        return out
    }

    // MARK: - The screen

    struct Screen {
        var background: RGB
        var cardColour: RGB?
        var cards: [Card]
        var separators: [Separator]
        var rows: [Row]
        var labels: [Box]
    }

    func measure() -> Screen {
        let bg = background
        let (cards, cardColour) = cards(bg: bg)
        let seps = separators()
        var sepRows = Set<Int>()
        for s in seps { for y in (s.y - 1)..<(s.y + s.thickness + 1) { sepRows.insert(y) } }
        var rows: [Row] = []
        var covered = [Bool](repeating: false, count: height)
        func addRow(_ t: Int, _ b: Int, cols: Range<Int>) {
            guard b - t >= Int(10 * scale) else { return }
            let inner = (t + 1)..<(b - 1)
            let rowBg = mode(rows: inner, cols: cols, step: 2)?.0 ?? bg
            let bx = boxes(rows: inner, cols: cols, skipRows: sepRows, bg: rowBg)
            var ls: [Box] = []
            if let first = bx.first {
                ls = lines(rows: inner, cols: first.left..<first.right, skipRows: sepRows, bg: rowBg)
            }
            rows.append(Row(top: t, bottom: b, boxes: bx, lines: ls))
            for y in t..<b { covered[y] = true }
        }
        if !cards.isEmpty {
            for c in cards {
                var bounds = [c.top]
                for s in seps where s.y > c.top + 2 && s.y < c.bottom - 2 && s.x0 >= c.left - 2 && s.x1 <= c.right + 2 {
                    bounds.append(s.y)
                }
                bounds.append(c.bottom)
                let inset = max(2, Int(2 * scale))
                for i in 0..<(bounds.count - 1) { addRow(bounds[i], bounds[i + 1], cols: (c.left + inset)..<(c.right - inset)) }
                for y in c.top..<c.bottom { covered[y] = true }
            }
        } else {
            let list = seps.filter { $0.x1 - $0.x0 > width / 2 }
            if list.count >= 2 {
                let pitch = list[1].y - list[0].y
                if list[0].y - pitch >= top { addRow(list[0].y - pitch, list[0].y, cols: 0..<width) }
            }
            for i in 0..<max(0, list.count - 1) where list[i + 1].y - list[i].y <= Int(150 * scale) {
                addRow(list[i].y + list[i].thickness, list[i + 1].y, cols: 0..<width)
            }
        }
        // Labels: ink outside rows and cards, line by line.
        var labels: [Box] = []
        var y = top
        while y < height {
            guard !covered[y] else { y += 1; continue }
            var e = y
            while e < height && !covered[e] { e += 1 }
            labels += lines(rows: y..<e, cols: 0..<width, skipRows: sepRows, bg: bg)
            y = e
        }
        return Screen(background: bg, cardColour: cardColour, cards: cards, separators: seps, rows: rows, labels: labels)
    }

    /// The screen as named aspects, in device pixels.
    func aspects() -> [FidelityAspect] {
        let s = measure()
        var out: [FidelityAspect] = []
        func len(_ n: String, _ v: Double) { out.append(FidelityAspect(name: n, value: .length(v))) }
        func col(_ n: String, _ c: RGB) { out.append(FidelityAspect(name: n, value: .colour(r: c.r, g: c.g, b: c.b))) }
        col("background.colour", s.background)
        if let c = s.cardColour, !s.cards.isEmpty { col("card.colour", c) }
        for (i, c) in s.cards.enumerated() {
            len("card[\(i)].top", Double(c.top)); len("card[\(i)].bottom", Double(c.bottom))
            len("card[\(i)].left", Double(c.left)); len("card[\(i)].right", Double(c.right))
            len("card[\(i)].radius", (c.radius * 10).rounded() / 10)
        }
        for (i, sp) in s.separators.enumerated() {
            len("sep[\(i)].y", Double(sp.y)); len("sep[\(i)].x0", Double(sp.x0)); len("sep[\(i)].x1", Double(sp.x1))
            len("sep[\(i)].thickness", Double(sp.thickness)); col("sep[\(i)].colour", sp.colour)
        }
        for (i, r) in s.rows.enumerated() {
            len("row[\(i)].top", Double(r.top)); len("row[\(i)].height", Double(r.bottom - r.top))
            for (k, l) in r.lines.prefix(2).enumerated() {
                let n = "row[\(i)].text.line[\(k)]"
                len(n + ".left", Double(l.left)); len(n + ".top", Double(l.top))
                len(n + ".centre", Double(l.top + l.bottom) / 2); len(n + ".baseline", Double(l.baseline))
                col(n + ".colour", l.colour)
            }
            if r.boxes.count >= 2, let a = r.boxes.last {
                let n = "row[\(i)].trailing"
                len(n + ".left", Double(a.left)); len(n + ".right", Double(a.right))
                len(n + ".top", Double(a.top)); len(n + ".bottom", Double(a.bottom))
                col(n + ".colour", a.colour)
            }
        }
        for (i, l) in s.labels.enumerated() {
            let n = "label[\(i)]"
            len(n + ".left", Double(l.left)); len(n + ".right", Double(l.right))
            len(n + ".top", Double(l.top)); len(n + ".baseline", Double(l.baseline))
            col(n + ".colour", l.colour)
        }
        return out
    }
}

/// A copy of a picture's bytes at a fixed address for the measure's lifetime.
private final class PixelBytes {
    let base: UnsafePointer<UInt8>
    private let storage: UnsafeMutableBufferPointer<UInt8>
    init(_ bytes: [UInt8]) {
        storage = .allocate(capacity: max(1, bytes.count))
        _ = storage.initialize(from: bytes)
        base = UnsafePointer(storage.baseAddress!)
    }
    deinit { storage.deallocate() }
}

/// |v| for an Int: the generic `abs` is a witness-table call per pixel in a debug build.
@inline(__always) private func magnitude(_ v: Int) -> Int { v < 0 ? -v : v }
