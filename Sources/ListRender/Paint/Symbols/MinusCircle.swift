extension SymbolShape {
    /// minus.circle: the ring and a minus.
    static let minusCircle = SymbolShape(parts: [ring, polyline([(-4.6, 0), (4.6, 0)])])
}
