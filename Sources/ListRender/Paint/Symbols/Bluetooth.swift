extension SymbolShape {
    /// bluetooth: the rune (a stem with two arrow-like loops to the right, two crossing legs out left).
    static let bluetooth = SymbolShape(parts: [
        polyline([(-5.0, -4.6), (5.0, 4.4), (0, 9.0), (0, -9.0), (5.0, -4.4), (-5.0, 4.6)], width: 1.7),
    ])
}
