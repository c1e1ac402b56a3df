import Foundation

extension SymbolShape {
    /// wifi: a dot and three arcs fanning up from it, a quarter turn wide, a little heavier than
    /// regular as SF Symbols' wifi is.
    static let wifi: SymbolShape = {
        let a = Double.pi / 4
        var parts: [Part] = [.fill(circle(0, 6.6, 1.9), .nonZero)]
        for r in [5.6, 10.4, 15.2] {
            var p = Path()
            p.addArc(0, 6.6, radius: r, from: -Double.pi / 2 - a, to: -Double.pi / 2 + a, newContour: true)
            parts.append(outline(p, width: 2.0))
        }
        return SymbolShape(parts: parts).centred()
    }()
}
