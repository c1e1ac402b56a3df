import ArgumentParser
import Foundation
import ListRender

/// `renderlist layout SCENARIO [--frame I | --time T]`: the layout dump on stdout, no pixels.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout dump (all frames, or one) as JSON; nothing is rendered.")

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
        let s = try ScenarioLoader.load(path: scenario)
        var wanted: Int?
        if let f = frame { wanted = f }
        if let t = time { wanted = s.frame(atTime: t) }
        if let w = wanted, w >= s.frameCount {
            throw InputError("\(frame != nil ? "--frame" : "--time"): \(s.sourcePath) has frames 0...\(s.frameCount - 1) (0...\(String(format: "%.3f", s.time(ofFrame: s.frameCount - 1))) s)")
        }
        let renderer = FrameRenderer(scenario: s)
        var sim = Simulator(scenario: s)
        var frames: [FrameLayout] = []
        while let state = try sim.nextFrame() {
            if let w = wanted {
                if state.index == w { frames.append(renderer.layout(state)); break }
            } else {
                frames.append(renderer.layout(state))
            }
        }
        let json: JSONOutput = wanted == nil ? LayoutDump.document(scenario: s, frames: frames) : LayoutDump.frame(frames[0])
        FileHandle.standardOutput.write(Data((json.serialized(pretty: pretty) + "\n").utf8))
    }
}
