import CPNG
import XCTest
@testable import ListRender

/// `verify` passes a frame whose PNG is its reference file byte for byte without decoding either;
/// any other reference is decoded and compared by pixelmatch. Both ways must give the same
/// verdict and the same numbers, whoever wrote the reference.
final class VerifyByteEqualTests: XCTestCase {
    private var root = ""
    override func setUp() { root = VerifyFixtures.folder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    /// The small scenario with an ignored band, so the comparisons carry an ignored-pixel count.
    private func scenario() -> Scenario {
        var s = VerifyFixtures.scenario()
        s.output.ignore = [.rect(Rect(x: 0, y: 0, width: 200, height: 20))]
        return s
    }

    private func verify(_ s: Scenario, _ mode: RecordMode) throws -> ScenarioVerification {
        try VerifyRun(options: VerifyFixtures.options(root, record: mode, jobs: 1)).verify(s)
    }

    /// Rewrites every reference with libpng (RGBA rows, libpng's own filters and zlib, `interlaced`
    /// or not): the same pixels in different bytes, as another tool would write them.
    private func reencodeReferences(interlaced: Bool) throws {
        let folder = root + "/refs/small"
        for name in VerifyFixtures.listing(folder) {
            let path = folder + "/" + name
            let before = try FileInput.readBytes(at: path)
            let image = try PNGCodec.decode(before, name: path)
            let format = RawPNGFormat(bitDepth: 8, colourType: .rgba, interlaced: interlaced)
            let after = try format.encode(image.pixels, width: image.width, height: image.height, stride: image.width * 4)
            XCTAssertNotEqual(after, before, name)
            try Data(after).write(to: URL(fileURLWithPath: path))
        }
    }

    func testReferencesWrittenByAnotherToolPassWithTheSameNumbers() throws {
        let s = scenario()
        XCTAssertEqual(try verify(s, .missing).count(.recorded), 6)
        let byteEqual = try verify(s, .never)
        XCTAssertEqual(byteEqual.frames.map(\.status), Array(repeating: .passed, count: 6))
        let ignored = byteEqual.frames.map { $0.comparison?.ignoredPixels }
        XCTAssertEqual(ignored, Array(repeating: 200 * 20, count: 6))

        for interlaced in [false, true] {
            try reencodeReferences(interlaced: interlaced)
            let decoded = try verify(s, .never)
            XCTAssertEqual(decoded.frames, byteEqual.frames, "interlaced: \(interlaced)")
            XCTAssertEqual(decoded.summaryLine, "small: ok, 6 frames: 6 passed, 0 failed, 0 new, 0 recorded, 0 replaced")
        }
    }

    func testAChangedPixelInAReencodedReferenceStillFails() throws {
        let s = scenario()
        _ = try verify(s, .missing)
        let path = root + "/refs/small/frame-0002.png"
        var image = try PNGCodec.decode(fileAt: path)
        let at = (100 * image.width + 150) * 4   // below the ignored band
        image.pixels[at] ^= 0xff
        try Data(try RawPNGFormat(bitDepth: 8, colourType: .rgba)
            .encode(image.pixels, width: image.width, height: image.height, stride: image.width * 4))
            .write(to: URL(fileURLWithPath: path))
        let result = try verify(s, .never)
        XCTAssertEqual(result.frames.map(\.status), [.passed, .passed, .failed, .passed, .passed, .passed])
        XCTAssertEqual(result.frames[2].comparison?.mismatchedPixels, 1)
        XCTAssertEqual(result.frames[2].comparison?.differenceBounds, PixelArea(x: 150, y: 100, width: 1, height: 1))
    }

    /// The decoder without libpng gives libpng's pixels for every row filter, RGB and RGBA, odd
    /// widths included (libpng's writer picks the filters row by row from these varied rows).
    func testFastDecoderGivesLibpngsPixels() throws {
        var seed: UInt64 = 0x9e3779b97f4a7c15
        func next() -> UInt8 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 56) }
        for (channels, colour) in [(3, RawPNGFormat.ColourType.rgb), (4, .rgba)] {
            for width in [1, 2, 7, 64, 301] {
                let height = 23
                // Smooth ramps (Sub/Up/Average/Paeth win), noise (None wins) and flat runs.
                var rows = [UInt8](repeating: 0, count: width * channels * height)
                for y in 0..<height {
                    for x in 0..<(width * channels) {
                        let i = y * width * channels + x
                        switch y % 3 {
                        case 0: rows[i] = UInt8(truncatingIfNeeded: x * 3 + y * 5)
                        case 1: rows[i] = next()
                        default: rows[i] = x % 7 == 0 ? next() : rows[i - width * channels]
                        }
                    }
                }
                let png = try RawPNGFormat(bitDepth: 8, colourType: colour).encode(rows, width: width, height: height,
                                                                                    stride: width * channels)
                var w: UInt32 = 0, h: UInt32 = 0, capacity = 0
                XCTAssertNotEqual(cpng_fast_decode_size(png, png.count, &w, &h, &capacity), 0, "\(channels) x \(width): fast path taken")
                let fast = try PNGCodec.decode(png, name: "fast")
                var pixels: UnsafeMutablePointer<UInt8>?
                var message = [CChar](repeating: 0, count: 256)
                XCTAssertEqual(cpng_decode_rgba(png, png.count, &w, &h, &pixels, &message, message.count), Int32(CPNG_OK))
                defer { cpng_free(pixels) }
                let libpng = Array(UnsafeBufferPointer(start: pixels, count: Int(w * h * 4)))
                XCTAssertEqual(fast.pixels, libpng, "\(channels) channels, width \(width)")
            }
        }
    }

    /// Runs of Paeth rows (what other tools write for text): the fast path undoes two of them
    /// side by side. Every row Paeth, heights even and odd (pairs, then one row left over), RGB
    /// and RGBA, widths from 1 pixel: libpng's pixels.
    func testPaethRowsTwoAtATimeGiveLibpngsPixels() throws {
        var seed: UInt64 = 0x2545f4914f6cdd1d
        func next() -> UInt8 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 56) }
        for opaque in [true, false] {
            for width in [1, 2, 5, 64, 301] {
                for height in [1, 2, 3, 8, 9] {
                    var image = RGBAImage(width: width, height: height, fill: .white)
                    for i in 0..<image.pixels.count {
                        // Ramps (each predictor wins somewhere) with noise every few pixels.
                        image.pixels[i] = i / 4 % 5 == 0 ? next() : UInt8(truncatingIfNeeded: i * 7 + (i / (width * 4)) * 13)
                        if opaque && i % 4 == 3 { image.pixels[i] = 255 }
                    }
                    let png = try PNGCodec.encode(image, options: .init(level: 6, filters: .paeth))
                    let label = "\(opaque ? "RGB" : "RGBA") \(width) x \(height)"
                    var w: UInt32 = 0, h: UInt32 = 0, capacity = 0
                    XCTAssertNotEqual(cpng_fast_decode_size(png, png.count, &w, &h, &capacity), 0, "\(label): fast path taken")
                    var pixels: UnsafeMutablePointer<UInt8>?
                    var message = [CChar](repeating: 0, count: 256)
                    XCTAssertEqual(cpng_decode_rgba(png, png.count, &w, &h, &pixels, &message, message.count), Int32(CPNG_OK))
                    defer { cpng_free(pixels) }
                    let libpng = Array(UnsafeBufferPointer(start: pixels, count: Int(w * h * 4)))
                    XCTAssertEqual(try PNGCodec.decode(png, name: "fast").pixels, libpng, label)
                    XCTAssertEqual(libpng, image.pixels, "\(label): the image")
                }
            }
        }
    }

    /// A file the fast path refuses (a CRC off by one bit) is left to libpng, which names the problem.
    func testCorruptFilesStillGetLibpngsMessage() throws {
        var png = try RawPNGFormat(bitDepth: 8, colourType: .rgb).encode([UInt8](repeating: 9, count: 12), width: 2, height: 2, stride: 6)
        png[png.count - 20] ^= 1   // inside IDAT
        XCTAssertThrowsError(try PNGCodec.decode(png, name: "x.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("x.png: truncated or corrupt PNG (libpng: "), "\(error)")
        }
    }

    /// Found by FuzzPNGDecode in CI: a file whose bytes after IEND claim to be another IDAT. The
    /// fast path checks chunks up to IEND, and gathering the image data read past it into a
    /// buffer sized for the checked chunks (a heap overflow under the address sanitizer). It now
    /// stops at IEND too: the file decodes as libpng decodes it, ignoring what follows IEND.
    func testBytesAfterIENDAreNotGathered() throws {
        let base64 = "iVBORw0KGgoAAAANSUhEUgAA5AEAAAABCAYAAAAfFcSJAAAAEElEQVR4AQEFAPr/ADub1WQE0AIQI/eGMgAAAABJRU5ErgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJAA7ABgAAABJREFUeAEBBQD6/wA7m9VkBNACEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACC"
        let bytes = [UInt8](try XCTUnwrap(Data(base64Encoded: base64)))
        let fast = Result { try PNGCodec.decode(bytes, name: "x.png") }
        // The same verdict and pixels as the file cut right after IEND's CRC.
        let iend = try XCTUnwrap(bytes.indices.first { bytes[$0..<min(bytes.count, $0 + 4)] == [0x49, 0x45, 0x4E, 0x44] })
        let clean = Result { try PNGCodec.decode(Array(bytes[..<(iend + 8)]), name: "x.png") }
        switch (fast, clean) {
        case (.success(let a), .success(let b)): XCTAssertTrue(a.pixels == b.pixels)
        case (.failure, .failure): break
        default: XCTFail("the bytes after IEND changed the verdict: \(fast) vs \(clean)")
        }
    }
}
