extension SymbolShape {
    /// chevron.right: two arms meeting at a point on the right, a little heavier than regular.
    static let chevronRight = SymbolShape(parts: [polyline([(-3.0, -7.6), (3.4, 0), (-3.0, 7.6)], width: 1.9)])
}
