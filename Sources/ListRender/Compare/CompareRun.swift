import Foundation

/// One line of a compare run: a compared pair, or a file present on one side only.
public struct CompareRecord: Equatable, Sendable {
    /// What happened to this name: `passed` or `failed` when compared (see `comparison`),
    /// `missing` in the expected folder only, `new` in the actual folder only.
    public typealias Status = ImageStatus

    public let status: Status
    /// Relative path in folder mode, the actual path in file mode.
    public let name: String
    /// Path of the actual file, nil when missing.
    public let actualPath: String?
    /// Path of the expected file, nil when extra.
    public let expectedPath: String?
    /// The comparison (its `diffImage` dropped to keep records small); nil unless compared.
    public let comparison: ImageComparison?
    /// Whether this counts as a pass: compared and accepted by the verdict.
    public let match: Bool
    /// Where the diff image was written, if it was.
    public let diffPath: String?

    /// One JSON object on one line. Compared pairs carry exactly the keys of
    /// docs/cli-and-layout.md, plus `"sizeMismatch": true` and `"diff": PATH` only when they apply:
    /// `{"actual": A, "expected": E, "width": W, "height": H, "mismatchedPixels": N, "totalPixels": T, "match": B}`.
    /// A missing or new file is `{"actual": null, "expected": E, "match": false, "status": "missing"}`
    /// or `{"actual": A, "expected": null, "match": false, "status": "extra"}` (`extra`: compare's
    /// name for `new` since its first version, kept for scripts that read it).
    public var jsonLine: String {
        var fields: [(String, String)] = [("actual", jsonLiteral(actualPath)),
                                          ("expected", jsonLiteral(expectedPath))]
        if let c = comparison {
            fields += [("width", "\(c.width)"), ("height", "\(c.height)"),
                       ("mismatchedPixels", "\(c.mismatchedPixels)"), ("totalPixels", "\(c.totalPixels)"),
                       ("match", match ? "true" : "false")]
            if c.sizeMismatch {
                fields += [("sizeMismatch", "true"),
                           ("actualSize", jsonLiteral(c.actualSize.description)),
                           ("expectedSize", jsonLiteral(c.expectedSize.description))]
            }
            if let d = diffPath { fields.append(("diff", jsonLiteral(d))) }
        } else {
            fields += [("match", "false"), ("status", jsonLiteral(status == .new ? "extra" : status.rawValue))]
        }
        return "{" + fields.map { "\(jsonLiteral($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A JSON string literal (quoted as the layout dump quotes), or `null` for nil.
    private func jsonLiteral(_ s: String?) -> String { s.map { JSONOutput.quote($0) } ?? "null" }

    /// One human line: `PASS name  0 of T pixels differ`, `FAIL ...`, `MISSING ...`, `EXTRA ...`.
    public var humanLine: String {
        switch status {
        case .missing: return "MISSING \(name)  (in expected only: \(expectedPath ?? name))"
        case .new: return "EXTRA   \(name)  (in actual only: \(actualPath ?? name))"
        case .passed, .failed, .recorded, .replaced:
            guard let c = comparison else { return "FAIL    \(name)" }
            let verdict = match ? "PASS   " : "FAIL   "
            var line = "\(verdict) \(name)  "
            if c.sizeMismatch {
                line += "size mismatch: actual \(c.actualSize), expected \(c.expectedSize)"
            } else {
                line += "\(c.mismatchedPixels) of \(c.totalPixels) pixels differ (\(CompareRecord.percent(c.mismatchRatio)))"
            }
            if let d = diffPath { line += "  diff: \(d)" }
            return line
        }
    }

    /// A percentage with up to 3 decimals, locale-free: "0.042%".
    static func percent(_ ratio: Double) -> String {
        let scaled = (ratio * 100_000).rounded()
        let whole = Int(scaled) / 1000, frac = Int(scaled) % 1000
        var fracText = String(frac)
        while fracText.count < 3 { fracText = "0" + fracText }
        while fracText.hasSuffix("0") { fracText.removeLast() }
        return fracText.isEmpty ? "\(whole)%" : "\(whole).\(fracText)%"
    }
}

/// Totals of a compare run.
public struct CompareSummary: Equatable, Sendable {
    public var compared = 0
    public var matched = 0
    /// Files in the expected folder only.
    public var missing = 0
    /// Files in the actual folder only (`new`; printed "extra").
    public var extra = 0
    /// Compared pairs that did not match.
    public var differing: Int { compared - matched }
    /// Everything matched and nothing was missing or extra.
    public var allMatch: Bool { differing == 0 && missing == 0 && extra == 0 }

    public init() {}

    /// `compared 12, matched 11, differ 1, missing 0, extra 2`.
    public var line: String {
        "compared \(compared), matched \(matched), differ \(differing), missing \(missing), extra \(extra)"
    }
}

/// Runs a `ComparisonPlan`: decodes each pair, compares, writes diff images, reports each record
/// as soon as it is known (one pair in memory at a time), and returns the totals.
public struct CompareRun {
    public var options: PixelmatchOptions
    public var verdict: ComparisonVerdict
    /// The diff file (file mode, always written, like pixelmatch's CLI) or a folder
    /// mirroring relative paths (folder mode, written only for pairs that do not match).
    public var diffPath: String?
    /// Pairs compared at once, on as many threads (1...256). The records, the diff files and
    /// the summary are the same for any number.
    public var jobs: Int

    public init(options: PixelmatchOptions = PixelmatchOptions(), verdict: ComparisonVerdict = ComparisonVerdict(),
                diffPath: String? = nil, jobs: Int = 1) {
        self.options = options; self.verdict = verdict; self.diffPath = diffPath; self.jobs = jobs
    }

    /// Checks every option; an `OptionError` naming the field at fault.
    public func validate() throws {
        try options.validate()
        try verdict.validate()
        try OptionError.checkJobs(jobs)
    }

    /// Compares everything in `plan`, calling `sink` per record in order: pairs, then missing, then extra.
    /// Each pair's record comes as soon as it is known, except with a diff folder: then the pairs'
    /// records come once their diffs are in place, and none when the run stops on a bad pair.
    /// Options out of range throw `OptionError`; unreadable or invalid PNGs and unwritable diff
    /// paths throw `InputError`s naming the file.
    @discardableResult
    public func run(_ plan: ComparisonPlan, sink: (CompareRecord) throws -> Void) throws -> CompareSummary {
        try validate()
        var createdDiffFolders: [String] = []
        if let d = diffPath {
            switch plan.mode {
            // Made first, so an unusable diff path fails before any comparing; removed again
            // if the run fails, so a failed run leaves no empty diff folder it made.
            case .folders: createdDiffFolders = try FileOutput.createDirectory(d)
            case .files:
                if FileSystem.kind(of: d) == .folder {
                    throw InputError("\(d): is a folder; the diff of two files is a PNG file to write")
                }
                // Fail before comparing, not after: the diff's folder must already exist.
                let parent = (d as NSString).deletingLastPathComponent
                if !parent.isEmpty, FileSystem.kind(of: parent) != .folder {
                    throw InputError("\(d): cannot write the diff, folder \(parent) does not exist")
                }
            }
        }
        var summary = CompareSummary()
        // A diff folder is staged and swapped in at the end, so a corrupt PNG late in the
        // folders leaves the old diff folder as it was, not half rewritten.
        let stage = try diffPath.flatMap { plan.mode == .folders ? try StagedFolder(destination: $0) : nil }
        // Each thread compares with its own buffers; the diffs are written and the records handed
        // on in the pairs' order, by one thread at a time, as a single thread would.
        let comparers = IdlePool { PairComparer() }
        // With a staged diff folder the records wait for its commit: a record names its diff's
        // final path, which a run stopped by a later broken pair would never have made.
        var held: [CompareRecord] = []
        func report(_ record: CompareRecord) throws {
            if stage != nil { held.append(record) } else { try sink(record) }
        }
        var next = 0
        do {
            try FramePipeline.run(
                jobs: min(jobs, max(1, plan.pairs.count)), window: 2 * jobs + 2,
                produce: { () -> ComparisonPlan.Pair? in
                    guard next < plan.pairs.count else { return nil }
                    defer { next += 1 }
                    return plan.pairs[next]
                },
                work: { pair in (pair, try comparers.borrow { try measure(pair, mode: plan.mode, comparer: $0) }) },
                deliver: { batch in
                    for (pair, measured) in batch {
                        let record = try finish(pair, measured, mode: plan.mode, stage: stage)
                        summary.compared += 1
                        if record.match { summary.matched += 1 }
                        try report(record)
                    }
                })
            if let stage, stage.isStarted { try stage.commit(carryingOverExcept: []) }
        } catch {
            stage?.discard()
            FileOutput.removeFolders(createdDiffFolders)
            throw error
        }
        for record in held { try sink(record) }
        for name in plan.missing {
            summary.missing += 1
            try sink(CompareRecord(status: .missing, name: name, actualPath: nil,
                                   expectedPath: FileSystem.join(plan.expectedRoot, name),
                                   comparison: nil, match: false, diffPath: nil))
        }
        for name in plan.extra {
            summary.extra += 1
            try sink(CompareRecord(status: .new, name: name,
                                   actualPath: FileSystem.join(plan.actualRoot, name),
                                   expectedPath: nil, comparison: nil, match: false, diffPath: nil))
        }
        return summary
    }

    /// One pair decoded and compared: the comparison, its verdict, and the diff PNG to write.
    typealias Measured = (comparison: ImageComparison, match: Bool, diff: [UInt8]?)

    /// Decodes and compares one pair (on any thread, with that thread's `comparer`). Two files with
    /// a diff file (written whether they match or not, as pixelmatch's CLI does) are compared whole;
    /// every other pair by `comparer`, which keeps its buffers and draws a diff only for a failing pair.
    func measure(_ pair: ComparisonPlan.Pair, mode: ComparisonPlan.Mode, comparer: PairComparer) throws -> Measured {
        guard mode == .files, diffPath != nil else {
            return try comparer.compare(actualPath: pair.actualPath, expectedPath: pair.expectedPath,
                                        options: options, verdict: verdict, drawsDiff: diffPath != nil)
        }
        var whole = ImageComparison.compare(actual: try PNGCodec.decode(fileAt: pair.actualPath),
                                            expected: try PNGCodec.decode(fileAt: pair.expectedPath),
                                            options: options, makeDiff: true)
        let diff = try whole.diffImage.map { try PNGCodec.encode($0) }
        whole.diffImage = nil
        return (whole, verdict.isMatch(whole), diff)
    }

    /// Writes the diff of a measured pair (when asked; into the staging folder when there is one)
    /// and makes its record. One pair at a time, in order.
    func finish(_ pair: ComparisonPlan.Pair, _ measured: Measured, mode: ComparisonPlan.Mode,
                stage: StagedFolder?) throws -> CompareRecord {
        let (comparison, match) = (measured.comparison, measured.match)
        var writtenTo: String? = nil
        if let d = diffPath, let bytes = measured.diff {
            let target = mode == .files ? d : FileSystem.join(d, pair.name)
            writtenTo = target
            // Into the staging folder when there is one; the record names the final path.
            let path = try stage.map { try $0.path(pair.name) } ?? target
            // A bare name ("d.png") is written in the current folder, which exists.
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try FileOutput.createDirectory(folder) }
            try FileOutput.writeAtomically(bytes, to: path)
        }
        return CompareRecord(status: match ? .passed : .failed, name: pair.name, actualPath: pair.actualPath,
                             expectedPath: pair.expectedPath, comparison: comparison, match: match,
                             diffPath: writtenTo)
    }
}
