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
        case .recorded: return "RECORDED \(name)  no reference; recorded \(referencePath), run again to compare against it"
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

    /// Why a recorded frame fails: it was compared with nothing.
    static let recordedNote = "no reference: recorded this frame as the new reference; run again to compare against it"

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
    /// references (recorded frames fail, but one line says it for all of them), then stale references.
    public var detailLines: [String] {
        let failing = frames.filter { $0.status.isFailure && $0.status != .recorded }.map { "  " + $0.line }
        var written = frames.filter { $0.status == .replaced }.map { "  " + $0.line }
        if let note = recordedLine { written.append("  " + note) }
        let stale = staleReferences.map { "  " + (pruned ? "PRUNED   " : "STALE    ") + $0 }
        return failing + written + stale
    }

    /// "RECORDED 6 frames had no reference and are now the references in refs/NAME/; run again
    /// to compare against them", or nil when nothing was recorded.
    var recordedLine: String? {
        let recorded = count(.recorded)
        guard recorded > 0 else { return nil }
        return "RECORDED \(recorded) frame\(recorded == 1 ? "" : "s") had no reference and "
            + "\(recorded == 1 ? "is" : "are") now the reference\(recorded == 1 ? "" : "s") in \(referenceFolder)/; "
            + "run again to compare against \(recorded == 1 ? "it" : "them")"
    }

    /// The frame that differs most (by mismatched pixels; a size mismatch counts as all of them).
    var worstFrame: VerifiedFrame? {
        frames.filter { $0.status == .failed }.max { a, b in
            func weight(_ f: VerifiedFrame) -> Int {
                guard let c = f.comparison else { return 0 }
                return c.sizeMismatch ? Int.max : c.mismatchedPixels
            }
            return weight(a) < weight(b)
        }
    }

    /// The short message a test failure shows: how many frames failed and the worst difference,
    /// what was recorded, and where the report is (`reportPath`, when one was written); the
    /// per-frame details are in the report, not in the test log.
    public func failureMessage(reportPath: String?) -> String {
        let failed = count(.failed), new = count(.new)
        var lines: [String] = []
        if failed + new > 0 {
            var head = "\(scenario) (\(sourcePath)): \(failed + new) of \(frames.count) frames failed"
            if let worst = worstFrame, let c = worst.comparison {
                head += "; worst \(worst.name): \(VerifiedFrame.difference(c))"
            }
            if new > 0 { head += "; \(new) with no reference in \(referenceFolder) (record mode \(record.rawValue))" }
            lines.append(head)
        }
        if let note = recordedLine {
            lines.append(failed + new > 0 ? note : "\(scenario) (\(sourcePath)): " + note)
        }
        if let path = reportPath { lines.append("report: \(path)") }
        if new > 0 {
            lines.append("Record them with record: .missing (or LISTRENDER_RECORD=missing) outside CI.")
        } else if failed > 0 {
            lines.append("If the change is intended, re-record with record: .failed (or LISTRENDER_RECORD=failed).")
        }
        return lines.joined(separator: "\n")
    }
}
