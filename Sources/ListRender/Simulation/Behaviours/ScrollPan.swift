extension BehaviourID { static let scroll = BehaviourID("scroll") }

/// UIScrollView's own touch handling: a finger that comes down catches a moving list; 10 pt of
/// vertical movement is the pan (the list scrolls only vertically, so a horizontal move never
/// is); the list follows the finger and, released, decelerates, bounces or lands where a snap
/// header or a large title wants it. A finger lifted without panning lets a held bounce finish.
struct ScrollPan: Behaviour {
    let id = BehaviourID.scroll

    mutating func touchBegan(_ touch: inout ActiveTouch, list: inout ListState) -> TouchVerdict {
        list.scroll.hold(at: touch.down.time.seconds)
        return .possible
    }

    mutating func touchMoved(_ touch: inout ActiveTouch, to e: TouchEvent, list: inout ListState) -> TouchVerdict {
        if touch.owner == id {
            list.scroll.drag(fingerY: e.point.y, at: e.time.seconds)
            return .claim
        }
        guard abs(touch.translation(to: e.point).dy) >= ActiveTouch.slop else { return .possible }
        list.scroll.beginDrag(fingerY: e.point.y, at: e.time.seconds)
        return .claim
    }

    mutating func touchEnded(_ touch: ActiveTouch, at e: TouchEvent, list: inout ListState) -> TouchVerdict {
        let t = e.time.seconds
        guard touch.owner == id else {
            list.scroll.release(at: t)
            return .pass
        }
        let velocity = -touch.history.velocity(at: e.time).y
        let m = list.metrics
        if let snap = list.scenario.features.snapHeader {
            list.scroll.endDrag(velocity: velocity, at: t) { target, v in
                SnapHeader.landing(target: target, velocity: v, options: snap)
            }
        } else if m.chrome.collapses {
            let stops = m.chrome.restingOffsets(open: m.minOffset)
            list.scroll.endDrag(velocity: velocity, at: t) { target, _ in
                LargeTitleSnap.landing(target: target, stops: stops)
            }
        } else {
            list.scroll.endDrag(velocity: velocity, at: t)
        }
        return .claim
    }
}
