import Foundation

extension SymbolShape {
    /// moon.fill: a crescent opening to the top right: a disc with a smaller one bitten out.
    static let moonFill: SymbolShape = {
        let r1 = 9.0, r2 = 7.4, cx = 5.2, cy = -5.2
        let d = (cx * cx + cy * cy).squareRoot(), phi = atan2(cy, cx)
        let a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
        let a1 = acos(a / r1), a2 = acos((d - a) / r2)
        var p = Path()
        p.addArc(0, 0, radius: r1, from: phi + a1, to: phi + 2 * Double.pi - a1, newContour: true)
        p.addArc(cx, cy, radius: r2, from: phi + Double.pi + a2, to: phi + Double.pi - a2)
        p.close()
        return SymbolShape(parts: solid(p)).centred()
    }()
}
