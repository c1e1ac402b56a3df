import CWebP

/// Writes a lossless animated WebP with libwebp's `WebPAnimEncoder` (loops forever). The encoder
/// does what `APNGWriter` does by hand (a frame that repeats the previous one only lengthens its
/// duration; a later frame holds only the rectangle that changed) and compresses each rectangle
/// with WebP's lossless coder, which predicts from neighbouring pixels and finds the repeated
/// shapes of a UI (row after row of the same cell) better than deflate.
///
/// Lossless and `exact`: decoded pixels equal the frames given, byte for byte. Timestamps are
/// milliseconds rounded on the running clock, so they add up to the scenario's time.
public struct WebPWriter: AnimationEncoder {
    public let width: Int
    public let height: Int
    public let fps: Double
    /// libwebp's lossless preset, 0 (fast) ... 9 (small). 5 is within 1 % of 9's size on the
    /// gallery at a third of the time (docs/benchmarks.md).
    let level: Int32

    /// Owns the libwebp encoder; freed when the writer is.
    private final class Encoder {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { WebPAnimEncoderDelete(pointer) }
    }
    private let encoder: Encoder
    private var config = WebPConfig()
    private var added = 0
    private var finished = false

    public init(width: Int, height: Int, fps: Double) throws {
        try self.init(width: width, height: height, fps: fps, level: 5)
    }

    init(width: Int, height: Int, fps: Double, level: Int32) throws {
        // WebP's canvas is at most 16383 pixels a side.
        guard width > 0, height > 0, width <= 16383, height <= 16383 else {
            throw InputError("WebP: frame size \(width)x\(height) is not valid (at most 16383x16383)")
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw InputError("WebP: fps \(fps) is not in (0, 1000]") }
        self.width = width; self.height = height; self.fps = fps; self.level = level
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0,
              WebPConfigLosslessPreset(&config, level) != 0 else {
            throw InputError("WebP: libwebp version mismatch")
        }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        config.exact = 1          // keep the RGB of transparent pixels too: decoded == given
        config.thread_level = 0   // the docs job already runs one worker per core
        guard let enc = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw InputError("WebP: libwebp could not start")
        }
        encoder = Encoder(enc)
    }

    public mutating func add(_ image: RGBAImage) throws {
        guard !finished else { throw InputError("WebP: add after finish") }
        guard image.width == width, image.height == height else {
            throw InputError("WebP: frame \(added) is \(image.width)x\(image.height), expected \(width)x\(height)")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw InputError("WebP: libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width); picture.height = Int32(height)
        let imported = image.pixels.withUnsafeBytes {
            WebPPictureImportRGBA(&picture, $0.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw InputError("WebP: out of memory") }
        guard WebPAnimEncoderAdd(encoder.pointer, &picture, timestamp(added), &config) != 0 else {
            throw InputError("WebP: frame \(added): \(error)")
        }
        added += 1
    }

    public mutating func finish() throws -> [UInt8] {
        guard !finished else { throw InputError("WebP: finish called twice") }
        guard added > 0 else { throw InputError("WebP: no frames to write") }
        finished = true
        guard WebPAnimEncoderAdd(encoder.pointer, nil, timestamp(added), nil) != 0 else {
            throw InputError("WebP: \(error)")
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder.pointer, &data) != 0, let bytes = data.bytes else {
            throw InputError("WebP: \(error)")
        }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    /// Start of frame `index` in milliseconds.
    private func timestamp(_ index: Int) -> Int32 {
        Int32(min(Double(Int32.max), (Double(index) * 1000 / fps).rounded()))
    }

    private var error: String {
        WebPAnimEncoderGetError(encoder.pointer).map { String(cString: $0) } ?? "libwebp failed"
    }
}
