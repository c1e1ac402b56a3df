import Foundation
import ListRender

/// Small things every subcommand needs: status lines, the progress line, name checks.
enum CommandSupport {
    /// One warning line on stderr for each scenario with characters no font has.
    static func warnMissingGlyphs(_ scenarios: [Scenario]) {
        for s in scenarios { if let w = FontCoverage.warning(for: s) { status(w) } }
    }

    /// A line on stderr (stdout is kept for machine-readable output), made one printable line:
    /// it names files. Paths up to PATH_MAX stay whole (a re-record command must stay copyable).
    static func status(_ line: String) {
        FileHandle.standardError.write(Data((MessageText.oneLine(line, maxWord: 4096, maxLine: 16384) + "\n").utf8))
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
    /// `folder/name`, for output paths named in checks.
    static func join(_ folder: String, _ name: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + name
    }
}
