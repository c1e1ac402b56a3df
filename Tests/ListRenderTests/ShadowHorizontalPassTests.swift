import XCTest
@testable import ListRender

/// The shadow's horizontal pass (flat windows taken from the last, four columns a lane over a
/// zero-padded row) gives every output column the plain sum's Double, bit for bit: a byte-level
/// check would miss a sum taken in another order, which moves a byte only now and then.
final class ShadowHorizontalPassTests: XCTestCase {
    /// `w[t] * row[x - k + t]` over the taps that reach the row, in tap order, from 0.0.
    private func plainSum(_ row: [Double], mx0: Int, taps: [Double], column x: Int) -> Double? {
        let k = taps.count / 2
        let lo = max(x - k, mx0), hi = min(x + k, mx0 + row.count - 1)
        guard lo <= hi else { return nil }
        var acc = 0.0
        for sx in lo...hi { acc += taps[sx - x + k] * row[sx - mx0] }
        return acc
    }

    func testEveryColumnIsThePlainSumBitForBit() {
        var numbers = SeededNumbers(seed: 0x5AD0_4A55)
        var columns = 0
        for i in 0..<400 {
            let sigma = [0.1, 0.6, 1.5, 4.5, 12, 40][i % 6] + Double(numbers.next(100)) / 100
            let taps = ShadowBlur.kernel(sigma: sigma)
            let k = taps.count / 2
            // A shape's row: zeros, runs of 1 (a wide inside), runs of one fraction, and noise.
            let count = 1 + numbers.next(i % 5 == 0 ? 8 : 400)
            var row: [Double] = []
            while row.count < count {
                let run = 1 + numbers.next(i % 2 == 0 ? 3 : 3 * k + 2)
                let value = [0, 1, Double(numbers.next(1 << 20)) / Double(1 << 20)][numbers.next(3)]
                let noisy = numbers.next(4) == 0
                for _ in 0..<run where row.count < count {
                    row.append(noisy ? Double(numbers.next(1 << 30)) / Double(1 << 30) : value)
                }
            }
            let mx0 = numbers.next(300) - 100
            // Output columns cut on either side or not at all, as a frame's edge cuts them.
            let x0 = mx0 - k - 3 + (i % 3 == 0 ? numbers.next(count + 2 * k) : 0)
            let x1 = max(x0, mx0 + count + k + 3 - (i % 3 == 1 ? numbers.next(count + 2 * k) : 0))
            let sentinel = -1.0
            var out = [Double](repeating: sentinel, count: x1 - x0)
            var pass = ShadowHorizontalPass(taps: taps, mx0: mx0, count: count)
            row.withUnsafeBufferPointer { r in
                out.withUnsafeMutableBufferPointer { o in pass.blur(r.baseAddress!, columns: x0, x1, into: o.baseAddress! - x0) }
            }
            for x in x0..<x1 {
                let got = out[x - x0]
                guard let expected = plainSum(row, mx0: mx0, taps: taps, column: x) else {
                    XCTAssertEqual(got, sentinel, "column \(x) out of reach was written (case \(i))")
                    continue
                }
                if got.bitPattern != expected.bitPattern {
                    return XCTFail("case \(i): column \(x) of \(x0)..<\(x1), row at \(mx0) of \(count), k \(k): \(got) != \(expected)")
                }
                columns += 1
            }
        }
        XCTAssertGreaterThan(columns, 50_000)
    }
}
