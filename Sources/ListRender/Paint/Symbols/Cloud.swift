extension SymbolShape {
    /// The cloud's outline: a flat base, a small bump at each side and a large one on top.
    static let cloudOutline: Path = {
        var p = Path()
        p.move(-6.0, 6.4)
        p.cubic(-8.6, 6.4, -10.6, 4.4, -10.6, 1.9); p.cubic(-10.6, -0.6, -8.6, -2.5, -6.2, -2.5)
        p.cubic(-5.4, -6.4, -2.4, -8.8, 1.0, -8.8); p.cubic(4.8, -8.8, 7.6, -6.0, 7.8, -2.4)
        p.cubic(9.6, -2.0, 10.8, -0.2, 10.8, 2.2); p.cubic(10.8, 4.6, 9.0, 6.4, 6.4, 6.4)
        p.close()
        return p
    }()

    /// icloud: the cloud's outline.
    static let icloud = SymbolShape(parts: [outline(cloudOutline)]).centred()

    /// icloud.fill: the cloud solid.
    static let icloudFill = SymbolShape(parts: solid(cloudOutline)).centred()
}
