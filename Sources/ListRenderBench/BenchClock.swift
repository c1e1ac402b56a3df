#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock the benchmark reads. Only `bench` measures time; nothing that produces
/// output ever looks at a clock (determinism).
enum BenchClock {
    /// Seconds since an arbitrary fixed point.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Milliseconds per call of `body`, one sample per iteration. A sample runs `body` `repeats`
    /// times and divides, so sub-microsecond work (a layout) is above the clock's resolution.
    static func samples(iterations: Int, repeats: Int = 1, _ body: () throws -> Void) rethrows -> [Double] {
        var out: [Double] = []
        for _ in 0..<max(1, iterations) {
            let start = now()
            for _ in 0..<max(1, repeats) { try body() }
            out.append((now() - start) * 1000 / Double(max(1, repeats)))
        }
        return out
    }

    /// How many calls of `body` fill about `seconds` (at least 1): one call to warm up, then
    /// doubling until the batch is long enough.
    static func repeatsFilling(_ seconds: Double, _ body: () throws -> Void) rethrows -> Int {
        try body()
        var n = 1
        while n < 1 << 24 {
            let start = now()
            for _ in 0..<n { try body() }
            if now() - start >= seconds { break }
            n *= 2
        }
        return n
    }
}
