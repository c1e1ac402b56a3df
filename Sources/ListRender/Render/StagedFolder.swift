import Foundation

/// A folder written in full beside its destination and moved into place only when complete,
/// so a failed or interrupted run leaves the old folder exactly as it was.
public struct StagedFolder {
    /// Where the folder will end up.
    public let destination: String
    /// Where it is being written.
    public let staging: String
    /// Parent folders this created (outermost first), removed again by `discard` when empty,
    /// so a failed first run leaves nothing behind.
    private let createdParents: [String]

    /// Creates `.<name>.partial-<pid>` beside `destination` (and the parent folders).
    public init(destination: String) throws {
        guard !destination.isEmpty else { throw InputError("output folder: expected a path, got an empty one") }
        let url = URL(fileURLWithPath: destination)
        let parent = url.deletingLastPathComponent().path
        var missing: [String] = []
        var probe = URL(fileURLWithPath: parent)
        while !FileManager.default.fileExists(atPath: probe.path) && probe.path != "/" {
            missing.insert(probe.path, at: 0)
            probe.deleteLastPathComponent()
        }
        createdParents = missing
        try FileOutput.createDirectory(parent)
        self.destination = destination
        self.staging = parent + "/." + url.lastPathComponent + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: staging)
        try FileOutput.createDirectory(staging)
    }

    /// Path of a file inside the staging folder.
    public func path(_ name: String) -> String { staging + "/" + name }

    /// Replaces `destination` with the staged folder: the old folder is renamed aside first and
    /// removed only after the new one is in place.
    public func commit() throws {
        let fm = FileManager.default
        var aside: String?
        if fm.fileExists(atPath: destination) {
            let a = staging + ".old"
            try? fm.removeItem(atPath: a)
            guard rename(destination, a) == 0 else {
                throw InputError("\(destination): cannot replace (\(String(cString: strerror(errno))))")
            }
            aside = a
        }
        guard rename(staging, destination) == 0 else {
            let why = String(cString: strerror(errno))
            if let a = aside { _ = rename(a, destination) }
            throw InputError("\(destination): cannot write (\(why))")
        }
        if let a = aside { try? fm.removeItem(atPath: a) }
    }

    /// Removes the staging folder (after a failure).
    public func discard() {
        try? FileManager.default.removeItem(atPath: staging)
        for dir in createdParents.reversed() { rmdir(dir) }
    }
}
