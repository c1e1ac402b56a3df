import Foundation

/// Consecutive selected frames whose display lists are equal (an idle list between gestures):
/// drawn once, and the same image handed on for each.
struct FrameRun {
    var layouts: [FrameLayout]
    let list: DisplayList
}

extension FrameRenderer {
    /// Simulates the scenario and rasterizes its `selection` frames, streaming: the simulation
    /// runs ahead in order and batches of frames are rasterized on `jobs` threads, handed on and
    /// freed, so memory stays flat however many frames there are.
    ///
    /// - `laidOut` sees every selected layout in frame order, one call at a time (on any of the threads).
    /// - `work` gets each (layout, pixels) on a worker thread, several at once; it must be thread-safe.
    /// - `batchDone` gets the results ready so far in frame order, one call at a time (on any of the threads).
    ///
    /// The first error (simulation, or `work` by frame order) stops the stream and is rethrown.
    /// `verify` (VerifyRun) and `docs` draw their frames through this; `render` through `streamRuns`.
    func streamFrames<R>(selection: FrameSelection, jobs: Int,
                         laidOut: (FrameLayout) throws -> Void = { _ in },
                         work: (FrameLayout, RGBAImage) throws -> R,
                         batchDone: ([R]) throws -> Void = { _ in }) throws {
        // Results of a batch stay alive until `batchDone`: keep batches small (verify's hold images).
        try streamRuns(selection: selection, jobs: jobs, batchFrames: max(1, jobs) * 2, laidOut: laidOut,
                       work: { run, worker in
                           let image = worker.rasterizer.renderImage(run.list, scale: run.list.scale)
                           defer { worker.rasterizer.recycle(image) }
                           return try run.layouts.map { try work($0, image) }
                       },
                       batchDone: { try batchDone($0.flatMap { $0 }) })
    }

    /// `streamFrames` by runs of identical frames: `work` gets each run once, with the worker to
    /// draw it with (its rasterizer, whose frame buffer the next frame draws over, and its
    /// encoder). A run holds at most `batchFrames` frames (a longer idle stretch is drawn once
    /// per `batchFrames`), and at most `batchFrames` runs are in flight (produced, not yet handed
    /// to `batchDone`), which bounds the results held.
    ///
    /// No thread waits at batch boundaries: simulating, laying out and painting the next frames is
    /// a turn any thread takes when the queue runs short (`FramePipeline`), so with two jobs both
    /// cores draw and encode while the simulation keeps ahead.
    func streamRuns<R>(selection: FrameSelection, jobs: Int, batchFrames: Int,
                       laidOut: (FrameLayout) throws -> Void = { _ in },
                       work: (FrameRun, FrameWorker) throws -> R,
                       batchDone: ([R]) throws -> Void = { _ in }) throws {
        var sim = Simulator(scenario: scenario, registry: registry)
        let cap = max(1, batchFrames)
        var open: FrameRun?
        var ended = false
        // Painting in the producer's turn (a few µs) lets equal consecutive frames be found before drawing.
        func nextRun() throws -> FrameRun? {
            while !ended {
                guard let state = try sim.nextFrame() else { ended = true; break }
                guard selection.contains(state.index) else { continue }
                let layout = self.layout(state)
                try laidOut(layout)
                let list = painter.paint(layout)
                if open?.list == list, let n = open?.layouts.count, n < cap {
                    open?.layouts.append(layout)
                    continue
                }
                let done = open
                open = FrameRun(layouts: [layout], list: list)
                if let done { return done }
            }
            defer { open = nil }
            return open
        }
        try FramePipeline<FrameRun, R>.run(jobs: jobs, window: cap, produce: nextRun, work: { run in
            try pool.withWorker { worker in try work(run, worker) }
        }, deliver: batchDone)
    }
}
