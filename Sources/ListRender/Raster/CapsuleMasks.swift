/// A capsule's coverage bytes, worked out once and kept across a frame's bands and into the next
/// frame (as `PathPolygons` keeps outlines): a status bar's Wi-Fi glyph is thirty short
/// capsules, drawn at the same place in every frame, and a capsule across a band's edge was worked
/// out in both bands. Each byte is a function of the pixel's centre, the ends and the radius
/// alone (`CapsuleCoverage`), so the key is exactly those, bit for bit, and a hit blends the bytes
/// `fillCapsule` would. A capsule moved by any amount is a new key. One per rasterizer (one thread).
final class CapsuleMasks {
    /// Pixels a kept mask holds at most; a larger capsule is drawn as it goes, never kept.
    static let pixelLimit = 1 << 16

    /// The coverage bytes of the box from (x0, y0), `width` x `height`, row by row, and each
    /// row's run of bytes 255 (a capsule is convex: one run, empty where there is none), which
    /// is stored as a span (a switch's track is mostly that run).
    struct Mask {
        let x0: Int, y0: Int, width: Int, height: Int
        let bytes: [UInt8]
        let full: [Range<Int>]
    }

    private struct Key: Hashable {
        let ax: UInt64, ay: UInt64, bx: UInt64, by: UInt64, radius: UInt64
    }
    private var masks = FrameKept<Key, Mask>()

    /// Starts a frame: masks the last frame did not use are dropped.
    func beginFrame() { masks.beginFrame() }

    /// The coverage of `capsule`'s whole box, or nil when its box holds more than `pixelLimit`.
    func mask(_ capsule: CapsuleCoverage) -> Mask? {
        let key = Key(ax: capsule.a.x.bitPattern, ay: capsule.a.y.bitPattern, bx: capsule.b.x.bitPattern,
                      by: capsule.b.y.bitPattern, radius: capsule.radius.bitPattern)
        if let hit = masks.hit(key) { return hit }
        let box = capsule.box
        let (width, height) = (box.x1 - box.x0, box.y1 - box.y0)
        guard width > 0, height > 0, width <= Self.pixelLimit / height else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in box.y0..<box.y1 {
                let row = out.baseAddress! + (y - box.y0) * width - box.x0
                capsule.row(y, within: box.x0, box.x1,
                            span: { from, to in (row + from).update(repeating: 255, count: to - from) },
                            pixel: { x, byte in row[x] = UInt8(byte) })
            }
        }
        let full = (0..<height).map { y -> Range<Int> in
            let row = bytes[(y * width)..<((y + 1) * width)]
            guard let first = row.firstIndex(of: 255), let last = row.lastIndex(of: 255),
                  row[first...last].allSatisfy({ $0 == 255 }) else { return box.x0..<box.x0 }
            return (box.x0 + first - y * width)..<(box.x0 + last + 1 - y * width)
        }
        return masks.keep(Mask(x0: box.x0, y0: box.y0, width: width, height: height, bytes: bytes, full: full), for: key)
    }
}
