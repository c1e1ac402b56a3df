extension SymbolShape {
    /// airplane: seen from above, nose to the right: a slim fuselage, swept wings, a small tail.
    static let airplane: SymbolShape = {
        let upper: [(Double, Double)] = [(9.0, -1.3), (2.6, -1.3), (-2.2, -9.2), (-4.4, -9.2), (-2.0, -1.3),
                                         (-6.6, -1.3), (-8.4, -4.4), (-9.8, -4.4), (-9.0, 0)]
        let lower = upper.dropLast().reversed().map { ($0.0, -$0.1) }
        var p = shape(upper + lower, closed: false)
        p.quad(10.8, 1.3, 10.8, 0); p.quad(10.8, -1.3, 9.0, -1.3)
        p.close()
        return SymbolShape(parts: solid(p)).centred()
    }()
}
