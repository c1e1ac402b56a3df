import Foundation

/// How `verify` renders, compares and records.
public struct VerifyOptions {
    /// The references root: frame `i` of scenario `NAME` is compared with `references/NAME/frame-000i.png`.
    public var references: String
    /// When references are written; see `RecordMode.resolve` for the usual way to pick it.
    public var record: RecordMode
    /// Delete reference PNGs that no longer correspond to a selected frame (they are always reported).
    public var prune: Bool
    /// Pixelmatch options for each comparison (threshold etc.).
    public var pixelmatch: PixelmatchOptions
    /// How many differing pixels still count as a match.
    public var verdict: ComparisonVerdict
    /// Where the rendered image and the diff of each failing frame go, as `FAILURES/NAME/frame-NNNN-actual.png`
    /// and `frame-NNNN-diff.png`. nil: `<references>-failures`, beside the references folder.
    public var failuresDirectory: String?
    /// Worker threads.
    public var jobs: Int
    /// Called after each batch with (frames done, frames to do).
    public var progress: ((Int, Int) -> Void)?

    public init(references: String, record: RecordMode = .missing, prune: Bool = false,
                pixelmatch: PixelmatchOptions = PixelmatchOptions(), verdict: ComparisonVerdict = ComparisonVerdict(),
                failuresDirectory: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                progress: ((Int, Int) -> Void)? = nil) {
        self.references = references; self.record = record; self.prune = prune
        self.pixelmatch = pixelmatch; self.verdict = verdict; self.failuresDirectory = failuresDirectory
        self.jobs = max(1, jobs); self.progress = progress
    }

    /// The failures folder actually used.
    public var resolvedFailuresDirectory: String {
        if let f = failuresDirectory { return f }
        var root = references
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        return root + "-failures"
    }

    /// Throws an `OptionError` naming the field for an option out of range.
    public func validate() throws {
        guard !references.isEmpty else { throw OptionError(.references, value: "", problem: "expected a folder") }
        try pixelmatch.validate()
        try verdict.validate()
    }
}
