import Foundation

/// What one worker thread draws and encodes frames with: a rasterizer (FreeType faces, glyph
/// cache, frame buffer) and a PNG encoder (compressor, buffers). Neither is thread-safe, and both
/// are expensive to make, so workers borrow them from a `FrameWorkerPool` frame by frame; a frame
/// depends only on its display list, so which worker draws it never changes a byte.
final class FrameWorker {
    let rasterizer = Rasterizer()
    /// Made on first use: verify and docs never encode most frames.
    private(set) lazy var encoder = PNGFrameEncoder()
}

/// Idle `FrameWorker`s, shared by the threads of one render.
final class FrameWorkerPool: @unchecked Sendable {
    private let idle = IdlePool { FrameWorker() }

    func withWorker<T>(_ body: (FrameWorker) throws -> T) rethrows -> T {
        try idle.borrow(body)
    }

    /// Borrows only the rasterizer (for sheets and other one-off drawing).
    func withRasterizer<T>(_ body: (Rasterizer) throws -> T) rethrows -> T {
        try withWorker { try body($0.rasterizer) }
    }
}

/// Objects that are not thread-safe but costly to make (a worker, buffers kept from frame to
/// frame), lent to one thread at a time and kept for the next borrower; made when none is idle.
final class IdlePool<Object>: @unchecked Sendable {
    private var idle: [Object] = []
    private let lock = NSLock()
    private let make: () -> Object

    init(make: @escaping () -> Object) { self.make = make }

    func borrow<T>(_ body: (Object) throws -> T) rethrows -> T {
        lock.lock()
        let object = idle.popLast() ?? make()
        lock.unlock()
        defer { lock.lock(); idle.append(object); lock.unlock() }
        return try body(object)
    }
}
