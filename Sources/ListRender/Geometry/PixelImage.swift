/// A decoded picture a scenario names (a row's image): straight-alpha RGBA8, row-major, no row
/// padding. A plain value so Scenario can hold it and Paint hand it to Raster untouched.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "PixelImage: pixel buffer size mismatch")
        self.width = width; self.height = height; self.pixels = pixels
    }

    // Equality and hashing by size and bytes; comparing the bytes first by identity (then one
    // memcmp) keeps display-list comparisons of unchanged frames cheap.
    public static func == (a: PixelImage, b: PixelImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels.hasSameBytes(as: b.pixels)
    }

    public func hash(into h: inout Hasher) {
        h.combine(width); h.combine(height); h.combine(pixels.count)
    }
}
