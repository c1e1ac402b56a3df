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
    public static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Renders `scenario`; returns the folder written.
    @discardableResult
    public func render(_ scenario: Scenario) throws -> String {
        let destination = outputDirectory + "/" + scenario.name
        let folder = try StagedFolder(destination: destination)
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
        var sim = Simulator(scenario: scenario)
        var batch: [FrameLayout] = []
        var written = 0
        func flush() throws {
            try FrameRenderer.writeInParallel(batch, jobs: jobs) { layout in
                let png = try PNGCodec.encode(renderer.image(of: layout))
                try FileOutput.writeAtomically(png, to: folder.path(RenderJob.frameName(layout.index)))
            }
            written += batch.count
            batch.removeAll(keepingCapacity: true)
            progress?(written, total)
        }
        while let state = try sim.nextFrame() {
            guard selection.contains(state.index) else { continue }
            let layout = renderer.layout(state)
            try dump.append(layout)
            batch.append(layout)
            if batch.count >= jobs * 2 { try flush() }
        }
        if !batch.isEmpty { try flush() }
        try dump.finish()
    }
}

extension FrameRenderer {
    /// Runs `work` over `items` on `jobs` threads; the first error (by item order) is rethrown.
    static func writeInParallel<T>(_ items: [T], jobs: Int, _ work: (T) throws -> Void) throws {
        if jobs <= 1 || items.count <= 1 {
            for item in items { try work(item) }
            return
        }
        var errors = [Error?](repeating: nil, count: items.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            do { try work(items[i]) } catch {
                lock.lock(); errors[i] = error; lock.unlock()
            }
        }
        if let first = errors.compactMap({ $0 }).first { throw first }
    }
}
