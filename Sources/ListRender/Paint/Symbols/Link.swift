import Foundation

extension SymbolShape {
    /// link: two chain links, long rounded loops on the diagonal, overlapping in the middle.
    static let link = SymbolShape(parts: [
        outline(stadium((-6.4, 6.4), (0.9, -0.9), radius: 2.9)),
        outline(stadium((-0.9, 0.9), (6.4, -6.4), radius: 2.9)),
    ])

    /// personalhotspot: two rings interlocked side by side.
    static let personalhotspot = SymbolShape(parts: [
        outline(circle(-3.6, 0, 5.6)), outline(circle(3.6, 0, 5.6)),
    ])
}
