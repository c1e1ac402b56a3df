import Foundation

/// What `renderlist render` does for one scenario: every selected frame to
/// `DIR/NAME/frame-NNNN.png` plus `DIR/NAME/layout.json`.
///
/// Frames are streamed: the simulation runs ahead in order and paints each frame, and at most
/// `jobs × 8` runs of frames are in flight (rasterized, encoded and written on `jobs` threads,
/// then freed), so memory does not grow with the number of frames. Consecutive frames with the
/// same display list (an idle list) are drawn and encoded once per `jobs × 8` frames and written
/// as the same bytes. Output goes to a staging folder that replaces `DIR/NAME` only
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
    /// The behaviours the frames are simulated, laid out and painted with: the library's, or
    /// those plus a caller's own (`BehaviourRegistration`).
    var registry = BehaviourRegistry.standard

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
        try Self.checkReplaceable(destination)
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

    /// Refuses, before any work, to replace a folder holding anything `render` did not write
    /// (the scenario itself, notes): replacing it would delete them.
    static func checkReplaceable(_ destination: String) throws {
        switch FileSystem.kind(of: destination) {
        case .nothing: return
        case .file: throw InputError("\(destination): exists and is not a folder")
        case .folder: break
        }
        let foreign = try FileSystem.entries(of: destination).filter { !isRenderOutput($0) }.sorted()
        if let first = foreign.first {
            let more = foreign.count > 1 ? " and \(foreign.count - 1) more" : ""
            throw InputError("\(destination): holds \(SourceValue.quote(first))\(more), which render did not write; refusing to replace the folder (move them or choose another output folder)")
        }
    }

    /// frame-NNNN.png, layout.json, and leftovers of interrupted writes.
    static func isRenderOutput(_ name: String) -> Bool {
        if name == "layout.json" || StagedFolder.isTemporary(name) { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Draws `list` and hands its PNG bytes to `body` (valid only there). Nothing reads the frame
    /// afterwards: an opaque frame (its background is opaque, and source-over onto opaque stays
    /// opaque) is drawn a band at a time as the encoder reaches it, each compressed while still in
    /// cache; any other is drawn whole and its scanlines written over it.
    static func withPNG<T>(_ list: DisplayList, scale: Double, worker: FrameWorker,
                           _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        let rasterizer = worker.rasterizer, encoder = worker.encoder
        guard list.background.a == 255 else {
            var image = rasterizer.renderImage(list, scale: scale)
            defer { rasterizer.recycle(image) }
            return try encoder.withEncoded(overwriting: &image, body)
        }
        return try rasterizer.withBands(list, scale: scale) { frame in
            try encoder.withEncoded(opaqueBandsOf: frame.width, height: frame.height, band: { frame.draw(from: $0) }, body)
        }
    }

    /// `withPNG`, keeping the frame for a caller that reads its pixels next (verify, when the
    /// reference likely differs): an opaque frame is drawn a band at a time in place in a frame
    /// buffer as the encoder takes it, instead of into the band buffer. The same bytes.
    static func withPNG<T>(keeping list: DisplayList, scale: Double, worker: FrameWorker,
                           _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> (image: RGBAImage, result: T) {
        let rasterizer = worker.rasterizer, encoder = worker.encoder
        let (width, height) = Rasterizer.pixelSize(of: list, scale: scale)
        if let kept = try rasterizer.renderImage(list, scale: scale, bands: { band in
            try encoder.withEncoded(opaqueBandsOf: width, height: height, band: band, body)
        }) { return kept }
        let image = rasterizer.renderImage(list, scale: scale)
        return (image, try encoder.withEncoded(image, body))
    }

    private func render(_ scenario: Scenario, into folder: StagedFolder) throws {
        let renderer = FrameRenderer(scenario: scenario, showTouches: showTouches, registry: registry)
        let selection = frames ?? scenario.output.frames
        let total = (0..<scenario.frameCount).filter(selection.contains).count
        let dump = try LayoutDumpWriter(path: folder.path("layout.json"), scenario: scenario)
        var written = 0
        // 8 runs a thread in flight: results are nothing but a count, so the window costs no memory.
        try renderer.streamRuns(selection: selection, jobs: jobs, batchFrames: jobs * 8,
                                laidOut: { try dump.append($0) }, work: { run, worker in
            try Self.withPNG(run.list, scale: run.list.scale, worker: worker) { png in
                for layout in run.layouts {
                    try FileOutput.writeAtomically(UnsafeRawBufferPointer(png), to: folder.path(RenderJob.frameName(layout.index)))
                }
            }
            return run.layouts.count
        }, batchDone: { counts in
            written += counts.reduce(0, +)
            progress?(written, total)
        })
        try dump.finish()
    }
}
