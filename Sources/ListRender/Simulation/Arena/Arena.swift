/// Settles who gets a touch, as Flutter's gesture arena and UIKit's recogniser dependencies do:
/// at touch down every behaviour is offered the touch in the table's order and joins (`possible`),
/// stays out (`pass`), spends it (`consume`: the behaviours `ArenaRules.consumes` names leave) or
/// wins it (`claim`: everyone else leaves). While undecided, moves go to every member and the
/// first claim wins; a release of an undecided touch goes to the members in order until one takes
/// the tap. Which behaviour beats which, and what winning does to the others, is `ArenaRules`;
/// nothing here names a behaviour.
struct Arena: Sendable {
    /// Every behaviour of the scenario, in the registered order (`BehaviourRegistry`, in Render).
    var behaviours: [any Behaviour]
    /// The finger down, if any.
    private(set) var touch: ActiveTouch?

    init(behaviours: [any Behaviour]) { self.behaviours = behaviours }

    private func index(of id: BehaviourID) -> Int? { behaviours.firstIndex { $0.id == id } }

    // MARK: Touches

    mutating func began(_ e: TouchEvent, list: inout ListState) {
        var t = ActiveTouch(down: e, list: list)
        // Modes are judged as the finger comes down (edit mode entered mid-touch changes nothing).
        let disabled = ArenaRules.disabled(in: list)
        for i in behaviours.indices {
            let id = behaviours[i].id
            if disabled.contains(id) || t.excluded.contains(id) { continue }
            switch behaviours[i].touchBegan(&t, list: &list) {
            case .pass: continue
            case .possible: t.members.append(id)
            case .consume:
                t.members.append(id)
                let shut = ArenaRules.consumes[id] ?? []
                t.excluded.formUnion(shut)
                leave(where: { shut.contains($0) }, touch: &t, list: &list, at: e.time.seconds)
            case .claim:
                t.members.append(id)
                win(id, touch: &t, list: &list, at: e.time.seconds)
            }
            if t.owner != nil { break }
        }
        touch = t
    }

    mutating func moved(_ e: TouchEvent, list: inout ListState) {
        // Take the touch out first so its history is uniquely referenced: appending to a copy
        // that `touch` still shares copied the whole history per move (quadratic in moves).
        guard var t = touch else { return }
        touch = nil
        t.history.append(e)
        if let owner = t.owner, let i = index(of: owner) {
            _ = behaviours[i].touchMoved(&t, to: e, list: &list)
        } else {
            if t.isBeyondSlop(e.point) { t.tapPossible = false }
            for id in ArenaRules.moveOrder(t.members) {
                guard t.isMember(id), let i = index(of: id) else { continue }
                switch behaviours[i].touchMoved(&t, to: e, list: &list) {
                case .pass: t.members.removeAll { $0 == id }
                case .claim: win(id, touch: &t, list: &list, at: e.time.seconds)
                case .possible, .consume: break
                }
                if t.owner != nil { break }
            }
        }
        touch = t
    }

    mutating func ended(_ e: TouchEvent, list: inout ListState) {
        guard var t = touch else { return }
        touch = nil
        t.history.append(e)
        if let owner = t.owner, let i = index(of: owner) {
            _ = behaviours[i].touchEnded(t, at: e, list: &list)
            return
        }
        var winner: BehaviourID?
        for id in t.members {
            guard let i = index(of: id) else { continue }
            if behaviours[i].touchEnded(t, at: e, list: &list) == .claim { winner = id; break }
        }
        leave(where: { $0 != winner }, touch: &t, list: &list, at: e.time.seconds)
    }

    // MARK: Deadlines

    /// The earliest deadline of any behaviour, ties to the earlier in the table.
    func nextDeadline(list: ListState, now: SimTime) -> (SimTime, Int)? {
        var best: (SimTime, Int)?
        for i in behaviours.indices {
            guard let d = behaviours[i].nextDeadline(touch: touch, list: list, now: now) else { continue }
            if best == nil || d < best!.0 { best = (d, i) }
        }
        return best
    }

    mutating func deadlineReached(_ i: Int, at time: SimTime, list: inout ListState) {
        var t = touch
        touch = nil
        let verdict = behaviours[i].deadlineReached(at: time, touch: &t, list: &list)
        if verdict == .claim, var claimed = t {
            win(behaviours[i].id, touch: &claimed, list: &list, at: time.seconds)
            t = claimed
        }
        touch = t
    }

    // MARK: Rules

    /// `id` wins the touch: the other members are cancelled, and the behaviours the rules say
    /// its win puts away are dismissed.
    private mutating func win(_ id: BehaviourID, touch t: inout ActiveTouch, list: inout ListState, at time: Double) {
        t.owner = id
        leave(where: { $0 != id }, touch: &t, list: &list, at: time)
        dismiss(ArenaRules.claimDismisses[id] ?? [], list: &list, at: time)
    }

    /// Members matching `leaves` leave the arena, each told so.
    private mutating func leave(where leaves: (BehaviourID) -> Bool, touch t: inout ActiveTouch, list: inout ListState, at time: Double) {
        let gone = t.members.filter(leaves)
        t.members.removeAll(where: leaves)
        for id in gone { if let i = index(of: id) { behaviours[i].touchCancelled(t, list: &list, at: time) } }
    }

    mutating func dismiss(_ ids: [BehaviourID], list: inout ListState, at t: Double) {
        for id in ids { if let i = index(of: id) { behaviours[i].dismiss(list: &list, at: t) } }
    }

    // MARK: Everyone

    mutating func eventHandled(list: inout ListState, at t: Double) {
        for i in behaviours.indices { behaviours[i].eventHandled(list: &list, at: t) }
    }

    mutating func advanced(list: ListState, at t: Double) {
        for i in behaviours.indices { behaviours[i].advanced(list: list, at: t) }
    }

    func contribute(to state: inout FrameState, list: ListState, at t: Double) {
        for b in behaviours { b.contribute(to: &state, list: list, at: t) }
    }
}
