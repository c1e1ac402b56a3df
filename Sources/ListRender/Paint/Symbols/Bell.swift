extension SymbolShape {
    /// The bell's body: a dome flaring to a flat rim.
    static let bellOutline: Path = {
        var body = Path()
        body.move(-8.2, 5.0); body.line(-6.3, 2.7); body.line(-6.3, -1.6)
        body.cubic(-6.3, -5.4, -3.6, -7.8, 0, -7.8)
        body.cubic(3.6, -7.8, 6.3, -5.4, 6.3, -1.6)
        body.line(6.3, 2.7); body.line(8.2, 5.0)
        body.close()
        return body
    }()

    /// bell: the body, a knob on top, the clapper under the rim.
    static let bell: SymbolShape = {
        let body = bellOutline
        var clapper = Path()
        clapper.addArc(0, 6.6, radius: 2.4, from: 0, to: Double.pi, newContour: true)
        return SymbolShape(parts: [
            .stroke(body, width: regular, cap: .round), .stroke(clapper, width: regular, cap: .round),
            polyline([(0, -7.8), (0, -9.4)]),
        ])
    }()
}

extension SymbolShape {
    /// bell.fill: the body and the clapper filled, the knob on top.
    static let bellFill: SymbolShape = {
        var clapper = Path()
        clapper.addArc(0, 6.6, radius: 2.4, from: 0, to: Double.pi, newContour: true)
        clapper.close()
        return SymbolShape(parts: solid(bellOutline) + solid(clapper) + [polyline([(0, -7.8), (0, -9.4)])])
    }()

    /// bell.badge: the bell a little smaller and lower left, a badge dot at its top right.
    static let bellBadge = SymbolShape(parts: bell.moved(scale: 0.9, dx: -1.2, dy: 0.9).parts + [.fill(circle(6.7, -6.9, 2.7), .nonZero)])
}
