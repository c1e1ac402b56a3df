extension SymbolShape {
    /// The heart's outline: two lobes meeting in a dip at the top and a point at the bottom.
    static let heartOutline: Path = {
        var p = Path()
        p.move(0, 8.3)
        p.cubic(-4.0, 5.4, -9.6, 1.4, -9.6, -3.0)
        p.cubic(-9.6, -6.3, -7.4, -8.4, -4.8, -8.4)
        p.cubic(-2.6, -8.4, -0.9, -7.1, 0, -5.2)
        p.cubic(0.9, -7.1, 2.6, -8.4, 4.8, -8.4)
        p.cubic(7.4, -8.4, 9.6, -6.3, 9.6, -3.0)
        p.cubic(9.6, 1.4, 4.0, 5.4, 0, 8.3)
        p.close()
        return p
    }()

    /// heart: the outline.
    static let heart = SymbolShape(parts: [.stroke(heartOutline, width: regular, cap: .round)])

    /// heart.fill: filled, with the outline's rounded point.
    static let heartFill = SymbolShape(parts: [.fill(heartOutline, .nonZero), .stroke(heartOutline, width: regular, cap: .round)])
}
