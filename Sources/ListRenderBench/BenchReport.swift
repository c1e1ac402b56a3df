import Foundation
import ListRender

/// What `renderlist bench` found: one row per measurement, ratios between some of them, and the
/// peak memory. Times are wall-clock and vary by machine; nothing else in the package reads them.
public struct BenchReport: Sendable {
    /// One measured quantity over the iterations.
    public struct Measurement: Sendable {
        /// Stable machine name, e.g. `layout.frame` (the JSON key).
        public var key: String
        /// What was measured, for the table.
        public var label: String
        /// `ms`, `frames/s`, `bytes`, `MiB` or `pixels`.
        public var unit: String
        public var median: Double
        public var min: Double
        public var max: Double

        /// Summarises `samples` (at least one).
        public init(key: String, label: String, unit: String, samples: [Double]) {
            let sorted = samples.sorted()
            self.key = key; self.label = label; self.unit = unit
            let n = sorted.count
            median = n == 0 ? .nan : (n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2)
            min = sorted.first ?? .nan
            max = sorted.last ?? .nan
        }
    }

    /// A quotient of two measurements' medians.
    public struct Ratio: Sendable {
        public var key: String
        public var label: String
        public var value: Double
    }

    /// What was measured on: frame size, iterations, jobs.
    public var configuration: BenchConfiguration
    public var measurements: [Measurement]
    public var ratios: [Ratio]

    /// The measurement named `key`.
    public func measurement(_ key: String) -> Measurement? { measurements.first { $0.key == key } }

    /// The readable table `renderlist bench` prints.
    public var table: String {
        let v = configuration.viewport
        var lines = ["renderlist bench: \(v.pixelWidth)×\(v.pixelHeight) px frame (\(fmt(v.width))×\(fmt(v.height)) pt @\(fmt(v.scale))x), "
                     + "\(configuration.iterations) iteration\(configuration.iterations == 1 ? "" : "s"), \(configuration.jobs) jobs", ""]
        let width = max(40, measurements.map { $0.label.count }.max() ?? 0)
        func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: Swift.max(0, n - s.count))
            return left ? fill + s : s + fill
        }
        lines.append(pad("measurement", width) + pad("median", 12, left: true) + pad("min", 12, left: true)
                     + pad("max", 12, left: true) + "  unit")
        for m in measurements {
            lines.append(pad(m.label, width) + pad(fmt(m.median), 12, left: true) + pad(fmt(m.min), 12, left: true)
                         + pad(fmt(m.max), 12, left: true) + "  " + m.unit)
        }
        lines.append("")
        lines.append("ratios (of medians)")
        for r in ratios { lines.append(pad("  " + r.label, width) + pad(fmt(r.value), 12, left: true) + " ×") }
        return lines.joined(separator: "\n")
    }

    /// The report as one JSON object: configuration, `measurements` keyed by name
    /// (`{"label", "unit", "median", "min", "max"}`), `ratios` keyed by name.
    public var json: JSONOutput {
        let v = configuration.viewport
        return .object([
            ("frame", .object([("width", .int(v.pixelWidth)), ("height", .int(v.pixelHeight)),
                               ("scale", .number(v.scale))])),
            ("iterations", .int(configuration.iterations)),
            ("jobs", .int(configuration.jobs)),
            ("frames", .int(configuration.frames)),
            ("measurements", .object(measurements.map { m in
                (m.key, .object([("label", .string(m.label)), ("unit", .string(m.unit)),
                                 ("median", .number(m.median)), ("min", .number(m.min)), ("max", .number(m.max))]))
            })),
            ("ratios", .object(ratios.map { ($0.key, .number($0.value)) })),
        ])
    }

    /// Three significant decimals for small numbers, none for big ones.
    func fmt(_ d: Double) -> String {
        guard d.isFinite else { return "-" }
        if d == d.rounded() && abs(d) < 1e15 { return String(Int64(d)) }
        if abs(d) >= 100 { return String(format: "%.1f", d) }
        if abs(d) >= 1 { return String(format: "%.2f", d) }
        return String(format: "%.4f", d)
    }
}
