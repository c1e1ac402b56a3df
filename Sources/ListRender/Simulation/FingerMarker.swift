/// Remembers the finger's recent path for the dump's `touch` and the documentation overlay.
struct FingerMarker: Sendable {
    /// How long a trail point stays visible, and how long the lift ring shows.
    static let trailLife = 0.3
    static let liftLife = 0.35

    private var samples: [TouchEvent] = []
    private var isDown = false
    private var lastMoveWasMove = false
    private var liftedAt: SimTime?

    mutating func record(_ e: TouchEvent) {
        switch e.phase {
        case .down:
            samples = [e]
            isDown = true
            lastMoveWasMove = false
            liftedAt = nil
        case .move:
            samples.append(e)
            lastMoveWasMove = true
        case .up:
            samples.append(e)
            isDown = false
            liftedAt = e.time
        }
        // Keep only what a trail can still show.
        let horizon = e.time - SimTime.seconds(FingerMarker.trailLife)
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 1 {
            samples.removeFirst(firstKept - 1)
        }
    }

    func marker(at t: SimTime) -> TouchMarker? {
        guard let last = samples.last else { return nil }
        let trail = samples.filter { t - $0.time <= SimTime.seconds(FingerMarker.trailLife) }
            .map { (point: $0.point, fresh: max(0, 1 - (t - $0.time).seconds / FingerMarker.trailLife)) }
        if isDown {
            return TouchMarker(point: last.point, phase: lastMoveWasMove ? .move : .down, trail: trail, lift: 0)
        }
        guard let lifted = liftedAt, t - lifted <= SimTime.seconds(FingerMarker.liftLife) else { return nil }
        let lift = min(1, max(0, (t - lifted).seconds / FingerMarker.liftLife))
        return TouchMarker(point: last.point, phase: .up, trail: trail, lift: lift)
    }
}
