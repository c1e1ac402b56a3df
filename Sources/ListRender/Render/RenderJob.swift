import Foundation

/// What `renderlist render` does for one scenario: every selected frame to
/// `DIR/NAME/frame-NNNN.png` plus `DIR/NAME/layout.json`.
///
/// Frames are streamed: the simulation runs ahead in order and paints each frame, and batches of
/// `jobs × 8` frames are rasterized, encoded and written in parallel, then freed, so memory does
/// not grow with the number of frames. Consecutive frames with the same display list (an idle
/// list) are drawn and encoded once a batch and written as the same bytes. Output goes to a staging folder that replaces `DIR/NAME` only
/// when every frame is written.
public struct RenderJob {
    public var outputDirectory: String
    /// Worker threads (default: the number of cores).
    public var jobs: Int
    /// Overrides the scenario's `output.frames`.
    public var frames: FrameSelection?
    /// Overrides `output.touches`.
    public var showTouches: Bool?
    /// Called after each batch with (frames written, frames to write).
    public var progress: ((Int, Int) -> Void)?

    public init(outputDirectory: String = "out", jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                frames: FrameSelection? = nil, showTouches: Bool? = nil, progress: ((Int, Int) -> Void)? = nil) {
        self.outputDirectory = outputDirectory
        self.jobs = max(1, jobs)
        self.frames = frames
        self.showTouches = showTouches
        self.progress = progress
    }

    /// The file name of frame `index`.
    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Renders `scenario`; returns the folder written. Throws `OptionError` for an empty
    /// `outputDirectory`, `InputError` for a scenario whose timeline cannot happen or a folder
    /// that cannot be written.
    @discardableResult
    public func render(_ scenario: Scenario) throws -> String {
        guard !outputDirectory.isEmpty else {
            throw OptionError(.outputDirectory, value: "", problem: "expected a folder, got an empty path")
        }
        let destination = outputDirectory + "/" + scenario.name
        let folder = try StagedFolder(destination: destination)
        try folder.start()
        do {
            try render(scenario, into: folder)
            try folder.commit()
        } catch {
            folder.discard()
            throw error
        }
        return destination
    }

    private func render(_ scenario: Scenario, into folder: StagedFolder) throws {
        let renderer = FrameRenderer(scenario: scenario, showTouches: showTouches)
        let selection = frames ?? scenario.output.frames
        let total = (0..<scenario.frameCount).filter(selection.contains).count
        let dump = try LayoutDumpWriter(path: folder.path("layout.json"), scenario: scenario)
        var written = 0
        // Batches of 8 frames a thread: the rest of a batch's frames keep every thread busy while
        // its slowest one finishes; results are nothing but a count, so size costs no memory.
        try renderer.streamRuns(selection: selection, jobs: jobs, batchFrames: jobs * 8,
                                laidOut: { try dump.append($0) }, work: { run, image, worker in
            // A background is opaque → every pixel is (source-over onto opaque stays opaque).
            let opaque = run.list.background.a == 255
            let png = try worker.encoder.encode(image, opaque: opaque)
            for layout in run.layouts {
                try FileOutput.writeAtomically(png, to: folder.path(RenderJob.frameName(layout.index)))
            }
            return run.layouts.count
        }, batchDone: { counts in
            written += counts.reduce(0, +)
            progress?(written, total)
        })
        try dump.finish()
    }
}
