/// What to compare: one file against one file, or two folders paired by relative path.
public struct ComparisonPlan: Equatable, Sendable {
    /// Two files, or two folders.
    public enum Mode: Equatable, Sendable { case files, folders }

    /// One actual/expected pair. `name` is the relative path in folder mode, the actual path otherwise.
    public struct Pair: Equatable, Sendable {
        public let name: String
        public let actualPath: String
        public let expectedPath: String
    }

    public let mode: Mode
    /// Pairs present on both sides, sorted by relative path (byte order).
    public let pairs: [Pair]
    /// Relative paths in the expected folder with no actual counterpart, sorted.
    public let missing: [String]
    /// Relative paths in the actual folder with no expected counterpart, sorted.
    public let extra: [String]
    /// The folders (or files) as given.
    public let actualRoot: String
    public let expectedRoot: String
}

/// Pairs PNG files for comparison: file with file, or folder with folder by relative path.
public enum FolderComparison {
    /// Plans the comparison of `actual` with `expected`: both files or both folders.
    /// Throws an `InputError` naming the path when one does not exist, or a file meets a folder.
    public static func plan(actual: String, expected: String) throws -> ComparisonPlan {
        let actualIsDir = try kind(of: actual)
        let expectedIsDir = try kind(of: expected)
        switch (actualIsDir, expectedIsDir) {
        case (false, false):
            return ComparisonPlan(mode: .files,
                                  pairs: [.init(name: actual, actualPath: actual, expectedPath: expected)],
                                  missing: [], extra: [], actualRoot: actual, expectedRoot: expected)
        case (true, true):
            let a = try listPNGs(in: actual), e = try listPNGs(in: expected)
            let aSet = Set(a), eSet = Set(e)
            let pairs = e.filter { aSet.contains($0) }.map {
                ComparisonPlan.Pair(name: $0, actualPath: FileSystem.join(actual, $0), expectedPath: FileSystem.join(expected, $0))
            }
            return ComparisonPlan(mode: .folders, pairs: pairs,
                                  missing: e.filter { !aSet.contains($0) },
                                  extra: a.filter { !eSet.contains($0) },
                                  actualRoot: actual, expectedRoot: expected)
        case (true, false):
            throw InputError("\(expected): is a file but \(actual) is a folder; give two files or two folders")
        case (false, true):
            throw InputError("\(expected): is a folder but \(actual) is a file; give two files or two folders")
        }
    }

    /// Relative paths of all `.png` files (any case) under `folder`, recursively, sorted by their
    /// UTF-8 bytes so the order never depends on the file system or locale. Hidden entries are skipped.
    static func listPNGs(in folder: String) throws -> [String] {
        try FileSystem.files(under: folder) { $0.lowercased().hasSuffix(".png") }
    }

    /// Whether `path` is a folder; an `InputError` if nothing is there.
    private static func kind(of path: String) throws -> Bool {
        switch FileSystem.kind(of: path) {
        case .nothing: throw InputError("\(path): no such file or folder")
        case .file: return false
        case .folder: return true
        }
    }
}
