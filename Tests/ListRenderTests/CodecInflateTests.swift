import CLibdeflate
import CPNG
import XCTest

/// `cpng_inflate_zlib`, the inflate `verify` decodes references' image data with, held to
/// libdeflate byte for byte: every block type, every match distance the fast copies
/// special-case (1, 2, 3, 4, 5-7, 8-15, 16 and more) with lengths up to 258, matches ending
/// at the very end of the output; and corrupt or truncated streams refused cleanly, nothing
/// written past the output.
final class CodecInflateTests: XCTestCase {
    /// Deterministic bytes (xorshift), so a failure names an input that can be made again.
    private struct Bytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    /// Inputs whose compressed streams hold the matches the fast copies treat apart.
    private func inputs() -> [(String, [UInt8])] {
        var r = Bytes(state: 0x9E37_79B9_7F4A_7C15)
        var out: [(String, [UInt8])] = [("one byte", [7]), ("empty", [])]
        for period in [1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 31, 300] {
            for runLength in [3, 4, 15, 16, 17, 258, 259, 1000] {
                var bytes: [UInt8] = []
                for _ in 0..<3 {
                    let pattern = (0..<period).map { _ in r.next() }
                    for i in 0..<(runLength + period) { bytes.append(pattern[i % period]) }
                    for _ in 0..<(Int(r.next()) % 5) { bytes.append(r.next()) }   // literals between
                }
                out.append(("period \(period) run \(runLength)", bytes))
            }
        }
        // UI-like RGB scanlines: a filter byte, flat colour, short strokes, rows repeating.
        var rows: [UInt8] = []
        for y in 0..<97 {
            rows.append(UInt8(y % 5))
            for x in 0..<131 {
                let stroke = (x / 7 + y / 3) % 4 == 0
                rows += stroke ? [r.next(), 40, 200] : [242, 242, 247]
            }
        }
        out.append(("scanlines", rows))
        out.append(("random", (0..<70_000).map { _ in r.next() }))   // stored blocks over 64K
        out.append(("zeros", [UInt8](repeating: 0, count: 100_000)))
        return out
    }

    private func compress(_ input: [UInt8], level: Int32) -> [UInt8] {
        let c = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(c) }
        var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(c, input.count))
        let n = input.withUnsafeBufferPointer { i in
            out.withUnsafeMutableBufferPointer { libdeflate_zlib_compress(c, i.baseAddress, i.count, $0.baseAddress, $0.count) }
        }
        XCTAssertGreaterThan(n, 0)
        return Array(out[..<n])
    }

    /// Ours: the output, or nil when refused; fails the test if a byte past `count` was written.
    private func inflate(_ stream: [UInt8], count: Int, _ label: String) -> [UInt8]? {
        let guardBytes = 64
        var out = [UInt8](repeating: 0xA5, count: count + guardBytes)
        let ok = stream.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { cpng_inflate_zlib(s.baseAddress ?? UnsafePointer(bitPattern: 1), s.count, $0.baseAddress, count) }
        }
        XCTAssertEqual(Array(out[count...]), [UInt8](repeating: 0xA5, count: guardBytes), "wrote past the output: \(label)")
        return ok == 1 ? Array(out[..<count]) : nil
    }

    private func libdeflateInflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        let d = libdeflate_alloc_decompressor()!
        defer { libdeflate_free_decompressor(d) }
        var out = [UInt8](repeating: 0, count: count)
        let result = stream.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { libdeflate_zlib_decompress(d, s.baseAddress, s.count, $0.baseAddress, count, nil) }
        }
        return result == LIBDEFLATE_SUCCESS ? out : nil
    }

    func testEveryBlockTypeAndMatchDistanceInflatesToTheInput() {
        var blockTypes = Set<UInt8>()
        for (name, input) in inputs() {
            for level: Int32 in [0, 1, 6, 12] {
                let stream = compress(input, level: level)
                blockTypes.insert((stream[2] >> 1) & 3)
                XCTAssertEqual(inflate(stream, count: input.count, name), input, "\(name), level \(level)")
                // Exactly `count` bytes: one byte more or less expected is refused.
                if !input.isEmpty { XCTAssertNil(inflate(stream, count: input.count - 1, name), name) }
                XCTAssertNil(inflate(stream, count: input.count + 1, name), name)
            }
        }
        XCTAssertEqual(blockTypes, [0, 1, 2], "stored, fixed and dynamic blocks all exercised")
    }

    func testCorruptAndTruncatedStreamsAreRefusedOrDecodeAsLibdeflateDoes() {
        for (name, input) in inputs() where input.count < 5_000 && input.count > 100 {
            let stream = compress(input, level: 6)
            for cut in 0..<stream.count {   // every truncation
                XCTAssertNil(inflate(Array(stream[..<cut]), count: input.count, name), "\(name) cut at \(cut)")
            }
            for at in 0..<stream.count {
                for bit in [0, 3, 7] {
                    var bad = stream
                    bad[at] ^= UInt8(1 << bit)
                    let ours = inflate(bad, count: input.count, name)
                    // Accepted only where libdeflate accepts it too, with the same bytes (a flipped
                    // padding bit changes nothing); the Adler-32 catches the rest.
                    if let ours { XCTAssertEqual(ours, libdeflateInflate(bad, count: input.count), "\(name) byte \(at) bit \(bit)") }
                }
            }
        }
    }

    func testHandMadeBadStreamsAreRefused() {
        let good = compress(Array("abcabcabcabcabc".utf8), level: 6)
        let cases: [(String, [UInt8])] = [
            ("preset dictionary", [0x78, 0xBB] + good.dropFirst(2)),
            ("not deflate", [0x79, 0x01] + good.dropFirst(2)),
            ("check bits", [0x78, 0x02] + good.dropFirst(2)),
            ("block type 3", [0x78, 0x01, 0x07, 0, 0, 0, 0, 0]),
            ("stored length and complement disagree", [0x78, 0x01, 0x01, 0x03, 0x00, 0xFC, 0xFE, 1, 2, 3, 0, 0, 0, 0]),
            // A fixed block whose first symbol is a match 1 byte back at output position 0.
            ("distance before the start", [0x78, 0x01, 0x03, 0x02, 0x00, 0, 0, 0, 0]),
            ("no Adler-32", Array(good.dropLast(4))),
        ]
        for (name, stream) in cases { XCTAssertNil(inflate(stream, count: 15, name), name) }
        XCTAssertEqual(inflate(good, count: 15, "good"), Array("abcabcabcabcabc".utf8))
        XCTAssertEqual(inflate(good + [1, 2, 3], count: 15, "trailing bytes"), Array("abcabcabcabcabc".utf8))
    }
}
