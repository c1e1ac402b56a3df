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

    /// An `InputError` "PATH: exists and is not a folder" when something other than a folder is there.
    static func requireFolderOrNothing(_ path: String) throws {
        if kind(of: path) == .file { throw InputError("\(path): exists and is not a folder") }
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
