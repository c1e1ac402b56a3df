import CPNGTestSupport
import Foundation
@testable import ListRender

/// PNGs in any format libpng writes (palette, grey, 16-bit, interlaced, tRNS), from samples
/// already packed as PNG stores them: the decoder's test inputs.
struct RawPNGFormat {
    enum ColourType: Int32 { case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6 }
    var bitDepth: Int
    var colourType: ColourType
    var interlaced = false
    var palette: [UInt8] = []            // RGB triples
    var paletteAlpha: [UInt8] = []       // tRNS for palette images
    var transparentColour: (grey: UInt16, red: UInt16, green: UInt16, blue: UInt16)?

    /// Encodes `height` rows of `stride` bytes from `rows`.
    func encode(_ rows: [UInt8], width: Int, height: Int, stride: Int) throws -> [UInt8] {
        guard rows.count >= stride * height else { throw InputError("raw PNG: \(rows.count) bytes for \(height) rows of \(stride)") }
        var message = [CChar](repeating: 0, count: 256)
        var out: UnsafeMutablePointer<UInt8>?
        var count = 0
        let code = rows.withUnsafeBufferPointer { r in
            palette.withUnsafeBufferPointer { p in
                paletteAlpha.withUnsafeBufferPointer { t in
                    var f = cpng_raw_format()
                    f.bit_depth = Int32(bitDepth)
                    f.colour_type = colourType.rawValue
                    f.interlace = interlaced ? 1 : 0
                    f.palette = p.baseAddress; f.palette_count = Int32(palette.count / 3)
                    f.trns = t.baseAddress; f.trns_count = Int32(paletteAlpha.count)
                    if let c = transparentColour {
                        f.has_trns_colour = 1
                        f.trns_grey = c.grey; f.trns_red = c.red; f.trns_green = c.green; f.trns_blue = c.blue
                    }
                    return cpng_encode_raw(r.baseAddress, UInt32(width), UInt32(height), stride, &f,
                                           &out, &count, &message, message.count)
                }
            }
        }
        defer { free(out) }
        guard code == 0, let bytes = out else {
            throw InputError("raw PNG: \(PNGCodec.messageText(message))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }
}
