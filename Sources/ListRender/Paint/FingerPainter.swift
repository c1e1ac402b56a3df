/// The finger overlay of documentation frames, modelled on the touch indicator of the iOS
/// Simulator and of screen recordings: a soft grey translucent disc 44 pt across with a slightly
/// darker rim while the finger is down, a tapering trail behind a moving finger, and at lift the
/// disc fading out while a ring expands from it and fades.
///
/// Disc and trail are drawn opaque inside one transparency group that is then made translucent,
/// so they fuse into one comet shape: where round-capped trail segments overlap each other or
/// the disc they do not pile up into darker beads (they did when each segment was translucent on
/// its own). The trail fades by narrowing, both with age and towards its old end.
extension Painter {
    /// The finger's proportions.
    enum Finger {
        /// Disc radius in points: 44 pt across, Apple's minimum touch target.
        static let radius = 22.0
        /// Trail half-width next to the finger and at its end, in points.
        static let trailHead = 12.0, trailTail = 1.0
    }

    func paintFinger(_ t: TouchMarker, into items: inout [DisplayItem]) {
        let radius = Finger.radius
        let base = theme.touch
        let strength = Double(base.a) / 255          // the theme's alpha scales everything
        let opaque = Color(r: base.r, g: base.g, b: base.b)
        let rim = Color(r: UInt8(Double(base.r) * 0.72), g: UInt8(Double(base.g) * 0.72), b: UInt8(Double(base.b) * 0.72))

        // Lift: eased progress of the fade-out (0 while down).
        let lift = t.phase == .up ? t.lift : 0
        let eased = 1 - (1 - lift) * (1 - lift)
        let fade = 1 - lift

        if fade > 0 {
            let r = radius * (1 + 0.15 * eased)
            let box = Rect(x: t.point.x - r, y: t.point.y - r, width: 2 * r, height: 2 * r)
            items.append(.beginLayer(opacity: 0.7 * strength * fade))
            paintFingerTrail(t, color: opaque, into: &items)
            items.append(.roundedRect(box, radius: r, opaque))
            items.append(.endLayer)
            items.append(.strokeRoundedRect(box.insetBy(dx: 0.75, dy: 0.75), radius: r - 0.75, lineWidth: 1.5,
                                            rim.withAlphaMultiplied(by: 0.9 * strength * fade)))
        }
        if t.phase == .up && lift < 1 {
            let r = radius * (1 + 0.7 * eased)
            let box = Rect(x: t.point.x - r, y: t.point.y - r, width: 2 * r, height: 2 * r)
            items.append(.strokeRoundedRect(box, radius: r, lineWidth: 2.5 * (1 - 0.4 * eased),
                                            rim.withAlphaMultiplied(by: 0.9 * strength * fade)))
        }
    }

    /// The trail as round-capped segments whose half-width shrinks with age and with distance
    /// along the path from the finger (so even a fast fling, all of whose points are fresh,
    /// tapers like a comet's tail).
    private func paintFingerTrail(_ t: TouchMarker, color: Color, into items: inout [DisplayItem]) {
        let trailHead = Finger.trailHead, trailTail = Finger.trailTail
        let points = t.trail
        guard points.count >= 2 else { return }
        // Path length from each point to the newest one.
        var fromHead = [Double](repeating: 0, count: points.count)
        for i in stride(from: points.count - 2, through: 0, by: -1) {
            let a = points[i].point, b = points[i + 1].point
            fromHead[i] = fromHead[i + 1] + ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
        let total = max(fromHead[0], 1e-9)
        func width(_ i: Int) -> Double {
            let fresh = points[i].fresh
            return trailTail + (trailHead - trailTail) * min(fresh, 1 - fromHead[i] / total)
        }
        for i in 0..<(points.count - 1) {
            let a = points[i].point, b = points[i + 1].point
            let wa = width(i), wb = width(i + 1)
            // Pieces of at most 3 pt, so a long fast segment narrows smoothly instead of in steps.
            let n = max(1, min(200, Int(((fromHead[i] - fromHead[i + 1]) / 3).rounded(.up))))
            for k in 0..<n {
                let u0 = Double(k) / Double(n), u1 = Double(k + 1) / Double(n)
                let p = Point(x: a.x + (b.x - a.x) * u0, y: a.y + (b.y - a.y) * u0)
                let q = Point(x: a.x + (b.x - a.x) * u1, y: a.y + (b.y - a.y) * u1)
                items.append(.capsule(from: p, to: q, radius: wa + (wb - wa) * u1, color))
            }
        }
    }
}
