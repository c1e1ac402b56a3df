extension SymbolShape {
    /// trash: a lid with a handle, a tapering can with rounded bottom corners, three ribs.
    /// The lid's handle, shared by trash and trash.fill.
    static let trashHandle: Path = {
        var handle = Path()
        handle.move(-3.4, -5.4); handle.line(-3.4, -6.6); handle.quad(-3.4, -8.2, -1.8, -8.2)
        handle.line(1.8, -8.2); handle.quad(3.4, -8.2, 3.4, -6.6); handle.line(3.4, -5.4)
        return handle
    }()

    static let trash: SymbolShape = {
        let handle = trashHandle
        var can = Path()
        can.move(-6.9, -5.4); can.line(-6.0, 7.0); can.quad(-5.9, 8.8, -4.1, 8.8)
        can.line(4.1, 8.8); can.quad(5.9, 8.8, 6.0, 7.0); can.line(6.9, -5.4)
        return SymbolShape(parts: [
            polyline([(-8.6, -5.4), (8.6, -5.4)]),
            .stroke(handle, width: regular, cap: .round),
            .stroke(can, width: regular, cap: .round),
            polyline([(-2.9, -2.4), (-2.6, 5.6)], width: 1.3),
            polyline([(0, -2.4), (0, 5.6)], width: 1.3),
            polyline([(2.9, -2.4), (2.6, 5.6)], width: 1.3),
        ])
    }()
}
