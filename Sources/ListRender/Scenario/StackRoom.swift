import Foundation

/// How much stack the current thread has left, so deep recursion (YAML composing) can run here
/// when it fits and move to a big-stack thread only when it may not.
enum StackRoom {
    /// Bytes between the current stack position and the low end of this thread's stack, or nil
    /// when unknown (then the caller takes the safe path).
    static func bytesLeft() -> Int? {
        // For the main thread glibc reads /proc/self/maps: a fifth of a small YAML parse when
        // asked every time, so its (fixed) bounds are asked once.
        guard let stack = Thread.isMainThread ? mainThreadStack : currentThreadStack() else { return nil }
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        // A local outside the reported range (a sanitizer's fake stack): unknown.
        guard here > stack.low, here <= stack.low + stack.size else { return nil }
        return here - stack.low
    }

    private static let mainThreadStack = currentThreadStack()

    /// The running thread's stack: its low end and size.
    private static func currentThreadStack() -> (low: Int, size: Int)? {
        guard let symbol = getattrSymbol else { return nil }
        let getattr = unsafeBitCast(symbol, to: GetAttr.self)
        var attr = pthread_attr_t()
        guard getattr(pthread_self(), &attr) == 0 else { return nil }
        defer { pthread_attr_destroy(&attr) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &base, &size) == 0, let base else { return nil }
        return (Int(bitPattern: base), size)
    }

    /// pthread_getattr_np(3), looked up at run time (Swift's Glibc module leaves out the GNU
    /// extensions): it gives the running thread's stack, the main thread's included.
    private typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    /// A function address, written once at first use and only read after.
    nonisolated(unsafe) private static let getattrSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np")
}
