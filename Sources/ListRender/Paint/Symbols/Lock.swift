extension SymbolShape {
    /// lock.fill: a solid body and the shackle's arch above it.
    static let lockFill: SymbolShape = {
        var shackle = Path()
        shackle.move(-4.6, -1.0); shackle.line(-4.6, -3.8)
        shackle.addArc(0, -3.8, radius: 4.6, from: Double.pi, to: 2 * Double.pi)
        shackle.line(4.6, -1.0)
        return SymbolShape(parts: solid(roundedRect(-7.2, -1.4, 14.4, 10.0, 2.0)) + [outline(shackle, width: 1.9)]).centred()
    }()
}
