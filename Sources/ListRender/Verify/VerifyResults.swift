/// One verify run as its result folder records it (the report folder's `results.json`): enough
/// to write the run's HTML report, JUnit and JSON summary again, and to merge the result folders
/// of several shards into what one unsharded run would have written.
public struct VerifyResults: Equatable, Sendable {
    /// `results.json`'s `format`: says what the file is, whatever its name.
    public static let format = "renderlist-verify-results"
    /// Raised whenever a key changes meaning; a merge reads only its own version.
    public static let version = 1
    /// The file's name inside the report folder.
    public static let fileName = "results.json"

    /// The report's title.
    public var title: String
    /// The shard this run verified; nil for a whole run (or a merge of shards).
    public var shard: ShardSpec?
    /// Every scenario name the run was given, in the order given; a shard verified its share of them.
    public var suite: [String]
    /// The report folder as the run named it. Paths the results hold inside it (failure images)
    /// move with the folder when shards are merged.
    public var folder: String
    /// The scenarios verified, in the order they ran.
    public var scenarios: [ScenarioResult]

    public init(title: String, shard: ShardSpec?, suite: [String], folder: String, scenarios: [ScenarioResult]) {
        self.title = title; self.shard = shard; self.suite = suite; self.folder = folder; self.scenarios = scenarios
    }

    /// No frame of any scenario failed.
    public var passed: Bool { scenarios.allSatisfy(\.verification.passed) }

    /// The verifications, in order: what the JUnit file and the JSON summary are written from.
    public var verifications: [ScenarioVerification] { scenarios.map(\.verification) }
}

/// One scenario of a result folder.
public struct ScenarioResult: Equatable, Sendable {
    public var verification: ScenarioVerification
    /// The command shown beside each failed or new frame in the report (nil: none).
    public var acceptCommand: String?
    /// For each of the scenario's report entries (its frames, then its stale references): the
    /// images the report links, by role ("expected", "actual", "diff"), relative to the report folder.
    public var images: [[String: String]]

    public init(verification: ScenarioVerification, acceptCommand: String?, images: [[String: String]]) {
        self.verification = verification; self.acceptCommand = acceptCommand; self.images = images
    }

    /// The report entries, with the accept command on failed and new frames.
    var reportEntries: [ReportEntry] {
        verification.reportEntries.map { entry in
            var e = entry
            if e.status == .failed || e.status == .new { e.acceptCommand = acceptCommand }
            return e
        }
    }
}

/// Shard `index` of `count` (1-based, as `--shard 2/3` counts).
public struct ShardSpec: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int
    public init(index: Int, count: Int) { self.index = index; self.count = count }
    /// `"2/3"`.
    public var description: String { "\(index)/\(count)" }
}
