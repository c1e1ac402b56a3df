#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.shadow`: a rounded rect's coverage, offset, blurred by a separable Gaussian, in one colour.
///
/// Blur radius to sigma: we take `sigma = blur / 2` (in device pixels, `blur * scale / 2`), the
/// rule CSS and canvas use for their blur radius and close to how CALayer.shadowRadius looks;
/// Apple documents no formula, so this is a choice, not a measurement. The kernel's taps are the
/// Gaussian's integral over each pixel (erf), normalised to sum to 1, out to 3 sigma.
/// The mask covers only the shape's pixels plus 3 sigma (and no more than the clip plus 3 sigma);
/// all arithmetic is Double in a fixed order, so the bytes are the same on every run.
enum ShadowBlur {
    /// Sigmas above this (device pixels) are clamped, bounding the mask to the canvas plus 300 px
    /// each side; real shadows (a few points) are far below it.
    static let maxSigma = 100.0

    /// How many pixels the blur reaches past the shape: the kernel's half-width, out to 3 sigma.
    static func reach(sigma: Double) -> Int { Int((3 * sigma).rounded(.up)) }

    /// Normalised taps for offsets -k...k.
    static func kernel(sigma: Double) -> [Double] {
        let k = reach(sigma: sigma)
        let s = sigma * 2.0.squareRoot()
        var w = [Double](repeating: 0, count: 2 * k + 1)
        var sum = 0.0
        for i in -k...k {
            let v = 0.5 * (erf((Double(i) + 0.5) / s) - erf((Double(i) - 0.5) / s))
            w[i + k] = v
            sum += v
        }
        for i in w.indices { w[i] /= sum }
        return w
    }
}

/// A shadow's blurred coverage, one byte a pixel, over the shape plus the blur's reach (inside
/// the frame). A pixel's byte depends only on the shape, radius and sigma, never on the clip or
/// band it is drawn in, so one mask serves every band of a frame and later frames with the same
/// shadow (`ShadowMasks`).
struct ShadowMask {
    /// The mask's first column and row (device pixels) and its size.
    let x0: Int, y0: Int, width: Int, height: Int
    /// Rows no mask row reaches are not blended at all.
    private(set) var liveRows: [Bool] = []
    private(set) var coverage: [UInt8] = []
    /// The columns where each row is one byte (the plateau), blended as a span (`MaskFlatColumns`).
    private(set) var flatColumns = MaskFlatColumns()

    /// The blur of `shape` by `taps` over columns [ox0, ox1) and rows [oy0, oy1).
    ///
    /// Every pixel is the same Doubles in the same order as a blur done pixel by pixel, but each
    /// value is worked out once per run of equal inputs: consecutive equal shape rows (a shape's
    /// straight band) are one row, and columns whose blurred values are equal in every such row
    /// (the inside of a wide shape) are one column, so a lifted row's 1,170 x 200 px shadow costs
    /// its edges, not its area. Equal inputs through the same operations give equal bits, so the
    /// bytes are those of the plain blur (`ShadowMaskTests` holds them to it).
    init(_ shape: RoundedShape, taps: [Double], columns ox0: Int, _ ox1: Int, rows oy0: Int, _ oy1: Int) {
        let r = shape.rect, k = taps.count / 2
        x0 = ox0; y0 = oy0; width = max(0, ox1 - ox0); height = max(0, oy1 - oy0)
        var live = [Bool](repeating: false, count: height)
        var bytes = [UInt8](repeating: 0, count: width * height)
        let mx0 = max(r.px0, ox0 - k), mx1 = min(r.px1, ox1 + k)
        let my0 = max(r.py0, oy0 - k), my1 = min(r.py1, oy1 + k)
        guard width > 0, height > 0, mx0 < mx1, my0 < my1 else { liveRows = live; coverage = bytes; return }

        // 1. Shape coverage on [mx0, mx1) x [my0, my1) (zero elsewhere), one row per run of
        //    consecutive equal rows: `runOf[y]` is mask row y's run. A row inside the rect's
        //    height and between the corner squares is the column overlaps times exactly 1, the
        //    same for every such row, so it joins the run of the row before it without being made.
        let mw = mx1 - mx0, mh = my1 - my0
        var runRows: [Double] = []
        var runOf = [Int](repeating: 0, count: mh)
        var row = [Double](repeating: 0, count: mw)
        var runs = 0
        func plain(_ y: Int) -> Bool { shape.isStraightRow(y) && Double(y) >= r.y0 && Double(y + 1) <= r.y1 }
        for y in my0..<my1 {
            let i = y - my0
            if i > 0 && plain(y) && plain(y - 1) { runOf[i] = runs - 1; continue }
            for x in mx0..<mx1 { row[x - mx0] = shape.coverage(x: x, y: y) }
            if runs > 0 && runRows[(runs - 1) * mw..<runs * mw].elementsEqual(row) {
                runOf[i] = runs - 1
            } else {
                runRows.append(contentsOf: row); runOf[i] = runs; runs += 1
            }
        }

        // 2. Horizontal pass onto output columns, once per run of rows (`ShadowHorizontalPass`).
        let ow = width
        var horiz = [Double](repeating: 0, count: ow * runs)
        var pass = ShadowHorizontalPass(taps: taps, mx0: mx0, count: mw)
        runRows.withUnsafeBufferPointer { m in
            horiz.withUnsafeMutableBufferPointer { h in
                for run in 0..<runs {
                    pass.blur(m.baseAddress! + run * mw, columns: ox0, ox1, into: h.baseAddress! + run * ow - ox0)
                }
            }
        }

        // Output columns whose horizontal values equal the column before's in every run (bit
        // for bit) blur to the same byte in every row: only each stretch's first column is worked out.
        var heads: [Int] = [0]
        horiz.withUnsafeBufferPointer { h in
            for x in 1..<max(1, ow) where !(0..<runs).allSatisfy({ h[$0 * ow + x].bitPattern == h[$0 * ow + x - 1].bitPattern }) {
                heads.append(x)
            }
        }
        heads.append(ow)
        let tapSum = taps.reduce(0, +)

        // 3. Vertical pass and quantisation. A row whose whole window of taps lies in one run of
        //    equal rows is that row times the taps' sum (the inside of a tall shape).
        //    Four neighbouring columns that each head a stretch of one are summed together, a
        //    column a lane: each lane adds the same products in the same order as the scalar sum,
        //    so the same bits (a small moving shape, a scrub nub's, has one column a stretch).
        var weights = [Double](repeating: 0, count: 2 * k + 1), bases = [Int](repeating: 0, count: 2 * k + 1)
        horiz.withUnsafeBufferPointer { h in
            taps.withUnsafeBufferPointer { w in
                bytes.withUnsafeMutableBufferPointer { out in
                    for y in oy0..<oy1 {
                        let lo = max(y - k, my0), hi = min(y + k, my1 - 1)
                        guard lo <= hi else { continue }
                        live[y - oy0] = true
                        let o = (y - oy0) * ow
                        let flat = lo == y - k && hi == y + k && runOf[hi - my0] == runOf[lo - my0]
                        let count = hi - lo + 1
                        if !flat {
                            for sy in lo...hi { weights[sy - lo] = w[sy - y + k]; bases[sy - lo] = runOf[sy - my0] * ow }
                        }
                        var s = 0
                        while s < heads.count - 1 {
                            let x = heads[s]
                            if !flat && s + 4 < heads.count && heads[s + 4] == x + 4 {
                                var acc = SIMD4<Double>()
                                for t in 0..<count {
                                    acc += SIMD4(repeating: weights[t])
                                        * UnsafeRawPointer(h.baseAddress! + bases[t] + x).loadUnaligned(as: SIMD4<Double>.self)
                                }
                                for lane in 0..<4 { out[o + x + lane] = UInt8(coverageByte(acc[lane])) }
                                s += 4
                                continue
                            }
                            let value: Double
                            if flat {
                                value = h[runOf[lo - my0] * ow + x] * tapSum
                            } else {
                                var acc = 0.0
                                for t in 0..<count { acc += weights[t] * h[bases[t] + x] }
                                value = acc
                            }
                            (out.baseAddress! + o + x).update(repeating: UInt8(coverageByte(value)), count: heads[s + 1] - x)
                            s += 1
                        }
                    }
                }
            }
        }
        liveRows = live; coverage = bytes
        // The widest stretch of equal columns is one byte across each row: its span.
        var widest = 0..<0
        for s in 0..<(heads.count - 1) where heads[s + 1] - heads[s] > widest.count { widest = heads[s]..<heads[s + 1] }
        flatColumns = MaskFlatColumns(span: widest, of: bytes, width: width, height: height)
    }

    private init(x0: Int, y0: Int, width: Int, height: Int, liveRows: [Bool], coverage: [UInt8]) {
        self.x0 = x0; self.y0 = y0; self.width = width; self.height = height
        self.liveRows = liveRows; self.coverage = coverage
    }

    /// This mask times `bounds`' coverage, pixel by pixel (rounded to a byte), over the rows of
    /// both: an iOS 17/18 switch knob's shadow kept inside its track. Made once and kept with
    /// the mask (`ShadowMasks`), not worked out again in every band and frame.
    func clipped(to bounds: RoundedShape) -> ShadowMask {
        let top = max(y0, bounds.rect.py0), bottom = max(top, min(y0 + height, bounds.rect.py1))
        var live = [Bool](repeating: false, count: bottom - top)
        var bytes = [UInt8](repeating: 0, count: (bottom - top) * width)
        for y in top..<bottom where liveRows[y - y0] {
            live[y - top] = true
            let line = (y - y0) * width, out = (y - top) * width
            for i in 0..<width {
                bytes[out + i] = UInt8((Double(coverage[line + i]) * bounds.coverage(x: x0 + i, y: y)).rounded())
            }
        }
        return ShadowMask(x0: x0, y0: top, width: width, height: bottom - top, liveRows: live, coverage: bytes)
    }
}

/// The shadow masks of the frame being drawn and of the frame before, by shape: a frame drawn in
/// 32-row bands blurred each shadow once per band it touched (three times over for a lifted
/// row's), and a still list's switch knobs are the same shadows frame after frame. One per
/// rasterizer (one thread).
final class ShadowMasks {
    /// A rounded rect's exact bits.
    private struct ShapeKey: Hashable {
        let x0: UInt64, y0: UInt64, x1: UInt64, y1: UInt64, radius: UInt64
        init(_ s: RoundedShape) {
            x0 = s.rect.x0.bitPattern; y0 = s.rect.y0.bitPattern
            x1 = s.rect.x1.bitPattern; y1 = s.rect.y1.bitPattern; radius = s.radius.bitPattern
        }
    }
    /// A mask by its shape and blur, and the shape it is kept inside, if any.
    private struct Key: Hashable {
        let shape: ShapeKey, sigma: UInt64, inside: ShapeKey?
    }
    private var masks = FrameKept<Key, ShadowMask>()
    private var frameWidth = 0, frameHeight = 0

    /// Starts a frame of `width` x `height` pixels: masks the last frame did not use are dropped.
    func beginFrame(width: Int, height: Int) {
        if width != frameWidth || height != frameHeight { masks.removeAll() }
        frameWidth = width; frameHeight = height
        masks.beginFrame()
    }

    /// The mask of `shape` blurred by `sigma` over the shape plus the blur's reach, inside the
    /// frame; with `bounds`, times that shape's coverage (`ShadowMask.clipped(to:)`), made from
    /// the unclipped mask, which is kept too.
    func mask(_ shape: RoundedShape, sigma: Double, inside bounds: RoundedShape? = nil) -> ShadowMask {
        let key = Key(shape: ShapeKey(shape), sigma: sigma.bitPattern, inside: bounds.map(ShapeKey.init))
        if let hit = masks.hit(key) { return hit }
        let made: ShadowMask
        if let bounds {
            made = mask(shape, sigma: sigma).clipped(to: bounds)
        } else {
            let r = shape.rect, taps = ShadowBlur.kernel(sigma: sigma)
            let k = taps.count / 2
            made = ShadowMask(shape, taps: taps, columns: max(0, r.px0 - k), min(frameWidth, r.px1 + k),
                              rows: max(0, r.py0 - k), min(frameHeight, r.py1 + k))
        }
        return masks.keep(made, for: key)
    }
}

extension PixelTarget {
    /// `inside`: only the shadow's part inside that shape is drawn, its coverage times the
    /// shape's (`ShadowMasks` keeps that mask beside the unclipped one).
    /// `skipping`: pixels left alone because a later item stores over them (`ShadowCovers`);
    /// each pixel is blended alone, so the others come out byte for byte as without it.
    func shadow(_ r: DeviceRect, radius: Double, sigma rawSigma: Double, color: PremulColor, masks: ShadowMasks,
                inside: RoundedShape? = nil, skipping dead: DeadStores.Box? = nil) {
        guard r.isDrawable, color.a > 0, rawSigma.isFinite else { return }
        let sigma = min(max(0, rawSigma), ShadowBlur.maxSigma)
        // A blur under a tenth of a pixel changes nothing visible: draw the sharp shape.
        guard sigma >= 0.1 else { fillRoundedRect(r, radius: radius, color: color); return }
        let shape = RoundedShape(r, radius: radius.isFinite ? radius : 0)
        let k = ShadowBlur.reach(sigma: sigma)
        // Nothing of the shadow inside the clip: no mask needed.
        let (ox0, ox1) = columns(r.px0 - k, r.px1 + k)
        let (oy0, oy1) = rows(r.py0 - k, r.py1 + k)
        guard ox0 < ox1, oy0 < oy1 else { return }
        // Kept inside `inside`, the mask's rows are already cut to its rows.
        let mask = masks.mask(shape, sigma: sigma, inside: inside)
        let y0 = max(oy0, mask.y0), y1 = min(oy1, mask.y0 + mask.height)
        guard y0 < y1, mask.width > 0 else { return }
        mask.coverage.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            for y in y0..<y1 where mask.liveRows[y - mask.y0] {
                let row = y - mask.y0, line = base + row * mask.width
                func blend(_ a: Int, _ b: Int) {
                    blendMaskRow(y: y, x0: mask.x0, line: line, columns: a, b, flat: mask.flatColumns, row: row, color: color)
                }
                guard let d = dead, y >= d.y0, y < d.y1 else { blend(0, mask.width); continue }
                // The columns either side of the covered ones.
                let left = min(d.x0, mask.x0 + mask.width) - mask.x0
                if left > 0 { blend(0, left) }
                let right = max(d.x1, mask.x0) - mask.x0
                if right < mask.width { blend(max(right, 0), mask.width) }
            }
        }
    }
}
