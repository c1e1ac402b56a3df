import XCTest
@testable import ListRender

/// `ArcRamp` skips the square root of rounded corners and capsules where the ramp is surely 0 or
/// 1; a bound one ulp off would change a pixel's byte (every reference frame would move). Held to
/// the ramp itself at and around its bounds, and a rounded rect's coverage to the formula it
/// replaced, bit for bit.
final class ArcRampTests: XCTestCase {
    /// The ramp with the square root, as corners and capsules computed it before.
    private func ramp(_ q: Double, radius: Double) -> Double {
        max(0, min(1, 0.5 - (q.squareRoot() - radius)))
    }

    func testSureAnswersAreTheRampsAtAndAroundTheBounds() {
        var numbers = SeededNumbers(seed: 2024)
        var radii: [Double] = [0, 0.25, 0.5, 0.5.nextUp, 0.75, 1, 1.1 * 3, 13.5 * 3, 46.5, 99.0, 1e6, 1e150, .infinity, .nan]
        for _ in 0..<2000 { radii.append(Double(numbers.next(1 << 20)) / Double(1 + numbers.next(4096))) }
        var decided = 0, wrong: [String] = []
        for radius in radii {
            let r = ArcRamp(radius: radius)
            var qs: [Double] = [0, .infinity, .nan]
            for edge in [radius + 0.5, radius - 0.5] where edge >= 0 {
                // Every Double within 64 steps of the edge's square, and of the squares of the
                // Doubles within 64 steps of the edge.
                var below = edge * edge, above = below
                for _ in 0..<64 { qs += [below, above]; below = below.nextDown; above = above.nextUp }
                var lo = edge, hi = edge
                for _ in 0..<64 { qs += [lo * lo, hi * hi]; lo = lo.nextDown; hi = hi.nextUp }
            }
            for _ in 0..<50 { qs.append(Double(numbers.next(1 << 30)) / 1024 * (radius.isFinite ? max(1, radius) / 100 : 1)) }
            for q in qs {
                let exact = ramp(q, radius: radius)
                if r.surelyOutside(q) {
                    decided += 1
                    if exact != 0 { wrong.append("q \(q) radius \(radius): said outside, ramp \(exact)") }
                }
                if r.surelyInside(q) {
                    decided += 1
                    if exact != 1 { wrong.append("q \(q) radius \(radius): said inside, ramp \(exact)") }
                }
            }
        }
        XCTAssertEqual(wrong.count, 0, wrong.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(decided, 10_000, "the bounds decide most distances")
        // Far from the arc the answer is sure (the point of the bounds).
        XCTAssertTrue(ArcRamp(radius: 40).surelyOutside(42 * 42))
        XCTAssertTrue(ArcRamp(radius: 40).surelyInside(38 * 38))
        XCTAssertFalse(ArcRamp(radius: .nan).surelyInside(0))
    }

    /// `RoundedShape.coverage` before the bounds: every Double the same.
    private func oldCoverage(_ shape: RoundedShape, x: Int, y: Int) -> Double {
        let r = shape.rect, radius = shape.radius
        let ax = pixelOverlap(x, r.x0, r.x1)
        if ax == 0 { return 0 }
        let ay = pixelOverlap(y, r.y0, r.y1)
        if ay == 0 { return 0 }
        let analytic = ax * ay
        guard radius > 0 else { return analytic }
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let dx = max(r.x0 + radius - px, px - (r.x1 - radius))
        let dy = max(r.y0 + radius - py, py - (r.y1 - radius))
        guard dx > 0, dy > 0 else { return analytic }
        let d = (dx * dx + dy * dy).squareRoot() - radius
        return min(analytic, max(0, min(1, 0.5 - d)))
    }

    func testRoundedCoverageIsTheFormulasBitForBit() {
        var numbers = SeededNumbers(seed: 8)
        var pixels = 0, mismatches = 0, differing = ""
        for i in 0..<200 {
            let x0 = Double(numbers.next(4000)) / 37, y0 = Double(numbers.next(4000)) / 37
            let w = Double(1 + numbers.next(3000)) / 29, h = Double(1 + numbers.next(3000)) / 29
            let radius = i % 3 == 0 ? min(w, h) / 2 : Double(numbers.next(2000)) / 41
            let shape = RoundedShape(DeviceRect(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h), radius: radius)
            for y in Int(y0.rounded(.down))..<Int((y0 + h).rounded(.up)) {
                for x in Int(x0.rounded(.down))..<Int((x0 + w).rounded(.up)) {
                    let old = oldCoverage(shape, x: x, y: y), new = shape.coverage(x: x, y: y)
                    if old.bitPattern != new.bitPattern {
                        if differing.isEmpty { differing = "shape \(i) pixel \(x),\(y): \(old) vs \(new)" }
                        mismatches += 1
                    }
                    pixels += 1
                }
            }
        }
        XCTAssertEqual(mismatches, 0, differing)
        XCTAssertGreaterThan(pixels, 100_000)
    }
}
