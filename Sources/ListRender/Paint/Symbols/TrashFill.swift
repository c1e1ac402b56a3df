extension SymbolShape {
    /// trash.fill: the trash can's lid and handle, the can solid with its three ribs cut out.
    static let trashFill: SymbolShape = {
        var can = Path()
        can.move(-6.9, -4.6); can.line(-6.0, 7.0); can.quad(-5.9, 8.8, -4.1, 8.8)
        can.line(4.1, 8.8); can.quad(5.9, 8.8, 6.0, 7.0); can.line(6.9, -4.6); can.close()
        let ribs = [[(-2.9, -1.6), (-2.6, 5.4)], [(0, -1.6), (0, 5.4)], [(2.9, -1.6), (2.6, 5.4)]].map { penOutline($0, width: 1.4) }
        return SymbolShape(parts: [polyline([(-8.6, -5.4), (8.6, -5.4)]), outline(trashHandle)] + solid(can, holes: ribs))
    }()
}
