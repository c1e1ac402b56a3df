#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Frame-sized byte buffers backed by huge pages where the kernel offers them (Linux's transparent
/// huge pages in `madvise` mode): fewer page faults for a new frame and fewer TLB misses for every
/// pass over it (raster, encoder). Only the memory's backing changes, never a byte.
enum FrameMemory {
    static func zeroed(count: Int) -> [UInt8] { allocate(count: count, zeroed: true) }

    /// A buffer whose bytes are left as the allocator gives them (fresh pages are zero, reused
    /// heap memory is not): for a caller that writes every byte before reading any, as a frame's
    /// first fill does (the rows `DeadStores` skips are the rows later fills cover, exactly what
    /// a recycled frame relies on). Skips a pass over 12 MB on a worker's first frame.
    static func overwritten(count: Int) -> [UInt8] { allocate(count: count, zeroed: false) }

    private static func allocate(count: Int, zeroed: Bool) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buf, initialized in
            guard let base = buf.baseAddress else { initialized = 0; return }
            #if os(Linux)
            let huge = 2 << 20
            let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
            let end = (Int(bitPattern: base) + count) & ~(huge - 1)
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
            #endif
            if zeroed { memset(base, 0, count) }
            initialized = count
        }
    }
}
