import ArgumentParser
import Foundation
import ListRender
import ListRenderPreview

/// `renderlist preview SCENARIO [--port N]`: a page on http://127.0.0.1:N/ that plays the
/// scenario and renders it again whenever it (or an image or font it names) is saved.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a page on 127.0.0.1 that plays a scenario's frames and re-renders when its files are saved.")

    @Argument(help: "Scenario file (.json, .yaml or .yml).")
    var scenario: String

    @Option(parsing: .unconditional, help: "Port on 127.0.0.1 (0: any free port).")
    var port = 8765

    @OptionGroup var jobs: JobsOption

    @OptionGroup var platform: PlatformOption

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port: expected 0...65535, got \(port)") }
    }

    func run() throws {
        let platform = try platform.resolved()
        // A scenario that is missing at start is a typo, not a file being written: say so now.
        // One that fails to load is shown in the page, to be fixed while it watches.
        guard FileManager.default.fileExists(atPath: scenario) else {
            throw InputError("\(scenario): no such file")
        }
        let session = PreviewSession(path: scenario, platform: platform, jobs: jobs.count)
        session.start()
        let server = PreviewServer(session: session)
        let done = DispatchSemaphore(value: 0)
        let failure = ErrorBox()
        let port = UInt16(port)
        Task {
            do {
                try await server.run(port: port) { actual in
                    // Unbuffered: a script (or the browser test) waits for this line to open the page.
                    FileHandle.standardOutput.write(Data("renderlist preview: http://127.0.0.1:\(actual)/ (\(scenario); Ctrl-C to stop)\n".utf8))
                }
            } catch {
                failure.error = error
            }
            done.signal()
        }
        done.wait()
        session.stop()
        switch failure.error {
        case nil: return
        case let e as InputError: throw InputError("--port \(port): \(e.message)")
        case let e?: throw InputError("--port \(port): cannot serve on 127.0.0.1:\(port): \(e)")
        }
    }
}

/// The server task's error, handed to the waiting thread (written before `signal`, read after `wait`).
private final class ErrorBox: @unchecked Sendable { var error: Error? }
