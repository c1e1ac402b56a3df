extension SymbolShape {
    /// A note: a solid oval head, its stem rising from the head's right, a flag curling right.
    static func note(headX: Double, headY: Double, rx: Double, ry: Double, stemTop: Double) -> [Part] {
        var head = Path()
        head.addEllipse(in: Rect(x: headX - rx, y: headY - ry, width: 2 * rx, height: 2 * ry))
        let stemX = headX + rx - 0.8
        var flag = Path()
        flag.move(stemX, stemTop); flag.cubic(stemX + 2.8, stemTop + 0.8, stemX + 5.6, stemTop + 2.4, stemX + 5.2, stemTop + 6.0)
        return [.fill(head, .nonZero), polyline([(stemX, headY), (stemX, stemTop)], width: 1.8), outline(flag, width: 1.8)]
    }

    /// music.note: one eighth note.
    static let musicNote = SymbolShape(parts: note(headX: -3.0, headY: 5.8, rx: 3.8, ry: 3.0, stemTop: -9.0)).centred()

    /// music.note.list: three lines of a list and a note beside them.
    static let musicNoteList = SymbolShape(parts: [
        polyline([(-10.0, -6.8), (0.4, -6.8)]), polyline([(-10.0, -2.4), (0.4, -2.4)]), polyline([(-10.0, 2.0), (-4.0, 2.0)]),
    ] + note(headX: 3.2, headY: 6.0, rx: 3.2, ry: 2.5, stemTop: -8.4)).centred()

    /// play.fill: a solid triangle pointing right.
    static let playFill = SymbolShape(parts: solid(shape([(-5.8, -8.2), (8.4, 0), (-5.8, 8.2)]))).centred()

    /// pause.fill: two solid bars.
    static let pauseFill = SymbolShape(parts: [
        .fill(roundedRect(-6.4, -8.4, 4.4, 16.8, 1.2), .nonZero), .fill(roundedRect(2.0, -8.4, 4.4, 16.8, 1.2), .nonZero),
    ])

    /// forward.fill: two solid triangles pointing right.
    static let forwardFill = SymbolShape(parts: solid(shape([(-10.0, -6.4), (-0.4, 0), (-10.0, 6.4)]))
                                         + solid(shape([(0.4, -6.4), (10.0, 0), (0.4, 6.4)])))

    /// backward.fill: two solid triangles pointing left.
    static let backwardFill = SymbolShape(parts: solid(shape([(10.0, -6.4), (0.4, 0), (10.0, 6.4)]))
                                          + solid(shape([(-0.4, -6.4), (-10.0, 0), (-0.4, 6.4)])))

    /// mic.fill: a solid capsule in a U-shaped holder on a short stem.
    static let micFill: SymbolShape = {
        var holder = Path()
        holder.move(-6.2, -2.2); holder.line(-6.2, -0.8)
        holder.addArc(0, -0.8, radius: 6.2, from: Double.pi, to: 0)
        holder.line(6.2, -2.2)
        return SymbolShape(parts: [
            polyline([(0, -6.4), (0, -0.6)], width: 6.4), outline(holder), polyline([(0, 5.4), (0, 8.8)]),
        ]).centred()
    }()
}
