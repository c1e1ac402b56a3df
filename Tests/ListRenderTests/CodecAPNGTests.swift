import XCTest
@testable import ListRender

/// Animated PNG: frames merge and shrink to changed rectangles, yet read back pixel-exact, with
/// the chunk layout the APNG spec requires.
final class CodecAPNGTests: XCTestCase {
    private func message(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch let e as InputError { return e.message } catch { return "\(error)" }
    }

    /// Five frames: A, A again, B (A with a 3x2 patch changed, one pixel made transparent),
    /// C (everything different), D (C with one corner pixel changed).
    private func frames() -> [RGBAImage] {
        let a = CodecTests.sample(width: 20, height: 12)
        var b = a
        for (x, y) in [(5, 7), (6, 7), (7, 7), (5, 8), (6, 8), (7, 8)] {
            let i = (y * 20 + x) * 4
            b.pixels[i] = 1; b.pixels[i + 1] = 2; b.pixels[i + 2] = 3; b.pixels[i + 3] = 200
        }
        b.pixels[(8 * 20 + 7) * 4 + 3] = 0
        var c = a
        for i in 0..<c.pixels.count { c.pixels[i] = 255 &- c.pixels[i] }
        var d = c
        d.pixels[(11 * 20 + 19) * 4] &+= 9
        return [a, a, b, c, d]
    }

    private func write(_ images: [RGBAImage], fps: Double) throws -> [UInt8] {
        var w = try APNGWriter(width: images[0].width, height: images[0].height, fps: fps)
        for image in images { try w.add(image) }
        return try w.finish()
    }

    func testFramesReadBackExactlyWithMergedDelays() throws {
        let input = frames()
        let shown = try APNGReader.decode(try write(input, fps: 30), name: "a.png")
        XCTAssertEqual(shown.map(\.image), [input[0], input[2], input[3], input[4]])
        let expected: [Double] = [2.0 / 30, 1.0 / 30, 1.0 / 30, 1.0 / 30]
        XCTAssertEqual(shown.map(\.delay), expected)
    }

    func testChunkLayoutFollowsTheAPNGSpec() throws {
        let chunks = try PNGChunk.parse(try write(frames(), fps: 30), name: "a.png")
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        XCTAssertEqual(chunks[1].data, [0, 0, 0, 4, 0, 0, 0, 0], "4 frames, loop forever")

        // fcTL and fdAT share one sequence counter, from 0 with no gaps.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { readUInt32($0.data, 0) }
        XCTAssertEqual(sequence, Array(0..<UInt32(sequence.count)))

        // Frame controls: (width, height, x, y, delay_num, delay_den, dispose, blend).
        let controls = chunks.filter { $0.type == "fcTL" }.map { c -> [Int] in
            [Int(readUInt32(c.data, 4)), Int(readUInt32(c.data, 8)), Int(readUInt32(c.data, 12)), Int(readUInt32(c.data, 16)),
             Int(readUInt16(c.data, 20)), Int(readUInt16(c.data, 22)), Int(c.data[24]), Int(c.data[25])]
        }
        XCTAssertEqual(controls, [[20, 12, 0, 0, 2, 30, 0, 0],   // A twice
                                  [3, 2, 5, 7, 1, 30, 0, 0],     // only the changed patch of B
                                  [20, 12, 0, 0, 1, 30, 0, 0],   // C changes everything
                                  [1, 1, 19, 11, 1, 30, 0, 0]])  // D: one pixel
    }

    func testFractionalFPSUsesMilliseconds() throws {
        let input = frames()
        let shown = try APNGReader.decode(try write(input, fps: 29.97), name: "a.png")
        let expected: [Double] = [0.067, 0.033, 0.033, 0.033]
        XCTAssertEqual(shown.map(\.delay), expected)
    }

    func testSingleFrameAndPlainPNG() throws {
        let image = CodecTests.sample()
        let one = try APNGReader.decode(try write([image], fps: 60), name: "one.png")
        XCTAssertEqual(one.map(\.image), [image])
        XCTAssertEqual(one.map(\.delay), [1.0 / 60])
        let plain = try APNGReader.decode(try PNGCodec.encode(image), name: "plain.png")
        XCTAssertEqual(plain.map(\.image), [image])
        XCTAssertEqual(plain.map(\.delay), [0])
        // An APNG is still a PNG: its first frame is the default image.
        XCTAssertEqual(try PNGCodec.decode(try write(frames(), fps: 30), name: "a.png"), frames()[0])
    }

    func testReaderCompositesOverAndDisposesToBackground() throws {
        // Hand-built: frame 0 a full opaque red canvas (dispose BACKGROUND), frame 1 a 1x1
        // half-transparent blue pixel blended OVER at (1, 0) onto the cleared canvas.
        let red = RGBAImage(width: 2, height: 1, fill: Color(r: 255, g: 0, b: 0))
        let blue = RGBAImage(width: 1, height: 1, fill: Color(r: 0, g: 0, b: 255, a: 128))
        func idat(_ image: RGBAImage) throws -> [UInt8] {
            let png = try PNGCodec.encode(image, options: .init(level: 6, filters: .none, rgbWhenOpaque: false))
            return try PNGChunk.parse(png, name: "x").filter { $0.type == "IDAT" }.flatMap(\.data)
        }
        func fctl(_ seq: UInt32, _ w: UInt32, _ h: UInt32, _ x: UInt32, _ dispose: UInt8, _ blend: UInt8) -> PNGChunk {
            var d: [UInt8] = []
            for v in [seq, w, h, x, 0] { appendUInt32(v, to: &d) }
            appendUInt16(1, to: &d); appendUInt16(10, to: &d)
            return PNGChunk(type: "fcTL", data: d + [dispose, blend])
        }
        var ihdr: [UInt8] = []
        appendUInt32(2, to: &ihdr); appendUInt32(1, to: &ihdr)
        var fdat: [UInt8] = []
        appendUInt32(2, to: &fdat)
        let file = PNGChunk.file([
            PNGChunk(type: "IHDR", data: ihdr + [8, 6, 0, 0, 0]),
            PNGChunk(type: "acTL", data: [0, 0, 0, 2, 0, 0, 0, 0]),
            fctl(0, 2, 1, 0, 1, 0), PNGChunk(type: "IDAT", data: try idat(red)),
            fctl(1, 1, 1, 1, 0, 1), PNGChunk(type: "fdAT", data: fdat + (try idat(blue))),
            PNGChunk(type: "IEND", data: []),
        ])
        let shown = try APNGReader.decode(file, name: "h.png")
        XCTAssertEqual(shown.map(\.image.pixels), [[255, 0, 0, 255, 255, 0, 0, 255], [0, 0, 0, 0, 0, 0, 255, 128]])
        XCTAssertEqual(shown.map(\.delay), [0.1, 0.1])
    }

    func testBrokenSequenceAndWrongFrameSizeThrow() throws {
        var chunks = try PNGChunk.parse(try write(frames(), fps: 30), name: "a.png")
        let i = try XCTUnwrap(chunks.lastIndex { $0.type == "fdAT" })
        chunks[i].data[3] = 99
        XCTAssertEqual(message { try APNGReader.decode(PNGChunk.file(chunks), name: "s.png") },
                       "s.png: corrupt APNG (sequence number 99, expected 6)")

        var w = try APNGWriter(width: 20, height: 12, fps: 30)
        XCTAssertEqual(message { try w.add(CodecTests.sample(width: 5, height: 5)) }, "APNG: frame 0 is 5x5, expected 20x12")
        XCTAssertEqual(message { try w.finish() }, "APNG: no frames to write")
        XCTAssertEqual(message { try APNGWriter(width: 2, height: 2, fps: 0) }, "APNG: fps 0.0 is not in (0, 1000]")
    }
}
