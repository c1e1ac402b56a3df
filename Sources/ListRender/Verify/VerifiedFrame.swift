/// What `verify` did with one rendered frame.
public struct VerifiedFrame: Equatable, Sendable {
    /// The outcome for this frame: `passed`, `failed`, `new` (no reference, record mode `never`;
    /// a failure), `recorded` (no reference; written as the new one) or `replaced` (differed, or
    /// the reference was unreadable; the reference was replaced). Never `missing`: references no
    /// frame renders are `ScenarioVerification.staleReferences`.
    public typealias Status = ImageStatus

    /// Frame number in the scenario.
    public let index: Int
    /// `frame-NNNN.png`.
    public let name: String
    public let status: Status
    /// Where its reference is (or would be): `references/NAME/frame-NNNN.png`.
    public let referencePath: String
    /// The comparison with the old reference, when there was one to compare (its diff image dropped).
    public let comparison: ImageComparison?
    /// The rendered frame, written for failures: `FAILURES/NAME/frame-NNNN-actual.png`.
    public let actualPath: String?
    /// Pixelmatch's diff image for `failed` frames: `FAILURES/NAME/frame-NNNN-diff.png`.
    public let diffPath: String?

    /// One human line: `FAIL frame-0003.png  120 of 3000 pixels differ (4%)  diff: ...  actual: ...`.
    public var line: String {
        switch status {
        case .passed: return "PASS     \(name)"
        case .recorded: return "RECORDED \(name)  new reference \(referencePath)"
        case .replaced:
            return "REPLACED \(name)  " + (comparison.map { Self.difference($0) } ?? "unreadable reference")
                + ", new reference \(referencePath)"
        case .new:
            return "NEW      \(name)  no reference at \(referencePath) (record mode never)"
                + (actualPath.map { "  actual: \($0)" } ?? "")
        case .failed, .missing:
            var s = "FAIL     \(name)  " + (comparison.map { Self.difference($0) } ?? "differs")
            if let d = diffPath { s += "  diff: \(d)" }
            if let a = actualPath { s += "  actual: \(a)" }
            return s
        }
    }

    /// "120 of 3000 pixels differ (4%)" or "size mismatch: actual WxH, expected WxH".
    static func difference(_ c: ImageComparison) -> String {
        c.sizeMismatch
            ? "size mismatch: actual \(c.actualSize), expected \(c.expectedSize)"
            : "\(c.mismatchedPixels) of \(c.totalPixels) pixels differ (\(CompareRecord.percent(c.mismatchRatio)))"
    }
}

/// What `verify` found for one scenario.
public struct ScenarioVerification: Equatable, Sendable {
    /// The scenario's name (its references folder name).
    public let scenario: String
    /// The file it came from ("<memory>" when built in code).
    public let sourcePath: String
    /// `references/NAME`.
    public let referenceFolder: String
    /// The record mode used.
    public let record: RecordMode
    /// Every selected frame, in order.
    public let frames: [VerifiedFrame]
    /// Reference PNGs in `referenceFolder` that no selected frame corresponds to (paths), sorted.
    public let staleReferences: [String]
    /// Whether `staleReferences` were deleted (`prune`).
    public let pruned: Bool

    /// No frame failed.
    public var passed: Bool { !frames.contains { $0.status.isFailure } }

    /// Frames with `status`.
    public func count(_ status: VerifiedFrame.Status) -> Int { frames.filter { $0.status == status }.count }

    /// The one-line summary: `basic-scroll: FAILED, 44 frames: 42 passed, 2 failed, 0 new, 0 recorded, 0 replaced; 1 stale reference (pruned)`.
    public var summaryLine: String { summaryLine(pruneOption: "prune") }

    /// The summary, naming the option that deletes stale references as `pruneOption` (the command
    /// line says `--prune`).
    public func summaryLine(pruneOption: String) -> String {
        var s = "\(scenario): \(passed ? "ok" : "FAILED"), \(frames.count) frames: \(count(.passed)) passed, "
            + "\(count(.failed)) failed, \(count(.new)) new, \(count(.recorded)) recorded, "
            + "\(count(.replaced)) replaced"
        if !staleReferences.isEmpty {
            s += "; \(staleReferences.count) stale reference\(staleReferences.count == 1 ? "" : "s")"
                + (pruned ? " (pruned)" : " (keep, or delete with \(pruneOption))")
        }
        return s
    }

    /// The lines worth reading: failures, then replaced frames, one line for the new
    /// references, then stale references.
    public var detailLines: [String] {
        let failing = frames.filter { $0.status.isFailure }.map { "  " + $0.line }
        var written = frames.filter { $0.status == .replaced }.map { "  " + $0.line }
        let recorded = count(.recorded)
        if recorded > 0 {
            written.append("  RECORDED \(recorded) new reference\(recorded == 1 ? "" : "s") in \(referenceFolder)/")
        }
        let stale = staleReferences.map { "  " + (pruned ? "PRUNED   " : "STALE    ") + $0 }
        return failing + written + stale
    }

    /// The message a test failure shows: the scenario, each failing frame with its mismatch
    /// count and the paths of its diff and rendered images.
    public var failureMessage: String {
        let failing = frames.filter { $0.status.isFailure }
        var lines = ["\(scenario) (\(sourcePath)): \(failing.count) of \(frames.count) frames do not match "
                     + "the references in \(referenceFolder) (record mode \(record.rawValue))"]
        lines += failing.map { "  " + $0.line }
        if failing.contains(where: { $0.status == .new }) {
            lines.append("  Record them with record: .missing (or LISTRENDER_RECORD=missing) outside CI.")
        } else if !failing.isEmpty {
            lines.append("  If the change is intended, re-record with record: .failed (or LISTRENDER_RECORD=failed).")
        }
        return lines.joined(separator: "\n")
    }
}
