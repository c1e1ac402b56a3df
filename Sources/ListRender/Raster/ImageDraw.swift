/// `.image`: a picture scaled to fill a device rectangle, keeping its aspect ratio, the overflow
/// cropped evenly from both sides (UIView.ContentMode.scaleAspectFill). Each device pixel takes the source area
/// it covers, averaged (a box filter) when the picture is drawn smaller than its pixels, or
/// bilinear interpolation at its centre when drawn larger, in premultiplied colour so
/// transparent pixels do not darken their neighbours. The rectangle's fractional edges and its
/// rounded corners are anti-aliased as `.roundedRect`'s are.
extension PixelTarget {
    /// A row's colours come from `images` and where it is drawn from `edges` (both made once,
    /// kept across bands and frames); only the blend is done per band.
    func drawImage(_ image: PixelImage, in r: DeviceRect, radius: Double, images: ScaledImageRows,
                   edges: RoundedRowEdges) {
        guard r.isDrawable, image.width > 0, image.height > 0 else { return }
        let shape = RoundedShape(r, radius: radius.isFinite ? max(0, radius) : 0)
        let (y0, y1) = rows(r.py0, r.py1)
        let (x0, x1) = columns(r.px0, r.px1)
        guard y0 < y1, x0 < x1 else { return }
        // The picture's whole extent, at least the rectangle in both directions, centred on it.
        let k = max(r.width / Double(image.width), r.height / Double(image.height))
        let ew = Double(image.width) * k, eh = Double(image.height) * k
        let ex0 = (r.x0 + r.x1 - ew) / 2, ey0 = (r.y0 + r.y1 - eh) / 2
        let placed = images.placement(image, drawn: r.x0, r.x1, from: ex0, to: ex0 + ew, columns: r.px0, r.px1)
        let cx0 = max(x0, placed.columns.lowerBound), cx1 = min(x1, placed.columns.upperBound)
        guard cx0 < cx1 else { return }
        let first = placed.columns.lowerBound
        let shapeRows = edges.rows(of: shape, within: cx0, cx1)
        for y in y0..<y1 {
            let span = ImageTaps.span(pixel: y, drawn: (r.y0, r.y1), from: ey0, to: ey0 + eh, count: image.height)
            let (words, opaque) = placed.words(rowSpan: span)
            let row = shapeRows.edges(row: y, of: shape)
            words.withUnsafeBufferPointer { w in
                // Word i is column first + i.
                for i in 0..<row.leftCount {
                    let (x, cover) = (row.left + i, shapeRows.byte(row, i))
                    if cover > 0 { blendPixel(x: x, y: y, coverage: cover, color: PremulColor(word: w[x - first])) }
                }
                for i in 0..<row.rightCount {
                    let (x, cover) = (row.full.upperBound + i, shapeRows.byte(row, row.leftCount + i))
                    if cover > 0 { blendPixel(x: x, y: y, coverage: cover, color: PremulColor(word: w[x - first])) }
                }
                guard !row.full.isEmpty else { return }
                fullRow(y: y, x0: row.full.lowerBound, x1: row.full.upperBound,
                        words: w.baseAddress! + (row.full.lowerBound - first), opaque: opaque)
            }
        }
    }

    /// Columns [x0, x1) of row y at full coverage: an opaque word is stored, any other blended.
    /// `opaque`: every word is, so the row is one copy.
    private func fullRow(y: Int, x0: Int, x1: Int, words: UnsafePointer<UInt32>, opaque: Bool) {
        guard clipAligned else {
            for x in x0..<x1 { blendPixel(x: x, y: y, coverage: 255, color: PremulColor(word: words[x - x0])) }
            return
        }
        let p = UnsafeMutableRawPointer(pointer(x: x0, y: y))
        let n = x1 - x0
        if opaque {
            p.copyMemory(from: words, byteCount: n &* 4)
            return
        }
        var i = 0
        while i < n {
            // An opaque word is stored as it is, so a run of them is one copy of the row's words.
            var j = i
            while j < n && words[j] >> 24 == 255 { j &+= 1 }
            if j > i {
                (p + i &* 4).copyMemory(from: words + i, byteCount: (j &- i) &* 4)
                i = j
                continue
            }
            PixelOps.blend(PremulColor(word: words[i]), at: (p + i &* 4).assumingMemoryBound(to: UInt8.self))
            i &+= 1
        }
    }
}

/// The source pixels and weights behind one device pixel, along one axis.
enum ImageTaps {
    /// Hashable as is: weights are positive and finite, where Double's == is bit equality.
    struct Tap: Hashable { let index: Int; let weight: Double }

    /// All that a device pixel's taps are worked out from (`span(pixel:...)`), bit for bit: pixels
    /// with equal spans have equal taps (`ScaledImageRows` finds a row by it before its taps).
    struct Span: Hashable {
        /// Whether the pixel overlaps the drawn part at all.
        let overlaps: Bool
        /// The pixel's drawn part, [lo, hi), less the picture's start (`from`), and source pixels
        /// per device pixel: bit patterns.
        let lo: UInt64, hi: UInt64, perPixel: UInt64
        let count: Int
    }

    /// Device pixel `pixel`'s span, of the part `drawn` of a picture spanning [from, to) device
    /// px with `count` source pixels.
    static func span(pixel: Int, drawn: (Double, Double), from: Double, to: Double, count: Int) -> Span {
        let lo = max(Double(pixel), drawn.0), hi = min(Double(pixel + 1), drawn.1)
        return Span(overlaps: hi > lo, lo: (lo - from).bitPattern, hi: (hi - from).bitPattern,
                    perPixel: (Double(count) / (to - from)).bitPattern, count: count)
    }

    /// Device pixel `pixel`, of the part `drawn` of a picture spanning [from, to) device px with
    /// `count` source pixels.
    static func taps(pixel: Int, drawn: (Double, Double), from: Double, to: Double, count: Int) -> [Tap] {
        taps(span(pixel: pixel, drawn: drawn, from: from, to: to, count: count))
    }

    static func taps(_ span: Span) -> [Tap] {
        let lo = Double(bitPattern: span.lo), hi = Double(bitPattern: span.hi)
        let perPixel = Double(bitPattern: span.perPixel), count = span.count
        guard span.overlaps else { return [Tap(index: clamp(Int((lo * perPixel).rounded(.down)), count), weight: 1)] }
        let s0 = lo * perPixel, s1 = hi * perPixel
        if perPixel > 1 {
            // Smaller than the source: the average of the source area covered.
            var taps: [Tap] = []
            let span = s1 - s0
            var k = Int(s0.rounded(.down))
            while Double(k) < s1 {
                let overlap = min(Double(k + 1), s1) - max(Double(k), s0)
                if overlap > 0 { taps.append(Tap(index: clamp(k, count), weight: overlap / span)) }
                k += 1
            }
            return taps
        }
        // Larger: bilinear between the two source pixel centres around this pixel's centre.
        let c = (s0 + s1) / 2 - 0.5
        let k = Int(c.rounded(.down))
        let f = c - Double(k)
        if f == 0 { return [Tap(index: clamp(k, count), weight: 1)] }
        return [Tap(index: clamp(k, count), weight: 1 - f), Tap(index: clamp(k + 1, count), weight: f)]
    }

    /// One device row's premultiplied colours: the source rows `rowTaps` mixed by their weights
    /// (only those rows are premultiplied, as they are mixed), then each column's taps mixed.
    static func row(_ image: PixelImage, rowTaps: [Tap], columnTaps: [[Tap]]) -> [PremulColor] {
        let w = image.width
        var column = [Double](repeating: 0, count: w * 4)
        image.pixels.withUnsafeBufferPointer { src in
            for tap in rowTaps {
                addPremultipliedRow(src, from: tap.index * w * 4, count: w * 4, weight: tap.weight, into: &column)
            }
        }
        return columnTaps.map { taps in
            var c = (0.0, 0.0, 0.0, 0.0)
            for tap in taps {
                let i = tap.index * 4
                c.0 += tap.weight * column[i]; c.1 += tap.weight * column[i + 1]
                c.2 += tap.weight * column[i + 2]; c.3 += tap.weight * column[i + 3]
            }
            let a = byte(c.3)
            return PremulColor(r: min(a, byte(c.0)), g: min(a, byte(c.1)), b: min(a, byte(c.2)), a: a)
        }
    }

    static func clamp(_ i: Int, _ count: Int) -> Int { min(max(i, 0), count - 1) }

    /// Adds `weight` times one source row's channels, premultiplied by alpha (whole numbers, as
    /// the picture's premultiplied bytes), to `column`.
    static func addPremultipliedRow(_ p: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, weight: Double,
                                    into column: inout [Double]) {
        column.withUnsafeMutableBufferPointer { c in
            var i = 0
            while i < count {
                let a = UInt32(p[start + i + 3])
                c[i] += weight * Double(div255(UInt32(p[start + i]) * a))
                c[i + 1] += weight * Double(div255(UInt32(p[start + i + 1]) * a))
                c[i + 2] += weight * Double(div255(UInt32(p[start + i + 2]) * a))
                c[i + 3] += weight * Double(a)
                i += 4
            }
        }
    }

    /// A mixed channel as a byte, rounded half up.
    static func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v + 0.5).rounded(.down)))) }
}
