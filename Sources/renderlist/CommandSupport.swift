import Foundation
import ListRender

/// Small things every subcommand needs: status lines, the progress line, name checks.
enum CommandSupport {
    /// A line on stderr (stdout is kept for machine-readable output).
    static func status(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A progress line rewritten in place, only when stderr is a terminal.
    static func progress(_ name: String) -> ((Int, Int) -> Void)? {
        guard isatty(2) != 0 else { return nil }
        return { done, total in
            let end = done == total ? "\r\u{1B}[K" : ""
            FileHandle.standardError.write(Data("\r\(name): \(done)/\(total) frames\(end)".utf8))
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
