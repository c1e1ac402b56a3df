import Foundation

/// Rasterizers for worker threads. A Rasterizer owns FreeType faces and a glyph cache that are
/// not thread-safe, so each worker borrows one for a frame and gives it back; since rendering a
/// frame depends only on its display list, which instance renders it never changes a byte.
final class RasterizerPool: @unchecked Sendable {
    private var idle: [Rasterizer] = []
    private let lock = NSLock()

    func withRasterizer<T>(_ body: (Rasterizer) throws -> T) rethrows -> T {
        lock.lock()
        let r = idle.popLast() ?? Rasterizer()
        lock.unlock()
        defer { lock.lock(); idle.append(r); lock.unlock() }
        return try body(r)
    }
}
