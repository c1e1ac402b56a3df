import ArgumentParser
import Foundation
import ListRender
import ListRenderBench

/// `renderlist bench [--iterations N] [--json]`: stage and end-to-end timings (build with -c release).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time layout, paint, raster, PNG, compare and whole renders of a 1170×2532 list frame.",
        discussion: "Numbers are wall-clock medians and minimums over N iterations; build with `swift build -c release` first.")

    @Option(parsing: .unconditional, help: "Samples per measurement (1...1000).")
    var iterations = 5

    @OptionGroup var jobs: JobsOption

    @Option(help: ArgumentHelp("Also save the compared frames as actual.png and expected.png in this folder (to time a peer on the same pair).", valueName: "dir"))
    var saveComparePair: String?

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    func validate() throws {
        if !(1...1000).contains(iterations) { throw ValidationError("--iterations: expected 1...1000, got \(iterations)") }
    }

    func run() throws {
        let config = BenchConfiguration(iterations: iterations, jobs: jobs.count, comparePairDirectory: saveComparePair)
        let report = try Benchmark.run(config, log: isatty(2) != 0 ? { CommandSupport.status("bench: \($0)…") } : nil)
        print(json ? report.json.serialized(pretty: true) : report.table)
    }
}
