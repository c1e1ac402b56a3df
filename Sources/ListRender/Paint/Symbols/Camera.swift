extension SymbolShape {
    /// camera.fill: a solid body with the viewfinder's hump, the lens a ring cut out around a solid disc.
    static let cameraFill: SymbolShape = {
        var p = Path()
        p.move(-10.4, -2.2); p.quad(-10.4, -5.0, -7.6, -5.0); p.line(-4.8, -5.0); p.line(-3.2, -7.8)
        p.line(3.2, -7.8); p.line(4.8, -5.0); p.line(7.6, -5.0); p.quad(10.4, -5.0, 10.4, -2.2)
        p.line(10.4, 5.6); p.quad(10.4, 8.4, 7.6, 8.4); p.line(-7.6, 8.4); p.quad(-10.4, 8.4, -10.4, 5.6)
        p.close()
        return SymbolShape(parts: solid(p, holes: [circle(0, 1.6, 4.6)]) + [.fill(circle(0, 1.6, 2.8), .nonZero)]).centred()
    }()

    /// video.fill: a solid rounded body and the lens's wedge beside it.
    static let videoFill: SymbolShape = {
        var lens = Path()
        lens.move(5.2, -1.8); lens.line(10.2, -5.2); lens.line(10.2, 5.2); lens.line(5.2, 1.8); lens.close()
        return SymbolShape(parts: solid(roundedRect(-10.4, -6.0, 13.2, 12.0, 2.6)) + solid(lens)).centred()
    }()
}
