extension SymbolShape {
    /// folder: a rounded body with a tab at the top left and the flap's line across.
    static let folder: SymbolShape = {
        var p = Path()
        p.move(-10.4, 5.4)
        p.line(-10.4, -5.4); p.quad(-10.4, -7.6, -8.2, -7.6)
        p.line(-3.9, -7.6); p.quad(-2.6, -7.6, -1.8, -6.7)
        p.line(-1.0, -5.8); p.quad(-0.4, -5.2, 0.6, -5.2)
        p.line(8.2, -5.2); p.quad(10.4, -5.2, 10.4, -3.0)
        p.line(10.4, 5.4); p.quad(10.4, 7.6, 8.2, 7.6)
        p.line(-8.2, 7.6); p.quad(-10.4, 7.6, -10.4, 5.4)
        p.close()
        return SymbolShape(parts: [.stroke(p, width: regular, cap: .round), polyline([(-10.4, -2.6), (10.4, -2.6)])])
    }()
}
