import Foundation

/// The options of mapbox/pixelmatch 7.x, with its names and defaults.
public struct PixelmatchOptions: Equatable, Sendable {
    /// Matching threshold, 0...1; smaller is more sensitive. Pixelmatch's default 0.1.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of skipping them.
    public var includeAA: Bool
    /// Opacity, 0...1, of the grey copy of the first image under the diff output.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff output (pixelmatch draws them, never counts them).
    public var aaColor: Color
    /// Colour of differing pixels in the diff output.
    public var diffColor: Color
    /// If set, differing pixels where the second image is darker get this colour instead.
    public var diffColorAlt: Color?
    /// Draw only the differing pixels, over whatever the output held (transparent when we made it).
    public var diffMask: Bool

    /// Pixelmatch's defaults unless told otherwise.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: Color = Color(r: 255, g: 255, b: 0), diffColor: Color = Color(r: 255, g: 0, b: 0),
                diffColorAlt: Color? = nil, diffMask: Bool = false) {
        self.threshold = threshold; self.includeAA = includeAA; self.alpha = alpha
        self.aaColor = aaColor; self.diffColor = diffColor; self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }

    /// Throws an `OptionError` naming `threshold` or `alpha` when it is outside 0...1 (or NaN).
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw OptionError(.threshold, value: "\(threshold)", problem: "must be between 0 and 1")
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw OptionError(.alpha, value: "\(alpha)", problem: "must be between 0 and 1")
        }
    }
}

/// Counts the pixels that differ between two equally sized images, exactly as mapbox/pixelmatch
/// 7.x does (same arithmetic in the same order on `Double`s, so the same count for the same input),
/// and draws its diff image into `output` when that is non-nil.
///
/// `output` is drawn in place like pixelmatch's output buffer: pixels pixelmatch leaves alone
/// (everything but differences under `diffMask`) keep what `output` held. A nil `output` draws
/// nothing; an `output` of the wrong size is replaced by a transparent one of the right size.
/// Diff values are stored the way a Node `Buffer` (pngjs, the pixelmatch CLI) stores them:
/// truncated toward zero, not rounded as a browser's `Uint8ClampedArray` would.
///
/// Throws an `InputError` when the sizes differ (pixelmatch throws "Image sizes do not match.");
/// `ImageComparison.compare` turns that case into a reported difference instead.
func pixelmatch(_ img1: RGBAImage, _ img2: RGBAImage, output: inout RGBAImage?,
                       options: PixelmatchOptions = PixelmatchOptions()) throws -> Int {
    try pixelmatchCounting(img1, img2, output: &output, options: options).count
}

/// What one pixelmatch pass found: its count, and (when it drew a diff image) the smallest
/// rectangle holding every pixel it counted, tracked in the same pass.
struct PixelmatchOutcome {
    var count: Int
    var bounds: PixelArea?
    /// Rows from the pass's first on that are byte-equal in both images (up to the first that is
    /// not): a later pass over the same images need not compare them again.
    var equalRows = 0

    /// Two passes over different rows of one comparison as one: counts summed, boxes joined.
    mutating func add(_ other: PixelmatchOutcome) {
        count += other.count
        guard let b = other.bounds else { return }
        guard let a = bounds else { bounds = b; return }
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        let x1 = max(a.x + a.width, b.x + b.width), y1 = max(a.y + a.height, b.y + b.height)
        bounds = PixelArea(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// `pixelmatch`, also giving the bounds of the counted pixels. `freshOutput` says the caller made
/// `output` only to receive the diff: unless `diffMask` leaves pixels alone, every byte is
/// written by the pass, so the buffer is allocated without zero-filling it first.
func pixelmatchCounting(_ img1: RGBAImage, _ img2: RGBAImage, output: inout RGBAImage?,
                        options: PixelmatchOptions, freshOutput: Bool = false) throws -> PixelmatchOutcome {
    guard img1.width == img2.width, img1.height == img2.height else {
        throw InputError("image sizes do not match: \(img1.width)x\(img1.height) vs \(img2.width)x\(img2.height)")
    }
    let width = img1.width, height = img1.height
    let byteCount = width * height * 4
    // Take the buffer out of the optional so it is uniquely referenced and mutates without a copy.
    var outPixels: [UInt8]? = nil
    if let existing = output {
        if freshOutput && !options.diffMask {
            outPixels = [UInt8](unsafeUninitializedCapacity: byteCount) { _, n in n = byteCount }
        } else {
            outPixels = existing.width == width && existing.height == height
                ? existing.pixels : [UInt8](repeating: 0, count: byteCount)
        }
        output = nil
    }
    var outcome = PixelmatchOutcome(count: 0, bounds: nil)
    img1.pixels.withUnsafeBytes { a in
        img2.pixels.withUnsafeBytes { b in
            let kernel = PixelmatchKernel(a: a, b: b, width: width, height: height, options: options)
            if outPixels == nil {
                outcome = kernel.run(output: nil)
            } else {
                outPixels!.withUnsafeMutableBytes { o in outcome = kernel.run(output: o) }
            }
        }
    }
    if let pixels = outPixels { output = RGBAImage(width: width, height: height, pixels: pixels) }
    return outcome
}

/// pixelmatch's loop and helpers over raw buffers whose sizes were checked once by the caller.
struct PixelmatchKernel {
    let a: UnsafeRawBufferPointer
    let b: UnsafeRawBufferPointer
    let width: Int
    let height: Int
    let options: PixelmatchOptions
    /// Where `output` starts in the images, in bytes: a band's diff is drawn into a buffer that
    /// holds only its rows (`run(rows:)`), so the whole diff never exists (ReferenceComparer).
    var outputShift = 0
    /// Rows above this are byte-equal in both images (an earlier pass compared them): only their
    /// grey is drawn, without reading the second image again.
    var knownEqualRows = 0
    /// A byte a row of the second image, nonzero where that row is exactly the row above (its
    /// decoder said so: PNGFile's `repeats`). Below a row found equal in both images, such a row
    /// is equal in both exactly when the first image's row repeats its row above too, which is
    /// compared in cache instead of reading the second image's row from memory.
    var secondRepeats: UnsafeBufferPointer<UInt8>? = nil
    /// The colour deltas of opaque pixel pairs already worked out (`ColorDeltaMemo`), or nil.
    var deltaMemo: ColorDeltaMemo? = nil

    init(a: UnsafeRawBufferPointer, b: UnsafeRawBufferPointer, width: Int, height: Int, options: PixelmatchOptions) {
        self.a = a; self.b = b; self.width = width; self.height = height; self.options = options
    }

    /// With `stopAbove`, a pass without output gives up as soon as more than that many pixels
    /// count (its count is then `stopAbove + 1`, not the total): enough to know a frame fails.
    /// `rows` limits the pass to those rows (pixelmatch's neighbours are still read across them);
    /// `output` then holds from the `outputShift` byte on.
    func run(output: UnsafeMutableRawBufferPointer?, rows: Range<Int>? = nil, stopAbove: Int = .max) -> PixelmatchOutcome {
        // pixelmatch's first step, its fast path for identical buffers, is the row loop's below:
        // equal rows are found by memcmp (whole words, SIMD in glibc), so identical images cost one
        // pass through memory, and differing ones no extra pass up to their first difference.
        if width == 0 || height == 0 { return PixelmatchOutcome(count: 0, bounds: nil) }

        // Maximum acceptable square distance between two colours;
        // 35215 is the maximum possible value of the YIQ difference metric.
        let maxDelta = 35215 * options.threshold * options.threshold
        let aa = options.aaColor, dc = options.diffColor, alt = options.diffColorAlt ?? options.diffColor
        let includeAA = options.includeAA, diffMask = options.diffMask, alpha = options.alpha
        var diff = 0
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1

        let rowBytes = width &* 4
        let shift = outputShift
        let end = rows?.upperBound ?? height
        var y = rows?.lowerBound ?? 0
        var equalRows: Int?
        // Whether the row above `y` was found equal in both images by this pass.
        var aboveEqual = false
        while y < end {
            // Rows equal in both images have no differences: one memcmp a row instead of a pixel
            // loop, and (with a diff image) their faded copy drawn as one block.
            var same = y
            while same < end && (same < knownEqualRows || rowEqual(same, aboveEqual: same > y || aboveEqual, rowBytes)) {
                same &+= 1
            }
            aboveEqual = same > y
            if same > y {
                if let out = output, !diffMask { drawGrayRows(y..<same, out) }
                y = same
                continue
            }
            if equalRows == nil { equalRows = y &- (rows?.lowerBound ?? 0) }
            // The faded grey of similar pixels, remembered for runs of one colour.
            var grayIn: UInt32 = 0, grayOut: UInt32 = 0, grayKnown = false
            let rowStart = y &* width, rowEnd = rowStart &+ width
            var x = 0
            while x < width {
                let i = rowStart &+ x
                let pos = i &* 4
                let word = px(a, i), other = px(b, i)
                if word == other {
                    // Equal pixels: delta 0, never counted. The grey of the run of this colour in
                    // both images is drawn at once; without a grey to draw, the run of equal pixels
                    // is passed over at once (whole runs, eight pixels a step: fillGrayRun).
                    if let out = output, !diffMask {
                        if !grayKnown || word != grayIn {
                            drawGrayPixel(a, pos, alpha, out, at: pos &- shift)
                            grayIn = word; grayOut = out.loadUnaligned(fromByteOffset: pos &- shift, as: UInt32.self); grayKnown = true
                        } else {
                            out.storeBytes(of: grayOut, toByteOffset: pos &- shift, as: UInt32.self)
                        }
                        x = fillGrayRun(a, also: b, from: i &+ 1, end: rowEnd, word: word, grey: grayOut, out, shift: shift) &- rowStart
                    } else {
                        x = equalRunEnd(a, b, from: i &+ 1, end: rowEnd) &- rowStart
                    }
                    continue
                }
                // Squared YIQ distance, negative when the img2 pixel is darker.
                let delta: Double
                if let memo = deltaMemo {
                    delta = memo.delta(word, other) { colorDelta(a, b, pos, pos, yOnly: false) }
                } else {
                    delta = colorDelta(a, b, pos, pos, yOnly: false)
                }
                if abs(delta) > maxDelta {
                    // A real rendering difference, or just anti-aliasing? (Not asked when
                    // anti-aliased pixels count anyway: pixelmatch 7 skips the test then too.)
                    if !includeAA && (antialiased(a, x, y, a, b) || antialiased(b, x, y, b, a)) {
                        // Anti-aliasing: drawn, never counted (and never part of a mask).
                        if let out = output, !diffMask { drawPixel(out, pos &- shift, aa) }
                    } else {
                        if let out = output {
                            drawPixel(out, pos &- shift, delta < 0 ? alt : dc)
                            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
                        }
                        diff &+= 1
                        if diff > stopAbove { return PixelmatchOutcome(count: diff, bounds: nil, equalRows: equalRows ?? 0) }
                    }
                } else if let out = output, !diffMask {
                    // Similar pixels: a grey copy of img1 faded towards white.
                    if !grayKnown || word != grayIn {
                        drawGrayPixel(a, pos, alpha, out, at: pos &- shift)
                        grayIn = word; grayOut = out.loadUnaligned(fromByteOffset: pos &- shift, as: UInt32.self); grayKnown = true
                    } else {
                        out.storeBytes(of: grayOut, toByteOffset: pos &- shift, as: UInt32.self)
                    }
                }
                x &+= 1
            }
            y &+= 1
        }
        let bounds = x1 < 0 ? nil : PixelArea(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
        return PixelmatchOutcome(count: diff, bounds: bounds, equalRows: equalRows ?? (end &- (rows?.lowerBound ?? 0)))
    }

    /// Whether row `y` is byte-equal in both images; `aboveEqual`: the row above is.
    @inline(__always)
    func rowEqual(_ y: Int, aboveEqual: Bool, _ rowBytes: Int) -> Bool {
        let start = y &* rowBytes
        if aboveEqual, let repeats = secondRepeats, y > 0, y < repeats.count, repeats[y] != 0 {
            return memcmp(a.baseAddress! + start, a.baseAddress! + (start &- rowBytes), rowBytes) == 0
        }
        return memcmp(a.baseAddress! + start, b.baseAddress! + start, rowBytes) == 0
    }

    /// The faded grey copy of img1 for whole rows. A row equal to the one above it in img1 (most
    /// of a list: backgrounds, gaps) copies the grey row already drawn: same bytes, one memcpy.
    func drawGrayRows(_ rows: Range<Int>, _ out: UnsafeMutableRawBufferPointer) {
        let rowBytes = width &* 4
        for y in rows {
            let start = y &* rowBytes
            if y > rows.lowerBound && memcmp(a.baseAddress! + start, a.baseAddress! + (start &- rowBytes), rowBytes) == 0 {
                memcpy(out.baseAddress! + (start &- outputShift), out.baseAddress! + (start &- outputShift &- rowBytes), rowBytes)
            } else {
                drawGrayRun(a, from: y &* width, count: width, options.alpha, out, at: start &- outputShift)
            }
        }
    }

    /// Pixel `i` as one 32-bit word, for equality tests only.
    @inline(__always)
    func px(_ img: UnsafeRawBufferPointer, _ i: Int) -> UInt32 {
        img.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
    }

    /// Whether the pixel at (x1, y1) of `img` is likely anti-aliasing: "Anti-aliased Pixel and
    /// Intensity Slope Detector", V. Vysniauskas, 2009. `img32`/`other32` are `img` and the other image.
    ///
    /// Where the centre and its neighbours are opaque (every pixel of a frame), the brightness
    /// deltas are compared as exact integers (`opaqueBrightness`) instead of `Double`s: the same
    /// zeroes, the same darkest and brightest neighbour, so the same verdict as
    /// `antialiasedInDoubles`, pixelmatch's own arithmetic, which any other pixel still takes.
    @inline(__always)
    func antialiased(_ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int,
                     _ img32: UnsafeRawBufferPointer, _ other32: UnsafeRawBufferPointer) -> Bool {
        antialiasedOpaque(img, x1, y1, img32, other32)
            ?? antialiasedInDoubles(img, x1, y1, img32, other32)
    }

    /// `antialiasedInDoubles` in integers for an opaque neighbourhood; nil (undecided) as soon as
    /// it meets a pixel that is not opaque. For opaque pixels pixelmatch's brightness delta,
    /// `dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223` in `Double`s, is within 6e-14 of the
    /// integer `opaqueBrightness(centre) - opaqueBrightness(neighbour)` over 1e8 for every dr, dg,
    /// db; and no two colours have the same integer brightness (the closest two differ by 229,
    /// 2.29e-6 after scaling). So a delta is 0 exactly when the colours are equal, and two deltas
    /// compare as their integers do: the same zeroes, ties, darkest and brightest neighbour, so the
    /// same verdict. Both facts are checked over every value by scripts/pixelmatch-integer-brightness.c.
    @inline(__always)
    func antialiasedOpaque(_ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int,
                           _ img32: UnsafeRawBufferPointer, _ other32: UnsafeRawBufferPointer) -> Bool? {
        let pos = y1 &* width &+ x1
        guard img[pos &* 4 &+ 3] == 255 else { return nil }
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let centreWord = px(img, pos), centre = opaqueBrightness(img, pos)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0, maxDelta = 0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // The 8 neighbours in pixelmatch's order (x outer, y inner), as `antialiasedInDoubles`.
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let n = y &* width &+ x
                // An identical neighbour (inside a glyph, most of them) is a zero without the sum.
                let same = px(img, n) == centreWord
                guard same || img[n &* 4 &+ 3] == 255 else { return nil }
                let delta = same ? 0 : centre &- opaqueBrightness(img, n)
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img32, minX, minY) && hasManySiblings(other32, minX, minY))
            || (hasManySiblings(img32, maxX, maxY) && hasManySiblings(other32, maxX, maxY))
    }

    /// Pixel `i`'s brightness in pixelmatch's weights scaled by 1e8 to integers (its alpha is not
    /// part of it: only for opaque pixels). The difference of two is pixelmatch's delta × 1e8.
    @inline(__always)
    func opaqueBrightness(_ img: UnsafeRawBufferPointer, _ i: Int) -> Int {
        let k = i &* 4
        return Int(img[k]) &* 29_889_531 &+ Int(img[k &+ 1]) &* 58_662_247 &+ Int(img[k &+ 2]) &* 11_448_223
    }

    /// pixelmatch's anti-aliasing test as it is written, on `Double`s: for pixels that are not
    /// opaque (where the blend with its background pattern comes in), and the reference the
    /// integer path is tested against (ComparePixelmatchOpaqueAATests).
    func antialiasedInDoubles(_ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int,
                              _ img32: UnsafeRawBufferPointer, _ other32: UnsafeRawBufferPointer) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // The 8 neighbours, x outer and y inner as pixelmatch walks them (it decides ties).
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                // Brightness delta between the centre pixel and this neighbour.
                let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    // More than 2 equal neighbours: definitely not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        // Without both a darker and a brighter neighbour it is not anti-aliasing.
        if minDelta == 0 || maxDelta == 0 { return false }
        // Anti-aliased if the darkest or the brightest neighbour has 3+ equal neighbours in both images.
        return (hasManySiblings(img32, minX, minY) && hasManySiblings(other32, minX, minY))
            || (hasManySiblings(img32, maxX, maxY) && hasManySiblings(other32, maxX, maxY))
    }

    /// Whether the pixel at (x1, y1) has 3 or more identical neighbours (an image edge counts as one).
    func hasManySiblings(_ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let val = px(img, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if val == px(img, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// Colour difference in YIQ: "Measuring perceived color difference using YIQ NTSC transmission
/// color space in mobile applications", Y. Kotsarenko and F. Ramos. Squared distance, negative when
/// the `img2` pixel is darker; with `yOnly`, the signed brightness difference alone.
/// Semi-transparent pixels are composited over pixelmatch 7's background pattern chosen by the
/// byte offset `k` (k is always a multiple of 4, so the red background is always 48).
@inline(__always)
func colorDelta(_ img1: UnsafeRawBufferPointer, _ img2: UnsafeRawBufferPointer,
                _ k: Int, _ m: Int, yOnly: Bool) -> Double {
    let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
    let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])

    var dr = r1 - r2
    var dg = g1 - g2
    var db = b1 - b2
    let da = a1 - a2
    if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }

    if a1 < 255 || a2 < 255 {
        // Blend both pixels with the background: the integer numerators are exact in Double,
        // as they are in JavaScript, so only the division rounds.
        let rb = 48 + 159 * Double(k % 2)
        let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
        let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255
        db = (b1 * a1 - b2 * a2 - bb * da) / 255
    }

    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }

    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    // The sign says whether the pixel lightens or darkens.
    return y > 0 ? -delta : delta
}

@inline(__always)
func drawPixel(_ out: UnsafeMutableRawBufferPointer, _ pos: Int, _ c: Color) {
    out[pos] = c.r; out[pos + 1] = c.g; out[pos + 2] = c.b; out[pos + 3] = 255
}

/// pixelmatch's grey background pixel: img's luma, faded towards white by `alpha` × pixel alpha;
/// the pixel at byte `i` of `img` drawn at byte `o` of `out` (the same place unless `out` is a band).
@inline(__always)
func drawGrayPixel(_ img: UnsafeRawBufferPointer, _ i: Int, _ alpha: Double, _ out: UnsafeMutableRawBufferPointer,
                   at o: Int? = nil) {
    let luma = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
    let val = 255 + (luma - 255) * alpha * Double(img[i + 3]) / 255
    let v = jsToUint8(val)
    let o = o ?? i
    out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = 255
}

/// `drawGrayPixel` for `count` pixels from pixel `start`, drawn from byte `outStart` of `out`.
/// Runs of one colour (most of a UI frame) reuse the last pixel's result, and the colours of a
/// text row's edges (a few coverage levels, over and over) are looked up in a small memo, so the
/// floating-point fade runs once per colour, with the same arithmetic and so the same bytes.
func drawGrayRun(_ img: UnsafeRawBufferPointer, from start: Int, count: Int, _ alpha: Double,
                 _ out: UnsafeMutableRawBufferPointer, at outStart: Int) {
    let end = start &+ count
    let shift = start &* 4 &- outStart
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 64) { memo in
        // A slot: the colour's word above its grey's (never 0: the grey's alpha byte is 255).
        memo.initialize(repeating: 0)
        var i = start
        while i < end {
            let word = img.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 26)
            let entry = memo[slot]
            let grey: UInt32
            if UInt32(truncatingIfNeeded: entry) != 0 && UInt32(truncatingIfNeeded: entry >> 32) == word {
                grey = UInt32(truncatingIfNeeded: entry)
                out.storeBytes(of: grey, toByteOffset: i &* 4 &- shift, as: UInt32.self)
            } else {
                drawGrayPixel(img, i &* 4, alpha, out, at: i &* 4 &- shift)
                grey = out.loadUnaligned(fromByteOffset: i &* 4 &- shift, as: UInt32.self)
                memo[slot] = UInt64(word) << 32 | UInt64(grey)
            }
            i &+= 1
            // A run goes on: filled eight pixels a step (not tried for a lone pixel of text's edge).
            if i < end && img.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self) == word {
                i = fillGrayRun(img, from: i, end: end, word: word, grey: grey, out, shift: shift)
            }
        }
    }
}

/// Stores `grey` for the pixels from `start` on that hold `word` (in `other` too, when given), up
/// to the first that does not (or `end`), and returns where it stopped. Eight pixels are compared
/// and stored a step: the long runs of a UI frame's backgrounds were compared a pixel at a time,
/// most of the grey's cost.
@inline(__always)
func fillGrayRun(_ img: UnsafeRawBufferPointer, also other: UnsafeRawBufferPointer? = nil, from start: Int, end: Int,
                 word: UInt32, grey: UInt32, _ out: UnsafeMutableRawBufferPointer, shift: Int) -> Int {
    var j = start
    let words = SIMD8<UInt32>(repeating: word), greys = SIMD8<UInt32>(repeating: grey)
    // `!any(.!=)`, not `==`: Equatable's == on SIMD8 compiled to a lane-by-lane loop through the stack.
    while j &+ 8 <= end {
        var differs = img.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<UInt32>.self) .!= words
        if let other { differs .|= other.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<UInt32>.self) .!= words }
        if any(differs) { break }
        out.storeBytes(of: greys, toByteOffset: j &* 4 &- shift, as: SIMD8<UInt32>.self)
        j &+= 8
    }
    while j < end && img.loadUnaligned(fromByteOffset: j &* 4, as: UInt32.self) == word
            && (other == nil || other!.loadUnaligned(fromByteOffset: j &* 4, as: UInt32.self) == word) {
        out.storeBytes(of: grey, toByteOffset: j &* 4 &- shift, as: UInt32.self)
        j &+= 1
    }
    return j
}

/// The first pixel from `start` (before `end`) where `a` and `b` differ, eight pixels a step.
@inline(__always)
func equalRunEnd(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, from start: Int, end: Int) -> Int {
    var j = start
    while j &+ 8 <= end && !any(a.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<UInt32>.self)
                                .!= b.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<UInt32>.self)) {
        j &+= 8
    }
    while j < end && a.loadUnaligned(fromByteOffset: j &* 4, as: UInt32.self)
            == b.loadUnaligned(fromByteOffset: j &* 4, as: UInt32.self) {
        j &+= 1
    }
    return j
}

/// JavaScript's ToUint8 (what storing into a `Uint8Array`/`Buffer` does): truncate, then wrap mod 256.
@inline(__always)
func jsToUint8(_ v: Double) -> UInt8 {
    guard v.isFinite else { return 0 }
    let t = v.rounded(.towardZero)
    if t >= 0 && t < 256 { return UInt8(t) }
    let m = t.truncatingRemainder(dividingBy: 256)
    return UInt8(m < 0 ? m + 256 : m)
}
