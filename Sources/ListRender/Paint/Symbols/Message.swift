extension SymbolShape {
    /// message.fill: a solid oval speech bubble with its tail at the bottom left.
    static let messageFill: SymbolShape = {
        var bubble = Path()
        bubble.addEllipse(in: Rect(x: -10.2, y: -8.6, width: 20.4, height: 16.0))
        var tail = Path()
        tail.move(-7.0, 2.6); tail.quad(-7.0, 6.4, -9.4, 8.6); tail.quad(-5.4, 8.6, -2.6, 6.6); tail.close()
        return SymbolShape(parts: [.fill(bubble, .nonZero), outline(bubble)] + solid(tail)).centred()
    }()
}
