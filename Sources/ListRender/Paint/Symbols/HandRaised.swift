extension SymbolShape {
    /// hand.raised.fill: an open palm, four fingers up (the middle one longest) and the thumb out left.
    static let handRaisedFill: SymbolShape = {
        var palm = Path()
        palm.move(-6.0, -0.6); palm.line(6.0, -0.6); palm.line(6.0, 3.4)
        palm.cubic(6.0, 7.2, 3.6, 9.2, 0.2, 9.2); palm.cubic(-3.0, 9.2, -5.0, 7.8, -6.4, 5.6)
        palm.close()
        let finger = 2.7
        return SymbolShape(parts: solid(palm) + [
            polyline([(-4.6, 0), (-4.6, -5.8)], width: finger),
            polyline([(-1.5, 0), (-1.5, -8.6)], width: finger),
            polyline([(1.6, 0), (1.6, -8.0)], width: finger),
            polyline([(4.7, 0.6), (4.7, -5.4)], width: finger),
            polyline([(-6.0, 5.4), (-9.0, 0.8)], width: finger),
        ]).centred()
    }()
}
