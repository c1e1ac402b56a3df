/// Compares frame after frame with its reference PNG on one thread, as `ImageComparison.compare`
/// does (the same counts, box and diff pixels), for verify's differing frames, and encodes the
/// diff of a failing one.
///
/// Why not `compare` itself: a failing 3x frame made three fresh 12 MB arrays (the decoded
/// reference, a masked copy of it, the diff image), and faulting their pages in cost more CPU than
/// comparing them; and the frame was compared twice, once to count and again to draw the diff.
/// Here the decoded reference lives in a buffer kept from frame to frame, the mask is applied in
/// place, and the counting pass stops at the first pixel that makes the frame fail, so only a
/// failing frame pays for the pass that draws its diff, and that diff is drawn band by band into
/// the encoder. Not thread-safe: one per thread.
final class ReferenceComparer {
    /// The decoded reference: its first `width * height * 4` bytes (the rest is decoder scratch).
    private var expected: [UInt8] = []
    private var expectedSize = PixelSize(width: 0, height: 0)
    /// The decoded reference's rows that repeat the row above, as its file says (PNGFile's
    /// `repeats`): equal rows are then found without reading the reference's.
    private var repeats: [UInt8]? = []
    /// The rows of the diff the encoder takes next (an opaque diff is drawn band by band).
    private var band: [UInt8] = []
    /// How many rows a band of the diff holds.
    private let bandRows: Int
    /// The last whole diff image's pixels (`diffMask`'s, which is not opaque), drawn over
    /// completely for every such failing frame.
    private var diff: [UInt8] = []
    /// Whether the next differing frame is expected to fail: the last one compared here did (a
    /// changed suite fails frame after frame). Such a frame is counted and drawn in one pass,
    /// without the counting pass first that would read both frames once more; if it passes
    /// after all, its diff is dropped. The same results either way (tests set it to take both paths).
    var expectsFailure = false
    /// Whether the last reference file this thread read differed from its frame's bytes: the
    /// caller's guess that the next one will too (set by the caller, read by nothing here).
    var lastReferenceDiffered = false
    /// The colour deltas of the pixel pairs this thread's comparisons met (a changed suite's
    /// frames differ by the same pairs, frame after frame).
    private let deltaMemo = ColorDeltaMemo()

    /// `bandRows`: rows of the diff drawn per band, the rasterizer's band height by default (a
    /// band of a 3x frame stays in the cache until the encoder has read it).
    init(bandRows: Int = FrameBands.bandRows) { self.bandRows = max(1, bandRows) }

    /// Decodes `png` (the reference file's bytes) for the next `compare`. Throws `InputError`
    /// naming `name` for a file that is not a PNG, as `PNGCodec.decode`.
    func decodeReference(_ png: [UInt8], name: String) throws {
        let size = try PNGFile.decode(png, name: name, into: &expected, repeats: &repeats)
        expectedSize = PixelSize(width: size.width, height: size.height)
    }

    /// Compares `actual` with the reference last decoded. With `drawsDiff`, a frame the `verdict`
    /// fails gets its diff image (pixelmatch's, with the ignored areas outlined) encoded by
    /// `encoder`, and the PNG's bytes handed to `failing` (valid only during the call). The
    /// comparison has the numbers and box of the differences but never the diff's pixels.
    func compare(actual: RGBAImage, options: PixelmatchOptions, verdict: ComparisonVerdict,
                 ignoring mask: IgnoreMask, drawsDiff: Bool, encoder: PNGFrameEncoder,
                 failing: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> (comparison: ImageComparison, isMatch: Bool) {
        try actual.pixels.withUnsafeBytes { a in
            try compare(actual: a, width: actual.width, height: actual.height, image: { actual }, options: options,
                        verdict: verdict, ignoring: mask, drawsDiff: drawsDiff, encoder: encoder, failing: failing)
        }
    }

    /// `compare`, with the actual image's pixels as the first `width * height * 4` bytes of `a`
    /// (a decoded file in a buffer kept from pair to pair, as `compare`'s folders are, with the
    /// decoder's scratch after them). `image` makes it whole, only for images of different sizes.
    func compare(actual a: UnsafeRawBufferPointer, width: Int, height: Int, image: () -> RGBAImage,
                 options: PixelmatchOptions, verdict: ComparisonVerdict,
                 ignoring mask: IgnoreMask, drawsDiff: Bool, encoder: PNGFrameEncoder,
                 failing: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> (comparison: ImageComparison, isMatch: Bool) {
        guard PixelSize(width: width, height: height) == expectedSize else {
            return try compareSizes(actual: image(), options: options, drawsDiff: drawsDiff, encoder: encoder, failing: failing)
        }
        let byteCount = width * height * 4
        let a = UnsafeRawBufferPointer(rebasing: a[0..<byteCount])
        // The limit above which a count fails the verdict: the counting pass need look no further.
        let limit = !drawsDiff ? Int.max : verdict.mismatchLimit(totalPixels: width * height)
        if !mask.isEmpty {
            expected.withUnsafeMutableBytes { mask.mask(UnsafeMutableRawBufferPointer(rebasing: $0[0..<byteCount]), width: width, from: a) }
        }
        var equalRows = 0
        if !(drawsDiff && expectsFailure) {
            let first = expected.withUnsafeBytes { e in
                withRepeats(mask, height: height) { r in
                    var kernel = self.kernel(a, e, width: width, height: height, options: options)
                    kernel.secondRepeats = r
                    return kernel.run(output: nil, stopAbove: limit)
                }
            }
            let counted = ImageComparison.sameSize(width: width, height: height, mismatched: first.count,
                                                   bounds: nil, ignoring: mask)
            expectsFailure = first.count > limit
            guard drawsDiff, first.count > limit else { return (counted, verdict.isMatch(counted)) }
            // It fails: count again from the top, drawing the diff this time. The rows the
            // counting pass found equal are not compared again, only their grey drawn.
            equalRows = first.equalRows
        }
        let full = options.diffMask
            ? try drawWholeDiff(actual: a, width: width, height: height, options: options, mask: mask,
                                equalRows: equalRows, limit: limit, encoder: encoder, failing: failing)
            : try drawDiffInBands(actual: a, width: width, height: height, options: options, mask: mask,
                                  equalRows: equalRows, limit: limit, encoder: encoder, failing: failing)
        expectsFailure = full.count > limit
        // A frame expected to fail that passes: what the counting pass alone would have found.
        guard full.count > limit else {
            let counted = ImageComparison.sameSize(width: width, height: height, mismatched: full.count,
                                                   bounds: nil, ignoring: mask)
            return (counted, verdict.isMatch(counted))
        }
        let comparison = ImageComparison.sameSize(width: width, height: height, mismatched: full.count,
                                                  bounds: full.bounds, ignoring: mask)
        return (comparison, false)
    }

    /// The opaque diff (every pixel drawn, alpha 255) drawn a band of rows at a time as the encoder
    /// takes it, the bands' counts and boxes added up: it never exists whole, so the 12 MB of a 3x
    /// diff are neither written to memory nor read back by the encoder (docs/benchmarks.md). The
    /// encoder's bytes are those of the whole image, as frames drawn in bands. `failing` gets
    /// them only when more than `limit` pixels count.
    private func drawDiffInBands(actual a: UnsafeRawBufferPointer, width: Int, height: Int, options: PixelmatchOptions,
                                 mask: IgnoreMask, equalRows: Int, limit: Int, encoder: PNGFrameEncoder,
                                 failing: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> PixelmatchOutcome {
        let rowBytes = width * 4
        let bandBytes = min(bandRows, height) * rowBytes
        if band.count < bandBytes { band = [UInt8](unsafeUninitializedCapacity: bandBytes) { _, n in n = bandBytes } }
        var full = PixelmatchOutcome(count: 0, bounds: nil)
        try expected.withUnsafeBytes { e in
            try band.withUnsafeMutableBytes { o in
                try withRepeats(mask, height: height) { r in
                    var kernel = self.kernel(a, e, width: width, height: height, options: options)
                    kernel.knownEqualRows = equalRows
                    kernel.secondRepeats = r
                    // The encoder asks for each row once, in order, so each band is counted once;
                    // a diff of more than 256 colours is drawn again from the top, counted afresh.
                    // Indexed: the diff is for people, so its pixels are pixelmatch's but its bytes
                    // a palette PNG's, a third of the data to compress, and compressed quick (only
                    // the pixel to the left and the one above looked for: docs/benchmarks.md).
                    try encoder.withEncoded(opaqueBandsOf: width, height: height, indexed: true, band: { top in
                        if top == 0 { full = PixelmatchOutcome(count: 0, bounds: nil) }
                        let rows = top..<min(height, top + bandRows)
                        let out = UnsafeMutableRawBufferPointer(rebasing: o[0..<(rows.count * rowBytes)])
                        kernel.outputShift = top * rowBytes
                        full.add(kernel.run(output: out, rows: rows))
                        if !mask.isEmpty { mask.outline(out, width: width, rows: rows) }
                        return (UnsafePointer(o.baseAddress!.assumingMemoryBound(to: UInt8.self)), rows.count)
                    }, { if full.count > limit { try failing($0) } })
                }
            }
        }
        return full
    }

    /// A kernel comparing `actual`'s pixels `a` with the decoded reference's first `width * height`
    /// pixels in `expected`, with this thread's colour deltas.
    private func kernel(_ a: UnsafeRawBufferPointer, _ expected: UnsafeRawBufferPointer, width: Int, height: Int,
                        options: PixelmatchOptions) -> PixelmatchKernel {
        var kernel = PixelmatchKernel(a: a, b: UnsafeRawBufferPointer(rebasing: expected[0..<(width * height * 4)]),
                                      width: width, height: height, options: options)
        kernel.deltaMemo = deltaMemo
        return kernel
    }

    /// The reference's repeated rows for a kernel, while `body` runs: nil under an ignore mask
    /// (which overwrites reference pixels, so a row's repeat may no longer hold) or when they
    /// are not the reference's.
    private func withRepeats<R>(_ mask: IgnoreMask, height: Int,
                                _ body: (UnsafeBufferPointer<UInt8>?) throws -> R) rethrows -> R {
        guard mask.isEmpty, let marks = repeats, marks.count == height else { return try body(nil) }
        return try marks.withUnsafeBufferPointer { try body($0) }
    }

    /// The diff of `diffMask` (only the differences drawn, over nothing): whole, in the kept buffer,
    /// and encoded over its own pixels (they are drawn over again for the next such frame).
    private func drawWholeDiff(actual a: UnsafeRawBufferPointer, width: Int, height: Int, options: PixelmatchOptions,
                               mask: IgnoreMask, equalRows: Int, limit: Int, encoder: PNGFrameEncoder,
                               failing: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> PixelmatchOutcome {
        let byteCount = width * height * 4
        if diff.count != byteCount { diff = [UInt8](unsafeUninitializedCapacity: byteCount) { _, n in n = byteCount } }
        // diffMask draws only the differences, over what `compare`'s fresh image held: nothing.
        _ = diff.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) }
        let full = expected.withUnsafeBytes { e in
            diff.withUnsafeMutableBytes { o in
                var kernel = self.kernel(a, e, width: width, height: height, options: options)
                kernel.knownEqualRows = equalRows
                return kernel.run(output: o)
            }
        }
        // Lent to the image, not copied (the outline then draws on it in place); back below.
        var image = RGBAImage(width: width, height: height, pixels: diff)
        diff = []
        defer { diff = image.pixels }
        guard full.count > limit else { return full }
        if !mask.isEmpty { mask.outline(&image) }
        try encoder.withEncoded(overwriting: &image, failing)
        return full
    }

    /// Different sizes: `ImageComparison.compare`'s whole-union difference (rare; no buffer kept).
    private func compareSizes(actual: RGBAImage, options: PixelmatchOptions, drawsDiff: Bool, encoder: PNGFrameEncoder,
                              failing: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> (comparison: ImageComparison, isMatch: Bool) {
        let pixels = Array(expected.prefix(expectedSize.width * expectedSize.height * 4))
        let reference = RGBAImage(width: expectedSize.width, height: expectedSize.height, pixels: pixels)
        var comparison = ImageComparison.compare(actual: actual, expected: reference, options: options,
                                                 makeDiff: drawsDiff)
        if var image = comparison.diffImage { try encoder.withEncoded(overwriting: &image, failing) }
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
