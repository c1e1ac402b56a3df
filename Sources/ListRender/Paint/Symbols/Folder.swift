extension SymbolShape {
    /// The folder's outline: a rounded body with a tab at the top left.
    static let folderOutline: Path = {
        var p = Path()
        p.move(-10.4, 5.4)
        p.line(-10.4, -5.4); p.quad(-10.4, -7.6, -8.2, -7.6)
        p.line(-3.9, -7.6); p.quad(-2.6, -7.6, -1.8, -6.7)
        p.line(-1.0, -5.8); p.quad(-0.4, -5.2, 0.6, -5.2)
        p.line(8.2, -5.2); p.quad(10.4, -5.2, 10.4, -3.0)
        p.line(10.4, 5.4); p.quad(10.4, 7.6, 8.2, 7.6)
        p.line(-8.2, 7.6); p.quad(-10.4, 7.6, -10.4, 5.4)
        p.close()
        return p
    }()

    /// folder: the outline and the flap's line across.
    static let folder = SymbolShape(parts: [.stroke(folderOutline, width: regular, cap: .round), polyline([(-10.4, -2.6), (10.4, -2.6)])])

    /// folder.fill: the outline filled, tab and body one shape.
    static let folderFill = SymbolShape(parts: solid(folderOutline))
}
