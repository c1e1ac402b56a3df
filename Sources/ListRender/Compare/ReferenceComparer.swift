/// Compares frame after frame with its reference PNG on one thread, as `ImageComparison.compare`
/// does (the same counts, box and diff bytes), for verify's differing frames.
///
/// Why not `compare` itself: a failing 3x frame made three fresh 12 MB arrays (the decoded
/// reference, a masked copy of it, the diff image), and faulting their pages in cost more CPU than
/// comparing them; and the frame was compared twice, once to count and again to draw the diff.
/// Here the decoded reference and the diff image live in buffers kept from frame to frame, the
/// mask is applied in place, and the counting pass stops at the first pixel that makes the frame
/// fail, so only a failing frame pays for the pass that draws its diff. Not thread-safe: one per thread.
final class ReferenceComparer {
    /// The decoded reference: its first `width * height * 4` bytes (the rest is decoder scratch).
    private var expected: [UInt8] = []
    private var expectedSize = PixelSize(width: 0, height: 0)
    /// The last diff image's pixels, drawn over completely for every failing frame.
    private var diff: [UInt8] = []
    /// Whether the last reference file this thread read differed from its frame's bytes: the
    /// caller's guess that the next one will too (set by the caller, read by nothing here).
    var lastReferenceDiffered = false

    /// Decodes `png` (the reference file's bytes) for the next `compare`. Throws `InputError`
    /// naming `name` for a file that is not a PNG, as `PNGCodec.decode`.
    func decodeReference(_ png: [UInt8], name: String) throws {
        let size = try PNGFile.decode(png, name: name, into: &expected)
        expectedSize = PixelSize(width: size.width, height: size.height)
    }

    /// Compares `actual` with the reference last decoded. With `drawsDiff`, a frame the `verdict`
    /// fails gets its diff image (pixelmatch's, with the ignored areas outlined) handed to
    /// `failing`: the image is valid only during the call, and `failing` may write over it (the
    /// encoder writes its scanlines over the pixels: the buffer is drawn over again for the next
    /// failing frame anyway). The comparison has the numbers and box of the differences but never
    /// the diff's pixels.
    func compare(actual: RGBAImage, options: PixelmatchOptions, verdict: ComparisonVerdict,
                 ignoring mask: IgnoreMask, drawsDiff: Bool, failing: (inout RGBAImage) throws -> Void) rethrows
        -> (comparison: ImageComparison, isMatch: Bool) {
        let size = PixelSize(width: actual.width, height: actual.height)
        guard size == expectedSize else { return try compareSizes(actual: actual, options: options, drawsDiff: drawsDiff, failing: failing) }
        let (width, height) = (size.width, size.height)
        let byteCount = width * height * 4
        // The limit above which a count fails the verdict: the counting pass need look no further.
        let limit = !drawsDiff ? Int.max : verdict.mismatchLimit(totalPixels: width * height)
        let first = actual.pixels.withUnsafeBytes { a in
            expected.withUnsafeMutableBytes { e in
                let e = UnsafeMutableRawBufferPointer(rebasing: e[0..<byteCount])
                if !mask.isEmpty { mask.mask(e, width: width, from: a) }
                return PixelmatchKernel(a: a, b: UnsafeRawBufferPointer(e), width: width, height: height, options: options)
                    .run(output: nil, stopAbove: limit)
            }
        }
        let counted = ImageComparison.sameSize(width: width, height: height, mismatched: first.count,
                                               bounds: nil, ignoring: mask)
        guard drawsDiff, first.count > limit else { return (counted, verdict.isMatch(counted)) }

        // It fails: count again from the top, drawing the diff this time.
        if diff.count != byteCount { diff = [UInt8](unsafeUninitializedCapacity: byteCount) { _, n in n = byteCount } }
        // diffMask draws only the differences, over what `compare`'s fresh image held: nothing.
        if options.diffMask { diff.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) } }
        let full = actual.pixels.withUnsafeBytes { a in
            expected.withUnsafeBytes { e in
                diff.withUnsafeMutableBytes { o in
                    PixelmatchKernel(a: a, b: UnsafeRawBufferPointer(rebasing: e[0..<byteCount]),
                                     width: width, height: height, options: options).run(output: o)
                }
            }
        }
        // Lent to the image, not copied (the outline then draws on it in place); back below.
        var image = RGBAImage(width: width, height: height, pixels: diff)
        diff = []
        defer { diff = image.pixels }
        if !mask.isEmpty { mask.outline(&image) }
        let comparison = ImageComparison.sameSize(width: width, height: height, mismatched: full.count,
                                                  bounds: full.bounds, ignoring: mask)
        try failing(&image)
        return (comparison, false)
    }

    /// Different sizes: `ImageComparison.compare`'s whole-union difference (rare; no buffer kept).
    private func compareSizes(actual: RGBAImage, options: PixelmatchOptions, drawsDiff: Bool,
                              failing: (inout RGBAImage) throws -> Void) rethrows -> (comparison: ImageComparison, isMatch: Bool) {
        let pixels = Array(expected.prefix(expectedSize.width * expectedSize.height * 4))
        let reference = RGBAImage(width: expectedSize.width, height: expectedSize.height, pixels: pixels)
        var comparison = ImageComparison.compare(actual: actual, expected: reference, options: options,
                                                 makeDiff: drawsDiff)
        if var image = comparison.diffImage { try failing(&image) }
        comparison.diffImage = nil
        return (comparison, false)
    }
}

extension ComparisonVerdict {
    /// The largest mismatched-pixel count of a same-size `totalPixels` comparison that still
    /// matches (`isMatch` holds for every count up to it and none above: it only grows stricter
    /// with the count). Found by asking `isMatch` itself, so the two never disagree.
    func mismatchLimit(totalPixels: Int) -> Int {
        func matches(_ count: Int) -> Bool {
            isMatch(ImageComparison.sameSize(width: totalPixels, height: 1, mismatched: count, bounds: nil,
                                             ignoring: IgnoreMask()))
        }
        var low = 0, high = totalPixels   // matches(low) always: no limit refuses zero differences
        if matches(high) { return high }
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if matches(mid) { low = mid } else { high = mid }
        }
        return low
    }
}
