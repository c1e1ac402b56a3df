import Foundation

/// Progress of a whole run over several scenarios, for the one-line progress display of render,
/// verify and docs: this scenario's frames, all frames of the run, frames per second so far, and
/// the time left at that rate. Scenarios run one after another; a scenario's frame count is
/// corrected by the first report from it. Thread-safe.
public final class RunProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var expected: [Int]
    private let start: Date

    /// `expectedFrames[i]`: how many frames scenario i will report (its selected frames).
    public init(expectedFrames: [Int], start: Date = Date()) {
        self.expected = expectedFrames.map { max(0, $0) }
        self.start = start
    }

    /// Records that scenario `index` has `done` of `total` frames and returns the line to show:
    /// `NAME: 40/120 frames · run 340/1200 frames, 85.0 frames/s, 0:10 left`.
    public func update(scenario index: Int, name: String, done: Int, total: Int, now: Date = Date()) -> String {
        lock.lock(); defer { lock.unlock() }
        if expected.indices.contains(index) { expected[index] = max(0, total) }
        let before = expected.prefix(max(0, min(index, expected.count))).reduce(0, +)
        let all = expected.reduce(0, +)
        let runDone = before + done
        var line = "\(name): \(done)/\(total) frames · run \(runDone)/\(all) frames"
        let elapsed = now.timeIntervalSince(start)
        if elapsed > 0, runDone > 0 {
            let rate = Double(runDone) / elapsed
            line += String(format: ", %.1f frames/s", rate)
            line += ", " + Self.clock(Double(max(0, all - runDone)) / rate) + " left"
        }
        return line
    }

    /// `m:ss`, or `h:mm:ss` from an hour on.
    static func clock(_ seconds: Double) -> String {
        let s = seconds.isFinite ? Int(seconds.rounded(.up)) : 0
        let h = s / 3600, m = (s % 3600) / 60, r = s % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(r))" : "\(m):\(two(r))"
    }
}
