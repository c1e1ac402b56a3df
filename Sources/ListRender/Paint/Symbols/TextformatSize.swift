extension SymbolShape {
    /// textformat.size: a small A beside a large A, drawn as strokes.
    static let textformatSize = SymbolShape(parts: [
        polyline([(-10.2, 7.6), (-6.4, -2.6), (-2.6, 7.6)]), polyline([(-8.9, 4.2), (-3.9, 4.2)]),
        polyline([(-1.0, 7.6), (4.8, -7.8), (10.6, 7.6)], width: 1.8), polyline([(0.9, 2.8), (8.7, 2.8)], width: 1.8),
    ]).centred()
}
