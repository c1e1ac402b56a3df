extension SymbolShape {
    /// envelope: a rounded rectangle and the flap's V.
    static let envelope: SymbolShape = {
        var body = Path()
        body.addRoundedRect(Rect(x: -10.6, y: -7.4, width: 21.2, height: 14.8), radius: 2.0)
        return SymbolShape(parts: [.stroke(body, width: regular, cap: .round), polyline([(-9.8, -6.4), (0, 1.0), (9.8, -6.4)])])
    }()
}
