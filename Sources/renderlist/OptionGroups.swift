import ArgumentParser
import Foundation
import ListRender

/// `--jobs N`, shared by every command that works on several threads.
struct JobsOption: ParsableArguments {
    // `.unconditional` so "--jobs -1" reaches validate() and gets its own message instead of
    // ArgumentParser's "Missing value" (a negative number looks like a flag).
    @Option(parsing: .unconditional, help: "Worker threads, 1...256 (default: the number of cores).")
    var jobs: Int?

    func validate() throws {
        if let j = jobs { try Flags.validating { try OptionError.checkJobs(j) } }
    }

    /// The worker threads to use.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}

/// The comparison flags `compare` and `verify` share: pixelmatch's threshold and the verdict limits.
struct ComparisonOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Matching threshold, 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional,
            help: "An image still matches with at most this many differing pixels (default 0).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), parsing: .unconditional,
            help: "An image still matches with at most this share, 0 to 1, of differing pixels.")
    var maxDiffRatio: Double?

    func validate() throws {
        try Flags.validating {
            try PixelmatchOptions(threshold: threshold).validate()
            try verdict.validate()
        }
    }

    /// When a comparison counts as a match.
    var verdict: ComparisonVerdict { ComparisonVerdict(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio) }
}

/// The command line's names for the library's option fields: only `renderlist` knows flags.
enum Flags {
    /// The flag that sets `field`.
    static func name(of field: OptionError.Field) -> String {
        switch field {
        case .threshold: return "--threshold"
        case .alpha: return "--alpha"
        case .maxDiffPixels: return "--max-diff-pixels"
        case .maxDiffRatio: return "--max-diff-ratio"
        case .references: return "--references"
        case .outputDirectory: return "-o"
        case .jobs: return "--jobs"
        case .shard: return "--shard"
        }
    }

    /// The line `renderlist` prints for `error`: the field spelt as its flag.
    static func message(for error: OptionError) -> String {
        error.message(naming: name(of: error.field))
    }

    /// Runs a library check inside `validate()`, turning its `OptionError` into ArgumentParser's
    /// `ValidationError` naming the flag.
    static func validating(_ check: () throws -> Void) throws {
        do { try check() } catch let error as OptionError {
            throw ValidationError(message(for: error))
        }
    }
}

/// `--platform ios18|ios26`, shared by every command that renders: the look of scenarios that
/// name no `platform` (else `LISTRENDER_PLATFORM`, else iOS 26).
struct PlatformOption: ParsableArguments {
    @Option(help: "The iOS look of scenarios that name no platform: ios18 or ios26 (default: $LISTRENDER_PLATFORM, else ios26).")
    var platform: String?

    func validate() throws {
        if let p = platform, Platform(rawValue: p) == nil {
            throw ValidationError("--platform \(p.debugDescription): expected \(Platform.allCases.map(\.rawValue).joined(separator: " or "))")
        }
    }

    /// The platform to load scenarios with.
    func resolved() throws -> Platform {
        try Platform.resolve(flag: platform.flatMap(Platform.init(rawValue:)), environment: ProcessInfo.processInfo.environment)
    }
}
extension AnimationFormat: ExpressibleByArgument {}
