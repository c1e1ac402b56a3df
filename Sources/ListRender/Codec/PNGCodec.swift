import CPNG

/// PNG in and out through libpng (behind the CPNG shim, which keeps libpng's longjmp in C).
public enum PNGCodec {
    /// Encodes straight-alpha RGBA8 to PNG bytes the way frames are written: libdeflate, a row
    /// equal to the one above filtered Up and every other row unfiltered, RGB when fully opaque.
    /// Same image, same bytes, on every run.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        try PNGFrameEncoder().encode(image)
    }

    /// Encodes straight-alpha RGBA8 to PNG bytes with the given zlib level and filters.
    /// Same image and options give the same bytes on every run (no time or text chunks).
    /// A refusal (an empty image, a zlib level outside 0...9, libpng out of memory) is an `InternalError`:
    /// every image ListRender makes is one libpng can encode.
    static func encode(_ image: RGBAImage, options: PNGEncodeOptions) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw InternalError("PNG: cannot encode an empty \(image.width)x\(image.height) image")
        }
        guard (0...9).contains(options.level) else {
            throw InternalError("PNG: zlib level \(options.level) is not in 0...9")
        }
        var c = cpng_encode_options(level: Int32(options.level), filters: Int32(options.filters.rawValue),
                                    strategy: Int32(options.strategy.rawValue),
                                    rgb_if_opaque: options.rgbWhenOpaque ? 1 : 0)
        var out: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let code = image.pixels.withUnsafeBufferPointer { px in
            cpng_encode_rgba(px.baseAddress, UInt32(clamping: image.width), UInt32(clamping: image.height),
                             image.width * 4, &c, &out, &count, &message, message.count)
        }
        defer { cpng_free(out) }
        guard code == Int32(CPNG_OK), let bytes = out else {
            throw InternalError("PNG: cannot encode \(image.width)x\(image.height) image (\(messageText(message)))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }

    /// Decodes any PNG to RGBA8 (`PNGFile.decode`, the one decoder).
    public static func decode(_ bytes: [UInt8], name: String) throws -> RGBAImage {
        let image = try PNGFile.decode(bytes, name: name)
        return RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
    }

    /// PNG files larger than this are refused before reading: an 8192×8192 image (the decode
    /// limit) stored raw is 256 MiB, and real frames compress far below that.
    static let maxFileBytes = 256 * 1024 * 1024

    /// Reads and decodes the PNG file at `path`.
    public static func decode(fileAt path: String) throws -> RGBAImage {
        try decode(readFile(at: path), name: path)
    }

    /// The bytes of the PNG file at `path`, refused past `maxFileBytes`; `InputError`s name the path.
    static func readFile(at path: String) throws -> [UInt8] {
        try FileInput.readBytes(at: path, maxBytes: maxFileBytes, kind: "PNG file")
    }

    /// A C message buffer as one line of Swift text.
    static func messageText(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
