import CPNG

/// PNG decoding through libpng (the C shim `CPNG`), to straight RGBA8. Here, with the file
/// handling, because a scenario's images are read and checked while the scenario loads, before
/// any stage runs; Codec decodes through this too, so there is one decoder.
enum PNGFile {
    /// Decodes any PNG (palette, grey, RGB, 16-bit, interlaced, with or without alpha) to RGBA8.
    /// 16-bit samples keep their high byte; gamma and colour-profile chunks are ignored (values
    /// are taken as sRGB). Errors are `InputError`s whose message names `name` (usually the path).
    static func decode(_ bytes: [UInt8], name: String) throws -> PixelImage {
        if bytes.isEmpty { throw InputError("\(name): not a PNG file (empty file)") }
        if let image = decodeWithoutLibpng(bytes) { return image }
        var width: UInt32 = 0, height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let code = bytes.withUnsafeBufferPointer { b in
            cpng_decode_rgba(b.baseAddress, b.count, &width, &height, &pixels, &message, message.count)
        }
        defer { cpng_free(pixels) }
        switch Int(code) {
        case Int(CPNG_OK):
            guard let p = pixels else { break }
            let w = Int(width), h = Int(height)
            return PixelImage(width: w, height: h, pixels: Array(UnsafeBufferPointer(start: p, count: w * h * 4)))
        case Int(CPNG_ERR_NOT_PNG):
            throw InputError("\(name): not a PNG file")
        case Int(CPNG_ERR_TOO_LARGE):
            throw InputError("\(name): \(messageText(message))")
        case Int(CPNG_ERR_NO_MEMORY):
            throw InputError("\(name): out of memory decoding PNG")
        default:
            break
        }
        throw InputError("\(name): truncated or corrupt PNG (libpng: \(messageText(message)))")
    }

    /// `decode`, into `buffer` instead of a new array: its first `width * height * 4` bytes are
    /// the pixels afterwards (the rest is scratch). A caller decoding one file after another (verify,
    /// every differing reference) keeps one buffer, so no frame faults in 12 MB of fresh pages.
    static func decode(_ bytes: [UInt8], name: String, into buffer: inout [UInt8]) throws -> (width: Int, height: Int) {
        var unused: [UInt8]? = nil
        return try decode(bytes, name: name, into: &buffer, repeats: &unused)
    }

    /// `decode(_:name:into:)`, also marking in `repeats` (a byte a row, when non-nil) the rows
    /// the file says are exactly the row above (filtered Up with every filtered byte zero, as
    /// encoders write a repeated row): 1 there, 0 elsewhere (every row of a file libpng decodes).
    /// A comparison then knows those rows without reading them (ReferenceComparer).
    static func decode(_ bytes: [UInt8], name: String, into buffer: inout [UInt8],
                       repeats: inout [UInt8]?) throws -> (width: Int, height: Int) {
        if let fast = fastDecode(bytes, into: &buffer, repeats: &repeats) { return fast }
        let image = try decode(bytes, name: name)
        buffer = image.pixels
        if repeats != nil { repeats = [UInt8](repeating: 0, count: image.height) }
        return (image.width, image.height)
    }

    /// The fast path (Sources/CPNG/fast_decode.c): 8-bit RGB or RGBA, not interlaced, as every
    /// frame and most screenshots are, inflated by libdeflate straight into the array (no copy).
    /// The same pixels libpng gives; nil for any other file, which libpng then decodes or names
    /// the problem of (verify decodes every differing reference, docs/benchmarks.md).
    private static func decodeWithoutLibpng(_ bytes: [UInt8]) -> PixelImage? {
        var pixels: [UInt8] = []
        var noRepeats: [UInt8]? = nil
        guard let (w, h) = fastDecode(bytes, into: &pixels, repeats: &noRepeats) else { return nil }
        // The buffer has room for the inflated scanlines too (RGBA's are a byte a row longer).
        pixels.removeLast(pixels.count - w * h * 4)
        return PixelImage(width: w, height: h, pixels: pixels)
    }

    /// The fast path into `buffer` (grown when too small; its first `width * height * 4` bytes
    /// are the pixels afterwards); nil when the file is not one the fast path takes.
    private static func fastDecode(_ bytes: [UInt8], into buffer: inout [UInt8],
                                   repeats: inout [UInt8]?) -> (width: Int, height: Int)? {
        bytes.withUnsafeBufferPointer { b -> (width: Int, height: Int)? in
            var width: UInt32 = 0, height: UInt32 = 0, capacity = 0
            guard cpng_fast_decode_size(b.baseAddress, b.count, &width, &height, &capacity) != 0 else { return nil }
            // Every byte the decoder reads it has written first, so the new bytes need no zeroing.
            if buffer.count < capacity { buffer = [UInt8](unsafeUninitializedCapacity: capacity) { _, n in n = capacity } }
            let rows = Int(height), marking = repeats != nil
            // Taken out, so the array's only reference is `marks` and it is written in place.
            var marks = repeats ?? []
            repeats = nil
            if marking && marks.count != rows { marks = [UInt8](repeating: 0, count: rows) }
            let decoded = buffer.withUnsafeMutableBufferPointer { out in
                marks.withUnsafeMutableBufferPointer { m in
                    cpng_fast_decode_into_marking(b.baseAddress, b.count, out.baseAddress, out.count,
                                                  marking ? m.baseAddress : nil) != 0
                }
            }
            if marking { repeats = marks }
            return decoded ? (Int(width), rows) : nil
        }
    }

    /// A C message buffer as one line of Swift text.
    static func messageText(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
