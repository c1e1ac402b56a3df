import Foundation

extension SymbolShape {
    /// The five-pointed star's outline: points 9.9 pt from the centre, inner corners 4.8 pt,
    /// moved down so its box (not its centroid) is centred, as SF Symbols centre it.
    static let starOutline: Path = {
        var p = Path()
        let outer = 9.9, inner = 4.8
        let dy = outer * (1 - cos(Double.pi / 5)) / 2
        for k in 0..<10 {
            let a = -Double.pi / 2 + Double(k) * Double.pi / 5
            let r = k % 2 == 0 ? outer : inner
            let x = r * cos(a), y = r * sin(a) + dy
            if k == 0 { p.move(x, y) } else { p.line(x, y) }
        }
        p.close()
        return p
    }()

    /// star: the outline, its corners rounded by the round joins.
    static let star = SymbolShape(parts: [.stroke(starOutline, width: regular, cap: .round)])

    /// star.fill: the same star filled, with the outline's rounded corners.
    static let starFill = SymbolShape(parts: [.fill(starOutline, .nonZero), .stroke(starOutline, width: regular, cap: .round)])
}
