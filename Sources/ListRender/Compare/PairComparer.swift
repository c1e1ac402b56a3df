/// `compare`'s pairs of PNG files, one after another on one thread, with the buffers kept from
/// pair to pair: both images decoded into them and the diff drawn band by band into a palette PNG
/// (`ReferenceComparer`, what `verify` compares with). A pair of files with the same bytes holds
/// the same pixels: it is decoded once, to know it is a PNG and its size, and passes.
///
/// Why: comparing two folders of 3x frames made three fresh 12 MB arrays a pair (both images and
/// the diff), and faulting their pages in cost more CPU than comparing them (docs/benchmarks.md).
/// Not thread-safe: one per thread.
final class PairComparer {
    private let reference = ReferenceComparer()
    private let encoder = PNGFrameEncoder()
    /// The decoded actual image: its first `width * height * 4` bytes (the rest is decoder scratch).
    private var actual: [UInt8] = []

    /// Compares the PNG files at `actualPath` and `expectedPath` (read and decoded in that order,
    /// so a problem with both is reported for the actual first): the comparison, whether `verdict`
    /// accepts it and, with `drawsDiff`, the diff PNG's bytes when it does not. The same counts
    /// as `ImageComparison.compare`; `differenceBounds` only for a pair that fails.
    func compare(actualPath: String, expectedPath: String, options: PixelmatchOptions, verdict: ComparisonVerdict,
                 drawsDiff: Bool) throws -> (comparison: ImageComparison, match: Bool, diff: [UInt8]?) {
        let actualBytes = try PNGCodec.readFile(at: actualPath)
        let size = try PNGFile.decode(actualBytes, name: actualPath, into: &actual)
        let expectedBytes = try PNGCodec.readFile(at: expectedPath)
        if expectedBytes.hasSameBytes(as: actualBytes) {
            let same = ImageComparison.identical(width: size.width, height: size.height, ignoring: IgnoreMask())
            return (same, verdict.isMatch(same), nil)
        }
        try reference.decodeReference(expectedBytes, name: expectedPath)
        var diff: [UInt8]?
        let byteCount = size.width * size.height * 4
        let (comparison, match) = try actual.withUnsafeBytes { a in
            try reference.compare(
                actual: a, width: size.width, height: size.height,
                image: { RGBAImage(width: size.width, height: size.height, pixels: Array(a[0..<byteCount])) },
                options: options, verdict: verdict, ignoring: IgnoreMask(), drawsDiff: drawsDiff, encoder: encoder,
                failing: { diff = Array($0) })
        }
        return (comparison, match, diff)
    }
}
