/// The clip in device pixels: an intersection of rectangles, kept as one rectangle.
///
/// Whole pixels outside it are never touched; a pixel cut by a fractional clip edge has its
/// coverage scaled by the fraction inside (a byte, `edgeLeft` ... `edgeBottom`), so clipping a
/// rect at x = 10.5 looks the same as filling it only up to 10.5.
struct DeviceClip: Equatable {
    var x0: Double, y0: Double, x1: Double, y1: Double

    /// Pixel columns [ix0, ix1) and rows [iy0, iy1) that are at least partly inside.
    var ix0: Int { Int(x0.rounded(.down)) }
    var iy0: Int { Int(y0.rounded(.down)) }
    var ix1: Int { Int(x1.rounded(.up)) }
    var iy1: Int { Int(y1.rounded(.up)) }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// Every edge on a pixel boundary: no pixel inside is blended by the clip's edge.
    var isOnGrid: Bool { [x0, y0, x1, y1].allSatisfy { $0 == $0.rounded() } }

    func intersection(_ o: DeviceClip) -> DeviceClip {
        let r = DeviceClip(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? DeviceClip(x0: r.x0, y0: r.y0, x1: r.x0, y1: r.y0) : r
    }

    /// Coverage bytes of the first and last column and row (255 when that edge is on the grid).
    var edgeLeft: UInt32 { coverageByte(Double(ix0 + 1).clampedMin(x1) - x0) }
    var edgeRight: UInt32 { coverageByte(x1 - Double(ix1 - 1).clampedMax(x0)) }
    var edgeTop: UInt32 { coverageByte(Double(iy0 + 1).clampedMin(y1) - y0) }
    var edgeBottom: UInt32 { coverageByte(y1 - Double(iy1 - 1).clampedMax(y0)) }
}

extension Double {
    @inline(__always) func clampedMin(_ v: Double) -> Double { Swift.min(self, v) }
    @inline(__always) func clampedMax(_ v: Double) -> Double { Swift.max(self, v) }

    /// Snaps values within 1e-7 px of an integer onto it, so `43.666... * 3` lands on 131 and a
    /// rect edge there counts as pixel-aligned (no 0.9999999 coverage, the fast path applies).
    @inline(__always) var gridSnapped: Double {
        let r = rounded()
        return abs(self - r) < 1e-7 ? r : self
    }
}
