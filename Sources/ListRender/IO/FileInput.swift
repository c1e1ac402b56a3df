#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file ListRender reads goes through here: whole-file reads whose failures are one-line
/// `InputError`s naming the file.
enum FileInput {
    /// The bytes of the file at `path`, at most `maxBytes` of them.
    ///
    /// Throws "PATH: no such file", "PATH: is a folder, not a KIND", "PATH: cannot read (REASON)" or,
    /// past `maxBytes`, "PATH: SIZE is too big for a KIND; at most LIMIT". `kind` names what the
    /// file should be ("file", "scenario file"). Reading stops at `maxBytes` + 1, so a file that
    /// grows after the size check is still refused without being read whole.
    static func readBytes(at path: String, maxBytes: Int = .max, kind: String = "file") throws -> [UInt8] {
        // A C path ends at its first NUL: "av\0atar.png" would open "av", another file.
        try FileSystem.refuseNUL(path)
        // O_NONBLOCK: opening a FIFO with no writer must not block; it is refused below by fstat.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            let e = errno
            if e == ENOENT { throw InputError("\(path): no such file") }
            if e == ELOOP { throw InputError("\(path): too many levels of symbolic links") }
            throw InputError("\(path): cannot read (\(errorText(e)))")
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw InputError("\(path): cannot read (\(errorText(errno)))") }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw InputError("\(path): is a folder, not a \(kind)") }
        // Devices (/dev/zero), FIFOs and sockets never end or block forever: only regular files.
        if type != S_IFREG { throw InputError("\(path): is \(typeName(type)), not a \(kind)") }
        // Back to blocking reads for the regular file.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        func tooBig(_ size: Int) -> InputError {
            InputError("\(path): \(sizeText(size)) is too big for a \(kind); at most \(sizeText(maxBytes))")
        }
        if Int64(info.st_size) > Int64(maxBytes) { throw tooBig(Int(info.st_size)) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, Int(info.st_size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                let e = errno
                if e == EISDIR { throw InputError("\(path): is a folder, not a \(kind)") }
                throw InputError("\(path): cannot read (\(errorText(e)))")
            }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxBytes { throw tooBig(bytes.count) }
        }
        return bytes
    }

    /// A regular file's identity and version: device, inode, size and modification time. Two
    /// equal stamps are the same unchanged file, so what was read from it can be used again.
    struct Stamp: Hashable, Sendable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64

        init?(path: String) {
            var info = stat()
            guard !path.utf8.contains(0), stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            device = UInt64(info.st_dev); inode = UInt64(info.st_ino); size = Int64(info.st_size)
            #if canImport(Darwin)
            let modified = info.st_mtimespec
            #else
            let modified = info.st_mtim
            #endif
            seconds = Int64(modified.tv_sec); nanoseconds = Int64(modified.tv_nsec)
        }
    }

    /// What a non-regular file is, for "PATH: is a device, not a scenario file".
    static func typeName(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// "16 MiB", or "16777217 bytes (16.0 MiB)" when not a whole number of MiB.
    static func sizeText(_ bytes: Int) -> String {
        if bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        let mib = Double(bytes) / (1024 * 1024)
        return "\(bytes) bytes (\((mib * 10).rounded() / 10) MiB)"
    }
}
