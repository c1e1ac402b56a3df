extension SymbolShape {
    /// The tray's box: slanting sides above a straight-sided base.
    static let trayOutline: Path = {
        var p = Path()
        p.move(-10.2, 1.2); p.line(-7.4, -6.8); p.line(7.4, -6.8); p.line(10.2, 1.2); p.line(10.2, 5.4)
        p.quad(10.2, 7.6, 8.0, 7.6); p.line(-8.0, 7.6); p.quad(-10.2, 7.6, -10.2, 5.4); p.close()
        return p
    }()

    /// The tray's lip: a line across with a dip in the middle.
    static let trayLip: [(Double, Double)] = [(-10.2, 1.2), (-4.2, 1.2), (-3.0, 3.6), (3.0, 3.6), (4.2, 1.2), (10.2, 1.2)]

    /// tray: the box and its lip.
    static let tray = SymbolShape(parts: [outline(trayOutline), polyline(trayLip)])

    /// tray.fill: the box's base solid below the lip, the slanting sides above as an outline.
    static let trayFill: SymbolShape = {
        var base = shape(trayLip, closed: false)
        base.line(10.2, 5.4); base.quad(10.2, 7.6, 8.0, 7.6); base.line(-8.0, 7.6); base.quad(-10.2, 7.6, -10.2, 5.4)
        base.close()
        return SymbolShape(parts: [outline(trayOutline)] + solid(base))
    }()

    /// archivebox: a lid wider than the box under it, and the box's handle slot.
    static let archivebox: SymbolShape = {
        var box = Path()
        box.move(-8.8, -3.2); box.line(-8.8, 6.4); box.quad(-8.8, 8.4, -6.8, 8.4); box.line(6.8, 8.4)
        box.quad(8.8, 8.4, 8.8, 6.4); box.line(8.8, -3.2)
        return SymbolShape(parts: [
            outline(roundedRect(-10.2, -8.4, 20.4, 5.2, 1.4)), outline(box), polyline([(-2.8, 0.6), (2.8, 0.6)]),
        ])
    }()
}
