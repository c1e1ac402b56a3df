#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads whose failures are one-line `InputError`s naming the file.
enum FileInput {
    /// The bytes of the file at `path`.
    /// Throws "PATH: no such file", "PATH: is a folder, not a file" or "PATH: cannot read (REASON)".
    static func readBytes(at path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let e = errno
            if e == ENOENT { throw InputError("\(path): no such file") }
            throw InputError("\(path): cannot read (\(errorText(e)))")
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw InputError("\(path): cannot read (\(errorText(errno)))") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw InputError("\(path): is a folder, not a file") }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, Int(info.st_size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                let e = errno
                if e == EISDIR { throw InputError("\(path): is a folder, not a file") }
                throw InputError("\(path): cannot read (\(errorText(e)))")
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }
}

/// strerror as Swift text, e.g. "Permission denied".
func errorText(_ code: Int32) -> String {
    guard let s = strerror(code) else { return "error \(code)" }
    return String(cString: s)
}
