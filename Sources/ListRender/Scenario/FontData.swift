import Foundation

/// A loaded font file's bytes, one copy per content in the process: naming one 60 MiB file as
/// regular, semibold and eight fallbacks, or in sixty scenarios of one run, used to keep a copy
/// per naming (and another per FreeType owner) for the whole run, 1.9 GB and more. Every
/// `FontFile` with the same bytes shares one `FontData`, found by content in a table that holds
/// them weakly, so the copy is freed when the last scenario (and face) naming it is gone.
/// FreeType and the kerning reader read the bytes in place; they are never written.
public final class FontData: @unchecked Sendable {
    /// The bytes, allocated once and never moved.
    let buffer: UnsafeBufferPointer<UInt8>
    private let key: Key

    private struct Key: Hashable { var count: Int; var hash: Int }

    private init(_ bytes: [UInt8], key: Key) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = copy.initialize(from: bytes)
        buffer = UnsafeBufferPointer(rebasing: copy[0..<bytes.count])
        self.key = key
    }

    deinit {
        FontData.table.forget(key)
        buffer.baseAddress.map { UnsafeMutablePointer(mutating: $0).deallocate() }
    }

    /// The shared copy of `bytes` (made now if no live one has them).
    public static func shared(_ bytes: [UInt8]) -> FontData {
        let key = bytes.withUnsafeBytes { raw -> Key in
            var h = Hasher()
            h.combine(bytes: raw)
            return Key(count: raw.count, hash: h.finalize())
        }
        return table.find(key, bytes) ?? table.add(FontData(bytes, key: key))
    }

    /// The live copy last read from the unchanged file `stamp`: a file named many times (ten
    /// namings in each of ten scenarios) is read and hashed once.
    static func known(_ stamp: FileInput.Stamp) -> FontData? { table.known(stamp) }

    /// Remembers that `data` was read from the file `stamp`.
    static func remember(_ data: FontData, as stamp: FileInput.Stamp) { table.remember(data, stamp) }

    /// Whether the two hold the same bytes.
    func sameBytes(as other: FontData) -> Bool {
        self === other || (buffer.count == other.buffer.count && (buffer.count == 0 || memcmp(buffer.baseAddress!, other.buffer.baseAddress!, buffer.count) == 0))
    }

    private static let table = Table()

    /// Live copies by size and hash, held weakly.
    private final class Table: @unchecked Sendable {
        private struct Weak { weak var data: FontData? }
        private let lock = NSLock()
        private var live: [Key: [Weak]] = [:]
        private var byFile: [FileInput.Stamp: Weak] = [:]

        func known(_ stamp: FileInput.Stamp) -> FontData? {
            lock.lock(); defer { lock.unlock() }
            return byFile[stamp]?.data
        }

        func remember(_ data: FontData, _ stamp: FileInput.Stamp) {
            lock.lock(); defer { lock.unlock() }
            byFile = byFile.filter { $0.value.data != nil }
            byFile[stamp] = Weak(data: data)
        }

        func find(_ key: Key, _ bytes: [UInt8]) -> FontData? {
            lock.lock(); defer { lock.unlock() }
            for w in live[key] ?? [] {
                if let d = w.data, bytes.isEmpty || bytes.withUnsafeBytes({ memcmp($0.baseAddress!, d.buffer.baseAddress!, $0.count) == 0 }) {
                    return d
                }
            }
            return nil
        }

        func add(_ data: FontData) -> FontData {
            lock.lock(); defer { lock.unlock() }
            live[data.key, default: []].append(Weak(data: data))
            return data
        }

        func forget(_ key: Key) {
            lock.lock(); defer { lock.unlock() }
            live[key]?.removeAll { $0.data == nil }
            if live[key]?.isEmpty == true { live[key] = nil }
        }
    }
}
