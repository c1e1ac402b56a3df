extension SymbolShape {
    /// The clock's hands: a long one to twelve, a short one towards four.
    static let clockHands: [(Double, Double)] = [(0, -5.8), (0, 0), (4.0, 2.6)]

    /// clock: the ring and the hands.
    static let clock = SymbolShape(parts: [ring, polyline(clockHands)])

    /// clock.fill: a solid disc with the hands cut out.
    static let clockFill = SymbolShape(parts: disc(holes: [penOutline(clockHands, width: 1.9)]))
}
