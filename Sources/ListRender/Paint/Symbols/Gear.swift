import Foundation

extension SymbolShape {
    /// gear: eight flat-topped teeth around a wheel, and the axle hole.
    static let gear: SymbolShape = {
        var p = Path()
        let tip = 9.6, root = 7.6
        let deg = Double.pi / 180
        var first = true
        for i in 0..<8 {
            let a = Double(i) * 45 * deg - Double.pi / 2
            for (r, da) in [(root, -14.0), (tip, -7.5), (tip, 7.5), (root, 14.0), (root, 22.5)] {
                let x = r * cos(a + da * deg), y = r * sin(a + da * deg)
                if first { p.move(x, y); first = false } else { p.line(x, y) }
            }
        }
        p.close()
        var hole = Path()
        hole.addCircle(0, 0, radius: 3.1)
        return SymbolShape(parts: [.stroke(p, width: regular, cap: .round), .stroke(hole, width: regular, cap: .round)])
    }()
}
