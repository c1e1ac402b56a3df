extension SymbolShape {
    /// An S 5.4 wide and 9.2 tall centred on `cx`.
    static func letterS(_ cx: Double) -> Path {
        var s = Path()
        s.move(cx + 2.5, -3.1)
        s.cubic(cx + 2.1, -4.1, cx + 1.2, -4.6, cx, -4.6)
        s.cubic(cx - 1.5, -4.6, cx - 2.6, -3.7, cx - 2.6, -2.4)
        s.cubic(cx - 2.6, 0.6, cx + 2.7, -0.8, cx + 2.7, 2.3)
        s.cubic(cx + 2.7, 3.7, cx + 1.5, 4.6, cx, 4.6)
        s.cubic(cx - 1.3, 4.6, cx - 2.3, 4.0, cx - 2.7, 3.0)
        return s
    }

    /// sos: the letters S, O, S drawn as strokes.
    static let sos: SymbolShape = {
        var o = Path()
        o.addEllipse(in: Rect(x: -2.8, y: -4.6, width: 5.6, height: 9.2))
        return SymbolShape(parts: [outline(letterS(-7.0), width: 1.7), outline(o, width: 1.7), outline(letterS(7.0), width: 1.7)])
    }()
}
