/// `output`: which frames to write and whether to draw the finger.
extension ScenarioDecoder {
    func decodeOutput(_ c: ValueCursor, frameCount: Int) throws -> OutputSpec {
        let o = try c.object(allowed: ["frames", "touches"])
        var out = OutputSpec()
        if let t = o.optional("touches") { out.touches = try t.bool() }
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
            let e = try f.object(allowed: ["every"])
            out.frames = .every(try e.required("every").integer(min: 1, max: ScenarioLimits.maxFrames))
        default:
            throw f.error("expected \"all\", a list of frame indices or {\"every\": n}, got \(f.got)")
        }
        return out
    }
}
