import Foundation

/// What is at a path, folder listings and removals: the file-system questions the commands ask,
/// in one place so that every message about a folder reads the same.
enum FileSystem {
    /// What a path names.
    enum Kind: Equatable { case nothing, file, folder }

    /// What is at `path` (following symbolic links).
    static func kind(of path: String) -> Kind {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return .nothing }
        return isDir.boolValue ? .folder : .file
    }

    /// Why nothing usable is at `path`: "no such file or folder", or the real reason when a link
    /// is there but cannot be followed ("too many levels of symbolic links" for a loop).
    static func whyMissing(_ path: String) -> String {
        var info = stat()
        if stat(path, &info) != 0, errno != ENOENT { return errorText(errno).lowercased() }
        return "no such file or folder"
    }

    /// An `InputError` "PATH: exists and is not a folder" when something other than a folder is there.
    static func requireFolderOrNothing(_ path: String) throws {
        if kind(of: path) == .file { throw InputError("\(path): exists and is not a folder") }
    }

    /// Refuses a path with a NUL character: the C calls would see only the part before it and
    /// open or write a different file ("av\0atar.png" is "av" to open(2)).
    static func refuseNUL(_ path: String) throws {
        if path.utf8.contains(0) { throw InputError("\(path): a file name cannot contain a NUL character") }
    }

    /// Whether `relative` (parts joined by "/") names a regular file under `folder` reached
    /// through real folders only: no part is a symbolic link, a device or anything else.
    static func isRegularFile(_ relative: String, inside folder: String) -> Bool {
        var current = folder
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        for (i, part) in parts.enumerated() {
            guard !part.isEmpty, part != ".", part != ".." else { return false }
            current = join(current, String(part))
            var info = stat()
            guard lstat(current, &info) == 0 else { return false }
            let type = info.st_mode & S_IFMT
            if type != (i == parts.count - 1 ? S_IFREG : S_IFDIR) { return false }
        }
        return !parts.isEmpty
    }

    /// `root/relative` without doubling a trailing slash.
    static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// The names in `folder` (not recursive, hidden ones included), unsorted;
    /// "FOLDER: cannot read folder" when it cannot be listed.
    static func entries(of folder: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw InputError("\(folder): cannot read folder")
        }
        return names
    }

    /// Relative paths of the files under `folder`, recursively, whose name passes `include`;
    /// hidden entries (and everything under a hidden folder) are skipped. Sorted by UTF-8 bytes,
    /// so the order never depends on the file system or locale.
    static func files(under folder: String, where include: (String) -> Bool) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw InputError("\(folder): cannot read folder")
        }
        var result: [String] = []
        while let item = enumerator.nextObject() as? String {
            let last = (item as NSString).lastPathComponent
            if last.hasPrefix(".") {
                if kind(of: join(folder, item)) == .folder { enumerator.skipDescendants() }
                continue
            }
            if include(last) && kind(of: join(folder, item)) == .file { result.append(item) }
        }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Removes the file or folder (with its contents) at `path`, if any; failures are ignored
    /// (used to clean up after ourselves, where nothing better can be done).
    static func removeIfPresent(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Removes `folder` if it is empty.
    static func removeFolderIfEmpty(_ folder: String) {
        if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            removeIfPresent(folder)
        }
    }
}
