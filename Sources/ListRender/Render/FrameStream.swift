import Foundation

extension FrameRenderer {
    /// Simulates the scenario and rasterizes its `selection` frames, streaming: the simulation
    /// runs ahead in order and batches of `jobs × 2` frames are rasterized on `jobs` threads,
    /// handed on and freed, so memory stays flat however many frames there are.
    ///
    /// - `laidOut` sees every selected layout in frame order, on the calling thread.
    /// - `work` gets each (layout, pixels) on a worker thread, several at once; it must be thread-safe.
    /// - `batchDone` gets a batch's results in frame order, on the calling thread.
    ///
    /// The first error (simulation, or `work` by frame order) stops the stream and is rethrown.
    /// `render` (RenderJob) and `verify` (VerifyRun) both draw their frames through this.
    func streamFrames<R>(selection: FrameSelection, jobs: Int,
                         laidOut: (FrameLayout) throws -> Void = { _ in },
                         work: (FrameLayout, RGBAImage) throws -> R,
                         batchDone: ([R]) throws -> Void = { _ in }) throws {
        var sim = Simulator(scenario: scenario)
        var batch: [FrameLayout] = []
        let batchSize = max(1, jobs) * 2
        func flush() throws {
            let results = try FrameRenderer.mapInParallel(batch, jobs: jobs) { layout in
                try work(layout, image(of: layout))
            }
            batch.removeAll(keepingCapacity: true)
            try batchDone(results)
        }
        while let state = try sim.nextFrame() {
            guard selection.contains(state.index) else { continue }
            let layout = self.layout(state)
            try laidOut(layout)
            batch.append(layout)
            if batch.count >= batchSize { try flush() }
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
