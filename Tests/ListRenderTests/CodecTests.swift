import XCTest
@testable import ListRender

/// PNG encode/decode through libpng: lossless round trips, every input format, and the one-line
/// errors a user sees for damaged or missing files.
final class CodecTests: XCTestCase {
    /// A deterministic image with every kind of alpha: 0, 255 and in between.
    static func sample(width: Int = 37, height: Int = 23, opaque: Bool = false) -> RGBAImage {
        var p: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                p += [UInt8((x * 7 + y * 3) & 255), UInt8((x * y) & 255), UInt8((255 - x * 5) & 255),
                      opaque ? 255 : UInt8(((x + y) * 11) & 255)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: p)
    }

    /// IHDR colour type byte of an encoded PNG.
    private func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

    func testRGBARoundTripIsLosslessForEveryOption() throws {
        let image = Self.sample()
        let settings: [PNGEncodeOptions] = [.default, .init(level: 0, filters: .none), .init(level: 9, filters: .all),
                                            .init(level: 1, filters: .paeth, strategy: .rle)]
        for options in settings {
            let png = try PNGCodec.encode(image, options: options)
            XCTAssertEqual(colourType(png), 6, "has alpha, so RGBA")
            XCTAssertEqual(try PNGCodec.decode(png, name: "a.png"), image, "\(options)")
        }
    }

    func testOpaqueImageIsWrittenAsRGBAndRoundTrips() throws {
        let image = Self.sample(opaque: true)
        let rgb = try PNGCodec.encode(image)
        let rgba = try PNGCodec.encode(image, options: .init(level: 6, filters: .none, rgbWhenOpaque: false))
        XCTAssertEqual(colourType(rgb), 2)
        XCTAssertEqual(colourType(rgba), 6)
        XCTAssertEqual(try PNGCodec.decode(rgb, name: "rgb.png"), image)
        XCTAssertEqual(try PNGCodec.decode(rgba, name: "rgba.png"), image)
        XCTAssertLessThan(rgb.count, rgba.count)
    }

    func testEncodingIsDeterministic() throws {
        let image = Self.sample()
        XCTAssertEqual(try PNGCodec.encode(image), try PNGCodec.encode(image))
    }

    // MARK: - Decoding every PNG format

    func testDecodesPaletteWithTransparency() throws {
        // 2-bit palette, 5x1: indices 0 1 2 3 1, packed 4 to a byte.
        let format = RawPNGFormat(bitDepth: 2, colourType: .palette,
                                  palette: [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 8, 7],
                                  paletteAlpha: [255, 128, 0])
        let png = try format.encode([0b00_01_10_11, 0b01_000000], width: 5, height: 1, stride: 2)
        let image = try PNGCodec.decode(png, name: "palette.png")
        XCTAssertEqual(image.pixels, [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 9, 8, 7, 255, 0, 255, 0, 128])
    }

    func testDecodesGrey8AndGrey1AndGreyAlpha() throws {
        let grey = try RawPNGFormat(bitDepth: 8, colourType: .grey).encode([0, 77, 255], width: 3, height: 1, stride: 3)
        XCTAssertEqual(try PNGCodec.decode(grey, name: "g.png").pixels, [0, 0, 0, 255, 77, 77, 77, 255, 255, 255, 255, 255])

        let bits = try RawPNGFormat(bitDepth: 1, colourType: .grey).encode([0b1010_0000], width: 3, height: 1, stride: 1)
        XCTAssertEqual(try PNGCodec.decode(bits, name: "g1.png").pixels, [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])

        let ga = try RawPNGFormat(bitDepth: 8, colourType: .greyAlpha).encode([10, 20, 30, 0], width: 2, height: 1, stride: 4)
        XCTAssertEqual(try PNGCodec.decode(ga, name: "ga.png").pixels, [10, 10, 10, 20, 30, 30, 30, 0])
    }

    func testDecodesTransparentColourChunks() throws {
        var greyFormat = RawPNGFormat(bitDepth: 8, colourType: .grey)
        greyFormat.transparentColour = (grey: 77, red: 0, green: 0, blue: 0)
        let grey = try greyFormat.encode([0, 77], width: 2, height: 1, stride: 2)
        XCTAssertEqual(try PNGCodec.decode(grey, name: "g.png").pixels, [0, 0, 0, 255, 77, 77, 77, 0])

        var rgbFormat = RawPNGFormat(bitDepth: 8, colourType: .rgb)
        rgbFormat.transparentColour = (grey: 0, red: 1, green: 2, blue: 3)
        let rgb = try rgbFormat.encode([1, 2, 3, 1, 2, 4], width: 2, height: 1, stride: 6)
        XCTAssertEqual(try PNGCodec.decode(rgb, name: "rgb.png").pixels, [1, 2, 3, 0, 1, 2, 4, 255])
    }

    func testDecodes16BitByKeepingTheHighByte() throws {
        // RGBA16, big-endian samples; and grey16.
        let rgba = try RawPNGFormat(bitDepth: 16, colourType: .rgba)
            .encode([0x12, 0x34, 0xAB, 0xFF, 0x00, 0x01, 0xFF, 0xFF], width: 1, height: 1, stride: 8)
        XCTAssertEqual(try PNGCodec.decode(rgba, name: "16.png").pixels, [0x12, 0xAB, 0x00, 0xFF])
        let grey = try RawPNGFormat(bitDepth: 16, colourType: .grey).encode([0x80, 0xFF], width: 1, height: 1, stride: 2)
        XCTAssertEqual(try PNGCodec.decode(grey, name: "g16.png").pixels, [0x80, 0x80, 0x80, 0xFF])
    }

    func testDecodesInterlacedImages() throws {
        let image = Self.sample(width: 13, height: 11)
        let png = try RawPNGFormat(bitDepth: 8, colourType: .rgba, interlaced: true)
            .encode(image.pixels, width: 13, height: 11, stride: 13 * 4)
        XCTAssertEqual(png[28], 1, "IHDR says Adam7")
        XCTAssertEqual(try PNGCodec.decode(png, name: "i.png"), image)

        var rgb: [UInt8] = []
        for i in 0..<(13 * 11) { rgb += image.pixels[(i * 4)..<(i * 4 + 3)] }
        let rgbPNG = try RawPNGFormat(bitDepth: 8, colourType: .rgb, interlaced: true).encode(rgb, width: 13, height: 11, stride: 39)
        var opaque = image
        for i in 0..<(13 * 11) { opaque.pixels[i * 4 + 3] = 255 }
        XCTAssertEqual(try PNGCodec.decode(rgbPNG, name: "i.png"), opaque)
    }

    // MARK: - Damaged input: one-line errors, never a crash

    private func message(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch let e as InputError { return e.message } catch { return "\(error)" }
    }

    func testTruncatedPNGThrows() throws {
        let png = try PNGCodec.encode(Self.sample())
        XCTAssertEqual(message { try PNGCodec.decode(Array(png[0..<(png.count / 2)]), name: "t.png") },
                       "t.png: truncated or corrupt PNG (libpng: unexpected end of data)")
        XCTAssertEqual(message { try PNGCodec.decode(Array(png[0..<4]), name: "t.png") },
                       "t.png: truncated or corrupt PNG (libpng: unexpected end of data)")
        // Every cut throws an InputError naming the file; none crashes or decodes.
        for cut in 0..<png.count {
            let m = message { try PNGCodec.decode(Array(png[0..<cut]), name: "cut.png") }
            XCTAssertTrue(m?.hasPrefix("cut.png: ") == true, "cut at \(cut): \(m ?? "decoded")")
        }
    }

    func testCorruptCRCThrows() throws {
        var png = try PNGCodec.encode(Self.sample())
        let idat = try XCTUnwrap(Self.range(of: "IDAT", in: png))
        let length = Int(readUInt32(png, idat - 4))
        png[idat + 4 + length] ^= 0xFF   // first CRC byte of the IDAT chunk
        XCTAssertEqual(message { try PNGCodec.decode(png, name: "crc.png") },
                       "crc.png: truncated or corrupt PNG (libpng: IDAT: CRC error)")
    }

    func testDamagedImageDataThrows() throws {
        // Flip a byte inside the zlib stream and fix up the CRC: libpng sees bad deflate data.
        var chunks = try PNGChunk.parse(try PNGCodec.encode(Self.sample()), name: "x")
        let i = try XCTUnwrap(chunks.firstIndex { $0.type == "IDAT" })
        chunks[i].data[2] ^= 0xFF
        chunks[i].data[3] ^= 0x55
        let m = message { try PNGCodec.decode(PNGChunk.file(chunks), name: "z.png") }
        XCTAssertTrue(m?.hasPrefix("z.png: truncated or corrupt PNG (libpng: ") == true, m ?? "decoded")
    }

    func testNotAPNGThrows() {
        var seed: UInt32 = 7
        let noise = (0..<500).map { _ -> UInt8 in seed = seed &* 1_103_515_245 &+ 12345; return UInt8(seed >> 24) }
        XCTAssertEqual(message { try PNGCodec.decode(noise, name: "r.png") }, "r.png: not a PNG file")
        XCTAssertEqual(message { try PNGCodec.decode(Array("GIF89a".utf8), name: "g.png") }, "g.png: not a PNG file")
        XCTAssertEqual(message { try PNGCodec.decode([], name: "e.png") }, "e.png: not a PNG file (empty file)")
    }

    func testAbsurdDimensionsAreRefusedBeforeAllocating() throws {
        var chunks = try PNGChunk.parse(try PNGCodec.encode(Self.sample()), name: "x")
        var ihdr: [UInt8] = []
        appendUInt32(100_000, to: &ihdr); appendUInt32(100_000, to: &ihdr)
        chunks[0].data.replaceSubrange(0..<8, with: ihdr)
        XCTAssertEqual(message { try PNGCodec.decode(PNGChunk.file(chunks), name: "big.png") },
                       "big.png: image is 100000x100000 pixels, more than the 67108864-pixel limit (8192x8192)")
    }

    func testFileErrorsNameTheFile() throws {
        XCTAssertEqual(message { try PNGCodec.decode(fileAt: "/nonexistent-listrender/a.png") },
                       "/nonexistent-listrender/a.png: no such file")
        let dir = try temporaryFolder()
        XCTAssertEqual(message { try PNGCodec.decode(fileAt: dir) }, "\(dir): is a folder, not a PNG file")
        try FileOutput.writeAtomically([], to: dir + "/empty.png")
        XCTAssertEqual(message { try PNGCodec.decode(fileAt: dir + "/empty.png") }, "\(dir)/empty.png: not a PNG file (empty file)")
        let image = Self.sample()
        try FileOutput.writeAtomically(try PNGCodec.encode(image), to: dir + "/ok.png")
        XCTAssertEqual(try PNGCodec.decode(fileAt: dir + "/ok.png"), image)
    }

    // MARK: - Helpers

    static func range(of type: String, in png: [UInt8]) -> Int? {
        let t = Array(type.utf8)
        return (8..<(png.count - 4)).first { Array(png[$0..<($0 + 4)]) == t }
    }

}

extension XCTestCase {
    /// A fresh empty folder under the system temporary folder, removed with all it holds when the
    /// test ends (each run of the suite left nine behind).
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "listrender-codec-" + UUID().uuidString
        try FileOutput.createDirectory(path)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
