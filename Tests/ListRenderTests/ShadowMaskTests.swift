import XCTest
@testable import ListRender

/// `ShadowMask` works each value out once per run of equal rows and columns; a pixel's byte must
/// be the one the plain blur (every pixel's taps summed, as it was before) gives. Held to it on
/// rects and rounded rects at random fractional places and sizes, sigmas from a tenth of a pixel to
/// past the shape's size, wide and tall shapes, slivers, circles, and windows cut by the frame.
final class ShadowMaskTests: XCTestCase {
    func testRunsGiveThePlainBlursBytes() {
        var numbers = SeededNumbers(seed: 7)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var pixels = 0
        for i in 0..<160 {
            let x0 = Double(next(4000)) / 16 - 40, y0 = Double(next(4000)) / 16 - 40
            let w = i % 7 == 0 ? Double(1 + next(24)) / 16 : Double(1 + next(6000)) / 16
            let h = i % 7 == 1 ? Double(1 + next(24)) / 16 : Double(1 + next(3000)) / 16
            let half = min(w, h) / 2
            let radius: Double
            switch i % 4 {
            case 0: radius = 0                           // a lifted row
            case 1: radius = half                        // a knob, a capsule
            default: radius = Double(next(1000)) / 1000 * half
            }
            let sigma = [0.1, 0.5, 1.5, 4.5, 9, 20][i % 6] + Double(next(100)) / 100
            let shape = RoundedShape(DeviceRect(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h), radius: radius)
            let taps = ShadowBlur.kernel(sigma: sigma)
            let k = taps.count / 2, r = shape.rect
            // The frame cuts the window on some shapes (as at a frame's edge), not on others.
            let (fw, fh) = i % 3 == 0 ? (200, 150) : (10_000, 10_000)
            let cols = (max(0, r.px0 - k), min(fw, r.px1 + k)), rows = (max(0, r.py0 - k), min(fh, r.py1 + k))
            let mask = ShadowMask(shape, taps: taps, columns: cols.0, cols.1, rows: rows.0, rows.1)
            let plain = plainBlur(shape, taps: taps, columns: cols.0, cols.1, rows: rows.0, rows.1)
            XCTAssertEqual(mask.liveRows, plain.live, "shape \(r) radius \(shape.radius) sigma \(sigma)")
            XCTAssertEqual(mask.coverage, plain.bytes, "shape \(r) radius \(shape.radius) sigma \(sigma)")
            pixels += plain.bytes.count
        }
        XCTAssertGreaterThan(pixels, 1_000_000)
    }

    /// The blur as `ShadowMask` made it before runs: every row's coverage, every output pixel's taps.
    private func plainBlur(_ shape: RoundedShape, taps: [Double], columns ox0: Int, _ ox1: Int, rows oy0: Int, _ oy1: Int)
        -> (live: [Bool], bytes: [UInt8]) {
        let r = shape.rect, k = taps.count / 2
        let width = max(0, ox1 - ox0), height = max(0, oy1 - oy0)
        var live = [Bool](repeating: false, count: height)
        var bytes = [UInt8](repeating: 0, count: width * height)
        let mx0 = max(r.px0, ox0 - k), mx1 = min(r.px1, ox1 + k)
        let my0 = max(r.py0, oy0 - k), my1 = min(r.py1, oy1 + k)
        guard width > 0, height > 0, mx0 < mx1, my0 < my1 else { return (live, bytes) }

        // 1. Shape coverage on [mx0, mx1) x [my0, my1) (zero elsewhere).
        let mw = mx1 - mx0, mh = my1 - my0
        var mask = [Double](repeating: 0, count: mw * mh)
        for y in my0..<my1 {
            let row = (y - my0) * mw
            for x in mx0..<mx1 { mask[row + x - mx0] = shape.coverage(x: x, y: y) }
        }

        // 2. Horizontal pass onto output columns, for the mask's rows. Consecutive identical mask
        //    rows (the whole straight band of a rounded rect) are blurred once and copied.
        let ow = width
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

        // 3. Vertical pass and quantisation. A row whose whole window of taps lies in one run of
        //    identical rows is that row times the taps' sum (the inside of a tall shape).
        var acc = [Double](repeating: 0, count: ow)
        horiz.withUnsafeBufferPointer { h in
            taps.withUnsafeBufferPointer { w in
                bytes.withUnsafeMutableBufferPointer { out in
                    acc.withUnsafeMutableBufferPointer { acc in
                        for y in oy0..<oy1 {
                            let lo = max(y - k, my0), hi = min(y + k, my1 - 1)
                            guard lo <= hi else { continue }
                            live[y - oy0] = true
                            let o = (y - oy0) * ow
                            if lo == y - k && hi == y + k && same[hi - my0] == same[lo - my0] {
                                let row = (lo - my0) * ow
                                for x in 0..<ow { out[o + x] = UInt8(coverageByte(h[row + x] * tapSum)) }
                            } else {
                                for x in 0..<ow { acc[x] = 0 }
                                // Row-major accumulation: contiguous reads, same order per pixel.
                                for sy in lo...hi {
                                    let wt = w[sy - y + k], row = (sy - my0) * ow
                                    for x in 0..<ow { acc[x] += wt * h[row + x] }
                                }
                                for x in 0..<ow { out[o + x] = UInt8(coverageByte(acc[x])) }
                            }
                        }
                    }
                }
            }
        }
        return (live, bytes)
    }
}
