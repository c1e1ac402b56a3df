import Foundation

extension SymbolShape {
    /// phone.fill: a handset on the diagonal, earpiece top left, mouthpiece bottom right, the
    /// handle bowing out to the bottom left.
    static let phoneFill: SymbolShape = {
        // Drawn along the diagonal: t runs from the earpiece to the mouthpiece, s out to the bow.
        let outline: [(Double, Double)] = [
            (-12.0, -2.6), (-12.2, 1.2), (-11.0, 4.2), (-6.0, 6.2), (0, 6.8), (6.0, 6.2), (11.0, 4.2), (12.2, 1.2),
            (12.0, -2.6), (10.6, -3.4), (7.8, -2.2), (7.0, -0.4), (5.2, 1.6), (0, 2.4), (-5.2, 1.6), (-7.0, -0.4),
            (-7.8, -2.2), (-10.6, -3.4),
        ]
        let pts = turned(outline, by: Double.pi / 4, scale: 0.8)
        // A smooth outline: quadratic curves through the midpoints, the points as control points.
        var p = Path()
        func mid(_ i: Int) -> (Double, Double) {
            let a = pts[i % pts.count], b = pts[(i + 1) % pts.count]
            return ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
        }
        let m0 = mid(pts.count - 1)
        p.move(m0.0, m0.1)
        for i in 0..<pts.count {
            let m = mid(i)
            p.quad(pts[i].0, pts[i].1, m.0, m.1)
        }
        p.close()
        return SymbolShape(parts: solid(p)).centred()
    }()
}
