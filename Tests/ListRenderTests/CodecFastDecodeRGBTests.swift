import CPNG
import XCTest

/// The fast decoder's RGB path (what other tools write for screenshots), which unfilters each
/// row straight into RGBA against the output row above, as the inflate hands it the rows: held to
/// libpng's pixels for PNGs whose row filters are chosen here, row by row (every filter type
/// alone, mixed, runs of Paeth rows ending at the bottom, where two rows are no longer undone side
/// by side), every width from 1 to 301 and odd heights, and streams of many deflate blocks; by
/// the SSSE3 rows this machine takes and by the SSE2 rows a CPU without SSSE3 would.
final class CodecFastDecodeRGBTests: XCTestCase {
    private struct Bytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    /// RGB pixels with what each predictor wins on: ramps, flat runs, repeated rows and noise,
    /// and a third of them flat areas of one colour, 8 pixels wide and up to 6 rows tall, some
    /// running into the next (where the decoder's run of Paeth steps for a quiet stretch applies).
    private func pixels(width: Int, height: Int, _ r: inout Bytes) -> [UInt8] {
        var p = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<(width * 3) {
                let i = y * width * 3 + x
                if (x / 24 + y / 6) % 3 == 0 {
                    p[i] = UInt8(truncatingIfNeeded: (x / 48) * 40 + (y / 12) * 7 + (x % 3) * 50)
                    continue
                }
                switch (y + x / 24) % 4 {
                case 0: p[i] = UInt8(truncatingIfNeeded: x * 3 + y * 5)
                case 1: p[i] = r.next()
                case 2: p[i] = y > 0 && x % 5 != 0 ? p[i - width * 3] : r.next()
                default: p[i] = x >= 3 ? p[i - 3] &+ 1 : 250
                }
            }
        }
        return p
    }

    /// Decodes `file` by the fast path (which must take it) and by libpng; both must give the
    /// image's pixels with alpha 255.
    private func check(_ file: [UInt8], _ pixels: [UInt8], width: Int, height: Int, _ label: String) {
        var w: UInt32 = 0, h: UInt32 = 0, capacity = 0
        guard cpng_fast_decode_size(file, file.count, &w, &h, &capacity) != 0 else { return XCTFail("\(label): fast path refused") }
        var fast = [UInt8](repeating: 0xA5, count: capacity)
        XCTAssertEqual(cpng_fast_decode_into(file, file.count, &fast, capacity), 1, "\(label): fast path failed")
        // The rows a CPU without SSSE3 takes, the same pixels.
        var baseline = [UInt8](repeating: 0x5A, count: capacity)
        XCTAssertEqual(cpng_fast_decode_into_paths(file, file.count, &baseline, capacity, nil, 0), 1, "\(label): SSE2 rows failed")
        var decoded: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        XCTAssertEqual(cpng_decode_rgba(file, file.count, &w, &h, &decoded, &message, message.count), Int32(CPNG_OK), label)
        defer { cpng_free(decoded) }
        let libpng = Array(UnsafeBufferPointer(start: decoded, count: width * height * 4))
        var expected = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            expected[i * 4] = pixels[i * 3]; expected[i * 4 + 1] = pixels[i * 3 + 1]; expected[i * 4 + 2] = pixels[i * 3 + 2]
        }
        XCTAssertTrue(libpng == expected, "\(label): libpng")
        XCTAssertTrue(Array(baseline[..<(width * height * 4)]) == libpng, "\(label): the SSE2 rows differ from libpng's")
        if Array(fast[..<(width * height * 4)]) != libpng {
            let first = libpng.indices.first { fast[$0] != libpng[$0] } ?? 0
            XCTFail("\(label): pixel \(first / 4 % width), \(first / 4 / width) differs from libpng's")
        }
    }

    /// Each filter type on every row, then filters mixed (cycling, and Paeth runs of 1 to 5 rows
    /// ending on the last row), for every width from 1 to 301 and heights 1, 3 and 9.
    func testEveryFilterAndWidthGivesLibpngsPixels() {
        var r = Bytes(state: 0x2545_F491_4F6C_DD1D)
        for width in 1...301 {
            for height in [1, 3, 9] {
                let p = pixels(width: width, height: height, &r)
                var plans: [(String, [UInt8])] = (0...4).map { f in ("filter \(f)", [UInt8](repeating: UInt8(f), count: height)) }
                plans.append(("cycling", (0..<height).map { UInt8(($0 * 3 + width) % 5) }))
                let run = width % 5 + 1
                plans.append(("Paeth run of \(run) at the end", (0..<height).map { $0 >= height - run ? 4 : UInt8($0 % 4) }))
                for (name, filters) in plans {
                    let file = FilteredPNG.rgb(p, width: width, height: height, filters: filters, level: 6)
                    check(file, p, width: width, height: height, "\(width) x \(height), \(name)")
                }
            }
        }
    }

    /// Frames of many deflate blocks: rows are decoded as each block settles, so every block
    /// boundary (stored blocks of 64 KiB, libdeflate's own splits) falls somewhere inside a row,
    /// Paeth pairs included.
    func testManyBlocksGiveLibpngsPixels() {
        var r = Bytes(state: 0x9E37_79B9_7F4A_7C15)
        for (width, height) in [(301, 257), (1170, 61), (97, 1001)] {
            let p = pixels(width: width, height: height, &r)
            let plans: [(String, [UInt8])] = [
                ("mixed", (0..<height).map { _ in r.next() % 5 }),
                ("Paeth", [UInt8](repeating: 4, count: height)),
                ("Up", [UInt8](repeating: 2, count: height)),
            ]
            for (name, filters) in plans {
                let scan = FilteredPNG.scanlines(p, width: width, height: height, filters: filters)
                for level in [0, 1, 9] as [Int32] {
                    check(FilteredPNG.png(scan, width: width, height: height, level: level), p, width: width, height: height,
                          "\(width) x \(height), \(name), level \(level)")
                }
            }
        }
    }

    /// An unfiltered row with the same bytes as the Up row above it is other pixels (the Up row's
    /// are its bytes plus the row above's): decoded as its own bytes, not as a copy of that row.
    func testAnUnfilteredRowWithAFilteredRowsBytesIsItsOwnPixels() {
        let width = 40, height = 12
        var p = [UInt8](repeating: 0, count: width * height * 3)
        for x in 0..<(width * 3) {
            let step = UInt8(truncatingIfNeeded: x * 7 + 3)
            p[x] = 10                                  // row 0
            p[width * 3 + x] = 10 &+ step              // row 1, filtered Up: its bytes are `step`
            for y in 2..<height { p[y * width * 3 + x] = step }   // rows 2...: unfiltered, the same bytes
        }
        var filters = [UInt8](repeating: 0, count: height)
        filters[1] = 2
        check(FilteredPNG.rgb(p, width: width, height: height, filters: filters, level: 6), p,
              width: width, height: height, "an unfiltered row under an Up row of its bytes")
    }

    /// A filter type PNG does not have, in a row after the first blocks: the fast path refuses
    /// the file (libpng then names the problem), wherever the row lies.
    func testAnUnknownFilterIsRefused() {
        var r = Bytes(state: 0x1234_5678_9ABC_DEF1)
        let width = 301, height = 257
        let p = pixels(width: width, height: height, &r)
        for row in [0, 100, 255, 256] {
            var filters = (0..<height).map { _ in r.next() % 5 }
            filters[row] = 5
            let file = FilteredPNG.rgb(p, width: width, height: height, filters: filters, level: 0)
            var w: UInt32 = 0, h: UInt32 = 0, capacity = 0
            XCTAssertNotEqual(cpng_fast_decode_size(file, file.count, &w, &h, &capacity), 0)
            var out = [UInt8](repeating: 0, count: capacity)
            XCTAssertEqual(cpng_fast_decode_into(file, file.count, &out, capacity), 0, "row \(row)")
        }
    }
}
