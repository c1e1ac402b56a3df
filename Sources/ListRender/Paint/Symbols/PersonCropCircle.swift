extension SymbolShape {
    /// person.crop.circle: the ring, a head, and shoulders that meet the ring.
    static let personCropCircle: SymbolShape = {
        var head = Path()
        head.addCircle(0, -2.7, radius: 3.4)
        var shoulders = Path()
        shoulders.move(-6.65, 6.65); shoulders.cubic(-4.8, 2.2, 4.8, 2.2, 6.65, 6.65)
        return SymbolShape(parts: [
            ring, .stroke(head, width: regular, cap: .round), .stroke(shoulders, width: regular, cap: .round),
        ])
    }()
}
