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

    /// Normalised taps for offsets -k...k.
    static func kernel(sigma: Double) -> [Double] {
        let k = Int((3 * sigma).rounded(.up))
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

extension PixelTarget {
    func shadow(_ r: DeviceRect, radius: Double, sigma rawSigma: Double, color: PremulColor) {
        guard r.isDrawable, color.a > 0, rawSigma.isFinite else { return }
        let sigma = min(max(0, rawSigma), ShadowBlur.maxSigma)
        // A blur under a tenth of a pixel changes nothing visible: draw the sharp shape.
        guard sigma >= 0.1 else { fillRoundedRect(r, radius: radius, color: color); return }
        let shape = RoundedShape(r, radius: radius.isFinite ? radius : 0)
        let taps = ShadowBlur.kernel(sigma: sigma)
        let k = taps.count / 2

        // Output region: shape + k, inside the clip. Input region: output + k, around the shape.
        let (ox0, ox1) = columns(r.px0 - k, r.px1 + k)
        let (oy0, oy1) = rows(r.py0 - k, r.py1 + k)
        guard ox0 < ox1, oy0 < oy1 else { return }
        let mx0 = max(r.px0, ox0 - k), mx1 = min(r.px1, ox1 + k)
        let my0 = max(r.py0, oy0 - k), my1 = min(r.py1, oy1 + k)
        guard mx0 < mx1, my0 < my1 else { return }

        // 1. Shape coverage on [mx0, mx1) x [my0, my1) (zero elsewhere).
        let mw = mx1 - mx0, mh = my1 - my0
        var mask = [Double](repeating: 0, count: mw * mh)
        for y in my0..<my1 {
            let row = (y - my0) * mw
            for x in mx0..<mx1 { mask[row + x - mx0] = shape.coverage(x: x, y: y) }
        }

        // 2. Horizontal pass onto output columns, for the mask's rows. Consecutive identical mask
        //    rows (the whole straight band of a rounded rect) are blurred once and copied.
        let ow = ox1 - ox0
        var horiz = [Double](repeating: 0, count: ow * mh)
        /// `same[y]`: the first row of the run of identical mask rows that row y belongs to.
        var same = [Int](repeating: 0, count: mh)
        mask.withUnsafeBufferPointer { m in
            taps.withUnsafeBufferPointer { w in
                horiz.withUnsafeMutableBufferPointer { h in
                    for y in 0..<mh {
                        if y > 0 && m[(y - 1) * mw..<y * mw].elementsEqual(m[y * mw..<(y + 1) * mw]) {
                            same[y] = same[y - 1]
                            for x in 0..<ow { h[y * ow + x] = h[(y - 1) * ow + x] }
                            continue
                        }
                        same[y] = y
                        for x in ox0..<ox1 {
                            // Taps reaching mask columns [mx0, mx1) only.
                            let lo = max(x - k, mx0), hi = min(x + k, mx1 - 1)
                            guard lo <= hi else { continue }
                            var acc = 0.0
                            for sx in lo...hi { acc += w[sx - x + k] * m[y * mw + sx - mx0] }
                            h[y * ow + x - ox0] = acc
                        }
                    }
                }
            }
        }
        let tapSum = taps.reduce(0, +)

        // 3. Vertical pass, quantise, blend row by row. A row whose whole window of taps lies in
        //    one run of identical rows is that row times the taps' sum (the inside of a tall shape).
        var line = [UInt8](repeating: 0, count: ow)
        var acc = [Double](repeating: 0, count: ow)
        horiz.withUnsafeBufferPointer { h in
            taps.withUnsafeBufferPointer { w in
                line.withUnsafeMutableBufferPointer { out in
                    acc.withUnsafeMutableBufferPointer { acc in
                        guard let outBase = out.baseAddress else { return }
                        var memo = CoverageBlendMemo()
                        for y in oy0..<oy1 {
                            let lo = max(y - k, my0), hi = min(y + k, my1 - 1)
                            guard lo <= hi else { continue }
                            if lo == y - k && hi == y + k && same[hi - my0] == same[lo - my0] {
                                let row = (lo - my0) * ow
                                for x in 0..<ow { out[x] = UInt8(coverageByte(h[row + x] * tapSum)) }
                            } else {
                                for x in 0..<ow { acc[x] = 0 }
                                // Row-major accumulation: contiguous reads, same order per pixel.
                                for sy in lo...hi {
                                    let wt = w[sy - y + k], row = (sy - my0) * ow
                                    for x in 0..<ow { acc[x] += wt * h[row + x] }
                                }
                                for x in 0..<ow { out[x] = UInt8(coverageByte(acc[x])) }
                            }
                            blendRow(y: y, x0: ox0, coverage: UnsafePointer(outBase), count: ow, color: color, memo: &memo)
                        }
                    }
                }
            }
        }
    }
}
