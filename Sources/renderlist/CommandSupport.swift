import Foundation
import ListRender

/// Small things every subcommand needs: status lines, the progress line, name checks.
enum CommandSupport {
    /// One warning line on stderr for each scenario with characters no font has.
    static func warnMissingGlyphs(_ scenarios: [Scenario]) {
        for s in scenarios { if let w = FontCoverage.warning(for: s) { status(w) } }
    }

    /// A line on stderr (stdout is kept for machine-readable output).
    static func status(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A progress line rewritten in place, only when stderr is a terminal: this scenario's frames
    /// and the whole run's (`run`, scenario `index`), with frames per second and time left.
    static func progress(_ name: String, _ run: RunProgress? = nil, index: Int = 0) -> ((Int, Int) -> Void)? {
        guard isatty(2) != 0 else { return nil }
        let run = run ?? RunProgress(expectedFrames: [0])
        return { done, total in
            let end = done == total ? "\r\u{1B}[K" : "\u{1B}[K"
            let line = run.update(scenario: index, name: name, done: done, total: total)
            FileHandle.standardError.write(Data("\r\(line)\(end)".utf8))
        }
    }

    /// `word` as one shell word: unchanged when it is plain, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "-_./=:,+@%".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Two scenarios with one name would write one folder twice.
    static func checkUniqueNames(_ scenarios: [Scenario]) throws {
        var seen: [String: String] = [:]
        for s in scenarios {
            if let other = seen[s.name] {
                throw InputError("\(s.sourcePath): name \"\(s.name)\" is also the name of \(other); each scenario needs its own")
            }
            seen[s.name] = s.sourcePath
        }
    }
}

extension CommandSupport {
    /// Checks, before any work, that `path` (given with `flag`) can be written as a file: not a
    /// folder, not one of the `inputs` (never write over an input), in a writable folder. One line.
    static func checkOutputFile(_ path: String, flag: String, inputs: [String]) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw InputError("\(flag) \(path): is a folder, not a file") }
            for input in inputs {
                var other = stat()
                if stat(input, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino {
                    throw InputError("\(flag) \(path): is an input (\(input)); refusing to write over it")
                }
            }
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var pinfo = stat()
        // A missing parent is created by the writer; only an existing one that refuses us is an error now.
        if stat(folder, &pinfo) == 0 {
            if (pinfo.st_mode & S_IFMT) != S_IFDIR { throw InputError("\(flag) \(path): \(folder) is not a folder") }
            if access(folder, W_OK) != 0 { throw InputError("\(flag) \(path): cannot write in \(folder) (\(String(cString: strerror(errno))))") }
        }
    }
}
