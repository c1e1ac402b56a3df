import Foundation

/// A stroke as polygons: each open polyline becomes one outline (its left side forward, a cap,
/// its right side back, a cap), each closed one a ring of two contours. Outer corners get round
/// joins (arcs); inner corners pivot through the vertex, a small loop that the non-zero rule
/// fills once. Every outline winds the same way, so overlapping strokes of one path unite.
enum PathStroker {
    static func outline(_ lines: [Polyline], halfWidth hw: Double, cap: LineCap) -> [Polyline] {
        var out: [Polyline] = []
        for line in lines {
            var pts = deduplicated(line.points)
            if line.closed, pts.count > 1, same(pts[0], pts[pts.count - 1]) { pts.removeLast() }
            if pts.count == 1 {
                if cap == .round { out.append(Polyline(points: circle(pts[0], hw), closed: true)) }
                continue
            }
            guard pts.count >= 2 else { continue }
            if line.closed && pts.count >= 3 {
                // Orient every ring alike: positive signed area.
                if signedArea(pts) < 0 { pts.reverse() }
                out.append(Polyline(points: side(pts, hw, sign: 1, closed: true), closed: true))
                out.append(Polyline(points: side(pts.reversed(), hw, sign: 1, closed: true), closed: true))
            } else {
                var ring = side(pts, hw, sign: 1, closed: false)
                capPoints(at: pts[pts.count - 1], direction: unit(pts[pts.count - 2], pts[pts.count - 1]),
                          hw: hw, cap: cap, into: &ring)
                ring += side(pts.reversed(), hw, sign: 1, closed: false)
                capPoints(at: pts[0], direction: unit(pts[1], pts[0]), hw: hw, cap: cap, into: &ring)
                out.append(Polyline(points: ring, closed: true))
            }
        }
        return out
    }

    /// The offset points of one side (the left of travel, `sign` 1), with joins at the vertices
    /// (all of them when `closed`, else the interior ones), from the first segment's start.
    private static func side(_ p: [Point], _ hw: Double, sign: Double, closed: Bool) -> [Point] {
        let n = p.count
        let segments = closed ? n : n - 1
        func normal(_ i: Int) -> Point {
            let d = unit(p[i], p[(i + 1) % n])
            return Point(x: -d.y * hw * sign, y: d.x * hw * sign)
        }
        var out: [Point] = []
        if !closed {
            let n0 = normal(0)
            out.append(Point(x: p[0].x + n0.x, y: p[0].y + n0.y))
        }
        for i in 0..<segments {
            let next = i + 1
            guard closed || next < segments else { break }
            // Join at the end of segment i, vertex p[(i+1) % n].
            let v = p[next % n]
            let na = normal(i), nb = normal(next % segments)
            let dirB = unit(v, p[(next + 1) % n])
            if na.x * dirB.x + na.y * dirB.y > 1e-12 {
                // Inner corner: where the two offset edges cross, when that lies on both of them
                // (an exact outline), else a pivot through the vertex.
                let cosTurn = (na.x * nb.x + na.y * nb.y) / (hw * hw)
                let back = hw * ((1 - cosTurn) / max(1 + cosTurn, 1e-12)).squareRoot()
                let lenA = length(p[i % n], v), lenB = length(v, p[(next + 1) % n])
                if cosTurn > -0.99, back <= lenA, back <= lenB {
                    let k = 1 / (1 + cosTurn)
                    out.append(Point(x: v.x + (na.x + nb.x) * k, y: v.y + (na.y + nb.y) * k))
                    continue
                }
                out.append(Point(x: v.x + na.x, y: v.y + na.y))
                out.append(v)
                out.append(Point(x: v.x + nb.x, y: v.y + nb.y))
            } else {
                arc(around: v, from: na, to: nb, hw: hw, into: &out)
            }
        }
        if !closed {
            let nl = normal(n - 2)
            out.append(Point(x: p[n - 1].x + nl.x, y: p[n - 1].y + nl.y))
        }
        return out
    }

    /// Points of the short arc around `c` from offset `a` to offset `b` (both `hw` long), ends included.
    private static func arc(around c: Point, from a: Point, to b: Point, hw: Double, into out: inout [Point]) {
        let a0 = atan2(a.y, a.x)
        var delta = atan2(b.y, b.x) - a0
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta < -Double.pi { delta += 2 * Double.pi }
        sweep(around: c, start: a0, delta: delta, hw: hw, into: &out)
    }

    private static func sweep(around c: Point, start: Double, delta: Double, hw: Double, into out: inout [Point]) {
        let steps = max(1, Int((abs(delta) / angleStep(hw)).rounded(.up)))
        for i in 0...steps {
            let t = start + delta * Double(i) / Double(steps)
            out.append(Point(x: c.x + hw * cos(t), y: c.y + hw * sin(t)))
        }
    }

    /// The angle per arc piece that keeps the chord within the flattening tolerance.
    private static func angleStep(_ r: Double) -> Double {
        let x = 1 - PathFlattening.tolerance / max(r, PathFlattening.tolerance)
        return max(2 * acos(x), Double.pi / 64)
    }

    /// The cap at `p`, travelling `d`: from the left offset to the right one.
    private static func capPoints(at p: Point, direction d: Point, hw: Double, cap: LineCap, into out: inout [Point]) {
        let left = Point(x: -d.y * hw, y: d.x * hw)
        switch cap {
        case .butt:
            out.append(Point(x: p.x + left.x, y: p.y + left.y))
            out.append(Point(x: p.x - left.x, y: p.y - left.y))
        case .round:
            // Half a turn from the left offset through the direction of travel.
            let cross = left.x * d.y - left.y * d.x
            sweep(around: p, start: atan2(left.y, left.x), delta: cross > 0 ? Double.pi : -Double.pi, hw: hw, into: &out)
        }
    }

    private static func circle(_ c: Point, _ r: Double) -> [Point] {
        var out: [Point] = []
        sweep(around: c, start: 0, delta: 2 * Double.pi, hw: r, into: &out)
        out.removeLast()
        return out
    }

    private static func unit(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = (dx * dx + dy * dy).squareRoot()
        return l > 0 ? Point(x: dx / l, y: dy / l) : Point(x: 1, y: 0)
    }

    private static func length(_ a: Point, _ b: Point) -> Double { hypot(b.x - a.x, b.y - a.y) }

    private static func same(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    private static func deduplicated(_ pts: [Point]) -> [Point] {
        var out: [Point] = []
        for p in pts where out.last.map({ !same($0, p) }) ?? true { out.append(p) }
        return out
    }

    /// Twice the polygon's signed area (positive: clockwise on screen, y down).
    private static func signedArea(_ p: [Point]) -> Double {
        var s = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }
}
