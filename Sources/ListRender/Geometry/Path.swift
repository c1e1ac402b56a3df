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

    /// The box of every point the path names, control points included: it holds every curve
    /// (a Bézier stays inside its control points' hull). Nil for a path with no points.
    public var controlBounds: Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        for e in elements {
            switch e {
            case let .move(p), let .line(p): add(p)
            case let .quad(c, p): add(c); add(p)
            case let .cubic(c1, c2, p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

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

    /// A rectangle with rounded corners of `radius`, clockwise on screen; `top` or `bottom`
    /// false leaves that edge's corners square (the first or last cell of an inset-grouped card).
    /// `curve` is the corner's shape: a circular arc, or iOS's continuous curve (`CornerCurve`),
    /// the top corners fitted to `fit` and the bottom ones to `bottomFit` (an iOS 26 card's first
    /// and last cells, whose heights bound its corners; `r` itself when nil).
    public mutating func addRoundedRect(_ r: Rect, radius: Double, top: Bool = true, bottom: Bool = true,
                                        curve: CornerCurve = .circular, fit: Rect? = nil, bottomFit: Rect? = nil) {
        let c = curve.corner(radius: radius, in: fit ?? r)
        let t = top ? c : nil, b = bottom ? (bottomFit.map { curve.corner(radius: radius, in: $0) } ?? c) : nil
        move(r.minX + (t?.extentX ?? 0), r.minY)
        line(r.maxX - (t?.extentX ?? 0), r.minY)
        t?.add(to: &self, corner: Point(x: r.maxX, y: r.minY), first: (-1, 0), second: (0, 1))
        line(r.maxX, r.maxY - (b?.extentY ?? 0))
        b?.add(to: &self, corner: Point(x: r.maxX, y: r.maxY), first: (0, -1), second: (-1, 0))
        line(r.minX + (b?.extentX ?? 0), r.maxY)
        b?.add(to: &self, corner: Point(x: r.minX, y: r.maxY), first: (1, 0), second: (0, -1))
        line(r.minX, r.minY + (t?.extentY ?? 0))
        t?.add(to: &self, corner: Point(x: r.minX, y: r.minY), first: (0, 1), second: (1, 0))
        close()
    }

    /// What lies outside `addRoundedRect(r, radius:top:bottom:curve:)` inside `r`: the rounded
    /// corners' outer pieces, to paint over with the colour behind a card (a rounded clip on a
    /// flat background).
    public mutating func addCornerMasks(_ r: Rect, radius: Double, top: Bool, bottom: Bool, curve: CornerCurve = .circular,
                                        fit: Rect? = nil) {
        let c = curve.corner(radius: radius, in: fit ?? r)
        guard c.radius > 0 else { return }
        // Each corner: the corner point, then along one edge, the curve back to the other edge.
        func corner(_ x: Double, _ y: Double, _ sx: Double, _ sy: Double) {
            move(x, y)
            line(x + sx * c.extentX, y)
            c.add(to: &self, corner: Point(x: x, y: y), first: (sx, 0), second: (0, sy))
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
