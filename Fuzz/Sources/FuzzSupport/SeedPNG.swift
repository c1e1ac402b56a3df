/// Small PNGs in every colour type, bit depth and interlace method PNG allows, written by hand
/// (stored deflate blocks), as fuzzing seeds: the fixtures are 3-megapixel RGB frames of one
/// format, so seeding with them made each run slow and left the decoder's conversions unreached.
public enum SeedPNG {
    /// Colour types and their allowed bit depths.
    public static let formats: [(colorType: UInt8, depths: [UInt8])] = [
        (0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16]),
    ]

    /// A `width` × `height` PNG of the given format, with a palette for type 3 and a `tRNS`
    /// chunk when `transparency` (types 0, 2, 3).
    public static func make(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8,
                            interlaced: Bool, transparency: Bool) -> [UInt8] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1
        let bitsPerPixel = channels * Int(bitDepth)
        var raw: [UInt8] = []
        var seed: UInt32 = 0x1234_5678 &+ UInt32(width * 31 + height)
        func next() -> UInt8 { seed = seed &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: seed >> 16) }
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for pass in passes {
            let w = (width - pass.x0 + pass.dx - 1) / pass.dx, h = (height - pass.y0 + pass.dy - 1) / pass.dy
            guard w > 0, h > 0 else { continue }
            for y in 0..<h {
                raw.append(UInt8(y % 5))   // every filter type
                for _ in 0..<((w * bitsPerPixel + 7) / 8) {
                    // Palette indices stay inside the 4-entry palette.
                    raw.append(colorType == 3 ? next() & (bitDepth == 1 ? 1 : 3) : next())
                }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            png += be32(UInt32(data.count))
            let body = Array(type.utf8) + data
            png += body + be32(CRC32.of(body))
        }
        chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
        if colorType == 3 { chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 250, 250, 250]) }
        if transparency {
            switch colorType {
            case 0: chunk("tRNS", [0, 1])
            case 2: chunk("tRNS", [0, 1, 0, 2, 0, 3])
            case 3: chunk("tRNS", [0, 128])
            default: break
            }
        }
        chunk("tEXt", Array("Comment\0seed".utf8))
        chunk("IDAT", zlibStored(raw))
        chunk("IEND", [])
        return png
    }

    /// zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            out += [i + n == data.count ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for x in data { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}
