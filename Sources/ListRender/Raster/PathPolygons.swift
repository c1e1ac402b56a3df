/// A path's polygons as filled (its flattening) or as stroked (its outline), worked out once and
/// kept across a frame's bands and into the next frame (as `ShadowMasks` keeps masks): a
/// symbol's stroke reaches two or three bands, an iOS 26 card (a continuous-corner path) a
/// screenful, and each band flattened and outlined them again. The polygons are a pure function
/// of the path's coordinates, the scale, and for a stroke the half width and the cap, so the key
/// is exactly those, bit for bit, and a hit fills the same polygons the band would have made.
/// One per rasterizer (one thread).
final class PathPolygons {
    /// A path's elements as bit patterns (so -0 and 0, or two NaNs, are told apart as the
    /// arithmetic would), then the scale's and the half width's; and the cap (none for a fill).
    /// The path is held, not copied (its elements are the display item's), and its words are
    /// read where they lie: a look-up allocates nothing.
    struct Key: Hashable {
        let path: Path
        let scale: UInt64, halfWidth: UInt64
        let cap: LineCap?
        /// The words folded into one (multiply and shift): hashed instead of every word, which
        /// fed a path's every coordinate through SipHash at each look-up (935 symbols a frame).
        /// Equal keys still compare every word.
        let digest: UInt64

        static func == (a: Key, b: Key) -> Bool {
            a.digest == b.digest && a.cap == b.cap && a.scale == b.scale && a.halfWidth == b.halfWidth
                && Self.sameBits(a.path, b.path)
        }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        init(_ path: Path, scale: Double, halfWidth: Double, cap: LineCap?) {
            self.path = path
            self.scale = scale.bitPattern; self.halfWidth = halfWidth.bitPattern
            self.cap = cap
            var h: UInt64 = 0
            Self.forEachWord(path) { h = Self.fold(h, $0) }
            digest = Self.fold(Self.fold(h, self.scale), self.halfWidth)
        }

        /// One word folded into the digest so far.
        static func fold(_ h: UInt64, _ word: UInt64) -> UInt64 {
            let m = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            return m ^ m >> 29
        }

        /// The path's words in order: a tag for each element, then its points' x and y bits.
        @inline(__always)
        private static func forEachWord(_ path: Path, _ body: (UInt64) -> Void) {
            for e in path.elements {
                switch e {
                case let .move(p): body(0); body(p.x.bitPattern); body(p.y.bitPattern)
                case let .line(p): body(1); body(p.x.bitPattern); body(p.y.bitPattern)
                case let .quad(c, p):
                    body(2); body(c.x.bitPattern); body(c.y.bitPattern); body(p.x.bitPattern); body(p.y.bitPattern)
                case let .cubic(c1, c2, p):
                    body(3); body(c1.x.bitPattern); body(c1.y.bitPattern); body(c2.x.bitPattern); body(c2.y.bitPattern)
                    body(p.x.bitPattern); body(p.y.bitPattern)
                case .close: body(4)
                }
            }
        }

        /// Whether two paths have the same elements with the same coordinates, bit for bit.
        private static func sameBits(_ a: Path, _ b: Path) -> Bool {
            guard a.elements.count == b.elements.count else { return false }
            func same(_ p: Point, _ q: Point) -> Bool { p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern }
            for (x, y) in zip(a.elements, b.elements) {
                switch (x, y) {
                case let (.move(p), .move(q)), let (.line(p), .line(q)): if !same(p, q) { return false }
                case let (.quad(c, p), .quad(d, q)): if !same(c, d) || !same(p, q) { return false }
                case let (.cubic(c1, c2, p), .cubic(d1, d2, q)):
                    if !same(c1, d1) || !same(c2, d2) || !same(p, q) { return false }
                case (.close, .close): continue
                default: return false
                }
            }
            return true
        }
    }
    /// A path's polygons, the frame they were made in, and the coverage they were filled with
    /// once the path came back, bit for bit, in a later frame (`PathCoverageMasks`).
    final class Entry {
        let fill: PolygonFill
        /// The frame (`PathPolygons.frame`) the polygons were made in.
        let made: Int
        /// Coverage masks by fill rule and the columns they were filled in.
        var masks: [PathMaskKey: CoverageMask] = [:]

        init(_ fill: PolygonFill, made: Int) { self.fill = fill; self.made = made }
    }
    private var outlines = FrameKept<Key, Entry>()
    /// The frame being drawn, counted from 1.
    private(set) var frame = 0

    /// Starts a frame: outlines the last frame did not use are dropped.
    func beginFrame() {
        frame += 1
        outlines.beginFrame()
    }

    /// `path` scaled by `scale` and outlined with a pen `halfWidth` px to each side.
    func outline(_ path: Path, scale: Double, halfWidth: Double, cap: LineCap) -> Entry {
        polygons(Key(path, scale: scale, halfWidth: halfWidth, cap: cap)) {
            PathStroker.outline(PathFlattening.polylines(path, scale: scale), halfWidth: halfWidth, cap: cap)
        }
    }

    /// `path` scaled by `scale` and flattened, to be filled.
    func fill(_ path: Path, scale: Double) -> Entry {
        polygons(Key(path, scale: scale, halfWidth: 0, cap: nil)) { PathFlattening.polylines(path, scale: scale) }
    }

    private func polygons(_ key: Key, make: () -> [Polyline]) -> Entry {
        if let hit = outlines.hit(key) { return hit }
        return outlines.keep(Entry(PolygonFill(make()), made: frame), for: key)
    }
}
