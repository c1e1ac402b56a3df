/// A decoded or rendered image: straight-alpha RGBA8, row-major, 4 bytes a pixel, no row padding.
/// This is what PNG holds and what Compare reads, so Codec and Compare speak only this type.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// Makes an image; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage: pixel buffer size mismatch")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A new image filled with one colour.
    public init(width: Int, height: Int, fill: Color = .clear) {
        self.width = width; self.height = height
        var p = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .clear {
            for i in stride(from: 0, to: p.count, by: 4) {
                p[i] = fill.r; p[i + 1] = fill.g; p[i + 2] = fill.b; p[i + 3] = fill.a
            }
        }
        self.pixels = p
    }

    /// Same size, same bytes (one memcmp, not Array's element-by-element generic path).
    public static func == (a: RGBAImage, b: RGBAImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels.hasSameBytes(as: b.pixels)
    }
}
