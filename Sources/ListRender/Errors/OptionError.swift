/// An option given to the library that is out of range, named by its field (`threshold`,
/// `maxDiffRatio`, …) and value. The library never knows command-line flag names: `renderlist`
/// maps `field` to its flag (`--threshold`) when it prints the error.
public struct OptionError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The option at fault, spelt as the library's property.
    public enum Field: String, Sendable, CaseIterable {
        /// `PixelmatchOptions.threshold`.
        case threshold
        /// `PixelmatchOptions.alpha`.
        case alpha
        /// `ComparisonVerdict.maxDiffPixels`.
        case maxDiffPixels
        /// `ComparisonVerdict.maxDiffRatio`.
        case maxDiffRatio
        /// `VerifyOptions.references`.
        case references
        /// `RenderJob.outputDirectory`, and the output folder of `ReportMerge.merge`.
        case outputDirectory
        /// `jobs` of `RenderJob`, `VerifyOptions` and `DocsJob`.
        case jobs
        /// The shard count of a `ShardPlan`.
        case shard
    }

    public let field: Field
    /// The value as given, as text; empty when there is nothing to show (an empty path).
    public let value: String
    /// What is wrong, e.g. "must be between 0 and 1".
    public let problem: String

    public init(_ field: Field, value: String, problem: String) {
        self.field = field; self.value = value; self.problem = problem
    }

    /// The one line with the field spelt as `name`: "NAME VALUE: PROBLEM" (or "NAME: PROBLEM").
    public func message(naming name: String) -> String {
        value.isEmpty ? "\(name): \(problem)" : "\(name) \(value): \(problem)"
    }

    /// "threshold 1.5: must be between 0 and 1".
    public var description: String { message(naming: field.rawValue) }

    /// The range every `jobs` accepts: one worker thread at least, 256 at most.
    static let jobsRange = 1...256

    /// Checks a worker-thread count against `jobsRange`.
    public static func checkJobs(_ jobs: Int) throws {
        guard jobsRange.contains(jobs) else {
            throw OptionError(.jobs, value: "", problem: "expected \(jobsRange.lowerBound)...\(jobsRange.upperBound), got \(jobs)")
        }
    }
}
