extension SymbolShape {
    /// square.and.pencil: Mail's compose: a square open at its top right, a pencil writing into it.
    static let squareAndPencil: SymbolShape = {
        var box = Path()
        box.move(-0.6, -6.8); box.line(-7.2, -6.8); box.quad(-10.0, -6.8, -10.0, -4.0); box.line(-10.0, 6.8)
        box.quad(-10.0, 9.6, -7.2, 9.6); box.line(3.6, 9.6); box.quad(6.4, 9.6, 6.4, 6.8); box.line(6.4, 0.4)
        let pencil = shape([(-2.2, 2.2), (0.97 - 0.2, 1.29 + 0.2), (9.73 - 0.2, -7.47 + 0.2), (7.47 - 0.2, -9.73 + 0.2), (-1.29 - 0.2, -0.97 + 0.2)])
        return SymbolShape(parts: [outline(box), outline(pencil)]).centred()
    }()

    /// square.and.arrow.up: the share symbol: a box open at the top and an arrow rising out of it.
    static let squareAndArrowUp: SymbolShape = {
        var box = Path()
        box.move(-3.2, -3.0); box.line(-5.4, -3.0); box.quad(-7.8, -3.0, -7.8, -0.6); box.line(-7.8, 7.0)
        box.quad(-7.8, 9.4, -5.4, 9.4); box.line(5.4, 9.4); box.quad(7.8, 9.4, 7.8, 7.0); box.line(7.8, -0.6)
        box.quad(7.8, -3.0, 5.4, -3.0); box.line(3.2, -3.0)
        return SymbolShape(parts: [
            outline(box), polyline([(0, 3.6), (0, -10.0)]), polyline([(-3.6, -6.6), (0, -10.2), (3.6, -6.6)]),
        ]).centred()
    }()

    /// square.grid.3x3.fill: the keypad: nine small solid rounded squares.
    static let squareGrid3x3Fill = SymbolShape(parts: [-7.0, 0, 7.0].flatMap { y in
        [-7.0, 0, 7.0].map { x in Part.fill(roundedRect(x - 2.7, y - 2.7, 5.4, 5.4, 1.3), .nonZero) }
    })
}
