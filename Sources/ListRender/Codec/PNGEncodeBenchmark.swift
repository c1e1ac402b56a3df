#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures PNG encode size and time over zlib levels and filter sets on a synthetic UI frame,
/// the measurement behind `PNGEncodeOptions.default`. For a `bench` command, not for tests:
/// the times are wall-clock and vary by machine.
public enum PNGEncodeBenchmark {
    /// One measured setting.
    public struct Row: Sendable {
        public var level: Int
        public var filters: String
        public var strategy: PNGEncodeOptions.Strategy
        public var bytes: Int
        /// Best of the runs, in milliseconds.
        public var milliseconds: Double
    }

    /// The filter sets compared, by name.
    public static let filterSets: [(String, PNGEncodeOptions.Filters)] = [
        ("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all),
    ]

    /// Encodes `frame` with every level in `levels` and every filter set, `runs` times each, and
    /// reports bytes and the fastest time.
    public static func run(frame: RGBAImage = syntheticUIFrame(), levels: ClosedRange<Int> = 1...9,
                           strategies: [PNGEncodeOptions.Strategy] = [.libpngDefault], runs: Int = 3) throws -> [Row] {
        var rows: [Row] = []
        for strategy in strategies {
            for (name, filters) in filterSets {
                for level in levels {
                    let options = PNGEncodeOptions(level: level, filters: filters, strategy: strategy)
                    var best = Double.infinity, size = 0
                    for _ in 0..<max(1, runs) {
                        let start = monotonicSeconds()
                        size = try PNGCodec.encode(frame, options: options).count
                        best = min(best, monotonicSeconds() - start)
                    }
                    rows.append(Row(level: level, filters: name, strategy: strategy, bytes: size, milliseconds: best * 1000))
                }
            }
        }
        return rows
    }

    /// A 1170x2532 (390x844 pt at 3x) opaque frame shaped like a table view: grey navigation
    /// bar with a soft shadow, a gradient banner, 19 rows of 132 px with grey hairlines, dark
    /// anti-aliased text-like glyphs, a grey detail text and a chevron per row. Deterministic.
    public static func syntheticUIFrame(width: Int = 1170, height: Int = 2532) -> RGBAImage {
        var img = RGBAImage(width: width, height: height, fill: Color(r: 255, g: 255, b: 255))
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ c: Color, _ coverage: Double = 1) {
            let xs = max(0, x0), xe = min(width, x1), ys = max(0, y0), ye = min(height, y1)
            guard xs < xe, ys < ye else { return }
            for y in ys..<ye {
                for x in xs..<xe {
                    let i = (y * width + x) * 4
                    for (k, v) in [c.r, c.g, c.b].enumerated() {
                        let old = Double(img.pixels[i + k])
                        img.pixels[i + k] = UInt8((old + (Double(v) - old) * coverage).rounded())
                    }
                }
            }
        }
        // Navigation bar and its shadow (a 30 px vertical fade).
        fill(0, 0, width, 300, Color(r: 249, g: 249, b: 249))
        for s in 0..<30 { fill(0, 300 + s, width, 301 + s, Color(r: 0, g: 0, b: 0), 0.18 * Double(30 - s) / 30 / 3) }
        // A gradient banner.
        for y in 340..<520 {
            let t = Double(y - 340) / 180
            fill(0, y, width, y + 1, Color(r: UInt8(40 + 60 * t), g: UInt8(110 + 50 * t), b: UInt8(220 - 40 * t)))
        }
        // A ring (an "o", the bowl of "b", "d", "p") with analytic anti-aliased edges, so glyphs
        // carry the many edge greys real text has.
        func ring(_ cx: Double, _ cy: Double, _ r: Double, _ t: Double, _ colour: Color) {
            for y in Int(cy - r - 1)...Int(cy + r + 1) {
                for x in Int(cx - r - 1)...Int(cx + r + 1) {
                    let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                    let d = (dx * dx + dy * dy).squareRoot()
                    let cover = max(0, min(1, r - d + 0.5)) * max(0, min(1, d - (r - t) + 0.5))
                    if cover > 0 { fill(x, y, x + 1, y + 1, colour, cover) }
                }
            }
        }
        // Text-like glyphs from a fixed-seed generator: stems, bars and bowls, anti-aliased edges.
        var seed: UInt32 = 12345
        func next(_ n: Int) -> Int { seed = seed &* 1_664_525 &+ 1_013_904_223; return Int(seed >> 16) % n }
        func text(_ x: Int, _ baseline: Int, _ chars: Int, _ colour: Color) {
            var cx = x
            for _ in 0..<chars {
                let w = 18 + next(14)
                if next(6) == 0 { cx += 16; continue }   // a space
                let top = baseline - (next(3) == 0 ? 38 : 27)
                fill(cx + 1, top, cx + 6, baseline, colour)
                fill(cx, top, cx + 1, baseline, colour, 0.4)
                fill(cx + 6, top, cx + 7, baseline, colour, 0.6)
                if next(2) == 0 { fill(cx + 6, top, cx + w - 4, top + 5, colour); fill(cx + 6, top + 5, cx + w - 4, top + 6, colour, 0.3) }
                if next(2) == 0 { fill(cx + w - 10, top + 3, cx + w - 5, baseline, colour); fill(cx + w - 5, top + 3, cx + w - 4, baseline, colour, 0.5) }
                if next(2) == 0 { fill(cx + 6, baseline - 5, cx + w - 4, baseline, colour) }
                if next(2) == 0 { ring(Double(cx + w / 2) + 0.3, Double(baseline) - 13.6, Double(w) / 2 - 0.7, 5.2, colour) }
                cx += w + 3
            }
        }
        for row in 0..<19 {
            let top = 540 + row * 132
            text(48, top + 80, 8 + next(12), Color(r: 0, g: 0, b: 0))
            text(width - 360, top + 80, 6, Color(r: 138, g: 138, b: 142))
            fill(width - 60, top + 52, width - 54, top + 80, Color(r: 196, g: 196, b: 199))   // chevron
            fill(48, top + 131, width, top + 132, Color(r: 198, g: 198, b: 200))               // hairline
        }
        // A lifted row (as in reordering): a white card over a soft shadow that fades in x and y.
        let card = (x0: 24, y0: 540 + 7 * 132 + 20, x1: width - 24, y1: 540 + 8 * 132 + 20), blur = 36.0
        for y in (card.y0 - 40)..<(card.y1 + 60) {
            for x in (card.x0 - 40)..<(card.x1 + 40) {
                let dx = max(Double(card.x0 - x), 0, Double(x - card.x1)), dy = max(Double(card.y0 - y + 12), 0, Double(y - card.y1 - 12))
                let d = (dx * dx + dy * dy).squareRoot()
                let a = 0.3 * max(0, 1 - d / blur) * max(0, 1 - d / blur)
                if a > 0 { fill(x, y, x + 1, y + 1, Color(r: 0, g: 0, b: 0), a) }
            }
        }
        fill(card.x0, card.y0, card.x1, card.y1, Color(r: 255, g: 255, b: 255))
        text(card.x0 + 24, card.y0 + 80, 14, Color(r: 0, g: 0, b: 0))
        return img
    }

    private static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
