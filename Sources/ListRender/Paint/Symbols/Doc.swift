extension SymbolShape {
    /// doc: a page with its top right corner folded down.
    static let doc: SymbolShape = {
        var p = Path()
        p.move(-5.6, -9.2); p.line(1.6, -9.2); p.line(7.6, -3.2); p.line(7.6, 7.0); p.quad(7.6, 9.2, 5.4, 9.2)
        p.line(-5.6, 9.2); p.quad(-7.8, 9.2, -7.8, 7.0); p.line(-7.8, -7.0); p.quad(-7.8, -9.2, -5.6, -9.2); p.close()
        return SymbolShape(parts: [outline(p), polyline([(1.6, -8.8), (1.6, -3.2), (7.2, -3.2)])]).centred()
    }()

    /// doc.fill: a solid page notched at its top right, the folded corner a solid triangle in the notch.
    static let docFill: SymbolShape = {
        var p = Path()
        p.move(-5.6, -9.2); p.line(0.2, -9.2); p.line(0.2, -4.4); p.quad(0.2, -1.8, 2.8, -1.8); p.line(7.6, -1.8)
        p.line(7.6, 7.0); p.quad(7.6, 9.2, 5.4, 9.2); p.line(-5.6, 9.2); p.quad(-7.8, 9.2, -7.8, 7.0)
        p.line(-7.8, -7.0); p.quad(-7.8, -9.2, -5.6, -9.2); p.close()
        return SymbolShape(parts: solid(p) + solid(shape([(2.2, -8.8), (7.4, -3.8), (2.2, -3.8)]))).centred()
    }()

    /// externaldrive: a wide box, a seam across its lower part and a light.
    static let externaldrive = SymbolShape(parts: [
        outline(roundedRect(-10.4, -6.0, 20.8, 12.0, 3.0)), polyline([(-10.4, 1.0), (10.4, 1.0)]),
        .fill(circle(6.4, 3.6, 1.1), .nonZero),
    ])

    /// calendar: a page with a solid header band and two rows of day dots.
    static let calendar = SymbolShape(parts: [
        outline(roundedRect(-9.8, -8.6, 19.6, 17.2, 3.0)),
        .fill(roundedRect(-9.8, -8.6, 19.6, 5.0, 3.0, bottom: false), .nonZero),
    ] + [0.6, 4.8].flatMap { y in [-5.4, -1.8, 1.8, 5.4].map { x in Part.fill(circle(x, y, 1.05), .nonZero) } })
}
