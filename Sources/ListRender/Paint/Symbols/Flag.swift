extension SymbolShape {
    /// flag.fill: a pole and a solid waving flag.
    static let flagFill: SymbolShape = {
        var f = Path()
        f.move(-7.0, -7.8); f.cubic(-4.2, -9.4, -1.8, -8.6, 0.8, -7.6); f.cubic(3.2, -6.6, 5.8, -6.6, 8.4, -7.8)
        f.line(8.4, 1.8); f.cubic(5.8, 3.0, 3.2, 3.0, 0.8, 2.0); f.cubic(-1.8, 1.0, -4.2, 0.2, -7.0, 1.8); f.close()
        return SymbolShape(parts: solid(f) + [polyline([(-7.8, -8.4), (-7.8, 9.0)], width: 1.8)]).centred()
    }()
}
