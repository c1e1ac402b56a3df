import ArgumentParser
import Foundation
import ListRender

/// `renderlist render SCENARIO... [-o DIR] [--scale S] [--frames SPEC] [--jobs N]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render scenarios to DIR/NAME/frame-NNNN.png and DIR/NAME/layout.json.")

    @Argument(help: "Scenario files (.json, .yaml or .yml).")
    var scenarios: [String]

    @Option(name: [.short, .customLong("output")], help: "Output folder.")
    var output = "out"

    @OptionGroup var rendering: RenderingOptions

    func run() throws {
        let platform = try rendering.platform.resolved()
        let loaded = try scenarios.map { try rendering.apply(to: ScenarioLoader.load(path: $0, platform: platform)) }
        try CommandSupport.checkUniqueNames(loaded)
        // Every output against every input before any frame is drawn.
        var outputs = OutputCheck()
        for s in loaded { outputs.inputs(of: s) }
        outputs.output(output, .container, label: "-o")
        for s in loaded { outputs.output(CommandSupport.join(output, s.name), .folder, label: "-o") }
        try outputs.check()
        let run = RunProgress(expectedFrames: loaded.map(rendering.frameCount))
        for (index, scenario) in loaded.enumerated() {
            let folder = try rendering.job(output: output, name: scenario.name, run: run, index: index).render(scenario)
            // After its frames: a refusal must be the run's only line, not follow a warning.
            CommandSupport.warnMissingGlyphs([scenario])
            let n = rendering.frameCount(scenario)
            CommandSupport.status("\(scenario.sourcePath): \(folder)/ (\(n) frame\(n == 1 ? "" : "s"))")
        }
    }
}

/// Flags shared by the commands that render frames.
struct RenderingOptions: ParsableArguments {
    // `.unconditional` so "--scale -1" reaches validate() and gets its own message instead of
    // ArgumentParser's "Missing value" (a negative number looks like a flag).
    @Option(parsing: .unconditional, help: "Pixels per point, 1...4 (overrides the scenario's viewport.scale).")
    var scale: Double?

    @Option(parsing: .unconditional, help: "Frames to write: all, a list like 0,10,20, or every:N.")
    var frames: String?

    @OptionGroup var jobs: JobsOption

    @OptionGroup var platform: PlatformOption

    @Flag(help: "Draw the finger (overrides output.touches).")
    var touches = false

    func validate() throws {
        if let s = scale, !(s.isFinite && s >= 1 && s <= 4) { throw ValidationError("--scale: expected a number in 1...4, got \(s)") }
        if let f = frames { _ = try FrameSpec.parse(f) }
    }

    /// The scenario with the command line's overrides, checked against the same limits.
    func apply(to scenario: Scenario) throws -> Scenario {
        var s = scenario
        if let scale = scale {
            s.viewport.scale = scale
            try ScenarioLimits.checkPixelSize(s.viewport, path: "--scale")
        }
        if let spec = frames {
            s.output.frames = try FrameSpec.parse(spec)
            if case .indices(let list) = s.output.frames, let bad = list.first(where: { $0 >= s.frameCount }) {
                throw InputError("--frames: frame \(bad) is past the last frame (\(s.frameCount - 1)) of \(s.sourcePath)")
            }
        }
        if touches { s.output.touches = true }
        return s
    }

    func job(output: String, name: String, run: RunProgress? = nil, index: Int = 0) -> RenderJob {
        RenderJob(outputDirectory: output, jobs: jobs.count,
                  progress: CommandSupport.progress(name, run, index: index))
    }

    func frameCount(_ s: Scenario) -> Int { (0..<s.frameCount).filter(s.output.frames.contains).count }
}

/// `--frames` syntax: `all`, `0,10,20`, or `every:N`.
enum FrameSpec {
    static func parse(_ text: String) throws -> FrameSelection {
        if text == "all" { return .all }
        if text.hasPrefix("every:") {
            guard let n = Int(text.dropFirst(6)), n >= 1 else {
                throw InputError("--frames: expected every:N with N ≥ 1, got \"\(text)\"")
            }
            return .every(n)
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else {
            throw InputError("--frames: expected all, every:N or a list of frame numbers like 0,10,20, got \"\(text)\"")
        }
        return .indices(Array(Set(numbers.compactMap { $0 })).sorted())
    }
}
