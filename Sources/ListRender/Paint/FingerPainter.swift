/// The finger overlay of documentation frames: a translucent disc while down, a fading trail
/// while moving, an expanding ring at lift.
enum FingerPainter {
    static let radius = 22.0

    static func paint(_ t: TouchMarker, theme: Theme, into items: inout [DisplayItem]) {
        let life = FingerMarker.trailLife
        for (a, b) in zip(t.trail, t.trail.dropFirst()) {
            let fade = max(0, 1 - b.age / life)
            items.append(.capsule(from: a.point, to: b.point, radius: 6 * fade + 2,
                                  theme.touch.withAlphaMultiplied(by: 0.6 * fade)))
        }
        switch t.phase {
        case .down, .move:
            let r = radius
            items.append(.roundedRect(Rect(x: t.point.x - r, y: t.point.y - r, width: 2 * r, height: 2 * r),
                                      radius: r, theme.touch))
            items.append(.strokeRoundedRect(Rect(x: t.point.x - r, y: t.point.y - r, width: 2 * r, height: 2 * r),
                                            radius: r, lineWidth: 1.5, theme.touch.withAlphaMultiplied(by: 1)))
        case .up:
            let f = min(1, t.sinceLift / FingerMarker.liftLife)
            let r = radius * (1 + 0.4 * f)
            items.append(.strokeRoundedRect(Rect(x: t.point.x - r, y: t.point.y - r, width: 2 * r, height: 2 * r),
                                            radius: r, lineWidth: 3, theme.touch.withAlphaMultiplied(by: 1 - f)))
        }
    }
}
