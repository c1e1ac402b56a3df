import Foundation

extension SymbolShape {
    /// sun.max.fill: a solid disc and eight short rays.
    static let sunMaxFill: SymbolShape = {
        var parts: [Part] = [.fill(circle(0, 0, 4.6), .nonZero)]
        for i in 0..<8 {
            let a = Double(i) * Double.pi / 4
            parts.append(polyline([(7.0 * cos(a), 7.0 * sin(a)), (9.4 * cos(a), 9.4 * sin(a))], width: 1.8))
        }
        return SymbolShape(parts: parts)
    }()
}
