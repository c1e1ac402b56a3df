/// What the PNG targets do to each input before decoding it.
///
/// - Every chunk's CRC is recomputed: libpng rejects a chunk whose CRC does not match, so without
///   this nearly every mutation inside a chunk dies at its CRC check and libFuzzer never reaches
///   the header, palette, transparency and image-data paths. (Bad CRCs are covered by the unit
///   tests.)
/// - An image declaring more than `maxPixels` is skipped: it runs the same code as a small one,
///   only longer (one 1170 × 2532 frame took ~20 ms under the address sanitizer), and the size
///   limits themselves are checked by the unit tests and the hostile-input catalogue.
public enum PNGFuzzInput {
    public static let maxPixels = 1 << 20

    /// Fixes the chunk CRCs of `bytes` in place; false when the image is too big to be worth a run.
    public static func prepare(_ bytes: inout [UInt8]) -> Bool {
        var p = 8
        while p + 12 <= bytes.count {
            let length = Int(be32(bytes, p))
            guard length <= bytes.count - p - 12 else { break }
            if p == 8, bytes[p + 4 ..< p + 8].elementsEqual(Array("IHDR".utf8)), length >= 8 {
                if UInt64(be32(bytes, p + 8)) * UInt64(be32(bytes, p + 12)) > UInt64(maxPixels) { return false }
            }
            let crc = CRC32.of(bytes[p + 4 ..< p + 8 + length])
            for i in 0..<4 { bytes[p + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
            p += 12 + length
        }
        return true
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
}

/// CRC-32 as PNG and zlib use it (polynomial 0xEDB88320, reflected).
public enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func of<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
