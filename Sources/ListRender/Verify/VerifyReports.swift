/// Verify results as HTML report entries and JUnit cases.
extension ScenarioVerification {
    /// One entry per frame with the frame's status (passed, failed, new, recorded, replaced) and
    /// one `missing` entry per stale reference. Images are files: the
    /// reference, and the rendering and diff in the failures folder.
    public var reportEntries: [ReportEntry] {
        var entries = frames.map { f -> ReportEntry in
            let counts = (f.comparison?.mismatchedPixels, f.comparison?.totalPixels)
            let sizeNote = f.comparison.flatMap { $0.sizeMismatch ? VerifiedFrame.difference($0) : nil }
            switch f.status {
            case .passed:
                return ReportEntry(scenario: scenario, frame: f.name, status: .passed,
                                   mismatchedPixels: counts.0, totalPixels: counts.1)
            case .failed, .missing:
                return ReportEntry(scenario: scenario, frame: f.name, status: .failed, mismatchedPixels: counts.0,
                                   totalPixels: counts.1, note: sizeNote, expected: .file(f.referencePath),
                                   actual: f.actualPath.map(ReportImage.file), diff: f.diffPath.map(ReportImage.file))
            case .new:
                return ReportEntry(scenario: scenario, frame: f.name, status: .new,
                                   note: "no reference at \(f.referencePath) (record mode never)",
                                   actual: f.actualPath.map(ReportImage.file))
            case .recorded:
                return ReportEntry(scenario: scenario, frame: f.name, status: .recorded,
                                   note: VerifiedFrame.recordedNote, actual: .file(f.referencePath))
            case .replaced:
                let why = f.comparison.map(VerifiedFrame.difference) ?? "the old reference was unreadable"
                return ReportEntry(scenario: scenario, frame: f.name, status: .replaced,
                                   mismatchedPixels: counts.0, totalPixels: counts.1,
                                   note: "reference replaced (\(why))", actual: .file(f.referencePath))
            }
        }
        for path in staleReferences {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            entries.append(ReportEntry(scenario: scenario, frame: name, status: .missing,
                                       note: pruned ? "stale reference, pruned" : "stale reference: no frame renders it",
                                       expected: pruned ? nil : .file(path)))
        }
        return entries
    }

    /// One JUnit case per frame (class name: the scenario); failed, missing-reference and
    /// just-recorded frames fail.
    public var junitCases: [JUnitReport.TestCase] {
        frames.map { f in
            let failure: String?
            switch f.status {
            case .failed, .missing: failure = f.comparison.map(VerifiedFrame.difference) ?? "differs"
            case .new: failure = "no reference (record mode never)"
            case .recorded: failure = VerifiedFrame.recordedNote
            case .passed, .replaced: failure = nil
            }
            return JUnitReport.TestCase(className: scenario, name: f.name, failure: failure,
                                        details: failure == nil ? nil : f.line)
        }
    }
}

extension JUnitReport {
    /// The suite for a verify run: every scenario's frames, in order.
    public static func suite(name: String = "renderlist verify", verifications: [ScenarioVerification]) -> Suite {
        Suite(name: name, cases: verifications.flatMap(\.junitCases))
    }
}
