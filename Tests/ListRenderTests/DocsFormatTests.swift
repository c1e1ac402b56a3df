import XCTest
@testable import ListRender

/// `renderlist docs --format gif|webp`: each file decoded by its format's own library
/// (`AnimationDecoders`) and compared with the frames the job fed the writer.
final class DocsFormatTests: XCTestCase {
    /// The small drag of DocsTests at 30 fps (stride 2 of 60), 1x.
    func job(_ format: AnimationFormat) -> DocsJob { DocsJob(stride: 2, downscale: 1, jobs: 2, format: format) }

    func testWebPDecodesToExactlyTheFramesFedWithTheirTimes() throws {
        let s = DocsTests.small()
        var fed: [RGBAImage] = []
        let out = try job(.webp).images(s, fed: { fed.append($0) })
        XCTAssertEqual(Array(out.animation.prefix(4)), Array("RIFF".utf8))
        let frames = try AnimationDecoders.webp(out.animation)
        // Frames that repeat the one before are merged into its duration, so fewer frames ...
        XCTAssertLessThan(frames.count, fed.count)
        XCTAssertGreaterThan(frames.count, 3)
        // ... that last until the animation's end on the millisecond clock ...
        XCTAssertEqual(frames.last?.end, Int((Double(fed.count) * 1000 / 30).rounded()))
        // ... and show exactly the fed pixels at every input frame's time (lossless).
        let shown = AnimationDecoders.expanded(frames, unitsPerSecond: 1000, fps: 30, count: fed.count)
        XCTAssertEqual(shown.count, fed.count)
        for (i, (a, b)) in zip(shown, fed).enumerated() where a != b {
            XCTFail("frame \(i) differs after decoding the WebP"); break
        }
    }

    func testGIFDecodesToTheFramesFedWithinTheQuantizersError() throws {
        let s = DocsTests.small()
        var fed: [RGBAImage] = []
        let out = try job(.gif).images(s, fed: { fed.append($0) })
        XCTAssertEqual(Array(out.animation.prefix(6)), Array("GIF89a".utf8))
        let frames = try AnimationDecoders.gif(out.animation)
        XCTAssertLessThan(frames.count, fed.count)
        XCTAssertGreaterThan(frames.count, 3)
        // Delays in 1/100 s add up to the animation's length: 3, 3, 4, ... for 30 fps.
        XCTAssertEqual(frames.last?.end, Int((Double(fed.count) * 100 / 30).rounded()))
        XCTAssertTrue(frames.dropLast().allSatisfy { [3, 4].contains($0.end - $0.start) || $0.end - $0.start > 4 })
        let shown = AnimationDecoders.expanded(frames, unitsPerSecond: 100, fps: 30, count: fed.count)
        XCTAssertEqual(shown.count, fed.count)
        // 256 colours per changed rectangle, no dithering: every pixel close, nearly all exact
        // (a UI frame has few colours; only antialiased text edges are approximated).
        var worst = 0, off = 0, total = 0
        for (a, b) in zip(shown, fed) where a != b {
            a.pixels.withUnsafeBufferPointer { pa in
                b.pixels.withUnsafeBufferPointer { pb in
                    for i in Swift.stride(from: 0, to: pa.count, by: 4) {
                        let d = max(abs(Int(pa[i]) - Int(pb[i])), abs(Int(pa[i + 1]) - Int(pb[i + 1])), abs(Int(pa[i + 2]) - Int(pb[i + 2])))
                        worst = max(worst, d)
                        if d > 4 { off += 1 }
                    }
                }
            }
        }
        total = fed.count * fed[0].width * fed[0].height
        XCTAssertLessThanOrEqual(worst, 40, "a pixel is far from its colour")
        XCTAssertLessThan(Double(off) / Double(total), 0.01, "\(off) of \(total) pixels off by more than 4")
    }

    func testSameScenarioSameBytesInEveryFormat() throws {
        let s = DocsTests.small(duration: 0.5)
        for format in [AnimationFormat.gif, .webp] {
            let a = try DocsJob(stride: 2, downscale: 1, jobs: 1, format: format).images(s).animation
            let b = try DocsJob(stride: 2, downscale: 1, jobs: 3, format: format).images(s).animation
            XCTAssertEqual(a, b, "\(format) bytes differ between runs")
        }
    }

    func testWriteNamesTheFileByFormat() throws {
        let dir = NSTemporaryDirectory() + "docs-format-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let s = DocsTests.small(name: "fmt", duration: 0.3)
        let gif = try DocsJob(outputDirectory: dir, stride: 2, downscale: 1, format: .gif).write(s)
        let webp = try DocsJob(outputDirectory: dir, stride: 2, downscale: 1, format: .webp).write(s)
        XCTAssertEqual([gif.animation, webp.animation], [dir + "/fmt.gif", dir + "/fmt.webp"])
        XCTAssertEqual(gif.sheet, dir + "/fmt-sheet.png")
        XCTAssertEqual(try AnimationDecoders.gif(try FileInput.readBytes(at: gif.animation)).first?.image.width, 200)
        XCTAssertEqual(try AnimationDecoders.webp(try FileInput.readBytes(at: webp.animation)).first?.image.width, 200)
    }

    func testGIFRefusesFrameRatesItCannotPlay() {
        XCTAssertThrowsError(try GIFWriter(width: 10, height: 10, fps: 60)) { error in
            XCTAssertTrue("\(error)".contains("hundredths of a second"), "\(error)")
        }
    }

    func testCommandLineFormatsAndTheirErrors() throws {
        let cli = try CLIRunner(test: "docs-format")
        defer { cli.remove() }
        try cli.write("good.json", CLIErrorTests.good)
        let ok = try cli.run(["docs", "good.json", "-o", "out", "--format", "webp", "--stride", "2"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cli.path("out/good.webp")))
        // 60 fps shown frame by frame is faster than GIF plays: one line naming the fix.
        let fast = try cli.run(["docs", "good.json", "-o", "gif", "--format", "gif", "--stride", "1"])
        XCTAssertEqual(fast.status, 2)
        XCTAssertEqual(fast.stderr, "renderlist: --stride: good.json at 60.0 fps would play faster than the 50 fps gif can show; use --stride 2 or more\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path("gif")))
        let bad = try cli.run(["docs", "good.json", "--format", "bmp"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr.split(separator: "\n").count, 1, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("bmp"), bad.stderr)
    }
}
