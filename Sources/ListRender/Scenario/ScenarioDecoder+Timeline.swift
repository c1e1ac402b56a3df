/// `timeline`: an array of one-key step objects (plus an optional `at`), decoded into
/// `TimedStep`s with row references checked against the list and start times checked in order.
extension ScenarioDecoder {

    /// The steps and the time the last one ends.
    func decodeTimeline(_ c: ValueCursor, shape: ListShape, features: Features) throws -> ([TimedStep], Double) {
        let items = try c.array()
        var steps: [TimedStep] = []
        steps.reserveCapacity(items.count)
        var end = 0.0
        for item in items {
            guard item.isObject else {
                throw item.error("expected a step object such as {\"wait\": 0.5}, got \(item.got)")
            }
            let o = try item.object(allowed: ScenarioKeys.step, noun: "step")
            let actions = o.keys.filter { $0 != "at" }
            guard let key = actions.first else {
                throw item.error("a step needs one of \(ValueCursor.list(ScenarioKeys.stepNames))")
            }
            if actions.count > 1 {
                throw item.error("a step has exactly one action, got \"\(actions[0])\" and \"\(actions[1])\"",
                                 at: o.location(ofKey: actions[1]))
            }
            var at: Double? = nil
            if let a = o.optional("at") {
                let t = try a.number(min: 0, max: ScenarioLimits.maxDuration, unit: "s")
                // A millionth of a second of slack: `at` is usually a sum written by hand.
                if t < end - 1e-6 {
                    throw a.error("starts at \(format(t)) s, before the previous step ends at \(format(end)) s")
                }
                at = t
            }
            let stepCursor = try o.required(key)
            let step = try decodeStep(key, stepCursor, shape: shape, features: features)
            end = (at ?? end) + step.duration
            if end > ScenarioLimits.maxDuration {
                throw stepCursor.error("ends at \(format(end)) s; a scenario lasts at most \(format(ScenarioLimits.maxDuration)) s")
            }
            steps.append(TimedStep(at: at, step: step, path: item.path, location: item.value.location.map { "\($0)" }))
        }
        return (steps, end)
    }

    private func decodeStep(_ key: String, _ c: ValueCursor, shape: ListShape, features: Features) throws -> TimelineStep {
        let maxD = ScenarioLimits.maxDuration
        let maxC = ScenarioLimits.maxCoordinate
        /// A step's length of time: positive (a zero-length move would have infinite velocity).
        func span(_ c: ValueCursor?, _ fallback: Double) throws -> Double {
            try c?.number(min: 0, max: maxD, minExclusive: true, unit: "s") ?? fallback
        }
        func pause(_ c: ValueCursor?, _ fallback: Double) throws -> Double {
            try c?.number(min: 0, max: maxD, unit: "s") ?? fallback
        }
        switch key {
        case "wait":
            return .wait(try c.number(min: 0, max: maxD, unit: "s"))
        case "drag":
            let o = try c.object(allowed: ScenarioKeys.drag)
            return .drag(from: try target(o.required("from"), shape), to: try target(o.required("to"), shape),
                         duration: try span(o.optional("duration"), 0.3), hold: try pause(o.optional("hold"), 0))
        case "fling":
            let o = try c.object(allowed: ScenarioKeys.fling)
            return .fling(from: try target(o.required("from"), shape),
                          dy: try o.optional("dy")?.number(min: -maxC, max: maxC, unit: "pt") ?? -300,
                          duration: try span(o.optional("duration"), 0.1))
        case "tap":
            if case .string = c.value.kind {
                _ = try c.choice(["loadMore"], what: "tap target")
                guard features.loadMore != nil else {
                    throw c.error("tapping \"loadMore\" needs features.loadMore")
                }
                return .tap(.loadMore)
            }
            return .tap(.target(try target(c, shape, orLoadMore: true)))
        case "longPressDrag":
            let o = try c.object(allowed: ScenarioKeys.longPressDrag)
            return .longPressDrag(row: try rowRef(o.required("row"), shape), to: try target(o.required("to"), shape),
                                  hold: try pause(o.optional("hold"), 0.6), duration: try span(o.optional("duration"), 0.8))
        case "swipe":
            let o = try c.object(allowed: ScenarioKeys.swipeStep)
            return .swipe(row: try rowRef(o.required("row"), shape),
                          dx: try o.optional("dx")?.number(min: -ScenarioLimits.viewportPoints.upperBound,
                                                           max: ScenarioLimits.viewportPoints.upperBound, unit: "pt") ?? -120,
                          duration: try span(o.optional("duration"), 0.15))
        case "scrub":
            let o = try c.object(allowed: ScenarioKeys.scrub)
            guard features.scrubNub != nil else {
                throw c.error("a scrub drags the scrub nub; it needs features.scrubNub")
            }
            return .scrub(to: try o.required("to").number(min: 0, max: 1, unit: "(fraction scrolled)"),
                          duration: try span(o.optional("duration"), 0.5))
        case "edit":
            return .edit(try c.bool())
        default: // "touches"
            return .touches(try touches(c, shape))
        }
    }

    /// A point `[x, y]` or `{"row": [section, row]}`.
    private func target(_ c: ValueCursor, _ shape: ListShape, orLoadMore: Bool = false) throws -> Target {
        let expected = "a point [x, y] or {\"row\": [section, row]}" + (orLoadMore ? " or \"loadMore\"" : "")
        switch c.value.kind {
        case .array(let elements) where elements.count == 2:
            let parts = try c.array()
            let m = ScenarioLimits.maxCoordinate
            return .point(Point(x: try parts[0].number(min: -m, max: m, unit: "pt"),
                                y: try parts[1].number(min: -m, max: m, unit: "pt")))
        case .object:
            let o = try c.object(allowed: ScenarioKeys.rowTarget)
            return .row(try rowRef(o.required("row"), shape))
        default:
            throw c.error("expected \(expected), got \(c.got)")
        }
    }

    /// `[section, row]`, within the list's data.
    func rowRef(_ c: ValueCursor, _ shape: ListShape) throws -> RowRef {
        let parts = try c.array(count: 2, what: "a row [section, row]")
        let section = try parts[0].integer(min: 0, max: Int(Int32.max))
        let row = try parts[1].integer(min: 0, max: Int(Int32.max))
        let sections = shape.sectionCount
        guard section < sections else {
            throw parts[0].error("section \(section) does not exist; the list has \(sections) section\(sections == 1 ? "" : "s")")
        }
        let rows = shape.rows(inSection: section)
        guard row < rows else {
            throw parts[1].error("row \(row) does not exist; section \(section) has \(rows) row\(rows == 1 ? "" : "s")")
        }
        return RowRef(section: section, row: row)
    }

    /// Raw touches: times from 0, never going back; one "down" first, one "up" last.
    private func touches(_ c: ValueCursor, _ shape: ListShape) throws -> [RawTouch] {
        let items = try c.array()
        guard items.count >= 2 else {
            throw c.error("needs at least a \"down\" and an \"up\" touch, got \(items.count)")
        }
        var result: [RawTouch] = []
        result.reserveCapacity(items.count)
        var previous = 0.0
        for (i, item) in items.enumerated() {
            let o = try item.object(allowed: ScenarioKeys.touch)
            let tCursor = try o.required("t")
            let t = try tCursor.number(min: 0, max: ScenarioLimits.maxDuration, unit: "s")
            if t < previous {
                throw tCursor.error("t \(tCursor.got) is earlier than the previous touch's \(format(previous)); times must not decrease")
            }
            previous = t
            let phaseCursor = try o.required("phase")
            let phaseName = try phaseCursor.choice(["down", "move", "up"], what: "phase")
            let phase = TouchPhase(rawValue: phaseName) ?? .move
            if i == 0 && phase != .down {
                throw phaseCursor.error("the first touch must be \"down\", got \(phaseCursor.got)")
            }
            if i > 0 && phase == .down {
                throw phaseCursor.error("a second \"down\"; a touches step is one finger: one \"down\" first, one \"up\" last")
            }
            if i < items.count - 1 && phase == .up {
                throw phaseCursor.error("\"up\" must be the last touch")
            }
            if i == items.count - 1 && phase != .up {
                throw phaseCursor.error("the last touch must be \"up\", got \(phaseCursor.got)")
            }
            result.append(RawTouch(t: t, phase: phase, at: try target(try o.required("at"), shape)))
        }
        return result
    }
}
