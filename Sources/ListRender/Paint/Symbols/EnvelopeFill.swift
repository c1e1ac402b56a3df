extension SymbolShape {
    /// envelope.fill: a solid envelope, the flap's V cut out as a thin gap.
    static let envelopeFill = SymbolShape(parts: solid(roundedRect(-10.6, -7.4, 21.2, 14.8, 2.0),
                                                       holes: [penOutline([(-8.2, -5.2), (0, 1.0), (8.2, -5.2)], width: 1.2)]))
}
