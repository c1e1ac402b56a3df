/// The pixels an opaque rounded rect or picture stores its word at (`DeadStores.fullCoverage`),
/// kept from one frame to the next: a still card, knob or badge is the same shape in every frame,
/// and each frame walked its corner rows again. The boxes are a pure function of the shape's
/// edges and radius and the frame box they are cut to, so the key is exactly those, bit for bit.
/// One per rasterizer (one thread).
final class RoundedCovers {
    private struct Key: Hashable {
        let x0: UInt64, y0: UInt64, x1: UInt64, y1: UInt64, radius: UInt64
        let fx0: Int, fy0: Int, fx1: Int, fy1: Int
    }
    private var covers = FrameKept<Key, [DeadStores.Box]>()

    /// Starts a frame: covers the last frame did not use are dropped.
    func beginFrame() { covers.beginFrame() }

    /// `DeadStores.fullCoverage(of: shape, within: box)`, worked out once while the shape stays.
    func fullCoverage(of shape: RoundedShape, within box: (x0: Int, y0: Int, x1: Int, y1: Int)) -> [DeadStores.Box] {
        let r = shape.rect
        let key = Key(x0: r.x0.bitPattern, y0: r.y0.bitPattern, x1: r.x1.bitPattern, y1: r.y1.bitPattern,
                      radius: shape.radius.bitPattern, fx0: box.x0, fy0: box.y0, fx1: box.x1, fy1: box.y1)
        if let hit = covers.hit(key) { return hit }
        return covers.keep(DeadStores.fullCoverage(of: shape, within: box), for: key)
    }
}
