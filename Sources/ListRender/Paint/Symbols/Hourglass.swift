extension SymbolShape {
    /// hourglass: two bulbs narrowing to a waist, a bar across the top and bottom.
    static let hourglass: SymbolShape = {
        var left = Path()
        left.move(-5.8, -8.4); left.cubic(-5.8, -3.2, -1.4, -2.0, -1.4, 0); left.cubic(-1.4, 2.0, -5.8, 3.2, -5.8, 8.4)
        var right = Path()
        right.move(5.8, -8.4); right.cubic(5.8, -3.2, 1.4, -2.0, 1.4, 0); right.cubic(1.4, 2.0, 5.8, 3.2, 5.8, 8.4)
        var sand = Path()
        sand.move(-3.6, 7.4); sand.cubic(-3.0, 5.2, -1.2, 4.4, 0, 4.4); sand.cubic(1.2, 4.4, 3.0, 5.2, 3.6, 7.4); sand.close()
        return SymbolShape(parts: [
            polyline([(-7.4, -8.6), (7.4, -8.6)]), polyline([(-7.4, 8.6), (7.4, 8.6)]),
            outline(left), outline(right), .fill(sand, .nonZero),
        ])
    }()
}
