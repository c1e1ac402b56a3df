extension SymbolShape {
    /// paperplane: a dart pointing to the top right, its fold from the nose to the inner corner.
    static let paperplane = SymbolShape(parts: [
        outline(shape([(-9.6, -0.8), (9.2, -9.2), (0.8, 9.6), (-1.2, 1.2)])),
        polyline([(-1.2, 1.2), (9.2, -9.2)]),
    ]).centred()
}
