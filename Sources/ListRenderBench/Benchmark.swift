import CBenchReference
import CPNG
import Foundation
import ListRender

/// `renderlist bench`: times each pipeline stage on one full-size list frame against references
/// measured in the same run (a memcpy of the frame for raster, zlib level 6 over its raw RGBA
/// rows for PNG writing, libpng for decoding, a memcmp of two frames for compare), a scroll's
/// frames drawn in order, the CLI's own `render` path on a 120-frame scroll (files written;
/// parallel and serial), `verify` of it passing, re-encoded and failing, layout at two list sizes, and the peak
/// memory. Wall-clock numbers for people; no test asserts one. Measured tables: docs/benchmarks.md.
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
        let scale = config.viewport.scale
        log?("stages of one \(px) frame")
        let layout = renderer.layout(state)
        add("layout", "layout, one frame", "ms", timed { keep(renderer.layout(state).rows.count) })
        let list = renderer.displayList(of: layout)
        add("paint", "paint, one frame", "ms", timed { keep(renderer.displayList(of: layout).items.count) })

        // Raster as `render` runs it: one rasterizer whose frame buffer is handed back each time.
        let rasterizer = Rasterizer()
        let image = rasterizer.renderImage(list, scale: scale)
        // A warm redraw: the same list again, every text run already placed and cached. No
        // user's frames do that; `raster.scroll` below is what a scroll's frames cost.
        add("raster", "raster, one \(px) frame redrawn warm (same list, runs cached)", "ms", timed {
            let frame = rasterizer.renderImage(list, scale: scale)
            keep(frame.pixels.count)
            rasterizer.recycle(frame)
        })
        var copy = [UInt8](repeating: 0, count: image.pixels.count)
        add("ref.memcpy", "  reference: memcpy of the frame's bytes", "ms", timed {
            copy.withUnsafeMutableBytes { d in image.pixels.withUnsafeBytes { s in bench_copy(d.baseAddress, s.baseAddress, s.count) } }
            keep(Int(copy[copy.count / 2]))
        })

        // A scroll as users run it: every frame of the scene, each a new list, drawn in order by
        // one rasterizer (steady state), and the first frame of a new rasterizer (cold: fonts
        // loaded, no glyph or run cached).
        var lists: [DisplayList] = []
        var sim = Simulator(scenario: scene)
        while let st = try sim.nextFrame() { lists.append(renderer.displayList(of: renderer.layout(st))) }
        log?("a scroll of \(lists.count) frames")
        add("raster.scroll", "raster, a scroll's frames in order, per frame", "ms",
            BenchClock.samples(iterations: n, repeats: 1) {
                for l in lists { let f = rasterizer.renderImage(l, scale: scale); keep(f.width); rasterizer.recycle(f) }
            }.map { $0 / Double(max(1, lists.count)) })
        add("raster.cold", "raster, first frame of a new rasterizer (fonts loaded, caches empty)", "ms",
            BenchClock.samples(iterations: n, repeats: 1) { keep(Rasterizer().renderImage(list, scale: scale).width) })

        // Symbol- and accessory-heavy frames (the examples compiled in: SF-like symbols, chevrons,
        // checkmarks, switches), drawn as verify and docs draw them, against the bench frame's warm redraw.
        let examples = try ExampleScenarios.loadAll()
        for (key, name) in [("raster.symbols", "row-symbols"), ("raster.accessories", "accessories")] {
            guard let example = examples.first(where: { $0.name == name }) else { continue }
            let r = FrameRenderer(scenario: example)
            guard let st = try BenchScenes.state(of: example, frame: 0) else { continue }
            let l = r.displayList(of: r.layout(st))
            let size = Rasterizer.pixelSize(of: l, scale: l.scale)
            add(key, "raster, first frame of `\(name)` (\(size.width)×\(size.height)), warm", "ms", timed {
                let f = rasterizer.renderImage(l, scale: l.scale); keep(f.width); rasterizer.recycle(f)
            })
        }

        // PNG writing as `render` runs it: one encoder per worker, opaque frames known opaque.
        let encoder = PNGFrameEncoder()
        let opaque = list.background.a == 255
        let png = try encoder.encode(image, opaque: opaque)
        add("png.encode", "PNG encode (frame compressor)", "ms", try timed { try encoder.withEncoded(image, opaque: opaque) { keep($0.count) } })
        add("png.bytes", "PNG size", "bytes", [Double(png.count)])
        // libdeflate's fastest level, the general compressor frames were written with before.
        let libdeflate = PNGFrameEncoder(.libdeflate(level: 1))
        add("png.libdeflate1", "  peer: the same PNG by libdeflate level 1", "ms",
            try timed { try libdeflate.withEncoded(image, opaque: opaque) { keep($0.count) } })
        add("png.libdeflate1.bytes", "  peer: its size", "bytes", [Double(try libdeflate.encode(image, opaque: opaque).count)])
        let zlib = ZlibReference(image)
        add("ref.zlib6", "  reference: zlib level 6 over the raw RGBA rows", "ms", timed { keep(zlib.compress(level: 6)) })
        add("ref.zlib6.bytes", "  reference: its size", "bytes", [Double(zlib.compress(level: 6))])
        add("png.decode", "PNG decode (libdeflate + unfiltering; verify's differing references)", "ms",
            try timed { keep(try PNGCodec.decode(png, name: "bench").width) })
        add("ref.libpngDecode", "  reference: libpng decode of the same file", "ms", timed {
            var w: UInt32 = 0, h: UInt32 = 0
            var pixels: UnsafeMutablePointer<UInt8>?
            var message = [CChar](repeating: 0, count: 256)
            keep(Int(cpng_decode_rgba(png, png.count, &w, &h, &pixels, &message, message.count)))
            cpng_free(pixels)
        })

        // The animation writer (`docs`' APNGs: changed rectangles, merged delays) over 10 frames
        // of the scroll, against zlib level 6 over the same 10 frames' raw rows.
        let animated = lists.prefix(10).map { rasterizer.renderImage($0, scale: scale) }
        add("apng.write", "APNG writer, 10 frames of the scroll", "ms", try BenchClock.samples(iterations: n, repeats: 1) {
            var w = try APNGWriter(width: image.width, height: image.height, fps: 60)
            for f in animated { try w.add(f) }
            keep(try w.finish().count)
        })
        let zlibFrames = animated.map(ZlibReference.init)
        add("ref.zlib6.frames", "  reference: zlib level 6 over the same 10 frames", "ms",
            BenchClock.samples(iterations: n, repeats: 1) { for z in zlibFrames { keep(z.compress(level: 6)) } })

        log?("compare")
        let same = RGBAImage(width: image.width, height: image.height, pixels: Array(image.pixels))
        add("compare.identical", "compare, two identical frames", "ms",
            timed { keep(ImageComparison.compare(actual: image, expected: same).mismatchedPixels) })
        let changed = slightlyDifferent(image: image, layout: layout, renderer: renderer)
        let differing = ImageComparison.compare(actual: image, expected: changed).mismatchedPixels
        if let dir = config.comparePairDirectory {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: dir + "/actual.png"))
            try Data(PNGCodec.encode(changed)).write(to: URL(fileURLWithPath: dir + "/expected.png"))
        }
        add("compare.different", "compare, one row's detail changed", "ms",
            timed { keep(ImageComparison.compare(actual: image, expected: changed).mismatchedPixels) })
        add("compare.diffImage", "compare, one row's detail changed, with diff image", "ms",
            timed { keep(ImageComparison.compare(actual: image, expected: changed, makeDiff: true).mismatchedPixels) })
        add("compare.mismatched", "  (pixels that differ)", "pixels", [Double(differing)])
        add("ref.memcmp", "  reference: memcmp of the two frames", "ms", timed {
            image.pixels.withUnsafeBytes { a in changed.pixels.withUnsafeBytes { b in
                // memcmp stops at the first difference: compare the whole length as a reader must.
                keep(Int(bench_compare(a.baseAddress, b.baseAddress, a.count / 2)))
                keep(Int(bench_compare(a.baseAddress! + a.count / 2, b.baseAddress! + a.count / 2, a.count - a.count / 2)))
            } }
        })

        log?("layout at \(config.smallRows) and \(config.largeRows) rows")
        for (key, rows) in [("layout.small", config.smallRows), ("layout.large", config.largeRows)] {
            let s = BenchScenes.generated(rows: rows, viewport: config.viewport)
            let r = FrameRenderer(scenario: s)
            guard let st = try BenchScenes.state(of: s, atFraction: 0.5) else { continue }
            add(key, "layout, \(grouped(rows)) rows, halfway down", "ms", timed { keep(r.layout(st).rows.count) })
        }

        // The CLI's `render` path (RenderJob: simulate, lay out, paint, raster, encode, write the
        // files, staging folder). Parallel and serial runs alternate, so a change in the
        // machine's load hits both alike.
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
        add("e2e.parallel", "render, \(config.frames) frames, \(config.jobs) jobs", "frames/s", parallel)
        add("e2e.serial", "render, \(config.frames) frames, 1 job", "frames/s", serial)
        add("e2e.serial.frame", "  render, 1 job, per frame", "ms", serial.map { 1000 / $0 })

        // `verify` of the scene, 1 job, against references `render` wrote (byte-equal: nothing
        // decoded), the same pixels re-encoded by libdeflate level 1 (every file differs: each
        // decoded and compared), and references of a changed theme (every frame fails: two
        // compares, diff and actual written).
        log?("verify of \(config.frames) frames: passing, re-encoded, failing")
        let refs = folder + "-refs"
        defer { try? FileManager.default.removeItem(atPath: refs) }
        let record = VerifyRun(options: VerifyOptions(references: refs, record: .all, jobs: 1))
        var changedScene = scene
        changedScene.theme.label = Color(r: 255, g: 0, b: 0)
        let check = VerifyRun(options: VerifyOptions(references: refs, record: .never, failuresDirectory: refs + "-failures", jobs: 1))
        defer { try? FileManager.default.removeItem(atPath: refs + "-failures") }
        func perFrame(_ s: Scenario) throws -> [Double] {
            try BenchClock.samples(iterations: n, repeats: 1) { keep(try check.verify(s).count(.passed)) }
                .map { $0 / Double(config.frames) }
        }
        _ = try record.verify(scene)
        add("verify.pass", "verify, 1 job, per frame: references byte-equal", "ms", try perFrame(scene))
        let writer = PNGFrameEncoder(.libdeflate(level: 1))
        let sceneRefs = refs + "/" + scene.name
        for name in try FileManager.default.contentsOfDirectory(atPath: sceneRefs) where name.hasSuffix(".png") {
            let path = sceneRefs + "/" + name
            let image = try PNGCodec.decode(fileAt: path)
            try Data(try writer.encode(image)).write(to: URL(fileURLWithPath: path))
        }
        add("verify.reencoded", "verify, 1 job, per frame: same pixels, other bytes (all decoded)", "ms", try perFrame(scene))
        add("verify.fail", "verify, 1 job, per frame: every frame differs (fails)", "ms", try perFrame(changedScene))

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
            l.rows[i].appendToDetail("!")
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
        func ratio(_ key: String, _ label: String, _ a: Double?, _ b: Double?) {
            if let x = a, let y = b, y > 0 { out.append(BenchReport.Ratio(key: key, label: label, value: x / y)) }
        }
        func sum(_ a: String, _ b: String) -> Double? { median(a).flatMap { x in median(b).map { x + $0 } } }
        ratio("rasterOverMemcpy", "raster / memcpy of the frame (aim ≤ 1.2)", median("raster"), median("ref.memcpy"))
        ratio("encodeOverZlib6", "PNG encode / zlib 6 time (aim ≤ 0.4)", median("png.encode"), median("ref.zlib6"))
        ratio("bytesOverZlib6", "PNG bytes / zlib 6 bytes (aim ≤ 1.1)", median("png.bytes"), median("ref.zlib6.bytes"))
        ratio("framesPerSecondParallelOverSerial", "render frames/s \(config.jobs) jobs / 1 job (aim ≥ 1.9 on 2 cores)",
              median("e2e.parallel"), median("e2e.serial"))
        ratio("renderFrameOverRasterEncode", "render per frame, 1 job / (raster + encode) (aim ≤ 1.25)",
              median("e2e.serial.frame"), sum("raster", "png.encode"))
        ratio("compareOverMemcmp", "compare / memcmp", median("compare.different"), median("ref.memcmp"))
        ratio("compareDiffOverMemcmp", "compare with diff image / memcmp", median("compare.diffImage"), median("ref.memcmp"))
        ratio("compareDifferentOverIdentical", "compare different / identical", median("compare.different"), median("compare.identical"))
        ratio("layoutLargeOverSmall", "layout \(grouped(config.largeRows)) rows / \(grouped(config.smallRows)) rows",
              median("layout.large"), median("layout.small"))
        ratio("decodeOverEncode", "PNG decode / encode", median("png.decode"), median("png.encode"))
        ratio("decodeOverLibpng", "PNG decode / libpng decode", median("png.decode"), median("ref.libpngDecode"))
        ratio("scrollOverWarmRaster", "raster of a scroll's frame / warm redraw", median("raster.scroll"), median("raster"))
        ratio("symbolsOverWarmRaster", "raster of the row-symbols frame / the bench frame's warm redraw",
              median("raster.symbols"), median("raster"))
        ratio("apngOverZlib6", "APNG writer / zlib 6 over the same frames", median("apng.write"), median("ref.zlib6.frames"))
        ratio("verifyPassOverRender", "verify passing / render, per frame, 1 job (aim ≤ 1.1)",
              median("verify.pass"), median("e2e.serial.frame"))
        ratio("verifyReencodedOverRender", "verify, every file differing, same pixels / render (aim ≤ 2)",
              median("verify.reencoded"), median("e2e.serial.frame"))
        ratio("verifyFailOverRender", "verify, every frame failing / render", median("verify.fail"), median("e2e.serial.frame"))
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
