extension SymbolShape {
    /// faceid: a face (two eyes, a nose, a smile) between four rounded corner brackets.
    static let faceid: SymbolShape = {
        var parts: [Part] = []
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
            var c = Path()
            c.move(sx * 9.2, sy * 4.2); c.line(sx * 9.2, sy * 6.4)
            c.quad(sx * 9.2, sy * 9.2, sx * 6.4, sy * 9.2); c.line(sx * 4.2, sy * 9.2)
            parts.append(outline(c))
        }
        var smile = Path()
        smile.move(-3.4, 3.6); smile.quad(0, 6.2, 3.4, 3.6)
        return SymbolShape(parts: parts + [
            polyline([(-3.4, -3.6), (-3.4, -1.6)], width: 1.8), polyline([(3.4, -3.6), (3.4, -1.6)], width: 1.8),
            polyline([(0.4, -3.6), (0.4, 1.0), (-0.8, 1.0)]), outline(smile),
        ])
    }()
}
