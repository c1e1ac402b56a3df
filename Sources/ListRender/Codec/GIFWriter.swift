import CGif
import CImageQuant

/// Writes an animated GIF (for chat and issue trackers that show no APNG or WebP): each frame's
/// changed rectangle gets its own palette of at most 256 colours from libimagequant (no
/// dithering: dither noise on flat UI colours flickers between frames and compresses worse),
/// and giflib writes it (GIF89a, loops forever, dispose NONE).
///
/// As `APNGWriter`: consecutive identical frames become one longer frame, and a later frame holds
/// only the bounding box of pixels that changed. Frames are taken as opaque (alpha is ignored).
/// Delays are hundredths of a second, rounded on the running clock so they add up to the
/// scenario's time; 50 fps is the limit (browsers slow a 1/100 s delay down to 1/10 s).
public struct GIFWriter: AnimationEncoder {
    public let width: Int
    public let height: Int
    public let fps: Double
    /// The fastest frame rate a GIF plays as written (delays of 2/100 s).
    public static let maxFPS = 50.0

    /// A frame quantized but not yet written: identical frames that follow extend its delay.
    private struct Pending {
        var x: Int, y: Int, width: Int, height: Int
        var palette: [(UInt8, UInt8, UInt8)]
        var indices: [UInt8]
        var count: Int
    }

    private var previous: RGBAImage?
    private var pending: Pending?
    private var written: [(desc: Pending, delay: Int)] = []
    private var inputFrames = 0
    private var finished = false

    /// A writer for frames of `width` x `height` (at most 65535 each) shown at `fps` (0 < fps <= 50).
    public init(width: Int, height: Int, fps: Double) throws {
        guard width > 0, height > 0, width <= 0xFFFF, height <= 0xFFFF else {
            throw InputError("GIF: frame size \(width)x\(height) is not valid (at most 65535x65535)")
        }
        guard fps.isFinite, fps > 0, fps <= Self.maxFPS else {
            throw InputError("GIF: \(fps) fps is not in (0, 50] (GIF delays are hundredths of a second)")
        }
        self.width = width; self.height = height; self.fps = fps
    }

    public mutating func add(_ image: RGBAImage) throws {
        guard !finished else { throw InputError("GIF: add after finish") }
        guard image.width == width, image.height == height else {
            throw InputError("GIF: frame \(inputFrames) is \(image.width)x\(image.height), expected \(width)x\(height)")
        }
        defer { inputFrames += 1 }
        var box = (x: 0, y: 0, width: width, height: height)
        if let prev = previous {
            guard let changed = changedBox(prev, image) else {
                pending?.count += 1
                return
            }
            box = changed
        }
        flush()
        let sub = box.width == width && box.height == height
            ? image : crop(image, x: box.x, y: box.y, width: box.width, height: box.height)
        let q = try Self.quantize(sub)
        pending = Pending(x: box.x, y: box.y, width: box.width, height: box.height,
                          palette: q.palette, indices: q.indices, count: 1)
        previous = image
    }

    public mutating func finish() throws -> [UInt8] {
        guard !finished else { throw InputError("GIF: finish called twice") }
        guard previous != nil else { throw InputError("GIF: no frames to write") }
        flush()
        finished = true
        let out = try encode()
        written = []
        return out
    }

    /// Moves the pending frame to `written` with its delay: the clock's hundredths at its end
    /// minus at its start, so rounding never drifts (30 fps: 3, 3, 4, 3, 3, 4 ...).
    private mutating func flush() {
        guard let p = pending else { return }
        pending = nil
        let end = inputFrames, start = end - p.count, fps = fps
        func cs(_ frame: Int) -> Int { Int((Double(frame) * 100 / fps).rounded()) }
        written.append((p, max(1, cs(end) - cs(start))))
    }

    // MARK: - libimagequant

    /// A palette of at most 256 colours for `image` and each pixel's index into it.
    static func quantize(_ image: RGBAImage) throws -> (palette: [(UInt8, UInt8, UInt8)], indices: [UInt8]) {
        var opaque = image.pixels
        for i in Swift.stride(from: 3, to: opaque.count, by: 4) { opaque[i] = 255 }
        guard let attr = liq_attr_create() else { throw InputError("GIF: libimagequant could not start") }
        defer { liq_attr_destroy(attr) }
        // Speed 4 is libimagequant's default trade; quality 0...100 keeps every image (never fails
        // for "quality too low").
        liq_set_speed(attr, 4)
        liq_set_quality(attr, 0, 100)
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        var palette: [(UInt8, UInt8, UInt8)] = []
        let status: liq_error = opaque.withUnsafeBytes { px in
            guard let img = liq_image_create_rgba(attr, px.baseAddress!, Int32(image.width), Int32(image.height), 0) else {
                return LIQ_OUT_OF_MEMORY
            }
            defer { liq_image_destroy(img) }
            var result: OpaquePointer?
            let q = liq_image_quantize(img, attr, &result)
            guard q == LIQ_OK, let res = result else { return q }
            defer { liq_result_destroy(res) }
            liq_set_dithering_level(res, 0)
            let w = indices.withUnsafeMutableBytes { liq_write_remapped_image(res, img, $0.baseAddress!, $0.count) }
            guard w == LIQ_OK, let pal = liq_get_palette(res) else { return w }
            let count = Int(pal.pointee.count)
            withUnsafeBytes(of: pal.pointee.entries) { raw in
                let colors = raw.bindMemory(to: liq_color.self)
                palette = (0..<count).map { (colors[$0].r, colors[$0].g, colors[$0].b) }
            }
            return LIQ_OK
        }
        guard status == LIQ_OK, !palette.isEmpty else { throw InputError("GIF: libimagequant failed (error \(status.rawValue))") }
        return (palette, indices)
    }

    // MARK: - giflib

    /// giflib's output callback appends to this buffer (reached through the file's UserData).
    private final class Sink { var bytes: [UInt8] = [] }

    private func encode() throws -> [UInt8] {
        let sink = Sink()
        var error: Int32 = 0
        let output: OutputFunc = { file, data, length in
            guard let file, let data, length > 0, let user = file.pointee.UserData else { return 0 }
            Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return length
        }
        guard let gif = withExtendedLifetime(sink, { EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), output, &error) }) else {
            throw InputError("GIF: giflib could not start: \(Self.message(error))")
        }
        var closed = false
        defer { if !closed { EGifCloseFile(gif, nil) } }
        func check(_ status: Int32, _ what: String) throws {
            if status != GIF_OK { throw InputError("GIF: \(what): \(Self.message(gif.pointee.Error))") }
        }
        EGifSetGifVersion(gif, true)
        try withExtendedLifetime(sink) {
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "screen")
            // NETSCAPE2.0: loop forever.
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "loop")
            try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(gif, 11, $0.baseAddress) }, "loop")
            try check([UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) }, "loop")
            try check(EGifPutExtensionTrailer(gif), "loop")
            for (frame, delay) in written {
                var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                               DelayTime: Int32(min(delay, 0xFFFF)), TransparentColor: NO_TRANSPARENT_COLOR)
                var ext = [UInt8](repeating: 0, count: 4)
                let n = ext.withUnsafeMutableBufferPointer { EGifGCBToExtension(&gcb, $0.baseAddress) }
                try check(ext.withUnsafeBytes { EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), $0.baseAddress) }, "delay")
                // A GIF colour table has a power-of-two size; the unused entries stay black.
                var size = 2
                while size < frame.palette.count { size *= 2 }
                guard let map = GifMakeMapObject(Int32(size), nil) else { throw InputError("GIF: out of memory") }
                defer { GifFreeMapObject(map) }
                for (i, c) in frame.palette.enumerated() { map.pointee.Colors[i] = GifColorType(Red: c.0, Green: c.1, Blue: c.2) }
                try check(EGifPutImageDesc(gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, map), "frame")
                var indices = frame.indices
                try indices.withUnsafeMutableBufferPointer { px in
                    for row in 0..<frame.height {
                        try check(EGifPutLine(gif, px.baseAddress! + row * frame.width, Int32(frame.width)), "frame")
                    }
                }
            }
        }
        closed = true
        var closeError: Int32 = 0
        if EGifCloseFile(gif, &closeError) != GIF_OK { throw InputError("GIF: \(Self.message(closeError))") }
        return sink.bytes
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
