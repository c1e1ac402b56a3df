/// A capsule's coverage bytes, worked out once and kept across a frame's bands and into the next
/// frame (as `PathPolygons` keeps outlines): a status bar's Wi-Fi glyph is thirty short
/// capsules, drawn at the same place in every frame, and a capsule across a band's edge was worked
/// out in both bands. Each byte is a function of the pixel's centre, the ends and the radius
/// alone (`CapsuleCoverage`), so the key is exactly those, bit for bit, and a hit blends the bytes
/// `fillCapsule` would. A capsule moved by any amount is a new key. One per rasterizer (one thread).
final class CapsuleMasks {
    /// Pixels a kept mask holds at most; a larger capsule is drawn as it goes, never kept.
    static let pixelLimit = 1 << 16

    private struct Key: Hashable {
        let ax: UInt64, ay: UInt64, bx: UInt64, by: UInt64, radius: UInt64
    }
    private var masks = FrameKept<Key, CoverageMask>()

    /// Starts a frame: masks the last frame did not use are dropped.
    func beginFrame() { masks.beginFrame() }

    /// The coverage of `capsule`'s whole box, or nil when its box holds more than `pixelLimit`.
    func mask(_ capsule: CapsuleCoverage) -> CoverageMask? {
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
        return masks.keep(CoverageMask(x0: box.x0, y0: box.y0, width: width, height: height, bytes: bytes), for: key)
    }
}
