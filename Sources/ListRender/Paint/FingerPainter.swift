/// The finger overlay of documentation frames, modelled on the touch indicator of the iOS
/// Simulator and of screen recordings: a soft grey translucent disc 44 pt across with a slightly
/// darker rim while the finger is down, a tapering trail behind a moving finger, and at lift the
/// disc fading out while a ring expands from it and fades.
///
/// The trail is drawn opaque inside one transparency group, so where its round-capped segments
/// overlap they do not pile up into darker beads (they did when each segment was translucent on
/// its own); it fades by narrowing with age instead. It stops at the disc's edge so the disc,
/// itself translucent, does not show a darker trail through it.
enum FingerPainter {
    /// Disc radius in points: 44 pt across, Apple's minimum touch target.
    static let radius = 22.0
    /// Trail half-width next to the finger and at the end of its life, in points.
    static let trailHead = 9.0, trailTail = 1.5

    static func paint(_ t: TouchMarker, theme: Theme, into items: inout [DisplayItem]) {
        let base = theme.touch
        let strength = Double(base.a) / 255          // the theme's alpha scales everything
        let opaque = Color(r: base.r, g: base.g, b: base.b)
        let rim = Color(r: UInt8(Double(base.r) * 0.72), g: UInt8(Double(base.g) * 0.72), b: UInt8(Double(base.b) * 0.72))

        // Lift: eased progress of the fade-out (0 while down).
        let lift = t.phase == .up ? min(1, max(0, t.sinceLift / FingerMarker.liftLife)) : 0
        let eased = 1 - (1 - lift) * (1 - lift)
        let discRadius = radius * (1 + 0.2 * eased)
        let discAlpha = 1 - lift

        trail(t, color: opaque, opacity: 0.6 * strength * (1 - 0.5 * lift), avoiding: discAlpha > 0 ? discRadius : 0, into: &items)

        if discAlpha > 0 {
            let r = discRadius
            let box = Rect(x: t.point.x - r, y: t.point.y - r, width: 2 * r, height: 2 * r)
            items.append(.roundedRect(box, radius: r, opaque.withAlphaMultiplied(by: 0.7 * strength * discAlpha)))
            items.append(.strokeRoundedRect(box.insetBy(dx: 0.75, dy: 0.75), radius: r - 0.75, lineWidth: 1.5,
                                            rim.withAlphaMultiplied(by: 0.9 * strength * discAlpha)))
        }
        if t.phase == .up && lift < 1 {
            let r = radius * (1 + 0.7 * eased)
            let box = Rect(x: t.point.x - r, y: t.point.y - r, width: 2 * r, height: 2 * r)
            items.append(.strokeRoundedRect(box, radius: r, lineWidth: 2.5 * (1 - 0.4 * eased),
                                            rim.withAlphaMultiplied(by: 0.9 * strength * (1 - lift))))
        }
    }

    /// The trail as capsules narrowing with age, in one group of `opacity`, with the parts
    /// within `avoiding` points of the finger left out.
    private static func trail(_ t: TouchMarker, color: Color, opacity: Double, avoiding: Double,
                              into items: inout [DisplayItem]) {
        let life = FingerMarker.trailLife
        var segments: [DisplayItem] = []
        for (a, b) in zip(t.trail, t.trail.dropFirst()) {
            let fresh = max(0, 1 - b.age / life)
            guard fresh > 0 else { continue }
            let w = trailTail + (trailHead - trailTail) * fresh
            for (p, q) in outside(a.point, b.point, center: t.point, radius: avoiding > 0 ? avoiding + w : 0) {
                segments.append(.capsule(from: p, to: q, radius: w, color))
            }
        }
        guard !segments.isEmpty, opacity > 0 else { return }
        items.append(.beginLayer(opacity: opacity))
        items += segments
        items.append(.endLayer)
    }

    /// The parts of segment a–b farther than `radius` from `center` (0, 1 or 2 pieces).
    static func outside(_ a: Point, _ b: Point, center c: Point, radius r: Double) -> [(Point, Point)] {
        guard r > 0 else { return [(a, b)] }
        let dx = b.x - a.x, dy = b.y - a.y
        let fx = a.x - c.x, fy = a.y - c.y
        let qa = dx * dx + dy * dy, qb = 2 * (fx * dx + fy * dy), qc = fx * fx + fy * fy - r * r
        if qa < 1e-12 { return qc > 0 ? [(a, b)] : [] }
        let disc = qb * qb - 4 * qa * qc
        if disc <= 0 { return [(a, b)] }
        let s = disc.squareRoot()
        let t1 = (-qb - s) / (2 * qa), t2 = (-qb + s) / (2 * qa)
        func at(_ t: Double) -> Point { Point(x: a.x + t * dx, y: a.y + t * dy) }
        var out: [(Point, Point)] = []
        if t1 > 0 { out.append((a, at(min(1, t1)))) }
        if t2 < 1 { out.append((at(max(0, t2)), b)) }
        return out
    }
}
