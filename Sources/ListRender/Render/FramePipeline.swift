import Foundation

/// Runs a stream of work items on `jobs` threads with no barrier between batches: whichever
/// thread finds the queue short takes the producer's turn (simulate, lay out, paint: serial,
/// one thread at a time, in order), every thread takes items from the queue, and finished
/// results are handed on in item order by whichever thread finds the next one ready. At most
/// `window` items are produced and not yet handed on, so memory stays flat.
///
/// The first error by item order wins: items after it are dropped, items before it still run
/// (one of them may fail first), and it is rethrown once every thread has stopped.
final class FramePipeline<Piece, R>: @unchecked Sendable {
    /// The producer's turn: the next item, or nil at the end. Called by one thread at a time.
    typealias Produce = () throws -> Piece?

    private let condition = NSCondition()
    private var queue: [(seq: Int, item: Piece)] = []
    private var queueHead = 0
    private var ready: [Int: Result<R, Error>] = [:]
    /// Items produced so far (the next item's number) and handed on so far.
    private var produced = 0, delivered = 0
    private var producing = false, delivering = false, exhausted = false
    private var running = 0
    /// The number of the first failed item (or of the producer's failure), and its error.
    private var failedAt = Int.max
    private var failure: Error?
    private let window: Int
    /// Items kept queued ahead of the threads, so none waits for the producer.
    private let lookahead: Int

    private init(jobs: Int, window: Int) {
        self.window = max(1, window)
        lookahead = max(1, jobs) + 1
    }

    static func run(jobs: Int, window: Int, produce: Produce, work: (Piece) throws -> R,
                    deliver: ([R]) throws -> Void) throws {
        let p = FramePipeline(jobs: jobs, window: window)
        if jobs <= 1 {
            p.loop(produce: produce, work: work, deliver: deliver)
        } else {
            withoutActuallyEscaping(produce) { produce in
                withoutActuallyEscaping(work) { work in
                    withoutActuallyEscaping(deliver) { deliver in
                        let stages = Stages(produce: produce, work: work, deliver: deliver)
                        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                            p.loop(produce: stages.produce, work: stages.work, deliver: stages.deliver)
                        }
                    }
                }
            }
        }
        if let e = p.failure { throw e }
    }

    /// The caller's closures, handed to the worker threads. Not checked by the compiler, by
    /// design: the pipeline's lock lets one thread at a time produce and one deliver, and `work`
    /// runs on every thread at once, which is what its callers write it for (a worker per thread).
    private struct Stages: @unchecked Sendable {
        let produce: Produce
        let work: (Piece) throws -> R
        let deliver: ([R]) throws -> Void
    }

    private func fail(at seq: Int, _ error: Error) {
        if seq < failedAt { failedAt = seq; failure = error }
    }

    /// One thread's part: until nothing is left, run an item, hand on ready results, or produce.
    private func loop(produce: Produce, work: (Piece) throws -> R, deliver: ([R]) throws -> Void) {
        condition.lock()
        defer { condition.unlock() }
        while true {
            // Hand on results in order (one thread at a time, so `deliver` sees them in order).
            if !delivering, delivered < failedAt, ready[delivered] != nil {
                // Counted as handed on only once `deliver` returns: the window covers its batch too.
                var batch: [R] = []
                while delivered + batch.count < failedAt, let r = ready.removeValue(forKey: delivered + batch.count) {
                    guard case let .success(v) = r else {
                        if case let .failure(e) = r { fail(at: delivered + batch.count, e) }
                        break
                    }
                    batch.append(v)
                }
                if !batch.isEmpty {
                    delivering = true
                    condition.unlock()
                    let outcome = Result { try deliver(batch) }
                    condition.lock()
                    delivering = false
                    if case let .failure(e) = outcome { fail(at: delivered, e) }
                    delivered += batch.count
                }
                condition.broadcast()
                continue
            }
            // Produce when no one else is, there is room, no failure has stopped the stream, and
            // the queue is short (producing is cheap next to an item's work) or empty.
            let queued = queue.count - queueHead
            if !producing, !exhausted, produced < failedAt, produced - delivered < window,
               queued < lookahead {
                producing = true
                condition.unlock()
                let r = Result { try produce() }
                condition.lock()
                producing = false
                switch r {
                case let .success(item?): queue.append((produced, item)); produced += 1
                case .success(nil): exhausted = true
                case let .failure(e): fail(at: produced, e); exhausted = true
                }
                condition.broadcast()
                continue
            }
            // Run the oldest queued item that comes before any failure.
            if queueHead < queue.count {
                let (seq, item) = queue[queueHead]
                queueHead += 1
                if queueHead > 64 && queueHead * 2 > queue.count {
                    queue.removeFirst(queueHead); queueHead = 0
                }
                guard seq < failedAt else { continue }
                running += 1
                condition.unlock()
                let r = Result { try work(item) }
                condition.lock()
                running -= 1
                ready[seq] = r
                condition.broadcast()
                continue
            }
            let finished = (exhausted || failedAt != Int.max) && !producing && running == 0 && !delivering
                && (queueHead >= queue.count) && (delivered >= min(produced, failedAt) || ready[delivered] == nil)
            if finished { return }
            condition.wait()
        }
    }
}
