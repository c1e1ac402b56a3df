import Foundation

/// Building blocks for drawing symbols by hand: closed outlines from points, solid shapes whose
/// corners round like the outlines', cut-outs (a glyph knocked out of a disc, as the `*.fill`
/// symbols show it), and centring a drawing on its box as SF Symbols centre theirs.
extension SymbolShape {
    /// A path through `points`, closed unless `closed` is false.
    static func shape(_ points: [(Double, Double)], closed: Bool = true) -> Path {
        var p = Path()
        for (i, pt) in points.enumerated() {
            if i == 0 { p.move(pt.0, pt.1) } else { p.line(pt.0, pt.1) }
        }
        if closed { p.close() }
        return p
    }

    static func circle(_ x: Double, _ y: Double, _ r: Double) -> Path {
        var p = Path()
        p.addCircle(x, y, radius: r)
        return p
    }

    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double,
                            top: Bool = true, bottom: Bool = true) -> Path {
        var p = Path()
        p.addRoundedRect(Rect(x: x, y: y, width: w, height: h), radius: r, top: top, bottom: bottom)
        return p
    }

    /// An outline stroked at the regular weight.
    static func outline(_ p: Path, width: Double = regular) -> Part { .stroke(p, width: width, cap: .round) }

    /// A solid shape with the regular stroke around it, so its corners round as an outline's
    /// do and it is as big as the outline drawing of the same path.
    static func solid(_ p: Path) -> [Part] { [.fill(p, .nonZero), outline(p)] }

    /// A solid shape with `holes` knocked out (even-odd): the holes are not stroked, so they
    /// keep their drawn size. Holes must lie inside the shape, clear of its stroked edge.
    static func solid(_ p: Path, holes: [Path]) -> [Part] {
        var all = p
        for h in holes { all.append(h) }
        return [.fill(all, .evenOdd), outline(p)]
    }

    /// The `*.circle.fill` disc (as wide as the `*.circle` ring's outer edge) with `holes` cut out.
    static func disc(holes: [Path]) -> [Part] {
        var all = circle(0, 0, circleRadius + regular / 2)
        for h in holes { all.append(h) }
        return [.fill(all, .evenOdd)]
    }

    /// The outline of the pen stroking the polyline `points` `width` wide (mitred joins, round
    /// caps), as a closed path: a stroke to cut out of a solid shape.
    static func penOutline(_ points: [(Double, Double)], width: Double) -> Path {
        let h = width / 2
        let pts = points.map { Point(x: $0.0, y: $0.1) }
        let normals = zip(pts, pts.dropFirst()).map { a, b -> Point in
            let dx = b.x - a.x, dy = b.y - a.y, l = (dx * dx + dy * dy).squareRoot()
            return Point(x: -dy / l, y: dx / l)
        }
        func side(_ s: Double) -> [Point] {
            pts.indices.map { i in
                if i == 0 { return Point(x: pts[0].x + s * h * normals[0].x, y: pts[0].y + s * h * normals[0].y) }
                if i == pts.count - 1 {
                    let n = normals[i - 1]
                    return Point(x: pts[i].x + s * h * n.x, y: pts[i].y + s * h * n.y)
                }
                let a = normals[i - 1], b = normals[i], k = h / (1 + a.x * b.x + a.y * b.y)
                return Point(x: pts[i].x + s * k * (a.x + b.x), y: pts[i].y + s * k * (a.y + b.y))
            }
        }
        func angle(_ n: Point) -> Double { atan2(n.y, n.x) }
        var p = Path()
        let left = side(1), right = side(-1)
        p.move(left[0].x, left[0].y)
        for q in left.dropFirst() { p.line(q.x, q.y) }
        let endN = angle(normals[normals.count - 1])
        p.addArc(pts[pts.count - 1].x, pts[pts.count - 1].y, radius: h, from: endN, to: endN - Double.pi)
        for q in right.reversed().dropFirst() { p.line(q.x, q.y) }
        let startN = angle(normals[0]) + Double.pi
        p.addArc(pts[0].x, pts[0].y, radius: h, from: startN, to: startN - Double.pi)
        p.close()
        return p
    }

    /// A plus of four arms `length` from the centre, `width` wide with round ends, turned by
    /// `angle`, as one outline (two crossing bars would cancel where they overlap when cut out).
    static func crossOutline(length: Double, width: Double, angle: Double = 0) -> Path {
        let w = width / 2
        var p = Path()
        for k in 0..<4 {
            let phi = angle + Double(k) * Double.pi / 2
            let u = (cos(phi), sin(phi)), v = (-sin(phi), cos(phi))
            let inner = (w * u.0 - w * v.0, w * u.1 - w * v.1)
            if k == 0 { p.move(inner.0, inner.1) } else { p.line(inner.0, inner.1) }
            p.line(length * u.0 - w * v.0, length * u.1 - w * v.1)
            p.addArc(length * u.0, length * u.1, radius: w, from: phi - Double.pi / 2, to: phi + Double.pi / 2)
        }
        p.close()
        return p
    }

    /// A capsule outline from `a` to `b`, `radius` round at both ends.
    static func stadium(_ a: (Double, Double), _ b: (Double, Double), radius r: Double) -> Path {
        let phi = atan2(b.1 - a.1, b.0 - a.0)
        var p = Path()
        p.addArc(b.0, b.1, radius: r, from: phi - Double.pi / 2, to: phi + Double.pi / 2, newContour: true)
        p.addArc(a.0, a.1, radius: r, from: phi + Double.pi / 2, to: phi + 3 * Double.pi / 2)
        p.close()
        return p
    }

    /// `points` turned by `angle` (radians, clockwise on screen) and scaled about the origin.
    static func turned(_ points: [(Double, Double)], by angle: Double, scale: Double = 1) -> [(Double, Double)] {
        let c = cos(angle) * scale, s = sin(angle) * scale
        return points.map { ($0.0 * c - $0.1 * s, $0.0 * s + $0.1 * c) }
    }

    /// The part of the polygon `points` on one side of the line n·p = offset (`keepBelow`: where
    /// n·p ≤ offset): Sutherland–Hodgman against one half-plane, for a slash's gap.
    static func clipped(_ points: [(Double, Double)], normal n: (Double, Double), offset: Double,
                        keepBelow: Bool) -> [(Double, Double)] {
        func value(_ p: (Double, Double)) -> Double {
            let v = n.0 * p.0 + n.1 * p.1 - offset
            return keepBelow ? v : -v
        }
        var out: [(Double, Double)] = []
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let va = value(a), vb = value(b)
            if va <= 0 { out.append(a) }
            if (va < 0) != (vb < 0), va != vb {
                let t = va / (va - vb)
                out.append((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)))
            }
        }
        return out
    }

    /// The drawing moved so the box of its ink (control points, plus half of each stroke) is
    /// centred on the origin, as SF Symbols centre a glyph's box, not its weight.
    func centred() -> SymbolShape {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for part in parts {
            let (path, pad): (Path, Double)
            switch part {
            case let .fill(p, _): (path, pad) = (p, 0)
            case let .stroke(p, w, _): (path, pad) = (p, w / 2)
            }
            guard let b = path.controlBounds else { continue }
            x0 = min(x0, b.minX - pad); y0 = min(y0, b.minY - pad)
            x1 = max(x1, b.maxX + pad); y1 = max(y1, b.maxY + pad)
        }
        guard x0 <= x1 else { return self }
        return moved(dx: -(x0 + x1) / 2, dy: -(y0 + y1) / 2)
    }

    /// The drawing scaled about the origin and then moved; stroke widths keep the regular weight.
    func moved(scale: Double = 1, dx: Double = 0, dy: Double = 0) -> SymbolShape {
        SymbolShape(parts: parts.map { part in
            switch part {
            case let .fill(p, rule): return .fill(p.transformed(scale: scale, dx: dx, dy: dy), rule)
            case let .stroke(p, w, cap): return .stroke(p.transformed(scale: scale, dx: dx, dy: dy), width: w, cap: cap)
            }
        })
    }
}
