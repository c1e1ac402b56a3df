#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (flock(2)) on a folder, held while its open descriptor lives. The kernel
/// keeps it on the folder itself, not on a process id, so it works between runs in different
/// PID namespaces (containers, where every run may be PID 1) sharing one file system, and it is
/// released when the holder exits however it exits: a lock that can be taken means its last
/// holder is gone.
final class FolderLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { release() }

    /// Waits for the exclusive lock on `folder` (a second recorder waits for the first).
    /// Throws "FOLDER: cannot lock (REASON)".
    static func acquire(_ folder: String) throws -> FolderLock {
        let fd = try openFolder(folder)
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let e = errno
            close(fd)
            throw InputError("\(folder): cannot lock (\(errorText(e)))")
        }
        return FolderLock(fd: fd)
    }

    /// The lock on `folder` if no one holds it; nil when someone does (or it cannot be opened).
    static func tryAcquire(_ folder: String) -> FolderLock? {
        guard let fd = try? openFolder(folder) else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { close(fd); return nil }
        return FolderLock(fd: fd)
    }

    /// Whether the locked folder is still the one at `path` (not removed, or replaced, between
    /// its creation and the lock).
    func isStill(at path: String) -> Bool {
        var held = stat(), there = stat()
        return fd >= 0 && fstat(fd, &held) == 0 && stat(path, &there) == 0
            && held.st_dev == there.st_dev && held.st_ino == there.st_ino
    }

    /// Lets go (also done when the lock is freed).
    func release() {
        if fd >= 0 { close(fd); fd = -1 }
    }

    private static func openFolder(_ folder: String) throws -> Int32 {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw InputError("\(folder): cannot lock (\(errorText(errno)))") }
        return fd
    }
}

/// Names no other run can pick: temporary files and staging folders were named by the process
/// id, which two runs in containers share (both PID 1), so one removed or wrote into the other's.
enum UniqueName {
    /// 16 random hex digits (from the system's random source).
    static func suffix() -> String {
        let n = UInt64.random(in: .min ... .max)
        let hex = String(n, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
