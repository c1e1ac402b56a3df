import Foundation

extension SymbolShape {
    /// location.fill: the navigation arrow pointing to the top right, solid.
    static let locationFill = SymbolShape(parts: solid(shape([(-9.0, -0.8), (8.8, -8.8), (0.8, 9.0), (-0.6, 0.6)]))).centred()

    /// globe: the ring, a meridian and the equator, two parallels.
    static let globe: SymbolShape = {
        var meridian = Path()
        meridian.addEllipse(in: Rect(x: -4.0, y: -circleRadius, width: 8.0, height: 2 * circleRadius))
        let x = (circleRadius * circleRadius - 4.9 * 4.9).squareRoot()
        return SymbolShape(parts: [
            ring, outline(meridian, width: 1.3), polyline([(0, -circleRadius), (0, circleRadius)], width: 1.3),
            polyline([(-circleRadius, 0), (circleRadius, 0)], width: 1.3),
            polyline([(-x, -4.9), (x, -4.9)], width: 1.3), polyline([(-x, 4.9), (x, 4.9)], width: 1.3),
        ])
    }()

    /// house.fill: a solid house with a door cut into its base, and the roof's eaves above it.
    static let houseFill: SymbolShape = {
        var p = Path()
        p.move(-7.2, -0.4); p.line(0, -6.8); p.line(7.2, -0.4); p.line(7.2, 6.8); p.quad(7.2, 8.6, 5.4, 8.6)
        p.line(2.6, 8.6); p.line(2.6, 4.0); p.quad(2.6, 2.8, 1.4, 2.8); p.line(-1.4, 2.8); p.quad(-2.6, 2.8, -2.6, 4.0)
        p.line(-2.6, 8.6); p.line(-5.4, 8.6); p.quad(-7.2, 8.6, -7.2, 6.8); p.close()
        return SymbolShape(parts: solid(p) + [polyline([(-10.0, 0.4), (0, -8.6), (10.0, 0.4)], width: 1.8)]).centred()
    }()

    /// bookmark.fill: a solid ribbon with a notch at its foot.
    static let bookmarkFill: SymbolShape = {
        var p = Path()
        p.move(-6.2, 9.0); p.line(-6.2, -7.0); p.quad(-6.2, -9.0, -4.2, -9.0); p.line(4.2, -9.0); p.quad(6.2, -9.0, 6.2, -7.0)
        p.line(6.2, 9.0); p.line(0, 4.4); p.close()
        return SymbolShape(parts: solid(p))
    }()

    /// tag.fill: a solid luggage tag on the diagonal, pointing top left, its hole cut out.
    static let tagFill: SymbolShape = {
        let pts = turned([(-10.6, 0), (-5.4, -5.4), (9.2, -5.4), (9.2, 5.4), (-5.4, 5.4)], by: Double.pi / 4, scale: 0.88)
        let hole = turned([(-5.0, 0)], by: Double.pi / 4, scale: 0.88)[0]
        return SymbolShape(parts: solid(shape(pts), holes: [circle(hole.0, hole.1, 1.6)])).centred()
    }()

    /// key.fill: a key on the diagonal: a solid round bow with a hole, the shaft and its teeth.
    static let keyFill = SymbolShape(parts: solid(circle(-4.4, -4.4, 4.6), holes: [circle(-5.6, -5.6, 1.4)]) + [
        polyline([(-1.2, -1.2), (8.0, 8.0)], width: 2.6),
        polyline([(4.6, 4.6), (2.6, 6.6)], width: 2.4), polyline([(7.2, 7.2), (5.8, 8.6)], width: 2.4),
    ]).centred()

    /// creditcard.fill: a solid card with the magnetic stripe left as a gap across it and a
    /// short line cut out below it.
    static let creditcardFill = SymbolShape(parts: [
        .fill(roundedRect(-10.6, -7.4, 21.2, 3.4, 2.4, bottom: false), .nonZero),
        .fill({ var p = roundedRect(-10.6, -1.6, 21.2, 9.0, 2.4, top: false); p.append(roundedRect(-8.2, 2.8, 6.4, 2.0, 1.0)); return p }(), .evenOdd),
    ])
}
