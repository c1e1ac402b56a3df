import XCTest
@testable import ListRender

/// `renderlist docs`: the animated PNG and the contact sheet.
final class DocsTests: XCTestCase {
    /// A small, quick scenario: 1x, 200 x 300 pt, a drag then a rest.
    static func small(name: String = "docs-small", scale: Double = 1, wait: Double = 0.1, hold: Double = 0,
                      duration: Double = 0.9) -> Scenario {
        TestScenarios.scenario(name: name, viewport: Viewport(width: 200, height: 300, scale: scale),
                               timeline: [.wait(wait),
                                          .drag(from: TestScenarios.point(100, 250), to: TestScenarios.point(100, 120),
                                                duration: 0.3, hold: hold)],
                               duration: duration)
    }

    /// Every decoded frame, repeated as often as its delay says (delays are whole frames at `fps`).
    func expanded(_ bytes: [UInt8], fps: Double) throws -> [RGBAImage] {
        var out: [RGBAImage] = []
        for f in try APNGReader.decode(bytes, name: "test.png") {
            let n = Int((f.delay * fps).rounded())
            XCTAssertEqual(f.delay * fps, Double(n), accuracy: 1e-9, "delay is not a whole number of frames")
            out += Array(repeating: f.image, count: n)
        }
        return out
    }

    func testAnimationDecodesToExactlyTheFramesFed() throws {
        let s = Self.small()
        let job = DocsJob(stride: 2, downscale: 1, jobs: 2)
        var fed: [RGBAImage] = []
        let out = try job.images(s, fed: { fed.append($0) })
        XCTAssertEqual(fed.count, (s.frameCount + 1) / 2)
        XCTAssertEqual(out.animationFramesFed, fed.count)
        XCTAssertEqual(fed.first?.width, 200)
        let decoded = try expanded(out.animation, fps: 30)
        XCTAssertEqual(decoded.count, fed.count)
        for (i, (a, b)) in zip(decoded, fed).enumerated() where a != b {
            XCTFail("frame \(i) differs after decoding"); break
        }
    }

    func testDownscaledAnimationIsAreaAveragedAndRoundTrips() throws {
        let s = Self.small(scale: 2, duration: 0.5)
        var fed: [RGBAImage] = []
        let out = try DocsJob(stride: 3, downscale: 2, jobs: 1).images(s, fed: { fed.append($0) })
        XCTAssertEqual(fed.first.map { [$0.width, $0.height] }, [200, 300])   // 400 x 600 px halved
        // The first frame is the 2x render averaged in 2 x 2 blocks.
        let full = FrameRenderer(scenario: s, showTouches: true)
        var sim = Simulator(scenario: s)
        let first = try XCTUnwrap(try sim.nextFrame())
        XCTAssertEqual(fed.first, full.image(of: full.layout(first)).downscaled(by: 2))
        XCTAssertEqual(try expanded(out.animation, fps: 20), fed)
    }

    func testIdenticalFramesAreMergedIntoLongerDelays() throws {
        // 1 s of rest, a drag that stops before lifting (no deceleration), then 1.5 s of rest:
        // most frames repeat.
        let s = Self.small(wait: 1, hold: 0.3, duration: 3.1)
        let out = try DocsJob(stride: 2, downscale: 1).images(s)
        let frames = try APNGReader.decode(out.animation, name: "wait.png")
        XCTAssertLessThan(frames.count, out.animationFramesFed / 2,
                          "\(frames.count) APNG frames for \(out.animationFramesFed) rendered")
        XCTAssertEqual(frames.reduce(0) { $0 + $1.delay }, Double(out.animationFramesFed) / 30, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(frames[0].delay, 1.0 - 1e-9, "the opening second is one frame")
    }

    func testSameInputSameBytesAnyThreadCount() throws {
        let s = Self.small()
        let a = try DocsJob(stride: 2, downscale: 1, jobs: 1).images(s)
        let b = try DocsJob(stride: 2, downscale: 1, jobs: 3).images(s)
        XCTAssertEqual(a.animation, b.animation)
        XCTAssertEqual(a.sheet, b.sheet)
    }

    func testSheetHasGridTitleAndLabels() throws {
        let s = Self.small(duration: 1.0)   // 61 frames: every 6th → 0, 6, ..., 60 = 11 frames
        let frames = ContactSheet.defaultFrames(s, every: nil)
        XCTAssertEqual(frames, Array(stride(from: 0, through: 60, by: 6)))
        let layout = ContactSheet(scenario: s, frames: frames, columns: nil, pixelScale: 1)
        XCTAssertEqual(layout.columns, 6)
        XCTAssertEqual(layout.rows, 2)
        XCTAssertEqual([layout.thumbWidth, layout.thumbHeight], [100, 150])

        let png = try DocsJob(downscale: 1).images(s).sheet
        let sheet = try PNGCodec.decode(png, name: "sheet.png")
        XCTAssertEqual([sheet.width, sheet.height], [layout.width, layout.height])
        XCTAssertEqual([sheet.width, sheet.height], [24 * 2 + 6 * 100 + 5 * 16, 24 + 64 + 2 * (150 + 26) + 16 + 24])

        func darkPixels(x: Int, y: Int, width: Int, height: Int) -> Int {
            var n = 0
            for yy in y..<(y + height) {
                for xx in x..<(x + width) {
                    let i = (yy * sheet.width + xx) * 4
                    if Int(sheet.pixels[i]) + Int(sheet.pixels[i + 1]) + Int(sheet.pixels[i + 2]) < 3 * 0x90 { n += 1 }
                }
            }
            return n
        }
        // Background at the corner, the title's ink at the top, a label under every thumbnail.
        XCTAssertEqual(Array(sheet.pixels[0..<4]), [0xF2, 0xF2, 0xF7, 0xFF])
        XCTAssertGreaterThan(darkPixels(x: 24, y: 24, width: 300, height: 30), 50, "no title")
        for i in frames.indices {
            let o = layout.origin(i)
            XCTAssertGreaterThan(darkPixels(x: o.x, y: o.y + 150 + 2, width: 100, height: 22), 20, "no label under frame \(frames[i])")
        }
        // Nothing drawn below the last row's labels but the margin.
        XCTAssertEqual(darkPixels(x: 0, y: sheet.height - 20, width: sheet.width, height: 20), 0)
    }

    func testSheetUsesListedFramesAndLabelsThem() {
        var s = Self.small()
        s.output.frames = .indices([36, 12, 12, 400])
        XCTAssertEqual(ContactSheet.defaultFrames(s, every: nil), [12, 36])
        XCTAssertEqual(ContactSheet.defaultFrames(s, every: 20), [0, 20, 40])
        XCTAssertEqual(ContactSheet.label(frame: 36, scenario: s), "#36 · 0.60 s")
        // 3 s at 60 fps: 181 frames; 180 / 11 rounds up to 17, then to 18 (0.3 s).
        let three = Self.small(duration: 3)
        XCTAssertEqual(ContactSheet.defaultFrames(three, every: nil), Array(stride(from: 0, through: 180, by: 18)))
    }

    func testFingerIsDrawnOnlyWhenAsked() throws {
        let s = Self.small()
        let on = try DocsJob(stride: 2, downscale: 1, showTouches: true).images(s)
        let off = try DocsJob(stride: 2, downscale: 1, showTouches: false).images(s)
        let a = try APNGReader.decode(on.animation, name: "on"), b = try APNGReader.decode(off.animation, name: "off")
        // Frame 0.2 s: the finger is down at (100, 250); with it the pixel there is grey, without it white.
        func pixel(_ frames: [APNGReader.Frame], at t: Double) -> [UInt8] {
            var clock = 0.0
            let f = frames.first { clock += $0.delay; return clock > t + 1e-9 } ?? frames[frames.count - 1]
            let i = (250 * 200 + 100) * 4
            return Array(f.image.pixels[i..<(i + 3)])
        }
        XCTAssertEqual(pixel(b, at: 0.2), [255, 255, 255])
        XCTAssertTrue(pixel(a, at: 0.2).allSatisfy { $0 < 0xF0 && $0 > 0x90 }, "\(pixel(a, at: 0.2))")
    }

    func testWriteNamesBothFiles() throws {
        let dir = NSTemporaryDirectory() + "docs-write-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let paths = try DocsJob(outputDirectory: dir, stride: 4, downscale: 1).write(Self.small(duration: 0.3))
        XCTAssertEqual(paths.animation, dir + "/docs-small.png")
        XCTAssertEqual(paths.sheet, dir + "/docs-small-sheet.png")
        XCTAssertGreaterThan(try APNGReader.decode(Array(try Data(contentsOf: URL(fileURLWithPath: paths.animation))), name: "a").count, 1)
    }
}
