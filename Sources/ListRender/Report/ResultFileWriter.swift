import Foundation

/// Writes result files (diff PNGs, reports, JUnit XML) so that a reader never sees half a file,
/// through the codec's shared atomic writer (temporary file beside the target, renamed over it).
enum ResultFileWriter {
    /// Writes `bytes` to `path` atomically; an `InputError` naming `path` if that fails.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try FileOutput.writeAtomically(bytes, to: path)
    }

    /// Writes UTF-8 `text` to `path` atomically.
    static func write(text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Creates `path` and its parents as a folder; an `InputError` if it cannot, or if a file is in the way.
    static func makeFolder(_ path: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw InputError("\(path): exists and is not a folder") }
            guard FileManager.default.isWritableFile(atPath: path) else {
                throw InputError("\(path): folder is not writable")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw InputError("\(path): cannot create folder (\(ResultFileWriter.reason(error)))")
        }
    }

    /// A short, one-line reason from a Foundation error.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription.split(separator: "\n").first.map(String.init) ?? "error"
    }
}
