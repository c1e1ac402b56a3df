extension SymbolShape {
    /// checkmark: a short stroke down to the bottom, a long one up to the right.
    static let checkmark = SymbolShape(parts: [polyline([(-7.6, 0.8), (-2.4, 7.2), (7.8, -7.4)], width: 1.8)])
}
