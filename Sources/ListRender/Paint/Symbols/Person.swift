extension SymbolShape {
    /// A person's shoulders: a dome from `left` to `right` at `bottom`, rising to `top`.
    static func shoulders(left: Double, right: Double, top: Double, bottom: Double) -> Path {
        let mid = (left + right) / 2, w = right - left
        var p = Path()
        p.move(left, bottom)
        p.cubic(left, top + 0.2 * (bottom - top), mid - 0.28 * w, top, mid, top)
        p.cubic(mid + 0.28 * w, top, right, top + 0.2 * (bottom - top), right, bottom)
        p.close()
        return p
    }

    /// person.fill: a solid head and shoulders.
    static let personFill = SymbolShape(parts: solid(circle(0, -4.8, 4.0)) + solid(shoulders(left: -8.2, right: 8.2, top: 1.8, bottom: 8.6)))

    /// person.2.fill: two people, the front one at the left, the other behind it to the right,
    /// with a gap where the front one overlaps.
    static let person2Fill: SymbolShape = {
        var back = Path()
        back.move(3.6, 7.6); back.line(10.2, 7.6); back.cubic(10.2, 3.6, 8.4, 1.4, 5.6, 1.4)
        back.cubic(4.8, 1.4, 4.0, 1.6, 3.4, 1.9); back.cubic(4.2, 3.4, 3.6, 5.8, 3.6, 7.6); back.close()
        return SymbolShape(parts: solid(circle(-3.8, -3.4, 3.5)) + solid(shoulders(left: -10.2, right: 2.6, top: 2.2, bottom: 8.0))
                           + solid(circle(5.6, -4.8, 2.9)) + solid(back)).centred()
    }()

    /// person.crop.circle.fill: a solid disc with the head and the shoulders cut out to its rim.
    static let personCropCircleFill: SymbolShape = {
        var body = Path()
        body.move(-6.08, 6.08); body.cubic(-4.8, 3.1, -2.6, 2.2, 0, 2.2); body.cubic(2.6, 2.2, 4.8, 3.1, 6.08, 6.08)
        body.addArc(0, 0, radius: 8.6, from: Double.pi / 4, to: 3 * Double.pi / 4)
        body.close()
        return SymbolShape(parts: disc(holes: [circle(0, -2.8, 3.6), body]))
    }()

    /// voicemail: two reels joined along the bottom.
    static let voicemail = SymbolShape(parts: [
        outline(circle(-5.6, 0, 4.0)), outline(circle(5.6, 0, 4.0)), polyline([(-5.6, 4.0), (5.6, 4.0)]),
    ])
}
