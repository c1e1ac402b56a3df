extension SymbolShape {
    /// battery.100: a wide rounded case, full inside, the terminal nub at the right.
    static let battery100 = SymbolShape(parts: [
        outline(roundedRect(-10.6, -5.2, 18.6, 10.4, 3.0)),
        .fill(roundedRect(-8.5, -3.1, 14.4, 6.2, 1.4), .nonZero),
        polyline([(10.2, -1.8), (10.2, 1.8)], width: 1.8),
    ]).centred()
}
