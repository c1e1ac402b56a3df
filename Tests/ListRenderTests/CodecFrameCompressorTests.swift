import CPNG
import XCTest
@testable import ListRender

/// The frame compressor (Sources/CPNG/ui_deflate.c) writes its own DEFLATE stream, so every
/// shape of input it has a path for must decode (by libpng) to exactly the pixels given.
final class CodecFrameCompressorTests: XCTestCase {
    /// A deterministic pseudo-random byte stream (xorshift), for incompressible pixels.
    func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var x = seed, out = [UInt8](repeating: 0, count: count)
        for i in 0..<count { x ^= x << 13; x ^= x >> 7; x ^= x << 17; out[i] = UInt8(truncatingIfNeeded: x) }
        return out
    }

    func opaque(_ img: RGBAImage) -> RGBAImage {
        var i = img
        for p in stride(from: 3, to: i.pixels.count, by: 4) { i.pixels[p] = 255 }
        return i
    }

    func assertRoundTrip(_ image: RGBAImage, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let encoder = PNGFrameEncoder(.frame)
        let png = try encoder.encode(image)
        let decoded = try PNGCodec.decode(png, name: label)
        XCTAssertEqual(decoded.width, image.width, label, file: file, line: line)
        XCTAssertEqual(decoded.height, image.height, label, file: file, line: line)
        XCTAssertTrue(decoded.pixels == image.pixels, "\(label): decoded pixels differ", file: file, line: line)
        XCTAssertEqual(try encoder.encode(image), png, "\(label): same pixels, same bytes", file: file, line: line)
        // `render`'s path: an opaque frame's scanlines written over its own pixels, a few rows
        // ahead of the compressor. A copy, since the encoder may overwrite it; same bytes.
        let isOpaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        var scratch = image
        let inPlace = try encoder.withEncoded(overwriting: &scratch, opaque: isOpaque) { Array($0) }
        XCTAssertTrue(inPlace == png, "\(label): encoded in place, other bytes", file: file, line: line)
        // `render`'s path for an opaque frame: drawn a band at a time, the scanlines through a
        // ring (or, where there is none, a frame-sized buffer). Bands of 1, 7 and 32 rows, handed over from a copy that is scrambled after each
        // band (the encoder must have taken what it needs by then); same bytes.
        guard isOpaque else { return }
        let rowBytes = image.width * 4
        for (bandRows, ring) in [(1, true), (7, true), (32, true), (7, false)] {
            var band = [UInt8](repeating: 0, count: bandRows * rowBytes)
            // The scramble: a pattern that shifts with each band (copied, not computed per byte:
            // a byte loop was most of this test's time in a debug build).
            let pattern = (0..<(bandRows * rowBytes + 256)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            var asked: [Int] = []
            let banded = try band.withUnsafeMutableBufferPointer { buf in
                try image.pixels.withUnsafeBufferPointer { src in
                    try pattern.withUnsafeBufferPointer { scramble in
                        try encoder.withEncoded(opaqueBandsOf: image.width, height: image.height, ring: ring, band: { first in
                            asked.append(first)
                            let rows = min(bandRows, image.height - first)
                            buf.baseAddress!.update(from: scramble.baseAddress! + first % 256, count: buf.count)
                            buf.baseAddress!.update(from: src.baseAddress! + first * rowBytes, count: rows * rowBytes)
                            return (UnsafePointer(buf.baseAddress!), rows)
                        }) { Array($0) }
                    }
                }
            }
            XCTAssertTrue(banded == png, "\(label): encoded in bands of \(bandRows)\(ring ? "" : " without the ring"), other bytes",
                          file: file, line: line)
            XCTAssertEqual(asked, Array(stride(from: 0, to: image.height, by: bandRows)),
                           "\(label): each band drawn once, in order", file: file, line: line)
        }
        try assertIndexedRoundTrip(image, label, file: file, line: line)
    }

    /// Verify's diff images: a palette PNG when the frame has at most 256 colours, else RGB with
    /// the bands drawn again from the top, both compressed quick (the fixed repeats only). Either
    /// way exactly the frame's pixels decoded.
    func assertIndexedRoundTrip(_ image: RGBAImage, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let rowBytes = image.width * 4
        var distinct = Set<UInt32>()
        image.pixels.withUnsafeBytes { px in
            for i in stride(from: 0, to: px.count, by: 4) { distinct.insert(px.loadUnaligned(fromByteOffset: i, as: UInt32.self)) }
        }
        for (bandRows, ring) in [(7, true), (32, false)] {
            var band = [UInt8](repeating: 0, count: bandRows * rowBytes)
            var asked: [Int] = []
            let png = try band.withUnsafeMutableBufferPointer { buf in
                try image.pixels.withUnsafeBufferPointer { src in
                    try PNGFrameEncoder(.frame).withEncoded(opaqueBandsOf: image.width, height: image.height, ring: ring,
                                                            indexed: true, band: { first in
                        asked.append(first)
                        let rows = min(bandRows, image.height - first)
                        buf.baseAddress!.update(repeating: 0x5a, count: buf.count)
                        buf.baseAddress!.update(from: src.baseAddress! + first * rowBytes, count: rows * rowBytes)
                        return (UnsafePointer(buf.baseAddress!), rows)
                    }) { Array($0) }
                }
            }
            let what = "\(label), indexed, bands of \(bandRows)\(ring ? "" : " without the ring")"
            let decoded = try PNGCodec.decode(png, name: label)
            XCTAssertTrue(decoded.pixels == image.pixels, "\(what): decoded pixels differ", file: file, line: line)
            // IHDR's colour type: 3 (a palette) up to 256 colours, else 2 (RGB), drawn twice.
            XCTAssertEqual(png[25], distinct.count <= 256 ? 3 : 2, "\(what): \(distinct.count) colours", file: file, line: line)
            let once = Array(stride(from: 0, to: image.height, by: bandRows))
            if distinct.count <= 256 {
                XCTAssertEqual(asked, once, "\(what): each band drawn once", file: file, line: line)
            } else {
                XCTAssertEqual(asked.suffix(once.count), once[...], "\(what): drawn again from the top", file: file, line: line)
                XCTAssertEqual(asked.first, 0, what, file: file, line: line)
            }
        }
    }

    /// The quick compression (verify's diffs: `CPNG_ENCODE_INDEXED` implies it) is another stream
    /// for the same pixels: on a real frame, other bytes than the full search's, and exactly the
    /// pixels once decoded; the same bytes every time. And `render`'s path (never quick) keeps the
    /// full search's bytes.
    func testQuickCompressionIsOtherBytesForTheSamePixels() throws {
        let frame = try PNGCodec.decode(fileAt: FixtureReferenceTests.root
            .appendingPathComponent("Fixtures/references/basic-scroll/frame-0060.png").path)
        func encode(_ flags: Int32) throws -> [UInt8] {
            let e = try XCTUnwrap(cpng_frame_encoder_new(CPNG_FRAME_DEFLATE))
            defer { cpng_frame_encoder_free(e) }
            var out: UnsafePointer<UInt8>?
            var count = 0
            var message = [CChar](repeating: 0, count: 256)
            let code = frame.pixels.withUnsafeBufferPointer { px in
                cpng_frame_encoder_encode(e, px.baseAddress, UInt32(frame.width), UInt32(frame.height), frame.width * 4,
                                          flags, &out, &count, &message, message.count)
            }
            XCTAssertEqual(code, Int32(CPNG_OK))
            return Array(UnsafeBufferPointer(start: try XCTUnwrap(out), count: count))
        }
        let full = try encode(CPNG_ENCODE_OPAQUE), quick = try encode(CPNG_ENCODE_OPAQUE | CPNG_ENCODE_QUICK)
        XCTAssertNotEqual(quick, full, "quick is the full search's stream")
        XCTAssertTrue(try PNGCodec.decode(quick, name: "quick").pixels == frame.pixels, "quick: other pixels")
        XCTAssertEqual(try encode(CPNG_ENCODE_OPAQUE | CPNG_ENCODE_QUICK), quick, "quick: other bytes the second time")
        XCTAssertEqual(try PNGFrameEncoder(.frame).encode(frame, opaque: true), full, "render's bytes")
    }

    /// The palette's edge: a frame of 256 colours is written indexed, one of 257 RGB.
    func testIndexedUpTo256ColoursThenRGB() throws {
        for count in [256, 257] {
            var image = RGBAImage(width: 40, height: 30, fill: .white)
            for i in 0..<(image.width * image.height) {
                let c = i % count
                image.pixels[i * 4] = UInt8(c & 255); image.pixels[i * 4 + 1] = UInt8(c >> 8); image.pixels[i * 4 + 2] = 7
            }
            try assertIndexedRoundTrip(image, "\(count) colours")
        }
    }

    func testABandThatCannotBeDrawnIsAnErrorNotACrash() throws {
        let encoder = PNGFrameEncoder(.frame)
        var band = [UInt8](repeating: 255, count: 10 * 4)
        XCTAssertThrowsError(try band.withUnsafeMutableBufferPointer { buf in
            try encoder.withEncoded(opaqueBandsOf: 10, height: 100, band: { first in
                (UnsafePointer(buf.baseAddress!), first < 50 ? 1 : 0)
            }) { Array($0) }
        }) { error in
            XCTAssertTrue("\(error)".contains("a band of the frame could not be drawn"), "\(error)")
        }
        // The encoder still works afterwards.
        let white = RGBAImage(width: 10, height: 10, fill: .white)
        XCTAssertTrue(try PNGCodec.decode(try encoder.encode(white), name: "after").pixels == white.pixels)
    }

    func testEveryInputShapeRoundTrips() throws {
        try assertRoundTrip(RGBAImage(width: 1, height: 1, fill: Color(r: 1, g: 2, b: 3)), "1x1 opaque")
        try assertRoundTrip(RGBAImage(width: 1, height: 1, fill: Color(r: 1, g: 2, b: 3, a: 4)), "1x1 translucent")
        try assertRoundTrip(RGBAImage(width: 2, height: 2, pixels: noise(16, seed: 7)), "2x2 noise")
        // Incompressible: every block falls back to stored blocks, several of them (> 65,535 bytes).
        try assertRoundTrip(opaque(RGBAImage(width: 300, height: 200, pixels: noise(300 * 200 * 4, seed: 11))), "noise, stored")
        try assertRoundTrip(RGBAImage(width: 300, height: 200, pixels: noise(300 * 200 * 4, seed: 12)), "noise RGBA")
        // Incompressible and large: dozens of blocks, each stored with its part headers and
        // padding, must still fit the encoder's bound (a 1200 x 1200 noise frame once did not).
        try assertRoundTrip(opaque(RGBAImage(width: 1200, height: 1200, pixels: noise(1200 * 1200 * 4, seed: 13))), "noise 1200x1200")
        // Flat: long matches only, more than 65,536 tokens' worth of rows equal to the row above.
        try assertRoundTrip(RGBAImage(width: 1000, height: 3000, fill: .white), "flat 1000x3000")
        // Rows wider than the 32 KiB window: the pixel above is out of reach and must not be used.
        var wide = RGBAImage(width: 12_000, height: 3, fill: Color(r: 9, g: 9, b: 9))
        for x in stride(from: 0, to: 12_000, by: 97) { wide.pixels[x * 4] = UInt8(x % 251) }
        try assertRoundTrip(wide, "12000 px wide")
        // A real frame: text, separators, a header, the indicator; and a translucent variant.
        let frame = try PNGCodec.decode(fileAt: FixtureReferenceTests.root
            .appendingPathComponent("Fixtures/references/basic-scroll/frame-0060.png").path)
        try assertRoundTrip(frame, "basic-scroll frame 60")
        var translucent = frame
        for p in stride(from: 3, to: translucent.pixels.count, by: 4 * 7) { translucent.pixels[p] = 200 }
        try assertRoundTrip(translucent, "translucent frame")
    }

    /// Many tokens with many distinct literals and matches, over 65,536 tokens: several dynamic
    /// blocks with full Huffman tables, and short rows so the pixel above is a near match.
    func testManyDynamicBlocksRoundTrip() throws {
        var img = RGBAImage(width: 257, height: 900, fill: .white)
        let n = noise(257 * 900, seed: 5)
        for i in 0..<(257 * 900) where n[i] < 90 {
            img.pixels[i * 4] = n[i]; img.pixels[i * 4 + 1] = n[i] &* 3; img.pixels[i * 4 + 2] = n[i] / 2
        }
        try assertRoundTrip(img, "sparse noise")
    }

    /// 300 small images of random size and make-up (runs, rows repeated from above, noise,
    /// transparency), seeded, so every mix of literals, short and long matches and block ends
    /// meets the decoder.
    func testRandomImagesRoundTrip() throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % UInt64(bound))
        }
        for n in 0..<300 {
            let w = 1 + next(70), h = 1 + next(40)
            var img = RGBAImage(width: w, height: h, fill: Color(r: UInt8(next(256)), g: 200, b: 10))
            let translucent = next(3) == 0
            for y in 0..<h {
                if y > 0 && next(3) == 0 {   // a row equal to the one above
                    for i in 0..<(w * 4) { img.pixels[y * w * 4 + i] = img.pixels[(y - 1) * w * 4 + i] }
                    continue
                }
                var x = 0
                while x < w {
                    let run = 1 + next(12), colour = [UInt8(next(256)), UInt8(next(4) * 60), UInt8(next(256))]
                    for k in x..<min(w, x + run) {
                        let p = (y * w + k) * 4
                        img.pixels[p] = colour[0]; img.pixels[p + 1] = colour[1]; img.pixels[p + 2] = colour[2]
                        img.pixels[p + 3] = translucent ? UInt8(next(256)) : 255
                    }
                    x += run
                }
            }
            try assertRoundTrip(img, "random image \(n) (\(w)x\(h))")
        }
    }
}
