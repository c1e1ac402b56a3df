import Foundation

/// A folder rewritten all or nothing: written in full beside its destination
/// (`.NAME.partial-RANDOM`) and swapped in only when complete, so a failed or interrupted run leaves
/// the old folder exactly as it was. The staging folder is locked (`FolderLock`) while it is
/// written: leftovers of killed runs are the unlocked ones, whichever PID namespace they ran in. `render` stages a whole output folder; `verify` stages a
/// scenario's references and carries the old ones it did not replace over.
///
/// The staging folder is created on first use (`path(_:)` or `start()`), so staging that records
/// nothing touches nothing. Thread-safe: worker threads ask for paths at once.
final class StagedFolder: @unchecked Sendable {
    /// Where the folder ends up.
    let destination: String
    /// Where it is written: `.NAME.partial-RANDOM` beside `destination`.
    let staging: String
    /// Held on the staging folder from `start` until it is committed or discarded.
    private var stagingLock: FolderLock?
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
        staging = parent + "/." + url.lastPathComponent + ".partial-" + UniqueName.suffix()
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
        removeLeftovers(in: parent)
        // Locked right after it is made; another run's leftover sweep may take the lock in
        // between and remove it, so the folder is made again until the lock holds what is there.
        for _ in 0..<8 {
            try FileOutput.createDirectory(staging)
            let lock = try FolderLock.acquire(staging)
            if lock.isStill(at: staging) { stagingLock = lock; break }
        }
        guard stagingLock != nil else { throw InputError("\(staging): cannot lock (removed again and again by another run)") }
        started = true
    }

    /// Path of `name` inside the staging folder (creating the folder on first use).
    func path(_ name: String) throws -> String {
        try start()
        return staging + "/" + name
    }

    /// Moves the staged folder into place. With `carryingOverExcept`, the old folder's entries
    /// that were not staged anew are first brought over (hard links, so no bytes are copied), also
    /// inside subfolders staged anew, except the paths (relative to the folder) in the set and
    /// leftovers of earlier runs; without it, the staged folder
    /// replaces the old one as it is. The old folder is renamed aside and removed only after the
    /// new one is in place.
    func commit(carryingOverExcept dropping: Set<String>? = nil) throws {
        try start()
        if let dropping = dropping { try carryOver(except: dropping) }
        var aside: String?
        if FileSystem.kind(of: destination) == .folder {
            // One atomic step where the kernel can: the old folder and the new swap places, so
            // a kill at any moment leaves one of them at `destination`.
            if Self.exchange(staging, destination) {
                FileSystem.removeIfPresent(staging)
                lock.lock(); started = false; createdParents = []; stagingLock = nil; lock.unlock()
                return
            }
            // EINVAL / ENOSYS: a file system or kernel without RENAME_EXCHANGE; two renames below.
        }
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
        lock.lock(); started = false; createdParents = []; stagingLock = nil; lock.unlock()
    }

    /// Removes the staging folder (after a failure); the old folder stays as it was.
    func discard() {
        lock.lock(); defer { lock.unlock() }
        guard started else { return }
        FileSystem.removeIfPresent(staging)
        for dir in createdParents.reversed() { rmdir(dir) }
        stagingLock = nil
        started = false
    }

    /// Links (or, across file systems, copies) the old folder's entries not staged anew.
    private func carryOver(except dropping: Set<String>) throws {
        try carryOver(from: destination, into: staging, prefix: "", except: dropping)
    }

    /// One folder level of `carryOver`: an entry missing from `target` is brought over whole; a
    /// folder present on both sides (a subfolder staged anew, e.g. `compare --diff` writing
    /// `sub/a.png`) is merged entry by entry, so the old `sub/b.png` is kept. `dropping` holds
    /// paths relative to the destination.
    private func carryOver(from source: String, into target: String, prefix: String,
                           except dropping: Set<String>) throws {
        guard FileSystem.kind(of: source) == .folder else { return }
        for name in try FileSystem.entries(of: source).sorted()
        where !dropping.contains(prefix + name) && !Self.isTemporary(name) {
            let from = FileSystem.join(source, name), to = target + "/" + name
            switch (FileSystem.kind(of: to), FileSystem.kind(of: from)) {
            case (.nothing, .folder):
                do { try FileManager.default.copyItem(atPath: from, toPath: to) } catch {
                    throw InputError("\(from): cannot copy into \(destination)")
                }
            case (.nothing, _):
                if link(from, to) == 0 { continue }
                try FileOutput.writeAtomically(FileInput.readBytes(at: from), to: to)
            case (.folder, .folder):
                try carryOver(from: from, into: to, prefix: prefix + name + "/", except: dropping)
            default:
                continue   // staged anew
            }
        }
    }

    /// renameat2(2) with RENAME_EXCHANGE, looked up at run time (Swift's Glibc module does not
    /// declare it): false when the C library, kernel or file system lacks it.
    static func exchange(_ a: String, _ b: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = renameAt2Symbol else { return false }
        let call = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1   // RENAME_EXCHANGE in <linux/fs.h>
        return call(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }
    /// A function address, written once at first use and only read after.
    nonisolated(unsafe) private static let renameAt2Symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")

    /// Removes `.NAME.partial-*` folders (and their `.old` halves) of runs that were killed, so
    /// interrupted runs do not pile up beside the destination. A live run holds the lock on its
    /// staging folder; one whose lock can be taken is a leftover. (Never decided by process id:
    /// in containers another live run has our PID.)
    private func removeLeftovers(in parent: String) {
        let prefix = "." + URL(fileURLWithPath: destination).lastPathComponent + ".partial-"
        guard let names = try? FileSystem.entries(of: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let path = FileSystem.join(parent, name)
            if path == staging { continue }
            let owner = name.hasSuffix(".old") ? String(path.dropLast(4)) : path
            // An `.old` half belongs to a run that is still swapping while its staging folder is locked.
            if FileSystem.kind(of: owner) == .folder, owner != path {
                guard let held = FolderLock.tryAcquire(owner) else { continue }
                held.release()
            } else if owner == path {
                guard let held = FolderLock.tryAcquire(path) else { continue }
                FileSystem.removeIfPresent(path)
                held.release()
                continue
            }
            FileSystem.removeIfPresent(path)
        }
    }

    /// Leftovers of atomic writes (`.NAME.tmp-…`) and of staging (`.NAME.partial-…`) are never carried over.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && (name.contains(".tmp-") || name.contains(".partial-"))
    }
}
