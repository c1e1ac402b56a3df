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
    struct Key: Hashable {
        let words: [UInt64]
        let cap: LineCap?
        /// The words folded into one (multiply and shift): hashed instead of every word, which
        /// fed a path's every coordinate through SipHash at each look-up (935 symbols a frame).
        /// Equal keys still compare every word.
        let digest: UInt64

        static func == (a: Key, b: Key) -> Bool { a.digest == b.digest && a.cap == b.cap && a.words == b.words }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
        init(_ path: Path, scale: Double, halfWidth: Double, cap: LineCap?) {
            var w: [UInt64] = []
            w.reserveCapacity(path.elements.count * 5 + 3)
            func add(_ tag: UInt64, _ points: Point...) {
                w.append(tag)
                for p in points { w.append(p.x.bitPattern); w.append(p.y.bitPattern) }
            }
            for e in path.elements {
                switch e {
                case let .move(p): add(0, p)
                case let .line(p): add(1, p)
                case let .quad(c, p): add(2, c, p)
                case let .cubic(c1, c2, p): add(3, c1, c2, p)
                case .close: add(4)
                }
            }
            w.append(scale.bitPattern); w.append(halfWidth.bitPattern)
            words = w
            self.cap = cap
            digest = w.reduce(0, Self.fold)
        }

        /// One word folded into the digest so far.
        static func fold(_ h: UInt64, _ word: UInt64) -> UInt64 {
            let m = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            return m ^ m >> 29
        }
    }
    private var outlines: [Key: (polygons: PolygonFill, frame: Int)] = [:]
    private var frame = 0

    /// Starts a frame: outlines the last frame did not use are dropped.
    func beginFrame() {
        frame += 1
        if !outlines.isEmpty { outlines = outlines.filter { $0.value.frame >= frame - 1 } }
    }

    /// `path` scaled by `scale` and outlined with a pen `halfWidth` px to each side.
    func outline(_ path: Path, scale: Double, halfWidth: Double, cap: LineCap) -> PolygonFill {
        polygons(Key(path, scale: scale, halfWidth: halfWidth, cap: cap)) {
            PathStroker.outline(PathFlattening.polylines(path, scale: scale), halfWidth: halfWidth, cap: cap)
        }
    }

    /// `path` scaled by `scale` and flattened, to be filled.
    func fill(_ path: Path, scale: Double) -> PolygonFill {
        polygons(Key(path, scale: scale, halfWidth: 0, cap: nil)) { PathFlattening.polylines(path, scale: scale) }
    }

    private func polygons(_ key: Key, make: () -> [Polyline]) -> PolygonFill {
        if let i = outlines.index(forKey: key) {
            // Marked as used through its index: no second look-up.
            if outlines.values[i].frame != frame { outlines.values[i].frame = frame }
            return outlines.values[i].polygons
        }
        let made = PolygonFill(make())
        outlines[key] = (made, frame)
        return made
    }
}
