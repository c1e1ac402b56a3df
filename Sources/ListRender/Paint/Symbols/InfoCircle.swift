extension SymbolShape {
    /// info.circle: the ring and a serifed lower-case i (dot, stem with a spur, foot).
    static let infoCircle: SymbolShape = {
        var dot = Path()
        dot.addCircle(0, -4.5, radius: 1.3)
        return SymbolShape(parts: [
            ring,
            .fill(dot, .nonZero),
            polyline([(-1.7, -1.1), (0.2, -1.1), (0.2, 5.0)], width: 1.6),
            polyline([(-2.5, 5.0), (2.9, 5.0)], width: 1.5),
        ])
    }()
}
