import CLibdeflate

/// 8-bit RGB PNGs whose row filters a test chooses, row by row (encoders choose for themselves):
/// for the decoder's paths for each filter, and for what it learns from them (repeated rows).
enum FilteredPNG {
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The scanlines of `pixels`, row y filtered with `filters[y]` (PNG's five types).
    static func scanlines(_ pixels: [UInt8], width: Int, height: Int, filters: [UInt8]) -> [UInt8] {
        let stride = width * 3
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * height)
        for y in 0..<height {
            out.append(filters[y])
            for i in 0..<stride {
                let x = pixels[y * stride + i]
                let a = i >= 3 ? pixels[y * stride + i - 3] : 0
                let b = y > 0 ? pixels[(y - 1) * stride + i] : 0
                let c = i >= 3 && y > 0 ? pixels[(y - 1) * stride + i - 3] : 0
                switch filters[y] {
                case 0: out.append(x)
                case 1: out.append(x &- a)
                case 2: out.append(x &- b)
                case 3: out.append(x &- UInt8((Int(a) + Int(b)) / 2))
                default: out.append(x &- paeth(a, b, c))
                }
            }
        }
        return out
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return be(UInt32(data.count)) + body + be(crc)
    }

    /// An 8-bit RGB PNG of those scanlines, compressed by libdeflate at `level` (0: stored blocks
    /// of at most 64 KiB; higher levels split blocks where the statistics change).
    static func png(_ scan: [UInt8], width: Int, height: Int, level: Int32) -> [UInt8] {
        let c = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(c) }
        var z = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(c, scan.count))
        let n = scan.withUnsafeBufferPointer { s in
            z.withUnsafeMutableBufferPointer { libdeflate_zlib_compress(c, s.baseAddress, s.count, $0.baseAddress, $0.count) }
        }
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", be(width) + be(height) + [8, 2, 0, 0, 0])
            + chunk("IDAT", Array(z[..<n])) + chunk("IEND", [])
    }

    /// `pixels` (RGB, 3 bytes a pixel) as a PNG, row y filtered with `filters[y]`.
    static func rgb(_ pixels: [UInt8], width: Int, height: Int, filters: [UInt8], level: Int32) -> [UInt8] {
        png(scanlines(pixels, width: width, height: height, filters: filters), width: width, height: height, level: level)
    }
}
