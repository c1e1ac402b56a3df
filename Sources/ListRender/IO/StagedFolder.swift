import Foundation

/// A folder rewritten all or nothing: written in full beside its destination
/// (`.NAME.partial-PID`) and swapped in only when complete, so a failed or interrupted run leaves
/// the old folder exactly as it was. `render` stages a whole output folder; `verify` stages a
/// scenario's references and carries the old ones it did not replace over.
///
/// The staging folder is created on first use (`path(_:)` or `start()`), so staging that records
/// nothing touches nothing. Thread-safe: worker threads ask for paths at once.
final class StagedFolder: @unchecked Sendable {
    /// Where the folder ends up.
    let destination: String
    /// Where it is written: `.NAME.partial-PID` beside `destination`.
    let staging: String
    /// Parent folders `start` created (outermost first), removed again by `discard` when empty,
    /// so a failed first run leaves nothing behind.
    private var createdParents: [String] = []
    private var started = false
    private let lock = NSLock()

    /// Plans the staging folder for `destination`; nothing is created yet.
    init(destination: String) throws {
        guard !destination.isEmpty else { throw InputError("output folder: expected a path, got an empty one") }
        let url = URL(fileURLWithPath: destination)
        let parent = url.deletingLastPathComponent().path
        self.destination = destination
        staging = parent + "/." + url.lastPathComponent + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Whether the staging folder exists (anything was staged).
    var isStarted: Bool { lock.lock(); defer { lock.unlock() }; return started }

    /// Creates the staging folder and the destination's missing parents, once.
    func start() throws {
        lock.lock(); defer { lock.unlock() }
        if started { return }
        let parent = (staging as NSString).deletingLastPathComponent
        var missing: [String] = []
        var probe = URL(fileURLWithPath: parent)
        while FileSystem.kind(of: probe.path) == .nothing && probe.path != "/" {
            missing.insert(probe.path, at: 0)
            probe.deleteLastPathComponent()
        }
        try FileOutput.createDirectory(parent)
        createdParents = missing
        FileSystem.removeIfPresent(staging)
        try FileOutput.createDirectory(staging)
        started = true
    }

    /// Path of `name` inside the staging folder (creating the folder on first use).
    func path(_ name: String) throws -> String {
        try start()
        return staging + "/" + name
    }

    /// Moves the staged folder into place. With `carryingOverExcept`, the old folder's entries
    /// that were not staged anew are first brought over (hard links, so no bytes are copied),
    /// except the names in the set and leftovers of earlier runs; without it, the staged folder
    /// replaces the old one as it is. The old folder is renamed aside and removed only after the
    /// new one is in place.
    func commit(carryingOverExcept dropping: Set<String>? = nil) throws {
        try start()
        if let dropping = dropping { try carryOver(except: dropping) }
        var aside: String?
        if FileSystem.kind(of: destination) != .nothing {
            let a = staging + ".old"
            FileSystem.removeIfPresent(a)
            guard rename(destination, a) == 0 else {
                throw InputError("\(destination): cannot replace (\(errorText(errno)))")
            }
            aside = a
        }
        guard rename(staging, destination) == 0 else {
            let why = errorText(errno)
            if let a = aside { _ = rename(a, destination) }
            throw InputError("\(destination): cannot write (\(why))")
        }
        if let a = aside { FileSystem.removeIfPresent(a) }
        lock.lock(); started = false; createdParents = []; lock.unlock()
    }

    /// Removes the staging folder (after a failure); the old folder stays as it was.
    func discard() {
        lock.lock(); defer { lock.unlock() }
        guard started else { return }
        FileSystem.removeIfPresent(staging)
        for dir in createdParents.reversed() { rmdir(dir) }
        started = false
    }

    /// Links (or, across file systems, copies) the old folder's entries not staged anew.
    private func carryOver(except dropping: Set<String>) throws {
        let old = FileSystem.kind(of: destination) == .folder ? try FileSystem.entries(of: destination) : []
        for name in old.sorted() where !dropping.contains(name) && !Self.isTemporary(name) {
            let target = staging + "/" + name
            if FileSystem.kind(of: target) != .nothing { continue }   // staged anew
            let source = FileSystem.join(destination, name)
            if link(source, target) == 0 { continue }
            if FileSystem.kind(of: source) == .folder {
                do { try FileManager.default.copyItem(atPath: source, toPath: target) } catch {
                    throw InputError("\(source): cannot copy into \(destination)")
                }
                continue
            }
            try FileOutput.writeAtomically(FileInput.readBytes(at: source), to: target)
        }
    }

    /// Leftovers of atomic writes (`.NAME.tmp-…`) and of staging (`.NAME.partial-…`) are never carried over.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && (name.contains(".tmp-") || name.contains(".partial-"))
    }
}
