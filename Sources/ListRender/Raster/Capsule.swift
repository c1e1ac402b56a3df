/// `.capsule`: a segment with round caps, by the distance from each pixel centre to the segment,
/// with a 1-px ramp (`clamp(0.5 - (distance - radius))`). Only the segment's bounding box grown
/// by the radius and one pixel is visited, and in it only the stretch of each row near the
/// segment's line.
extension PixelTarget {
    func fillCapsule(from a: Point, to b: Point, radius: Double, color: PremulColor) {
        guard let capsule = CapsuleCoverage(from: a, to: b, radius: radius) else { return }
        fillCapsule(capsule, color: color)
    }

    /// `capsule`'s pixels inside the clip, worked out as they are blended.
    func fillCapsule(_ capsule: CapsuleCoverage, color: PremulColor) {
        guard color.a > 0 else { return }
        let box = capsule.box
        let (y0, y1) = rows(box.y0, box.y1)
        let (x0, x1) = columns(box.x0, box.x1)
        guard y0 < y1, x0 < x1 else { return }
        for y in y0..<y1 {
            capsule.row(y, within: x0, x1,
                        span: { fillSpan(y: y, x0: $0, x1: $1, coverage: 255, color: color) },
                        pixel: { blendPixel(x: $0, y: y, coverage: $1, color: color) })
        }
    }
}

/// Which pixels of a capsule are drawn and at which coverage byte: the same for every clip, as
/// each pixel's byte is a function of its centre alone. `fillCapsule` blends them as it goes;
/// `CapsuleMasks` keeps them.
struct CapsuleCoverage {
    let a: Point, b: Point, radius: Double
    /// The segment's box grown by the radius and a pixel (no pixel outside it is drawn).
    let box: (x0: Int, y0: Int, x1: Int, y1: Int)
    private let ex: Double, ey: Double, len2: Double, ramp: ArcRamp
    private let slanted: Bool, reach: Double, level: Bool, spanFrom: Int, spanTo: Int

    /// Nil when nothing is drawn (a radius or end that is not a finite number under 1e8).
    init?(from a: Point, to b: Point, radius: Double) {
        guard radius.isFinite, radius > 0, radius < 1e8,
              [a.x, a.y, b.x, b.y].allSatisfy({ $0.isFinite && abs($0) < 1e8 }) else { return nil }
        self.a = a; self.b = b; self.radius = radius
        box = (Int((min(a.x, b.x) - radius - 1).rounded(.down)), Int((min(a.y, b.y) - radius - 1).rounded(.down)),
               Int((max(a.x, b.x) + radius + 1).rounded(.up)), Int((max(a.y, b.y) + radius + 1).rounded(.up)))
        ex = b.x - a.x; ey = b.y - a.y
        len2 = ex * ex + ey * ey
        ramp = ArcRamp(radius: radius)
        // |(px - a.x) ey - (py - a.y) ex| is the distance from the segment's line times its
        // length; past `reach` (radius + 1.5 px: a pixel to spare for the rounding of a few
        // operations on values under 1e8) the centre is surely outside the ramp, as the segment
        // is no nearer than its line. A slanted capsule's row meets only a short stretch of the
        // box (a chevron's arm, a checkmark's), so only that stretch is worked out.
        // A segment under 1e-3 px (its direction lost to rounding) keeps the whole box.
        slanted = ey != 0 && len2 > 1e-6
        reach = (radius + 1.5) * len2.squareRoot()
        // A horizontal segment (a minus bar): in a row within radius - 1.5 px of it, the columns
        // whose centres lie between its ends, less one at each end, have t in [0, 1] and a
        // distance of |py - a.y| to within far less than the pixel to spare, so they are surely
        // inside the ramp (byte 255) and drawn as one span, as each was one pixel at 255.
        level = ey == 0 && len2 > 1e-6
        spanFrom = Int((min(a.x, b.x) - 0.5).rounded(.up)) + 1
        spanTo = Int((max(a.x, b.x) - 0.5).rounded(.down))
    }

    /// Row y's drawn pixels within columns [x0, x1) (inside `box`): `span(from, to)` for a run
    /// surely at byte 255, `pixel(x, byte)` for each other pixel above byte 0, left to right.
    @inline(__always)
    func row(_ y: Int, within x0: Int, _ x1: Int, span: (Int, Int) -> Void, pixel: (Int, UInt32) -> Void) {
        let py = Double(y) + 0.5
        let (xa, xb) = !slanted ? (x0, x1) : CapsuleCoverage.lineStretch(of: (py - a.y) * ex, reach: reach, over: ey, from: a.x, within: x0, x1)
        var (sa, sb) = (xb, xb)
        if level && abs(py - a.y) <= radius - 1.5 {
            sa = min(max(spanFrom, xa), xb); sb = min(max(spanTo, sa), xb)
            if sa >= sb { (sa, sb) = (xb, xb) }
        }
        var x = xa
        while x < xb {
            if x == sa { span(sa, sb); x = sb; continue }
            let px = Double(x) + 0.5
            // Projection onto the segment, clamped to its ends (the round caps).
            var t = len2 > 0 ? ((px - a.x) * ex + (py - a.y) * ey) / len2 : 0
            t = max(0, min(1, t))
            let dx = px - (a.x + t * ex), dy = py - (a.y + t * ey)
            let q = dx * dx + dy * dy
            // Past the ramp nothing is drawn; inside it the byte is 255 (`ArcRamp`).
            if ramp.surelyInside(q) { pixel(x, 255) } else if !ramp.surelyOutside(q) {
                let c = 0.5 - (q.squareRoot() - radius)
                if c > 0 { pixel(x, coverageByte(c)) }
            }
            x += 1
        }
    }

    /// The columns within [x0, x1) whose centres px satisfy |(px - ax) ey - d| <= reach, and a
    /// column more either side (the ends rounded outward); the whole range when a bound is not a
    /// finite number (a nearly horizontal segment).
    @inline(__always)
    static func lineStretch(of d: Double, reach: Double, over ey: Double, from ax: Double,
                            within x0: Int, _ x1: Int) -> (Int, Int) {
        let u0 = (d - reach) / ey, u1 = (d + reach) / ey
        let lo = ax + min(u0, u1) - 0.5, hi = ax + max(u0, u1) - 0.5
        guard lo.isFinite, hi.isFinite else { return (x0, x1) }
        let a = Int(min(max(lo, Double(x0)), Double(x1)).rounded(.down))
        let b = Int(min(max(hi, Double(x0)), Double(x1)).rounded(.up)) + 1
        return (max(x0, a), min(x1, b))
    }
}
