#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every output path of a run checked against every input and against each other, before any
/// rendering: a run that cannot write its report must say so before spending minutes, and must
/// never write over, into or around what it reads. Paths are compared by file identity (device
/// and inode, symbolic links followed), not by spelling: `dirA/../dirB`, a hard link and a
/// symbolic link are the file they lead to.
///
/// The caller names each output with a label (the command line passes its flag), so the
/// library's messages read "LABEL PATH: PROBLEM".
public struct OutputCheck {
    /// What an output path will be.
    public enum Kind: Sendable {
        /// One file, written atomically beside where it goes (its folder must exist).
        case file
        /// One file in a folder the run creates when it is missing (given as a `.container`).
        case fileInFolder
        /// A folder the run creates when missing and writes some files into (given as
        /// `.fileInFolder` each): what else is in it is left alone, inputs included.
        case container
        /// A folder, created with its parents if missing, written into or replaced whole.
        case folder
    }

    private var inputs: [(path: String, folder: Bool)] = []
    private var outputs: [(path: String, kind: Kind, label: String)] = []

    public init() {}

    /// A file read by the run (a scenario, a font, an image, a PNG to compare).
    public mutating func input(file path: String) { inputs.append((path, false)) }

    /// A folder read by the run (a compared folder, a result folder): no output may be it, hold
    /// it or lie inside it.
    public mutating func input(folder path: String) { inputs.append((path, true)) }

    /// An output path, named `label` in messages.
    public mutating func output(_ path: String, _ kind: Kind, label: String) {
        outputs.append((path, kind, label))
    }

    /// Throws the first problem as one `InputError`; writes nothing.
    public func check() throws {
        var places: [String: (label: String, path: String)] = [:]
        // Each input's identity and enclosing folders once (a verify of 1,000 scenarios has
        // thousands of outputs and inputs).
        let known = inputs.map { (path: $0.path, folder: $0.folder, id: Self.identity($0.path),
                                  enclosing: Set(Self.enclosingFolders($0.path))) }
        for out in outputs {
            func refuse(_ problem: String) -> InputError { InputError("\(out.label) \(out.path): \(problem)") }
            if out.path.isEmpty {
                throw InputError("\(out.label): expected a \(out.kind == .folder || out.kind == .container ? "folder" : "file"), got an empty path")
            }
            if out.path.utf8.contains(0) { throw refuse("a file name cannot contain a NUL character") }
            try checkLength(out.path, kind: out.kind, refuse)
            try checkWritable(out.path, kind: out.kind, refuse)
            let own = Self.identity(out.path)
            let enclosing = Set(Self.enclosingFolders(out.path))
            for input in known {
                if let own, own == input.id {
                    throw refuse("is an input (\(input.path)); refusing to write over it")
                }
                if input.folder, let folder = input.id, enclosing.contains(folder) {
                    throw refuse("is inside \(input.path), which is read by this run; refusing to write there")
                }
                if out.kind == .folder, let own, input.enclosing.contains(own) {
                    throw refuse("holds \(input.path), which is read by this run; refusing to write there")
                }
            }
            let place = Self.place(out.path)
            if let other = places[place] {
                throw refuse("is also \(other.label) \(other.path); give each output its own path")
            }
            places[place] = (out.label, out.path)
        }
    }

    // MARK: checks of one output

    /// A name longer than the file system takes fails only when written, after the work (and
    /// `mkdir -p` would have made the folders up to it): refused first. Files keep room for the
    /// temporary name they are written under (`.NAME.tmp-…`), folders for the files in them.
    private func checkLength(_ path: String, kind: Kind, _ refuse: (String) -> InputError) throws {
        let reserve = kind == .folder || kind == .container ? 128 : 48
        let longest = path.split(separator: "/").map(\.utf8.count).max() ?? 0
        if longest > Self.maxNameBytes - (kind == .folder || kind == .container ? 0 : reserve) {
            throw refuse("a name in it is \(longest) bytes long; the file system takes at most \(Self.maxNameBytes)")
        }
        if path.utf8.count + reserve > Self.maxPathBytes {
            throw refuse("is \(path.utf8.count) bytes long; a path has at most \(Self.maxPathBytes - reserve) here")
        }
    }

    /// What is there must be of the right kind, and the folder it goes in writable.
    private func checkWritable(_ path: String, kind: Kind, _ refuse: (String) -> InputError) throws {
        var info = stat()
        let exists = stat(path, &info) == 0
        let type = info.st_mode & S_IFMT
        switch kind {
        case .file, .fileInFolder:
            if exists && type == S_IFDIR { throw refuse("is a folder, not a file") }
            if exists && type != S_IFREG { throw refuse("is \(FileInput.typeName(type)), not a file to write") }
            let parent = Self.parent(of: path)
            var p = stat()
            guard stat(parent, &p) == 0 else {
                // A folder this run makes (the file is in an output folder, or given as in one).
                if kind == .fileInFolder || isInOutputFolder(parent) { return }
                throw refuse("folder \(parent) does not exist")
            }
            if (p.st_mode & S_IFMT) != S_IFDIR { throw refuse("\(parent) is not a folder") }
            if let why = Self.whyUnwritable(parent) { throw refuse("cannot write in \(parent) (\(why))") }
        case .folder, .container:
            if exists && type != S_IFDIR { throw refuse("exists and is not a folder") }
            // The nearest part that exists is where the first folder will be created.
            var probe = path
            var p = stat()
            while stat(probe, &p) != 0 {
                let e = errno
                if e != ENOENT && e != ENOTDIR { throw refuse("cannot create folder (\(errorText(e)))") }
                let up = Self.parent(of: probe)
                if up == probe { throw refuse("cannot create folder (\(errorText(e)))") }
                probe = up
            }
            if (p.st_mode & S_IFMT) != S_IFDIR { throw refuse("cannot create folder (\(probe) is a file)") }
            if let why = Self.whyUnwritable(probe) { throw refuse("cannot write in \(probe) (\(why))") }
        }
    }

    /// Whether the run makes `folder` before it writes files: it is, holds or lies inside a
    /// folder output (written first: `--report out/report --junit out/junit.xml`).
    private func isInOutputFolder(_ folder: String) -> Bool {
        let place = Self.place(folder)
        return outputs.contains { out in
            guard out.kind == .folder || out.kind == .container else { return false }
            let other = Self.place(out.path)
            return place == other || place.hasPrefix(other + "/") || other.hasPrefix(place + "/")
        }
    }

    /// Why files cannot be made in `folder`, or nil. A read-only file system is asked of the
    /// file system itself: access(2) answers yes to root for a read-only bind mount's folder.
    static func whyUnwritable(_ folder: String) -> String? {
        if access(folder, W_OK) != 0 { return errorText(errno) }
        var fs = statvfs()
        let readOnly: UInt = 1   // ST_RDONLY
        if statvfs(folder, &fs) == 0 && (UInt(fs.f_flag) & readOnly) != 0 { return errorText(EROFS) }
        return nil
    }

    // MARK: identity

    static let maxNameBytes = 255
    static let maxPathBytes = 4095

    struct Identity: Hashable { var device: UInt64; var inode: UInt64 }

    /// Device and inode of what `path` leads to; nil when nothing is there.
    static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The folders that hold `path`, innermost first: its nearest existing part (when `path`
    /// itself is missing) and every folder above it, symbolic links resolved.
    static func enclosingFolders(_ path: String) -> [Identity] {
        var probe = parent(of: path)
        var info = stat()
        while stat(probe, &info) != 0 && probe != "/" && probe != "." { probe = parent(of: probe) }
        guard let resolved = realpath(probe, nil) else { return [] }
        var folder = String(cString: resolved)
        free(resolved)
        var result: [Identity] = []
        while true {
            if let id = identity(folder) { result.append(id) }
            if folder == "/" || folder.isEmpty { break }
            folder = parent(of: folder)
        }
        return result
    }

    /// Where `path` is: an existing file's identity (a hard link is the file it leads to); else
    /// the nearest existing folder's resolved path and the rest of the path, so two spellings of
    /// one place compare equal. A folder goes by its resolved path, not its inode: another run
    /// may replace a folder in the same references folder while this one checks, and a freed
    /// inode taken by its neighbour would make two places look like one.
    static func place(_ path: String) -> String {
        var probe = path
        var rest: [Substring] = []
        var info = stat()
        while stat(probe, &info) != 0 {
            let trimmed = probe.hasSuffix("/") ? String(probe.dropLast()) : probe
            let name = trimmed.split(separator: "/").last ?? ""
            if name != "." && !name.isEmpty { rest.insert(name, at: 0) }
            let up = parent(of: trimmed)
            if up == probe { break }
            probe = up
        }
        let id: String
        if (info.st_mode & S_IFMT) == S_IFDIR, let resolved = realpath(probe, nil) {
            id = String(cString: resolved)
            free(resolved)
        } else {
            id = identity(probe).map { "\($0.device):\($0.inode)" } ?? probe
        }
        return ([id] + rest.map(String.init)).joined(separator: "/")
    }

    /// The folder holding `path` ("." for a bare name, "/" for a name at the root).
    static func parent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }
}
