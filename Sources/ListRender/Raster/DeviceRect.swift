/// A rectangle in device pixels (points times scale, snapped onto the grid when within 1e-7).
struct DeviceRect: Equatable {
    var x0: Double, y0: Double, x1: Double, y1: Double

    init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0.gridSnapped; self.y0 = y0.gridSnapped; self.x1 = x1.gridSnapped; self.y1 = y1.gridSnapped
    }

    init(_ r: Rect, scale: Double) {
        self.init(x0: r.minX * scale, y0: r.minY * scale, x1: r.maxX * scale, y1: r.maxY * scale)
    }

    var isEmpty: Bool { !(x1 > x0 && y1 > y0) }
    var width: Double { x1 - x0 }
    var height: Double { y1 - y0 }

    /// Whole pixels touched: columns [px0, px1), rows [py0, py1).
    var px0: Int { Int(x0.rounded(.down)) }
    var py0: Int { Int(y0.rounded(.down)) }
    var px1: Int { Int(x1.rounded(.up)) }
    var py1: Int { Int(y1.rounded(.up)) }

    var isPixelAligned: Bool {
        x0 == x0.rounded() && y0 == y0.rounded() && x1 == x1.rounded() && y1 == y1.rounded()
    }

    func insetBy(_ d: Double) -> DeviceRect { DeviceRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }

    /// True when every coordinate is finite and within a range whose Int conversions cannot trap.
    /// Spelled out, not `[x0, y0, x1, y1].allSatisfy`: that array was built and released on
    /// every call, and a card calls it per row (8 % of `photo-scroll`'s raster in `perf`).
    var isDrawable: Bool {
        Self.inRange(x0) && Self.inRange(y0) && Self.inRange(x1) && Self.inRange(y1) && !isEmpty
    }

    /// A device coordinate (or length) whose Int conversions, grown by a blur or a radius, cannot trap.
    @inline(__always) static func inRange(_ v: Double) -> Bool { v.isFinite && abs(v) < 1e8 }
}

/// The length of [p, p + 1] inside [a, b]: a pixel's analytic coverage along one axis.
@inline(__always)
func pixelOverlap(_ p: Int, _ a: Double, _ b: Double) -> Double {
    let lo = max(Double(p), a), hi = min(Double(p + 1), b)
    return hi > lo ? hi - lo : 0
}
