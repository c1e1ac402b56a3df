#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file and folder ListRender writes goes through here: writes that never leave a
/// half-written file behind, folder creation, and the streamed `layout.json`, with one-line
/// `InputError`s naming the path. A frame is written to a temporary file in the same folder and
/// renamed over the target, so a reader (or a crash) sees the old file or the new one, never a mix.
enum FileOutput {
    /// Writes `bytes` to `path` atomically: temporary file in the same folder, optional fsync,
    /// rename over `path`. On failure the temporary file is removed and the old `path` (if any)
    /// is untouched. Throws e.g. "out/x/frame-0000.png: cannot write (Permission denied)".
    static func writeAtomically(_ bytes: [UInt8], to path: String, sync: Bool = false) throws {
        try bytes.withUnsafeBytes { try writeAtomically($0, to: path, sync: sync) }
    }

    /// `writeAtomically` of bytes the caller holds elsewhere (a frame encoder's output buffer),
    /// without copying them into an array first.
    static func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String, sync: Bool = false) throws {
        try FileSystem.refuseNUL(path)
        var temp = temporaryName(for: path)
        func failure(_ code: Int32) -> InputError {
            InputError("\(path): cannot write (\(errorText(code)))")
        }
        var fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        // Names are random: a clash is another run's file (never removed), so draw again.
        var tries = 0
        while fd < 0 && errno == EEXIST && tries < 8 {
            tries += 1
            temp = temporaryName(for: path)
            fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        if fd < 0 { throw failure(errno) }

        var failedWith: Int32 = 0
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress.map { $0 + done }, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                failedWith = errno
                break
            }
            done += n
        }
        if failedWith == 0 && sync && fsync(fd) != 0 { failedWith = errno }
        if close(fd) != 0 && failedWith == 0 { failedWith = errno }
        if failedWith == 0 && rename(temp, path) != 0 { failedWith = errno }
        if failedWith != 0 {
            unlink(temp)
            throw failure(failedWith)
        }
    }

    /// Writes several files as one set: every file is written in full beside its target first,
    /// then all are renamed into place; if any write fails, no target is touched. (A rename that
    /// fails midway puts back the targets already replaced, from hard-link backups.) `docs` uses
    /// it so the animation and the sheet never come from different runs.
    static func writeAllOrNothing(_ files: [(bytes: [UInt8], path: String)]) throws {
        var staged: [(temp: String, path: String)] = []
        func dropStaged() { for s in staged { unlink(s.temp) } }
        for (i, file) in files.enumerated() {
            let temp = file.path + ".set-\(i)"
            let hidden = temporaryName(for: temp)
            do { try writeAtomically(file.bytes, to: hidden) } catch {
                dropStaged()
                throw error
            }
            staged.append((hidden, file.path))
        }
        var replaced: [(backup: String?, path: String)] = []
        for s in staged {
            let backup = temporaryName(for: s.path) + ".bak"
            unlink(backup)
            let hadOld = link(s.path, backup) == 0
            if rename(s.temp, s.path) != 0 {
                let why = errorText(errno)
                if hadOld { unlink(backup) }
                for r in replaced.reversed() {
                    if let b = r.backup { _ = rename(b, r.path) } else { unlink(r.path) }
                }
                dropStaged()
                throw InputError("\(s.path): cannot write (\(why))")
            }
            replaced.append((hadOld ? backup : nil, s.path))
        }
        for r in replaced { if let b = r.backup { unlink(b) } }
    }

    /// Writes UTF-8 `text` to `path` atomically.
    static func writeAtomically(text: String, to path: String) throws {
        try writeAtomically(Array(text.utf8), to: path)
    }

    /// Creates the folder `path` and any missing parents (like `mkdir -p`); an existing folder is
    /// fine. Throws e.g. "out/x: cannot create folder (Permission denied)",
    /// "out/x: cannot create folder (out is a file)" or "out/x: exists and is not a folder".
    /// Returns the folders it created, outermost first; when it fails partway (a name too long
    /// deep down), the ones it created are removed again, so a failure leaves no empty folders.
    @discardableResult
    static func createDirectory(_ path: String) throws -> [String] {
        guard !path.isEmpty else { throw InputError("(empty path): cannot create folder") }
        try FileSystem.refuseNUL(path)
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        var current = absolute ? "" : "."
        var shown = ""   // the prefix as the user wrote it, for messages
        var created: [String] = []
        defer { if !created.isEmpty && FileSystem.kind(of: current) != .folder { removeFolders(created) } }
        for (i, part) in parts.enumerated() {
            current += "/" + part
            shown = shown.isEmpty && !absolute ? String(part) : shown + "/" + part
            if mkdir(current, 0o777) == 0 { created.append(current); continue }
            let e = errno
            var info = stat()
            if stat(current, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFDIR { continue }
                if i == parts.count - 1 {
                    throw InputError("\(path): exists and is not a folder")
                }
                throw InputError("\(path): cannot create folder (\(shown) is a file)")
            }
            throw InputError("\(path): cannot create folder (\(errorText(e)))")
        }
        return created
    }

    /// Removes folders `createDirectory` made (innermost first) as long as they are empty.
    static func removeFolders(_ created: [String]) {
        for dir in created.reversed() { rmdir(dir) }
    }

    /// ".NAME.tmp-RANDOM" beside the target: random, not the process id (two runs in containers
    /// are both PID 1, and one would replace the other's file), hidden from `frame-*.png` globs,
    /// and on the same file system so rename is atomic.
    static func temporaryName(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).tmp-\(UniqueName.suffix())"
    }
}

extension FileOutput {
    /// A file written piece by piece (the streamed `layout.json`), for files inside a staging
    /// folder that is swapped in whole, so the file itself need not be atomic.
    final class Stream {
        private let fd: Int32
        private let path: String
        private var closed = false

        /// Creates (or truncates) `path`.
        init(path: String) throws {
            fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            if fd < 0 { throw InputError("\(path): cannot write (\(errorText(errno)))") }
            self.path = path
        }

        deinit { if !closed { close(fd) } }

        /// Appends UTF-8 `text`.
        func write(_ text: String) throws {
            var bytes = Array(text.utf8)
            var done = 0
            while done < bytes.count {
                let n = bytes.withUnsafeMutableBytes { raw in
                    writeSome(fd, raw.baseAddress.map { $0 + done }, raw.count - done)
                }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw InputError("\(path): cannot write (\(errorText(errno)))")
                }
                done += n
            }
        }

        /// Closes the file; a failing close (a full disk on some file systems) is a write error.
        func finish() throws {
            closed = true
            if close(fd) != 0 { throw InputError("\(path): cannot write (\(errorText(errno)))") }
        }
    }
}

/// POSIX write(2), named apart from `Stream.write` so the method can call it.
private func writeSome(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
