import Foundation

/// A scenario's references folder being rewritten all or nothing. The staging folder beside it
/// (`StagedFolder`) is created on the first frame recorded; `commit` fills it with every old
/// file that was not replaced (hard links, so no bytes are copied) and swaps it in. Until then,
/// and after `discard`, the old references are exactly as they were.
final class ReferenceStaging: @unchecked Sendable {
    let destination: String
    private var folder: StagedFolder?
    private let lock = NSLock()

    init(destination: String) { self.destination = destination }

    /// Whether anything was staged.
    var isStarted: Bool { lock.lock(); defer { lock.unlock() }; return folder != nil }

    /// Where to write the new reference `name` (thread-safe; creates the staging folder once).
    func path(for name: String) throws -> String {
        try started().path(name)
    }

    /// Completes the staged folder with the old folder's other entries, leaving out `dropping`
    /// (names), and moves it into place. Starts staging if nothing was recorded (a prune).
    func commit(dropping: Set<String>) throws {
        let staged = try started()
        let fm = FileManager.default
        let old = (try? fm.contentsOfDirectory(atPath: destination)) ?? []
        for name in old.sorted() where !dropping.contains(name) && !ReferenceStaging.isTemporary(name) {
            let target = staged.path(name)
            if fm.fileExists(atPath: target) { continue }   // recorded anew
            let source = destination + "/" + name
            if link(source, target) == 0 { continue }
            do { try fm.copyItem(atPath: source, toPath: target) } catch {
                throw InputError("\(source): cannot copy into the new references (\(ResultFileWriter.reason(error)))")
            }
        }
        try staged.commit()
        lock.lock(); folder = nil; lock.unlock()
    }

    /// The staging folder, created on first use.
    private func started() throws -> StagedFolder {
        lock.lock(); defer { lock.unlock() }
        if let f = folder { return f }
        let f = try StagedFolder(destination: destination)
        folder = f
        return f
    }

    /// Removes the staging folder; the old references stay as they were.
    func discard() {
        lock.lock(); defer { lock.unlock() }
        folder?.discard()
        folder = nil
    }

    /// Leftovers of atomic writes (`.NAME.tmp-…`) and of staging (`.NAME.partial-…`) are never carried over.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && (name.contains(".tmp-") || name.contains(".partial-"))
    }
}
