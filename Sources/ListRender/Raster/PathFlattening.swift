import Foundation

/// Paths in device pixels as polylines: curves cut into straight pieces whose distance from the
/// curve stays under `PathFlattening.tolerance` (a hundredth of a pixel: chords cut a little area
/// off every curve, and at a tenth a circle's coverage came out 1 % short).
struct Polyline {
    var points: [Point]
    /// Closed by `.close` (the last point joins the first).
    var closed: Bool
}

enum PathFlattening {
    static let tolerance = 0.01
    /// A curve is cut into at most this many pieces (a huge curve costs what a screen-sized one does).
    static let maxPieces = 512

    /// The path's contours scaled by `scale`, each curve cut into pieces. Points are computed
    /// from the curve's parameter directly (never stepped), so they do not depend on anything
    /// else drawn or on the clip. Non-finite coordinates drop the path.
    static func polylines(_ path: Path, scale: Double) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        var start = Point(x: 0, y: 0)
        func s(_ p: Point) -> Point { Point(x: p.x * scale, y: p.y * scale) }
        func finish(closed: Bool) {
            if current.count > 1 || (closed && !current.isEmpty) { out.append(Polyline(points: current, closed: closed)) }
            else if current.count == 1 { out.append(Polyline(points: current, closed: false)) }
            current = []
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                start = s(p); current = [start]
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(s(p))
            case let .quad(c, p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1], p1 = s(c), p2 = s(p)
                let dd = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = pieces(2 * dd)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                                         y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
                }
            case let .cubic(c1, c2, p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1], p1 = s(c1), p2 = s(c2), p3 = s(p)
                let dd = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                             hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = pieces(6 * dd)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                         y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            case .close:
                finish(closed: true)
                current = []
            }
        }
        finish(closed: false)
        let finite = out.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e8 && abs($0.y) < 1e8 } }
        return finite ? out : []
    }

    /// Pieces for a curve whose second derivative is at most `d2` px: n equal steps of the
    /// parameter keep the chord within d2 / (8 n²) of the curve.
    private static func pieces(_ d2: Double) -> Int {
        guard d2.isFinite else { return 1 }
        let n = (d2 / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(max(1, min(Double(maxPieces), n)))
    }
}

