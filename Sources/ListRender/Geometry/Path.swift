import Foundation

/// A vector outline in points: contours of straight lines and quadratic or cubic Bézier curves,
/// as CGPath holds them. Paint builds paths (symbols); Raster flattens, fills and strokes them.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(Point(x: x, y: y))) }
    public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(Point(x: x, y: y))) }
    public mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        elements.append(.quad(control: Point(x: cx, y: cy), to: Point(x: x, y: y)))
    }
    public mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        elements.append(.cubic(control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y), to: Point(x: x, y: y)))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends another path's contours.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// The cubic Bézier approximation of a circular arc's quarter (the usual 0.5523 handle length).
    static let kappa = 0.5522847498307936

    /// An ellipse inside `r` as four cubic arcs, clockwise on screen (y down) when `clockwise`.
    public mutating func addEllipse(in r: Rect, clockwise: Bool = true) {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Self.kappa, ky = ry * Self.kappa
        move(cx + rx, cy)
        if clockwise {
            cubic(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
            cubic(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
            cubic(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
            cubic(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
        } else {
            cubic(cx + rx, cy - ky, cx + kx, cy - ry, cx, cy - ry)
            cubic(cx - kx, cy - ry, cx - rx, cy - ky, cx - rx, cy)
            cubic(cx - rx, cy + ky, cx - kx, cy + ry, cx, cy + ry)
            cubic(cx + kx, cy + ry, cx + rx, cy + ky, cx + rx, cy)
        }
        close()
    }

    /// A circle of `radius` around (cx, cy).
    public mutating func addCircle(_ cx: Double, _ cy: Double, radius: Double, clockwise: Bool = true) {
        addEllipse(in: Rect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius), clockwise: clockwise)
    }

    /// A circular arc around (cx, cy) from angle `start` to `end` (radians, y down, so positive
    /// angles turn clockwise on screen), as cubics of at most a quarter turn. Continues the current
    /// contour with a line to the arc's start unless `newContour`.
    public mutating func addArc(_ cx: Double, _ cy: Double, radius: Double, from start: Double, to end: Double,
                                newContour: Bool = false) {
        let sweep = end - start
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        let p0 = Point(x: cx + radius * cos(start), y: cy + radius * sin(start))
        if newContour || elements.isEmpty { move(p0.x, p0.y) } else { line(p0.x, p0.y) }
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let (ca, sa, cb, sb) = (cos(a), sin(a), cos(b), sin(b))
            cubic(cx + radius * ca - handle * sa, cy + radius * sa + handle * ca,
                  cx + radius * cb + handle * sb, cy + radius * sb - handle * cb,
                  cx + radius * cb, cy + radius * sb)
            a = b
        }
    }

    /// A rectangle with circular corners of `radius`, clockwise on screen; `top` or `bottom`
    /// false leaves that edge's corners square (the first or last cell of an inset-grouped card).
    public mutating func addRoundedRect(_ r: Rect, radius: Double, top: Bool = true, bottom: Bool = true) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        let t = top ? rad : 0, b = bottom ? rad : 0
        let kt = t * (1 - Self.kappa), kb = b * (1 - Self.kappa)
        move(r.minX + t, r.minY)
        line(r.maxX - t, r.minY)
        if t > 0 { cubic(r.maxX - kt, r.minY, r.maxX, r.minY + kt, r.maxX, r.minY + t) }
        line(r.maxX, r.maxY - b)
        if b > 0 { cubic(r.maxX, r.maxY - kb, r.maxX - kb, r.maxY, r.maxX - b, r.maxY) }
        line(r.minX + b, r.maxY)
        if b > 0 { cubic(r.minX + kb, r.maxY, r.minX, r.maxY - kb, r.minX, r.maxY - b) }
        line(r.minX, r.minY + t)
        if t > 0 { cubic(r.minX, r.minY + kt, r.minX + kt, r.minY, r.minX + t, r.minY) }
        close()
    }

    /// What lies outside `addRoundedRect(r, radius:top:bottom:)` inside `r`: the rounded corners'
    /// outer pieces, to paint over with the colour behind a card (a rounded clip on a flat background).
    public mutating func addCornerMasks(_ r: Rect, radius: Double, top: Bool, bottom: Bool) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        let k = rad * (1 - Self.kappa)
        guard rad > 0 else { return }
        // Each corner: the corner point, then along one edge, the arc back to the other edge.
        func corner(_ cx: Double, _ cy: Double, _ sx: Double, _ sy: Double) {
            move(cx, cy)
            line(cx + sx * rad, cy)
            cubic(cx + sx * k, cy, cx, cy + sy * k, cx, cy + sy * rad)
            close()
        }
        if top { corner(r.minX, r.minY, 1, 1); corner(r.maxX, r.minY, -1, 1) }
        if bottom { corner(r.minX, r.maxY, 1, -1); corner(r.maxX, r.maxY, -1, -1) }
    }

    /// Every point scaled by `scale` about the origin, then moved by (dx, dy).
    public func transformed(scale: Double, dx: Double, dy: Double) -> Path {
        func t(_ p: Point) -> Point { Point(x: p.x * scale + dx, y: p.y * scale + dy) }
        var out = Path()
        out.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(t(p))
            case .line(let p): return .line(t(p))
            case let .quad(c, p): return .quad(control: t(c), to: t(p))
            case let .cubic(c1, c2, p): return .cubic(control1: t(c1), control2: t(c2), to: t(p))
            case .close: return .close
            }
        }
        return out
    }
}
