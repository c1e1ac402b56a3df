import CGif
import CWebPDemux
@testable import ListRender

/// `--format gif` and `--format webp` decoded by each format's own library (giflib's DGifSlurp,
/// libwebp's WebPAnimDecoder), not by anything of ours: each frame as the whole canvas, with how
/// long it shows.
enum AnimationDecoders {
    struct Frame {
        var image: RGBAImage
        /// Start and end on the file's clock, in `unitsPerSecond` (GIF: 100, WebP: 1000).
        var start: Int, end: Int
    }

    struct DecodeError: Error, CustomStringConvertible { var description: String }

    /// GIF: images composed onto the canvas in order (every frame is dispose NONE, opaque).
    static func gif(_ bytes: [UInt8]) throws -> [Frame] {
        final class Source { var bytes: [UInt8]; var at = 0; init(_ b: [UInt8]) { bytes = b } }
        let source = Source(bytes)
        let read: InputFunc = { file, buffer, length in
            guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
            let s = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
            let n = min(Int(length), s.bytes.count - s.at)
            for i in 0..<n { buffer[i] = s.bytes[s.at + i] }
            s.at += n
            return Int32(n)
        }
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), read, &error) else {
            throw DecodeError(description: "DGifOpen: \(error)")
        }
        defer { DGifCloseFile(gif, nil); withExtendedLifetime(source) {} }
        guard DGifSlurp(gif) == GIF_OK else { throw DecodeError(description: "DGifSlurp: \(gif.pointee.Error)") }
        let w = Int(gif.pointee.SWidth), h = Int(gif.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: w * h * 4)
        var frames: [Frame] = [], clock = 0
        for i in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[i]
            let d = saved.ImageDesc
            guard let map = d.ColorMap ?? gif.pointee.SColorMap else { throw DecodeError(description: "frame \(i): no colour map") }
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    let c = map.pointee.Colors[Int(saved.RasterBits[y * Int(d.Width) + x])]
                    let o = ((Int(d.Top) + y) * w + Int(d.Left) + x) * 4
                    canvas[o] = c.Red; canvas[o + 1] = c.Green; canvas[o + 2] = c.Blue; canvas[o + 3] = 255
                }
            }
            var gcb = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(i), &gcb) == GIF_OK else { throw DecodeError(description: "frame \(i): no delay") }
            frames.append(Frame(image: RGBAImage(width: w, height: h, pixels: canvas), start: clock, end: clock + Int(gcb.DelayTime)))
            clock += Int(gcb.DelayTime)
        }
        return frames
    }

    /// WebP: libwebp's decoder hands each frame as the whole canvas with its end time.
    static func webp(_ bytes: [UInt8]) throws -> [Frame] {
        try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw DecodeError(description: "libwebp version") }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw DecodeError(description: "not a WebP animation") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw DecodeError(description: "no info") }
            let w = Int(info.canvas_width), h = Int(info.canvas_height)
            var frames: [Frame] = [], clock = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &end) != 0, let pixels else {
                    throw DecodeError(description: "frame \(frames.count) does not decode")
                }
                frames.append(Frame(image: RGBAImage(width: w, height: h, pixels: Array(UnsafeBufferPointer(start: pixels, count: w * h * 4))),
                                    start: clock, end: Int(end)))
                clock = Int(end)
            }
            return frames
        }
    }

    /// The decoded frame on screen when input frame `k` (of `count` at `fps`) starts: the file's
    /// clock rounds each start to its unit, the way both writers place them.
    static func expanded(_ frames: [Frame], unitsPerSecond: Double, fps: Double, count: Int) -> [RGBAImage] {
        (0..<count).compactMap { k in
            let t = Int((Double(k) * unitsPerSecond / fps).rounded())
            return frames.last { $0.start <= t }?.image
        }
    }
}
