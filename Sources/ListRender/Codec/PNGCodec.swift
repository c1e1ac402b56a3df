/// PNG in and out through libpng (behind the CPNG shim).
/// API fixed for the other stages; the implementation lands with the codec work.
public enum PNGCodec {
    /// Encodes straight-alpha RGBA8 to PNG bytes with the frame-tuned zlib level and filters.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        throw InputError("PNG encoding is not available yet")
    }

    /// Decodes any PNG (palette, grey, RGB, 16-bit, interlaced, with or without alpha) to RGBA8.
    /// Errors are `InputError`s whose message names `name` (usually the file path).
    public static func decode(_ bytes: [UInt8], name: String) throws -> RGBAImage {
        throw InputError("\(name): PNG decoding is not available yet")
    }

    /// Reads and decodes the PNG file at `path`.
    public static func decode(fileAt path: String) throws -> RGBAImage {
        throw InputError("\(path): PNG decoding is not available yet")
    }
}
