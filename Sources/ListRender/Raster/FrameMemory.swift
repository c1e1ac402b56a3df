#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Frame-sized byte buffers backed by huge pages where the kernel offers them (Linux's transparent
/// huge pages in `madvise` mode): fewer page faults for a new frame and fewer TLB misses for every
/// pass over it (raster, encoder). Only the memory's backing changes, never a byte.
enum FrameMemory {
    static func zeroed(count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buf, initialized in
            guard let base = buf.baseAddress else { initialized = 0; return }
            #if os(Linux)
            let huge = 2 << 20
            let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
            let end = (Int(bitPattern: base) + count) & ~(huge - 1)
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
            #endif
            memset(base, 0, count)
            initialized = count
        }
    }
}
