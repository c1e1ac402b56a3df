/// `.strokeRoundedRect`'s pixels: the outer shape (the rect grown by half the line width) less
/// the inner one (shrunk by it), each pixel's byte a function of its centre alone, so the same
/// for every clip. `strokeRoundedRect` blends them as it goes; `StrokeRingMasks` keeps them.
struct StrokeRing {
    let outer: RoundedShape, inner: RoundedShape?
    /// The outer shape's whole pixels: no pixel outside them is drawn.
    let box: (x0: Int, y0: Int, x1: Int, y1: Int)

    /// Nil when nothing is drawn (a rect that is not drawable, a width that is not a positive number).
    init?(_ r: DeviceRect, radius: Double, lineWidth: Double) {
        guard r.isDrawable, lineWidth.isFinite, lineWidth > 0 else { return nil }
        let rad = radius.isFinite ? max(0, radius) : 0
        let half = lineWidth / 2
        let outerRect = r.insetBy(-half)
        guard outerRect.isDrawable else { return nil }
        outer = RoundedShape(outerRect, radius: rad + half)
        let innerRect = r.insetBy(half)
        inner = innerRect.isEmpty ? nil : RoundedShape(innerRect, radius: max(0, rad - half))
        box = (outerRect.px0, outerRect.py0, outerRect.px1, outerRect.py1)
    }

    /// `body(x, y, byte)` for the ring's pixels in `columns` x `rows` (inside `box`): per row,
    /// the outer shape's touched columns less the inner one's solid ones (where the byte is 0).
    func forEachPixel(columns: Range<Int>, rows: Range<Int>, _ body: (Int, Int, UInt32) -> Void) {
        let (x0, x1) = (columns.lowerBound, columns.upperBound)
        let (sa, sb) = outer.straightColumns
        let left = x0..<max(x0, min(sa, x1)), right = max(sb, x0, sa)..<max(x1, sb, x0, sa)
        for y in rows {
            let runs = outer.cornerRuns(row: y, left: left, right: right)
            let a = max(x0, runs.left.touched.lowerBound), b = min(x1, runs.right.touched.upperBound)
            guard a < b else { continue }
            let hole = inner?.solidColumns(row: y, within: a..<b) ?? a..<a
            @inline(__always) func ring(_ x: Int) {
                var c = outer.coverage(x: x, y: y)
                if let inner { c -= inner.coverage(x: x, y: y) }
                body(x, y, coverageByte(c))
            }
            if hole.isEmpty {
                for x in a..<b { ring(x) }
            } else {
                for x in a..<hole.lowerBound { ring(x) }
                for x in hole.upperBound..<b { ring(x) }
            }
        }
    }
}

/// Stroked rounded rects' coverage bytes, worked out once and kept across a frame's bands and
/// into the next frame (as `CapsuleMasks` keeps capsules'): an iOS 26 bar's glass capsules are
/// outlined by a hairline ring at the same place in every frame, and a ring's pixels each took
/// two rounded shapes' coverage, band after band. The key is the rect, radius and line width,
/// bit for bit; a hit blends the bytes `strokeRoundedRect` would. One per rasterizer (one thread).
final class StrokeRingMasks {
    /// Pixels a kept mask's box holds at most; a larger ring is drawn as it goes, never kept.
    static let pixelLimit = 1 << 17

    private struct Key: Hashable {
        let x0: UInt64, y0: UInt64, x1: UInt64, y1: UInt64, radius: UInt64, lineWidth: UInt64
    }
    private var masks = FrameKept<Key, CoverageMask>()

    /// Starts a frame: masks the last frame did not use are dropped.
    func beginFrame() { masks.beginFrame() }

    /// The ring's coverage over its whole box, or nil when it draws nothing or its box holds
    /// more than `pixelLimit` pixels.
    func mask(_ r: DeviceRect, radius: Double, lineWidth: Double) -> CoverageMask? {
        let key = Key(x0: r.x0.bitPattern, y0: r.y0.bitPattern, x1: r.x1.bitPattern, y1: r.y1.bitPattern,
                      radius: radius.bitPattern, lineWidth: lineWidth.bitPattern)
        if let hit = masks.hit(key) { return hit }
        guard let ring = StrokeRing(r, radius: radius, lineWidth: lineWidth) else { return nil }
        let box = ring.box
        let (width, height) = (box.x1 - box.x0, box.y1 - box.y0)
        guard width > 0, height > 0, width <= Self.pixelLimit / height else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height)
        bytes.withUnsafeMutableBufferPointer { out in
            ring.forEachPixel(columns: box.x0..<box.x1, rows: box.y0..<box.y1) { x, y, byte in
                out[(y - box.y0) * width + x - box.x0] = UInt8(byte)
            }
        }
        return masks.keep(CoverageMask(x0: box.x0, y0: box.y0, width: width, height: height, bytes: bytes), for: key)
    }
}
