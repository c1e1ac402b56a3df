import ArgumentParser
import Foundation
import ListRender

/// `renderlist layout SCENARIO [--frame I | --time T]`: the layout dump on stdout, no pixels.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout dump (all frames, or one) as JSON; nothing is rendered.")

    @OptionGroup var platform: PlatformOption

    @Argument(help: "Scenario file.")
    var scenario: String

    @Option(parsing: .unconditional, help: "Only frame I.")
    var frame: Int?

    @Option(parsing: .unconditional, help: "Only the frame shown at T seconds (the last frame at or before T).")
    var time: Double?

    @Flag(help: "Indented output.")
    var pretty = false

    func validate() throws {
        if frame != nil && time != nil { throw ValidationError("--frame and --time: give one or the other") }
        if let f = frame, f < 0 { throw ValidationError("--frame: expected a frame number ≥ 0, got \(f)") }
        if let t = time, !(t.isFinite && t >= 0) { throw ValidationError("--time: expected seconds ≥ 0, got \(t)") }
    }

    func run() throws {
        let s = try ScenarioLoader.load(path: scenario, platform: try platform.resolved())
        var wanted: Int?
        if let f = frame { wanted = f }
        if let t = time { wanted = s.frame(atTime: t) }
        if let w = wanted, w >= s.frameCount {
            throw InputError("\(frame != nil ? "--frame" : "--time"): \(s.sourcePath) has frames 0...\(s.frameCount - 1) (0...\(String(format: "%.3f", s.time(ofFrame: s.frameCount - 1))) s)")
        }
        let renderer = FrameRenderer(scenario: s)
        var sim = Simulator(scenario: s)
        if let w = wanted {
            while let state = try sim.nextFrame() {
                guard state.index == w else { continue }
                try writeOut(LayoutDump.frame(renderer.layout(state)).serialized(pretty: pretty) + "\n")
                return
            }
            return
        }
        // Streamed frame by frame: a dump of many rows x many frames never sits in memory whole.
        let dump = try LayoutDumpWriter(scenario: s, pretty: pretty, write: writeOut)
        while let state = try sim.nextFrame() { try dump.append(renderer.layout(state)) }
        try dump.finish()
    }

    /// Writes to stdout; a closed pipe (`| head`) ends the command instead of looping on errors.
    private func writeOut(_ text: String) throws {
        var text = text
        let ok = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, Self.standardOutput) == $0.count }
        if !ok { throw ExitCode(1) }
    }

    /// A stdio stream of its own on file descriptor 1 (C's `stdout` is a global variable strict
    /// concurrency cannot vouch for); written from this one thread, flushed by `exit` as every
    /// open stream is.
    nonisolated(unsafe) private static let standardOutput = fdopen(STDOUT_FILENO, "w")
}
