/// The outcome of comparing two images: pixelmatch's count plus what a report needs around it.
public struct ImageComparison: Equatable, Sendable {
    /// Width of the compared area: the images' width, or the wider of the two on a size mismatch.
    public let width: Int
    /// Height of the compared area, as `width`.
    public let height: Int
    /// Pixels pixelmatch counts as different. On a size mismatch every pixel of the
    /// `width` x `height` union counts, so `mismatchedPixels == totalPixels`.
    public let mismatchedPixels: Int
    /// `width * height`.
    public let totalPixels: Int
    /// The images have different sizes; always a difference, never a match.
    public let sizeMismatch: Bool
    /// Size of the first (actual) image.
    public let actualSize: PixelSize
    /// Size of the second (expected) image.
    public let expectedSize: PixelSize
    /// pixelmatch's diff image when one was asked for. On a size mismatch: the union area in `diffColor`.
    /// Ignored areas are tinted and outlined in it.
    public var diffImage: RGBAImage?
    /// Pixels left out by the ignore mask (they never count as mismatched).
    public var ignoredPixels: Int = 0
    /// The smallest rectangle holding every mismatched pixel; known only when a diff image was
    /// made (nil with no difference). On a size mismatch, the whole union area.
    public var differenceBounds: PixelArea?

    /// Compares `actual` (pixelmatch's img1: the grey base of the diff) with `expected` (img2).
    /// Never throws: different sizes become a reported difference.
    public static func compare(actual: RGBAImage, expected: RGBAImage,
                               options: PixelmatchOptions = PixelmatchOptions(),
                               makeDiff: Bool = false, ignoring mask: IgnoreMask = IgnoreMask()) -> ImageComparison {
        let aSize = PixelSize(width: actual.width, height: actual.height)
        let eSize = PixelSize(width: expected.width, height: expected.height)
        guard aSize == eSize else {
            let w = max(aSize.width, eSize.width), h = max(aSize.height, eSize.height)
            let diff = makeDiff ? RGBAImage(width: w, height: h, fill: options.diffColor.opaque) : nil
            return ImageComparison(width: w, height: h, mismatchedPixels: w * h, totalPixels: w * h,
                                   sizeMismatch: true, actualSize: aSize, expectedSize: eSize, diffImage: diff,
                                   differenceBounds: makeDiff ? PixelArea(x: 0, y: 0, width: w, height: h) : nil)
        }
        var output: RGBAImage? = makeDiff ? RGBAImage(width: aSize.width, height: aSize.height) : nil
        // Sizes are equal, so pixelmatch cannot throw here; 0 keeps the compiler honest without a trap.
        let compared = mask.isEmpty ? expected : mask.masking(expected, from: actual)
        let outcome = (try? pixelmatchCounting(actual, compared, output: &output, options: options, freshOutput: true))
            ?? PixelmatchOutcome(count: 0, bounds: nil)
        let count = outcome.count, bounds = outcome.bounds
        if !mask.isEmpty, var drawn = output { mask.outline(&drawn); output = drawn }
        var comparison = sameSize(width: aSize.width, height: aSize.height, mismatched: count, bounds: bounds, ignoring: mask)
        comparison.diffImage = output
        return comparison
    }

    /// What `compare` (without a diff image) finds for two `width` x `height` images with the
    /// same bytes: nothing differs. Verify's result for a frame whose PNG is its reference file
    /// byte for byte, found without decoding either.
    static func identical(width: Int, height: Int, ignoring mask: IgnoreMask) -> ImageComparison {
        sameSize(width: width, height: height, mismatched: 0, bounds: nil, ignoring: mask)
    }

    /// The comparison of two `width` x `height` images in which pixelmatch counted `mismatched`
    /// pixels inside `bounds` (nil when no diff image was drawn), `mask` left out; no diff image.
    static func sameSize(width: Int, height: Int, mismatched: Int, bounds: PixelArea?,
                         ignoring mask: IgnoreMask) -> ImageComparison {
        let size = PixelSize(width: width, height: height)
        return ImageComparison(width: width, height: height, mismatchedPixels: mismatched, totalPixels: width * height,
                               sizeMismatch: false, actualSize: size, expectedSize: size, diffImage: nil,
                               ignoredPixels: mask.coveredPixels(width: width, height: height),
                               differenceBounds: bounds)
    }

    /// The share of mismatched pixels, 0...1 (0 for an empty image).
    public var mismatchRatio: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }
}

/// An image's size in pixels.
public struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// `"WxH"`.
    public var description: String { "\(width)x\(height)" }
}

/// When a comparison counts as a match. With no limit set, only zero mismatched pixels match;
/// each limit that is set must hold; a size mismatch never matches.
public struct ComparisonVerdict: Equatable, Sendable {
    /// Most mismatched pixels still called a match.
    public var maxDiffPixels: Int?
    /// Largest mismatched share (0...1) still called a match.
    public var maxDiffRatio: Double?

    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }

    /// Throws an `OptionError` naming the field for a negative limit, or a ratio outside 0...1 (or NaN).
    public func validate() throws {
        if let n = maxDiffPixels, n < 0 {
            throw OptionError(.maxDiffPixels, value: "\(n)", problem: "must not be negative")
        }
        if let r = maxDiffRatio, !(r.isFinite && r >= 0 && r <= 1) {
            throw OptionError(.maxDiffRatio, value: "\(r)", problem: "must be between 0 and 1")
        }
    }

    /// Whether `comparison` passes.
    public func isMatch(_ comparison: ImageComparison) -> Bool {
        if comparison.sizeMismatch { return false }
        if maxDiffPixels == nil && maxDiffRatio == nil { return comparison.mismatchedPixels == 0 }
        if let n = maxDiffPixels, comparison.mismatchedPixels > n { return false }
        if let r = maxDiffRatio, comparison.mismatchRatio > r { return false }
        return true
    }
}

extension Color {
    /// The same colour, fully opaque (pixelmatch always writes alpha 255).
    var opaque: Color { Color(r: r, g: g, b: b, a: 255) }
}
