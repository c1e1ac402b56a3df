import Foundation

/// What `renderlist render` does for one scenario: every selected frame to
/// `DIR/NAME/frame-NNNN.png` plus `DIR/NAME/layout.json`.
///
/// Frames are streamed: the simulation runs ahead in order, and batches of `jobs × 2` frames are
/// painted, rasterized, encoded and written in parallel, then freed, so memory does not grow
/// with the number of frames. Output goes to a staging folder that replaces `DIR/NAME` only
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
        try renderer.streamFrames(selection: selection, jobs: jobs, laidOut: { try dump.append($0) }, work: { layout, image in
            let png = try PNGCodec.encode(image)
            try FileOutput.writeAtomically(png, to: folder.path(RenderJob.frameName(layout.index)))
        }, batchDone: { batch in
            written += batch.count
            progress?(written, total)
        })
        try dump.finish()
    }
}
