/// `.capsule`: a segment with round caps, by the distance from each pixel centre to the segment,
/// with a 1-px ramp (`clamp(0.5 - (distance - radius))`). Only the segment's bounding box grown
/// by the radius and one pixel is visited.
extension PixelTarget {
    func fillCapsule(from a: Point, to b: Point, radius: Double, color: PremulColor) {
        guard radius.isFinite, radius > 0, radius < 1e8, color.a > 0,
              [a.x, a.y, b.x, b.y].allSatisfy({ $0.isFinite && abs($0) < 1e8 }) else { return }
        let (y0, y1) = rows(Int((min(a.y, b.y) - radius - 1).rounded(.down)),
                            Int((max(a.y, b.y) + radius + 1).rounded(.up)))
        let (x0, x1) = columns(Int((min(a.x, b.x) - radius - 1).rounded(.down)),
                               Int((max(a.x, b.x) + radius + 1).rounded(.up)))
        guard y0 < y1, x0 < x1 else { return }
        let ex = b.x - a.x, ey = b.y - a.y
        let len2 = ex * ex + ey * ey
        let ramp = ArcRamp(radius: radius)
        for y in y0..<y1 {
            let py = Double(y) + 0.5
            for x in x0..<x1 {
                let px = Double(x) + 0.5
                // Projection onto the segment, clamped to its ends (the round caps).
                var t = len2 > 0 ? ((px - a.x) * ex + (py - a.y) * ey) / len2 : 0
                t = max(0, min(1, t))
                let dx = px - (a.x + t * ex), dy = py - (a.y + t * ey)
                let q = dx * dx + dy * dy
                // Past the ramp nothing is drawn; inside it the byte is 255 (`ArcRamp`).
                if ramp.surelyOutside(q) { continue }
                if ramp.surelyInside(q) { blendPixel(x: x, y: y, coverage: 255, color: color); continue }
                let d = q.squareRoot() - radius
                let c = 0.5 - d
                if c > 0 { blendPixel(x: x, y: y, coverage: coverageByte(c), color: color) }
            }
        }
    }
}
