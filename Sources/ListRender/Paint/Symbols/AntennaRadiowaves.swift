import Foundation

extension SymbolShape {
    /// antenna.radiowaves.left.and.right: a mast with a ball on top and two arcs either side.
    static let antennaRadiowavesLeftAndRight: SymbolShape = {
        let cy = -2.0, a = 0.75
        var parts: [Part] = [.fill(circle(0, cy, 2.0), .nonZero), polyline([(0, cy + 2.4), (0, 9.2)], width: 1.8)]
        for r in [5.0, 9.0] {
            for mid in [0, Double.pi] {
                var p = Path()
                p.addArc(0, cy, radius: r, from: mid - a, to: mid + a, newContour: true)
                parts.append(outline(p, width: 1.7))
            }
        }
        return SymbolShape(parts: parts).centred()
    }()
}
