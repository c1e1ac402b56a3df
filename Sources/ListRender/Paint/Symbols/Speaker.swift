import Foundation

extension SymbolShape {
    /// The speaker: a box and its cone opening to the right.
    static let speakerBody: [(Double, Double)] = [(-9.6, -3.2), (-6.0, -3.2), (-1.2, -7.8), (-1.2, 7.8), (-6.0, 3.2), (-9.6, 3.2)]

    /// speaker.wave.2.fill: the speaker filled and two sound arcs.
    static let speakerWave2Fill: SymbolShape = {
        var parts = solid(shape(speakerBody))
        for (r, a) in [(4.6, 0.85), (8.8, 0.9)] {
            var p = Path()
            p.addArc(-0.4, 0, radius: r, from: -a, to: a, newContour: true)
            parts.append(outline(p, width: 1.7))
        }
        return SymbolShape(parts: parts).centred()
    }()

    /// speaker.slash.fill: the speaker filled, cut by a gap along a slash from top left to bottom right.
    static let speakerSlashFill: SymbolShape = {
        let body = speakerBody.map { ($0.0 + 2.6, $0.1) }
        let n = (0.7071, -0.7071), gap = 2.2
        return SymbolShape(parts: solid(shape(clipped(body, normal: n, offset: -gap, keepBelow: true)))
            + solid(shape(clipped(body, normal: n, offset: gap, keepBelow: false)))
            + [polyline([(-8.0, -8.0), (8.0, 8.0)], width: 1.7)])
    }()
}
