extension SymbolShape {
    /// bell: a dome flaring to a flat rim, a knob on top, the clapper under the rim.
    static let bell: SymbolShape = {
        var body = Path()
        body.move(-8.2, 5.0); body.line(-6.3, 2.7); body.line(-6.3, -1.6)
        body.cubic(-6.3, -5.4, -3.6, -7.8, 0, -7.8)
        body.cubic(3.6, -7.8, 6.3, -5.4, 6.3, -1.6)
        body.line(6.3, 2.7); body.line(8.2, 5.0)
        body.close()
        var clapper = Path()
        clapper.addArc(0, 6.6, radius: 2.4, from: 0, to: Double.pi, newContour: true)
        return SymbolShape(parts: [
            .stroke(body, width: regular, cap: .round), .stroke(clapper, width: regular, cap: .round),
            polyline([(0, -7.8), (0, -9.4)]),
        ])
    }()
}
