extension SymbolShape {
    /// photo: a landscape frame with a sun and two mountains.
    static let photo: SymbolShape = {
        var hills = Path()
        hills.move(-10.4, 5.4); hills.line(-4.6, -0.6); hills.line(0.6, 4.6); hills.line(3.4, 2.0); hills.line(10.4, 7.4)
        return SymbolShape(parts: [
            outline(roundedRect(-10.4, -8.0, 20.8, 16.0, 2.6)), outline(hills), .fill(circle(4.4, -3.0, 1.9), .nonZero),
        ])
    }()
}
