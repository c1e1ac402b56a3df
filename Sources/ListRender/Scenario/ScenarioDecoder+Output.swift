/// `output`: which frames to write, whether to draw the finger, what `verify` leaves out,
/// whether frames are turned grey.
extension ScenarioDecoder {
    func decodeOutput(_ c: ValueCursor, frameCount: Int, shape: ListShape) throws -> OutputSpec {
        let o = try c.object(allowed: ScenarioKeys.output)
        var out = OutputSpec()
        if let t = o.optional("touches") { out.touches = try t.bool() }
        if let g = o.optional("grayscale") { out.grayscale = try g.bool() }
        if let i = o.optional("ignore") { out.ignore = try i.array().map { try decodeIgnoreRegion($0, shape) } }
        guard let f = o.optional("frames") else { return out }
        switch f.value.kind {
        case .string:
            _ = try f.choice(["all"], what: "frame selection")
            out.frames = .all
        case .array:
            var indices: [Int] = []
            for item in try f.array() {
                let i = try item.integer(min: 0, max: Int(Int32.max))
                guard i < frameCount else {
                    throw item.error("frame \(i) does not exist; the scenario has \(frameCount) frames (0...\(frameCount - 1))")
                }
                indices.append(i)
            }
            // Sorted and without repeats, so writers can walk it once.
            out.frames = .indices(Array(Set(indices)).sorted())
        case .object:
            let e = try f.object(allowed: ScenarioKeys.every)
            out.frames = .every(try e.required("every").integer(min: 1, max: ScenarioLimits.maxFrames))
        default:
            throw f.error("expected \"all\", a list of frame indices or {\"every\": n}, got \(f.got)")
        }
        return out
    }
}

extension ScenarioDecoder {
    /// One `output.ignore` item: `[x, y, width, height]` in points, `{"rect": [x, y, width, height]}`,
    /// `{"row": [section, row]}`, or a part's name such as `"indicator"`.
    func decodeIgnoreRegion(_ c: ValueCursor, _ shape: ListShape) throws -> IgnoreRegion {
        let parts = ScreenPart.allCases.map(\.rawValue)
        switch c.value.kind {
        case .string:
            let name = try c.choice(parts, what: "screen part")
            return .part(ScreenPart(rawValue: name) ?? .indicator)
        case .array:
            return .rect(try ignoreRect(c))
        case .object:
            let o = try c.object(allowed: ScenarioKeys.ignoreObject)
            if let r = o.optional("rect") {
                if o.optional("row") != nil { throw c.error("give either \"rect\" or \"row\", not both") }
                return .rect(try ignoreRect(r))
            }
            return .row(try rowRef(try o.required("row"), shape))
        default:
            throw c.error("expected [x, y, width, height], {\"row\": [section, row]} or one of \(ValueCursor.list(parts)), got \(c.gotForString)")
        }
    }

    private func ignoreRect(_ c: ValueCursor) throws -> Rect {
        let v = try c.array(count: 4, what: "a rectangle [x, y, width, height] in points")
        let m = ScenarioLimits.maxCoordinate
        return Rect(x: try v[0].number(min: -m, max: m, unit: "pt"), y: try v[1].number(min: -m, max: m, unit: "pt"),
                    width: try v[2].number(min: 0, max: m, minExclusive: true, unit: "pt"),
                    height: try v[3].number(min: 0, max: m, minExclusive: true, unit: "pt"))
    }
}
