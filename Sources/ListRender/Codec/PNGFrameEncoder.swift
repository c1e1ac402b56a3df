import CPNG

/// A reusable PNG writer for frames: rows filtered in C (Up for a row equal to the one above,
/// none otherwise), image data compressed by libdeflate, RGB when every pixel is opaque.
///
/// Why libdeflate: zlib at level 6 was over half of all CPU time of a render; libdeflate gives
/// the same size in well under half the time (see docs/benchmarks.md). Keeping one encoder per
/// worker thread reuses its compressor and buffers, so no frame allocates or page-faults them.
/// Not thread-safe: one per thread.
package final class PNGFrameEncoder {
    /// libdeflate's level for frames: chosen by measurement on real frames (docs/benchmarks.md).
    package static let frameLevel = 1

    private let encoder: OpaquePointer

    /// A PNG encoder at libdeflate `level` (0...12).
    package init(level: Int = PNGFrameEncoder.frameLevel) {
        // Fails only for a level outside 0...12 (a programming error) or when out of memory.
        guard let e = cpng_frame_encoder_new(Int32(level)) else {
            fatalError("PNGFrameEncoder: cannot create a libdeflate compressor at level \(level)")
        }
        encoder = e
    }

    deinit { cpng_frame_encoder_free(encoder) }

    /// Encodes `image` and hands the bytes to `body` (they live until the next call).
    /// `opaque: true` promises every alpha is 255 and skips the check.
    package func withEncoded<T>(_ image: RGBAImage, opaque: Bool = false,
                        _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        guard image.width > 0, image.height > 0 else {
            throw InternalError("PNG: cannot encode an empty \(image.width)x\(image.height) image")
        }
        var out: UnsafePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let code = image.pixels.withUnsafeBufferPointer { px in
            cpng_frame_encoder_encode(encoder, px.baseAddress, UInt32(clamping: image.width), UInt32(clamping: image.height),
                                      image.width * 4, opaque ? 1 : 0, &out, &count, &message, message.count)
        }
        guard code == Int32(CPNG_OK), let bytes = out else {
            throw InternalError("PNG: cannot encode \(image.width)x\(image.height) image (\(PNGCodec.messageText(message)))")
        }
        return try body(UnsafeBufferPointer(start: bytes, count: count))
    }

    /// Encodes `image` to a new array of PNG bytes.
    package func encode(_ image: RGBAImage, opaque: Bool = false) throws -> [UInt8] {
        try withEncoded(image, opaque: opaque) { Array($0) }
    }
}
