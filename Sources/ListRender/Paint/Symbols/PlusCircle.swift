extension SymbolShape {
    /// plus.circle: the ring and a plus.
    static let plusCircle = SymbolShape(parts: [
        ring, polyline([(-4.6, 0), (4.6, 0)]), polyline([(0, -4.6), (0, 4.6)]),
    ])
}
