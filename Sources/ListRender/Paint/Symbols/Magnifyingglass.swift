extension SymbolShape {
    /// magnifyingglass: a lens and a heavier handle down to the right.
    static let magnifyingglass: SymbolShape = {
        var lens = Path()
        lens.addCircle(-1.5, -1.5, radius: 6.5)
        return SymbolShape(parts: [.stroke(lens, width: regular, cap: .round), polyline([(3.4, 3.4), (8.3, 8.3)], width: 2.3)])
    }()
}
