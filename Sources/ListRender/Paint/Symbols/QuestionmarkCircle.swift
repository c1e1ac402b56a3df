extension SymbolShape {
    /// questionmark.circle: the ring and a question mark: a hook (an arc over the top, bending
    /// down-left into a short stem) above a dot. Placed from home-assistant's iOS 26 "How it
    /// works?" row at 3x: the hook 6.3 pt across and slightly thinner than the ring, the dot
    /// 2.2 pt across, both a hair left of the ring's centre as the glyph's are.
    static let questionmarkCircle: SymbolShape = {
        var hook = Path()
        hook.addArc(0, -1.9, radius: 2.42, from: -2.71, to: 0.35)
        hook.cubic(1.98, -0.43, -0.15, -0.3, -0.15, 0.6)
        hook.line(-0.15, 1.2)
        return SymbolShape(parts: [
            ring,
            .stroke(hook, width: 1.5, cap: .round),
            .fill(circle(-0.15, 4.0, 1.1), .nonZero),
        ])
    }()
}
