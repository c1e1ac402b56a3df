/// Pixel rectangles left out of a comparison (a scenario's `output.ignore`). Pixels inside count
/// as equal; the images themselves are untouched, so the regions are still drawn. In the diff
/// image the regions are tinted and outlined so a reviewer sees what was not compared.
///
/// Kept outside pixelmatch's loop on purpose: the expected image's ignored pixels are replaced by
/// the actual image's before the loop runs, so the loop stays pixelmatch's. Pixelmatch's
/// anti-aliasing test looks at neighbours, so a pixel just outside a region sees the actual
/// image's pixels inside it.
public struct IgnoreMask: Equatable, Sendable {
    /// The areas, each inside the image it was made for.
    public let areas: [PixelArea]

    /// No area: every pixel is compared.
    public init() { areas = [] }

    /// Rectangles in points scaled to pixels and rounded outwards (a region never leaves a
    /// partly covered pixel counted), clipped to a `width` x `height` image.
    public init(pointRects: [Rect], scale: Double, width: Int, height: Int) {
        areas = pointRects.compactMap { r in
            let x0 = max(0, Int((r.x * scale).rounded(.down))), y0 = max(0, Int((r.y * scale).rounded(.down)))
            let x1 = min(width, Int(((r.x + r.width) * scale).rounded(.up)))
            let y1 = min(height, Int(((r.y + r.height) * scale).rounded(.up)))
            return x1 > x0 && y1 > y0 ? PixelArea(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
        }
    }

    public var isEmpty: Bool { areas.isEmpty }

    /// Pixels covered by at least one area (overlaps counted once).
    public func coveredPixels(width: Int, height: Int) -> Int {
        if areas.count == 1, let a = areas.first { return a.width * a.height }
        var covered = 0
        for y in 0..<height {
            var spans = areas.filter { y >= $0.y && y < $0.y + $0.height }.map { ($0.x, $0.x + $0.width) }
            spans.sort { $0.0 < $1.0 }
            var end = 0
            for (s, e) in spans where e > end { covered += e - max(s, end); end = e }
        }
        return covered
    }

    /// `expected` with every masked pixel taken from `actual`, so pixelmatch finds them equal.
    func masking(_ expected: RGBAImage, from actual: RGBAImage) -> RGBAImage {
        var out = expected
        out.pixels.withUnsafeMutableBytes { o in
            actual.pixels.withUnsafeBytes { a in mask(o, width: expected.width, from: a) }
        }
        return out
    }

    /// `masking` in place: every masked pixel of the `width`-pixel-wide image in `expected`
    /// overwritten by `actual`'s.
    func mask(_ expected: UnsafeMutableRawBufferPointer, width: Int, from actual: UnsafeRawBufferPointer) {
        for area in areas {
            for y in area.y..<(area.y + area.height) {
                let start = (y * width + area.x) * 4
                expected.baseAddress!.advanced(by: start)
                    .copyMemory(from: actual.baseAddress!.advanced(by: start), byteCount: area.width * 4)
            }
        }
    }

    /// Tints the masked areas of a diff image blue and draws a 1-pixel outline around each.
    func outline(_ diff: inout RGBAImage) {
        let (w, h) = (diff.width, diff.height)
        diff.pixels.withUnsafeMutableBytes { outline($0, width: w, rows: 0..<h) }
    }

    /// `outline` of the rows `rows` of a `width`-pixel-wide diff, drawn in `band`, which holds
    /// just those rows (a diff drawn band by band: the same bytes as the whole image's outline,
    /// as each pixel is tinted by the areas in the same order either way).
    func outline(_ band: UnsafeMutableRawBufferPointer, width w: Int, rows: Range<Int>) {
        let p = band.bindMemory(to: UInt8.self)
        func put(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8), mix: Int) {
            let i = ((y - rows.lowerBound) * w + x) * 4
            p[i] = UInt8((Int(p[i]) * (256 - mix) + Int(c.0) * mix) >> 8)
            p[i + 1] = UInt8((Int(p[i + 1]) * (256 - mix) + Int(c.1) * mix) >> 8)
            p[i + 2] = UInt8((Int(p[i + 2]) * (256 - mix) + Int(c.2) * mix) >> 8)
            p[i + 3] = 255
        }
        let blue: (UInt8, UInt8, UInt8) = (0, 122, 255)
        for a in areas {
            let top = max(a.y, rows.lowerBound), bottom = min(a.y + a.height, rows.upperBound)
            for y in top..<max(top, bottom) {
                for x in a.x..<(a.x + a.width) {
                    let edge = x == a.x || y == a.y || x == a.x + a.width - 1 || y == a.y + a.height - 1
                    put(x, y, blue, mix: edge ? 256 : 40)
                }
            }
        }
    }
}

/// A rectangle in pixels, `x..<x+width` by `y..<y+height`.
public struct PixelArea: Equatable, Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}
