import Foundation

extension SymbolShape {
    /// The gearshape's rim: eight rounded teeth as a smooth wave around the wheel.
    static let gearshapeOutline: Path = {
        var p = Path()
        let n = 160
        for i in 0..<n {
            let a = Double(i) / Double(n) * 2 * Double.pi
            let r = 8.3 + 1.3 * tanh(2.6 * cos(8 * a)) / tanh(2.6)
            let x = r * cos(a), y = r * sin(a)
            if i == 0 { p.move(x, y) } else { p.line(x, y) }
        }
        p.close()
        return p
    }()

    /// gearshape: the toothed rim and the axle ring.
    static let gearshape = SymbolShape(parts: [outline(gearshapeOutline), outline(circle(0, 0, 3.3))])

    /// gearshape.fill: the wheel solid, the axle hole cut out.
    static let gearshapeFill = SymbolShape(parts: solid(gearshapeOutline, holes: [circle(0, 0, 3.2)]))
}
