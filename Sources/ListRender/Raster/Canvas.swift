/// Raster's output: premultiplied RGBA8, row-major, 4 bytes a pixel, no row padding.
///
/// Premultiplied because source-over is then one multiply-add per channel and a layer can be
/// composited without dividing; `toImage()` converts to the straight alpha that PNG holds.
public struct Canvas: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA8: every colour byte is <= its pixel's alpha byte.
    public internal(set) var pixels: [UInt8]

    /// A canvas filled with `fill` (premultiplied on the way in).
    init(width: Int, height: Int, fill: Color = .clear) {
        let w = max(0, width), h = max(0, height)
        self.width = w; self.height = h
        var none: [UInt8] = []
        self.pixels = Canvas.filledPixels(width: w, height: h, fill: fill, reusing: &none)
    }

    /// `width * height` premultiplied pixels of `fill`, written into `buffer` (taken, leaving it
    /// empty, so the array stays uniquely referenced and is filled in place) when it has the right
    /// size: no allocation, no page faults. Else a new array. Only `runs` are filled (nil: all);
    /// the other pixels keep whatever they held, for a caller that overwrites them.
    static func filledPixels(width: Int, height: Int, fill: Color, runs: [LiveRun]? = nil,
                             reusing buffer: inout [UInt8]) -> [UInt8] {
        let w = max(0, width), h = max(0, height)
        let p = PremulColor(fill)
        var pixels: [UInt8] = []
        swap(&pixels, &buffer)
        let reused = pixels.count == w * h * 4
        if !reused {
            // Transparent black is a zeroed array; any other fill (or the rows after it) writes every byte.
            let clear = p.a == 0 && p.r == 0 && p.g == 0 && p.b == 0
            pixels = clear ? FrameMemory.zeroed(count: w * h * 4) : FrameMemory.overwritten(count: w * h * 4)
            if clear { return pixels }
        }
        pixels.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            LiveRun.store(p.word, runs: runs ?? [LiveRun(rows: 0..<h, columns: LiveColumns(0..<w))], rows: 0..<h, width: w, into: base)
        }
        return pixels
    }

    /// True when every pixel's alpha is 255.
    var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { src in
            var all: UInt8 = 255
            var i = 3
            while i < src.count { all &= src[i]; i += 4 }
            return all == 255
        }
    }

    /// Wraps premultiplied bytes; `pixels.count` must be `width * height * 4`.
    init(width: Int, height: Int, premultiplied pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "Canvas: pixel buffer size mismatch")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// Straight-alpha RGBA8. Each colour byte becomes `round(c * 255 / a)` (integer, half up),
    /// clamped to 255; alpha 0 gives (0,0,0,0); an opaque canvas converts byte for byte.
    public func toImage() -> RGBAImage {
        // An opaque premultiplied pixel is already straight: share the bytes, copy nothing.
        if isOpaque { return RGBAImage(width: width, height: height, pixels: pixels) }
        var out = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var i = 0
                let n = src.count
                while i < n {
                    let a = UInt32(src[i + 3])
                    if a == 255 {
                        dst[i] = src[i]; dst[i + 1] = src[i + 1]; dst[i + 2] = src[i + 2]; dst[i + 3] = 255
                    } else if a != 0 {
                        let half = a / 2
                        dst[i] = UInt8(min(255, (UInt32(src[i]) * 255 + half) / a))
                        dst[i + 1] = UInt8(min(255, (UInt32(src[i + 1]) * 255 + half) / a))
                        dst[i + 2] = UInt8(min(255, (UInt32(src[i + 2]) * 255 + half) / a))
                        dst[i + 3] = UInt8(a)
                    }
                    i += 4
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
