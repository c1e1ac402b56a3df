/// The machine-readable summary of a verify run: per scenario and per frame, the status, the
/// mismatched pixel count, its share of the frame, the pixels left out by `output.ignore`, the
/// box around the differences and the paths of the images. Keys keep their order, so the same
/// run gives the same bytes.
public enum VerifySummary {
    /// Format version, raised whenever a key changes meaning.
    public static let version = 1

    /// Writes the summary (pretty-printed) to `path`, atomically: the old file stays whole until the new one is.
    public static func write(_ verifications: [ScenarioVerification], to path: String) throws {
        try FileOutput.writeAtomically(text: json(verifications).serialized(pretty: true) + "\n", to: path)
    }

    /// The summary of `verifications`, in their order.
    public static func json(_ verifications: [ScenarioVerification]) -> JSONOutput {
        func count(_ s: ImageStatus) -> Int { verifications.map { $0.count(s) }.reduce(0, +) }
        let totals: [(String, JSONOutput)] = [
            ("scenarios", .int(verifications.count)),
            ("frames", .int(verifications.map(\.frames.count).reduce(0, +))),
            ("passed", .int(count(.passed))), ("failed", .int(count(.failed))), ("new", .int(count(.new))),
            ("recorded", .int(count(.recorded))), ("replaced", .int(count(.replaced))),
            ("stale", .int(verifications.map(\.staleReferences.count).reduce(0, +))),
        ]
        return .object([
            ("version", .int(version)),
            ("passed", .bool(verifications.allSatisfy(\.passed))),
            ("totals", .object(totals)),
            ("scenarios", .array(verifications.map(scenario))),
        ])
    }

    static func scenario(_ v: ScenarioVerification) -> JSONOutput {
        .object([
            ("name", .string(v.scenario)), ("source", .string(v.sourcePath)),
            ("references", .string(v.referenceFolder)), ("passed", .bool(v.passed)),
            ("frames", .array(v.frames.map(frame))),
            ("staleReferences", .array(v.staleReferences.map(JSONOutput.string))), ("pruned", .bool(v.pruned)),
        ])
    }

    static func frame(_ f: VerifiedFrame) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("index", .int(f.index)), ("name", .string(f.name)),
                                              ("status", .string(f.status.rawValue))]
        if let c = f.comparison {
            fields += [("mismatchedPixels", .int(c.mismatchedPixels)), ("totalPixels", .int(c.totalPixels)),
                       ("ratio", .number(c.mismatchRatio)), ("ignoredPixels", .int(c.ignoredPixels)),
                       ("sizeMismatch", .bool(c.sizeMismatch))]
            fields.append(("differenceBounds", c.differenceBounds.map { b in
                .object([("x", .int(b.x)), ("y", .int(b.y)), ("width", .int(b.width)), ("height", .int(b.height))])
            } ?? .null))
        }
        fields.append(("reference", .string(f.referencePath)))
        if let a = f.actualPath { fields.append(("actual", .string(a))) }
        if let d = f.diffPath { fields.append(("diff", .string(d))) }
        return .object(fields)
    }
}
