/// `ShadowMask`'s horizontal pass: a row of shape coverage (mask columns [mx0, mx0 + count))
/// blurred by the taps onto output columns, each output the sum `w[t] * row[x - k + t]` over the
/// taps that reach the row, in tap order, from 0.0 — the plain blur's Doubles, bit for bit.
///
/// Two ways to the same bits: a column whose whole window lies on one value (the inside of a wide
/// shape) takes the sum of the last such column on that value (the same products in the same
/// order); other columns are summed four at a time, a column a lane, over the row with zeros
/// each side, so a window cut by the row's ends adds +0.0 before its first product and after its
/// last, which changes no bit (0 + p is p, s + 0 is s). A moving nub's shadow, made every frame,
/// was a chain of dependent adds a column.
struct ShadowHorizontalPass {
    private let taps: [Double]
    private let k: Int, mx0: Int, count: Int
    /// The row with `2k` zeros each side.
    private var padded: [Double]
    /// For each column, the last column of the stretch of values equal to its own.
    private var sameUntil: [Int]

    /// For rows of `count` values starting at mask column `mx0`, blurred by `taps` (2k + 1).
    init(taps: [Double], mx0: Int, count: Int) {
        self.taps = taps; k = taps.count / 2; self.mx0 = mx0; self.count = max(0, count)
        padded = [Double](repeating: 0, count: self.count + 4 * k)
        sameUntil = [Int](repeating: 0, count: self.count)
    }

    /// The columns of [x0, x1) whose window meets the row: the others' sums are 0 (not written).
    func reached(_ x0: Int, _ x1: Int) -> Range<Int> {
        let first = max(x0, mx0 - k), end = min(x1, mx0 + count + k)
        return first..<max(first, end)
    }

    /// Blurs `row` (`count` values) onto `out[x]` for each column x of `reached(x0, x1)`.
    mutating func blur(_ row: UnsafePointer<Double>, columns x0: Int, _ x1: Int, into out: UnsafeMutablePointer<Double>) {
        guard count > 0 else { return }
        let (k, mx0, mx1, pad) = (k, mx0, mx0 + count, 2 * k)
        sameUntil[count - 1] = count - 1
        for i in stride(from: count - 2, through: 0, by: -1) {
            sameUntil[i] = row[i].bitPattern == row[i + 1].bitPattern ? sameUntil[i + 1] : i
        }
        let columns = reached(x0, x1)
        sameUntil.withUnsafeBufferPointer { same in
            taps.withUnsafeBufferPointer { w in
                padded.withUnsafeMutableBufferPointer { p in
                    (p.baseAddress! + pad).update(from: row, count: count)
                    func isFlat(_ x: Int) -> Bool { x - k >= mx0 && x + k < mx1 && same[x - k - mx0] >= x + k - mx0 }
                    var flatValue: UInt64? = nil, flatSum = 0.0
                    var x = columns.lowerBound
                    while x < columns.upperBound {
                        let flat = isFlat(x)
                        if flat && flatValue == row[x - k - mx0].bitPattern {
                            out[x] = flatSum
                            x += 1
                            continue
                        }
                        // Column x's window: padded values from x - k - mx0 + pad on.
                        let window = p.baseAddress! + (x - k - mx0 + pad)
                        if x + 4 <= columns.upperBound {
                            var acc = SIMD4<Double>()
                            for t in 0...(2 * k) {
                                acc += SIMD4(repeating: w[t]) * UnsafeRawPointer(window + t).loadUnaligned(as: SIMD4<Double>.self)
                            }
                            for lane in 0..<4 {
                                out[x + lane] = acc[lane]
                                if isFlat(x + lane) { flatValue = row[x + lane - k - mx0].bitPattern; flatSum = acc[lane] }
                            }
                            x += 4
                            continue
                        }
                        var acc = 0.0
                        for t in 0...(2 * k) { acc += w[t] * window[t] }
                        out[x] = acc
                        if flat { flatValue = row[x - k - mx0].bitPattern; flatSum = acc }
                        x += 1
                    }
                }
            }
        }
    }
}
