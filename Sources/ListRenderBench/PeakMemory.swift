import Foundation
import ListRender

/// The process's peak resident memory, as the kernel counts it.
public enum PeakMemory {
    /// `VmHWM` from /proc/self/status, in bytes; nil where there is no /proc (macOS).
    public static func bytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return parse(status: text)
    }

    /// Reads the `VmHWM:   123456 kB` line of a /proc status text.
    static func parse(status text: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let value = fields.first.flatMap({ Int($0) }) else { return nil }
            let unit = fields.count > 1 ? fields[1].lowercased() : "kb"
            return unit == "kb" ? value * 1024 : value
        }
        return nil
    }
}
