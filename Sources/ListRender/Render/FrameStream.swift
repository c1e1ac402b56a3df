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
    /// - `laidOut` sees every selected layout in frame order, on the calling thread.
    /// - `work` gets each (layout, pixels) on a worker thread, several at once; it must be thread-safe.
    /// - `batchDone` gets a batch's results in frame order, on the calling thread.
    ///
    /// The first error (simulation, or `work` by frame order) stops the stream and is rethrown.
    /// `verify` (VerifyRun) and `docs` draw their frames through this; `render` through `streamRuns`.
    func streamFrames<R>(selection: FrameSelection, jobs: Int,
                         laidOut: (FrameLayout) throws -> Void = { _ in },
                         work: (FrameLayout, RGBAImage) throws -> R,
                         batchDone: ([R]) throws -> Void = { _ in }) throws {
        // Results of a batch stay alive until `batchDone`: keep batches small (verify's hold images).
        try streamRuns(selection: selection, jobs: jobs, batchFrames: max(1, jobs) * 2, laidOut: laidOut,
                       work: { run, image, _ in try run.layouts.map { try work($0, image) } },
                       batchDone: { try batchDone($0.flatMap { $0 }) })
    }

    /// `streamFrames` by runs of identical frames: `work` gets each run once, with its image and
    /// the worker that drew it (whose encoder it may use). A batch closes once it holds
    /// `batchFrames` frames (a run crossing the boundary is drawn once in each); larger batches keep the threads busier between the calling thread's
    /// turns (a batch waits for its slowest frame), at the cost of the results they hold.
    func streamRuns<R>(selection: FrameSelection, jobs: Int, batchFrames: Int,
                       laidOut: (FrameLayout) throws -> Void = { _ in },
                       work: (FrameRun, RGBAImage, FrameWorker) throws -> R,
                       batchDone: ([R]) throws -> Void = { _ in }) throws {
        var sim = Simulator(scenario: scenario)
        var batch: [FrameRun] = []
        var framesInBatch = 0
        let scale = scenario.viewport.scale
        func flush() throws {
            let results = try FrameRenderer.mapInParallel(batch, jobs: jobs) { run in
                try pool.withWorker { worker in
                    let image = worker.rasterizer.renderImage(run.list, scale: scale)
                    defer { worker.rasterizer.recycle(image) }
                    return try work(run, image, worker)
                }
            }
            batch.removeAll(keepingCapacity: true)
            framesInBatch = 0
            try batchDone(results)
        }
        var previous: DisplayList?
        while let state = try sim.nextFrame() {
            guard selection.contains(state.index) else { continue }
            let layout = self.layout(state)
            try laidOut(layout)
            // Painting here (a few µs) lets equal consecutive frames be found before drawing.
            let list = painter.paint(layout)
            // A full batch is flushed even inside a run, so progress and errors come in order
            // (a long idle stretch is then drawn once a batch, not once).
            if framesInBatch >= batchFrames { try flush() }
            if list == previous, !batch.isEmpty {
                batch[batch.count - 1].layouts.append(layout)
            } else {
                batch.append(FrameRun(layouts: [layout], list: list))
            }
            framesInBatch += 1
            previous = list
        }
        if !batch.isEmpty { try flush() }
    }

    /// Runs `work` over `items` on `jobs` threads and returns the results in item order;
    /// the first error (by item order) is rethrown.
    static func mapInParallel<T, R>(_ items: [T], jobs: Int, _ work: (T) throws -> R) throws -> [R] {
        if jobs <= 1 || items.count <= 1 { return try items.map(work) }
        var results = [Result<R, Error>?](repeating: nil, count: items.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let r = Result { try work(items[i]) }
            lock.lock(); results[i] = r; lock.unlock()
        }
        return try results.map { r -> R in
            // concurrentPerform returns only after every iteration stored its result.
            guard let r = r else { throw InternalError("internal: a frame was not rendered") }
            return try r.get()
        }
    }
}
