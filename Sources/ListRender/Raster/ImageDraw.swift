/// `.image`: a picture scaled to fill a device rectangle, keeping its aspect ratio, the overflow
/// cropped evenly from both sides (UIView.ContentMode.scaleAspectFill). Each device pixel takes the source area
/// it covers, averaged (a box filter) when the picture is drawn smaller than its pixels, or
/// bilinear interpolation at its centre when drawn larger, in premultiplied colour so
/// transparent pixels do not darken their neighbours. The rectangle's fractional edges and its
/// rounded corners are anti-aliased as `.roundedRect`'s are.
extension PixelTarget {
    func drawImage(_ image: PixelImage, in r: DeviceRect, radius: Double) {
        guard r.isDrawable, image.width > 0, image.height > 0 else { return }
        let shape = RoundedShape(r, radius: radius.isFinite ? max(0, radius) : 0)
        let (y0, y1) = rows(r.py0, r.py1)
        let (x0, x1) = columns(r.px0, r.px1)
        guard y0 < y1, x0 < x1 else { return }
        // The picture's whole extent, at least the rectangle in both directions, centred on it.
        let k = max(r.width / Double(image.width), r.height / Double(image.height))
        let ew = Double(image.width) * k, eh = Double(image.height) * k
        let ex0 = (r.x0 + r.x1 - ew) / 2, ey0 = (r.y0 + r.y1 - eh) / 2
        let xTaps = (x0..<x1).map {
            ImageTaps.taps(pixel: $0, drawn: (r.x0, r.x1), from: ex0, to: ex0 + ew, count: image.width)
        }
        let yTaps = (y0..<y1).map {
            ImageTaps.taps(pixel: $0, drawn: (r.y0, r.y1), from: ey0, to: ey0 + eh, count: image.height)
        }
        let w = image.width
        var column = [Double](repeating: 0, count: w * 4)
        // Only the source rows under the rows drawn here are premultiplied, as they are mixed:
        // a band of a frame reads its own rows, not the whole picture (a 2048-px avatar was
        // premultiplied whole in each of the ~4 bands it crosses, every frame).
        image.pixels.withUnsafeBufferPointer { src in
            for (yi, y) in (y0..<y1).enumerated() {
                // The source rows this pixel row covers, mixed by their weights.
                for i in column.indices { column[i] = 0 }
                for tap in yTaps[yi] {
                    ImageTaps.addPremultipliedRow(src, from: tap.index * w * 4, count: w * 4, weight: tap.weight, into: &column)
                }
                mixRow(y: y, x0: x0, x1: x1, xTaps: xTaps, column: column, shape: shape)
            }
        }
    }

    /// One device row: each pixel mixes the columns its taps cover, under the shape's coverage.
    private func mixRow(y: Int, x0: Int, x1: Int, xTaps: [[ImageTaps.Tap]], column: [Double], shape: RoundedShape) {
        for (xi, x) in (x0..<x1).enumerated() {
            let k = coverageByte(shape.coverage(x: x, y: y))
            guard k > 0 else { continue }
            var c = (0.0, 0.0, 0.0, 0.0)
            for tap in xTaps[xi] {
                let i = tap.index * 4
                c.0 += tap.weight * column[i]; c.1 += tap.weight * column[i + 1]
                c.2 += tap.weight * column[i + 2]; c.3 += tap.weight * column[i + 3]
            }
            let a = ImageTaps.byte(c.3)
            let color = PremulColor(r: min(a, ImageTaps.byte(c.0)), g: min(a, ImageTaps.byte(c.1)),
                                    b: min(a, ImageTaps.byte(c.2)), a: a)
            blendPixel(x: x, y: y, coverage: k, color: color)
        }
    }
}

/// The source pixels and weights behind one device pixel, along one axis.
enum ImageTaps {
    struct Tap { let index: Int; let weight: Double }

    /// Device pixel `pixel`, of the part `drawn` of a picture spanning [from, to) device px with
    /// `count` source pixels.
    static func taps(pixel: Int, drawn: (Double, Double), from: Double, to: Double, count: Int) -> [Tap] {
        let lo = max(Double(pixel), drawn.0), hi = min(Double(pixel + 1), drawn.1)
        let perPixel = Double(count) / (to - from)
        guard hi > lo else { return [Tap(index: clamp(Int(((lo - from) * perPixel).rounded(.down)), count), weight: 1)] }
        let s0 = (lo - from) * perPixel, s1 = (hi - from) * perPixel
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
