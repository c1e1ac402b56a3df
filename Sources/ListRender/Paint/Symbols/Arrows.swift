extension SymbolShape {
    /// arrowshape.turn.up.left: Mail's reply: an arrowhead pointing left, its tail sweeping down right.
    static let arrowshapeTurnUpLeft: SymbolShape = {
        var p = Path()
        p.move(-9.6, -2.2); p.line(-3.0, -8.6); p.line(-3.0, -4.6)
        p.cubic(4.4, -4.6, 9.6, -1.0, 9.6, 7.6); p.cubic(7.4, 3.0, 3.8, 0.8, -3.0, 0.8)
        p.line(-3.0, 4.2); p.close()
        return SymbolShape(parts: [outline(p)]).centred()
    }()

    /// arrow.uturn.backward: a line going right, turning up and back left into an arrowhead.
    static let arrowUturnBackward: SymbolShape = {
        var p = Path()
        p.move(-4.2, 7.6); p.line(2.6, 7.6)
        p.addArc(2.6, 0.6, radius: 7.0, from: Double.pi / 2, to: -Double.pi / 2)
        p.line(-8.6, -6.4)
        return SymbolShape(parts: [outline(p), polyline([(-4.6, -10.4), (-8.6, -6.4), (-4.6, -2.4)])]).centred()
    }()

    /// arrow.down.circle: the ring and an arrow pointing down.
    static let arrowDownCircle = SymbolShape(parts: [
        ring, polyline([(0, -5.2), (0, 5.0)]), polyline([(-4.0, 1.2), (0, 5.2), (4.0, 1.2)]),
    ])

    /// shuffle: two arrows to the right, crossing.
    static let shuffle: SymbolShape = {
        var a = Path()
        a.move(-10.0, -5.6); a.line(-6.4, -5.6); a.cubic(-1.2, -5.6, 1.2, 5.6, 6.4, 5.6); a.line(9.4, 5.6)
        var b = Path()
        b.move(-10.0, 5.6); b.line(-6.4, 5.6); b.cubic(-1.2, 5.6, 1.2, -5.6, 6.4, -5.6); b.line(9.4, -5.6)
        return SymbolShape(parts: [
            outline(a), outline(b),
            polyline([(6.6, 2.6), (9.6, 5.6), (6.6, 8.6)]), polyline([(6.6, -8.6), (9.6, -5.6), (6.6, -2.6)]),
        ])
    }()

    /// repeat: a rounded loop of two arrows, right along the top and left along the bottom.
    static let `repeat`: SymbolShape = {
        var top = Path()
        top.move(-9.4, 1.4); top.line(-9.4, -1.6); top.quad(-9.4, -5.6, -5.4, -5.6); top.line(9.0, -5.6)
        var bottom = Path()
        bottom.move(9.4, -1.4); bottom.line(9.4, 1.6); bottom.quad(9.4, 5.6, 5.4, 5.6); bottom.line(-9.0, 5.6)
        return SymbolShape(parts: [
            outline(top), outline(bottom),
            polyline([(6.0, -8.6), (9.0, -5.6), (6.0, -2.6)]), polyline([(-6.0, 2.6), (-9.0, 5.6), (-6.0, 8.6)]),
        ])
    }()

    /// arrow.left.arrow.right: two arrows the full width of the glyph, one above the other, the
    /// upper pointing left and the lower right, their shafts 11.7 pt apart and their heads' arms
    /// at 45°: 19.3 pt wide and 23.5 pt tall in ink, as home-assistant's iOS 26 "Server
    /// Switching" row draws it at 3x (taller than wide, so it is centred by its box like the rest).
    static let arrowLeftArrowRight: SymbolShape = {
        let end = 8.87, shaft = 5.83, arm = 5.1
        return SymbolShape(parts: [
            polyline([(-end + arm, -shaft - arm), (-end, -shaft), (-end + arm, -shaft + arm)]), polyline([(-end, -shaft), (end, -shaft)]),
            polyline([(end - arm, shaft - arm), (end, shaft), (end - arm, shaft + arm)]), polyline([(-end, shaft), (end, shaft)]),
        ])
    }()
}
