import Foundation

extension SymbolShape {
    /// plus: two bars crossing, a little heavier than regular as SF Symbols' plus is.
    static let plus = SymbolShape(parts: [polyline([(-8.2, 0), (8.2, 0)], width: 1.8), polyline([(0, -8.2), (0, 8.2)], width: 1.8)])

    /// minus: one bar.
    static let minus = SymbolShape(parts: [polyline([(-8.2, 0), (8.2, 0)], width: 1.8)])

    /// xmark: two diagonals crossing.
    static let xmark = SymbolShape(parts: [
        polyline([(-6.6, -6.6), (6.6, 6.6)], width: 1.8), polyline([(6.6, -6.6), (-6.6, 6.6)], width: 1.8),
    ])

    /// xmark.circle.fill: a solid disc with an X cut out.
    static let xmarkCircleFill = SymbolShape(parts: disc(holes: [crossOutline(length: 5.0, width: 2.0, angle: Double.pi / 4)]))

    /// plus.circle.fill: a solid disc with a plus cut out.
    static let plusCircleFill = SymbolShape(parts: disc(holes: [crossOutline(length: 5.2, width: 2.0)]))

    /// minus.circle.fill: a solid disc with a bar cut out.
    static let minusCircleFill = SymbolShape(parts: disc(holes: [penOutline([(-5.2, 0), (5.2, 0)], width: 2.0)]))

    /// checkmark.circle: the ring and a checkmark.
    static let checkmarkCircle = SymbolShape(parts: [ring, polyline([(-4.6, 0.4), (-1.4, 4.0), (4.8, -4.4)], width: 1.7)])

    /// checkmark.circle.fill: a solid disc with a checkmark cut out.
    static let checkmarkCircleFill = SymbolShape(parts: disc(holes: [penOutline([(-4.8, 0.4), (-1.4, 4.2), (4.9, -4.4)], width: 2.1)]))

    /// info.circle.fill: a solid disc with a lower-case i cut out.
    static let infoCircleFill = SymbolShape(parts: disc(holes: [circle(0, -4.6, 1.4), penOutline([(0, -1.2), (0, 5.2)], width: 2.2)]))

    /// exclamationmark.triangle.fill: a solid triangle with rounded corners, an exclamation mark cut out.
    static let exclamationmarkTriangleFill = SymbolShape(parts: solid(
        shape([(0, -8.4), (9.8, 8.4), (-9.8, 8.4)]),
        holes: [penOutline([(0, -2.6), (0, 2.4)], width: 2.0), circle(0, 5.2, 1.2)]))

    /// ellipsis: three dots in a row.
    static let ellipsis = SymbolShape(parts: [-7.0, 0, 7.0].map { .fill(circle($0, 0, 1.6), .nonZero) })

    /// ellipsis.circle: the ring and three dots.
    static let ellipsisCircle = SymbolShape(parts: [ring] + [-4.6, 0, 4.6].map { .fill(circle($0, 0, 1.35), .nonZero) })
}
