import XCTest
@testable import ListRender

/// `fillCapsule` works out only the stretch of each row within radius + 1.5 px of the segment's
/// line; before, it worked out every pixel of the segment's box grown by the radius. Held here to
/// that walk, kept below as it was, byte for byte, over random capsules at every slant (nearly
/// horizontal and vertical ones too, where the stretch's bounds divide by almost nothing, and
/// level ones), dots, hairline and wide radii, ends far outside the surface, opaque and translucent, under
/// fractional clips, over a patterned buffer. A level segment's rows near its middle are also
/// drawn as one span at byte 255 now, which the level capsules here hold to the pixel walk.
final class CapsuleStretchTests: XCTestCase {
    /// The capsule as `fillCapsule` drew it before: every pixel of its box.
    private func capsuleWholeBox(_ t: PixelTarget, from a: Point, to b: Point, radius: Double, color: PremulColor) {
        guard radius.isFinite, radius > 0, radius < 1e8, color.a > 0,
              [a.x, a.y, b.x, b.y].allSatisfy({ $0.isFinite && abs($0) < 1e8 }) else { return }
        let (y0, y1) = t.rows(Int((min(a.y, b.y) - radius - 1).rounded(.down)),
                              Int((max(a.y, b.y) + radius + 1).rounded(.up)))
        let (x0, x1) = t.columns(Int((min(a.x, b.x) - radius - 1).rounded(.down)),
                                 Int((max(a.x, b.x) + radius + 1).rounded(.up)))
        guard y0 < y1, x0 < x1 else { return }
        let ex = b.x - a.x, ey = b.y - a.y
        let len2 = ex * ex + ey * ey
        let ramp = ArcRamp(radius: radius)
        for y in y0..<y1 {
            let py = Double(y) + 0.5
            for x in x0..<x1 {
                let px = Double(x) + 0.5
                var t0 = len2 > 0 ? ((px - a.x) * ex + (py - a.y) * ey) / len2 : 0
                t0 = max(0, min(1, t0))
                let dx = px - (a.x + t0 * ex), dy = py - (a.y + t0 * ey)
                let q = dx * dx + dy * dy
                if ramp.surelyOutside(q) { continue }
                if ramp.surelyInside(q) { t.blendPixel(x: x, y: y, coverage: 255, color: color); continue }
                let d = q.squareRoot() - radius
                let c = 0.5 - d
                if c > 0 { t.blendPixel(x: x, y: y, coverage: coverageByte(c), color: color) }
            }
        }
    }

    /// Capsule `i` of a random set: every slant (nearly horizontal and vertical ones, level
    /// ones), dots, tiny and far-reaching segments, hairline to wide radii, opaque and
    /// translucent, under a random clip of a `side`-pixel square (`band`: rows like a band's).
    private func randomCapsule(_ i: Int, side: Int, band: Int? = nil, _ next: (Int) -> Int)
        -> (a: Point, b: Point, radius: Double, color: PremulColor, clip: DeviceClip) {
        func coordinate() -> Double { Double(next(1800)) / 16 - 10 }
        let a = Point(x: coordinate(), y: coordinate())
        var b: Point
        switch i % 8 {
        case 0: b = a                                                           // a dot
        case 1: b = Point(x: coordinate(), y: i % 16 == 1 ? a.y : a.y + Double(next(2001) - 1000) * 1e-9)  // level or nearly
        case 2: b = Point(x: a.x + Double(next(2001) - 1000) * 1e-9, y: coordinate())  // nearly vertical
        case 3: b = Point(x: a.x + Double(next(200) - 100) * 1e-4, y: a.y + Double(next(200) - 100) * 1e-4)  // tiny
        case 4: b = Point(x: a.x + Double(next(4000) - 2000), y: a.y + Double(next(4000) - 2000))  // far outside
        default: b = Point(x: coordinate(), y: coordinate())
        }
        let radius = [0.3, 1, 1.8, 2.5, Double(1 + next(400)) / 16, Double(1 + next(16)) / 64][i % 6]
        let alpha = UInt32([255, 255, 160, 30][next(4)])
        let color = PremulColor(r: div255(20 * alpha), g: div255(140 * alpha), b: div255(250 * alpha), a: alpha)
        return (a, b, radius, color, randomClip(side: side, band: band, next))
    }

    func testTheStretchDrawsWhatTheWholeBoxDrew() {
        var numbers = SeededNumbers(seed: 1724)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 100
        let pattern = patternCanvas(side: side, multiplier: 53, modulus: 241, blueDivisor: 3)
        var drawn = 0, differing: [String] = []
        for i in 0..<3000 {
            let (a, b, radius, color, clip) = randomCapsule(i, side: side, next)
            let old = drawnOver(pattern, side: side, clip: clip) { capsuleWholeBox($0, from: a, to: b, radius: radius, color: color) }
            let new = drawnOver(pattern, side: side, clip: clip) { $0.fillCapsule(from: a, to: b, radius: radius, color: color) }
            if old != new { differing.append("\(a) to \(b) radius \(radius) clip \(clip)") }
            if old != pattern { drawn += 1 }
        }
        XCTAssertEqual(differing.count, 0, differing.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(drawn, 2000)
    }

    /// A capsule's kept coverage (`CapsuleMasks`: one warm set for all of them, as a rasterizer
    /// keeps it across bands and frames) blends the bytes `fillCapsule` draws as it goes. Each is
    /// drawn twice (the second a hit), then with an end a sixteenth of a pixel over and with the
    /// radius the next Double up (new keys, beside a kept neighbour).
    func testKeptCapsulesDrawWhatFillCapsuleDraws() {
        var numbers = SeededNumbers(seed: 5311)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 100
        let pattern = patternCanvas(side: side, multiplier: 59, modulus: 239, blueDivisor: 2)
        let masks = CapsuleMasks()
        var kept = 0, differing: [String] = []
        for i in 0..<2000 {
            let (a, b, radius, color, clip) = randomCapsule(i, side: side, band: i % 3 == 0 ? 32 : nil, next)
            let moved = Point(x: a.x + 1.0 / 16, y: a.y)
            for (k, (from, r)) in [(a, radius), (a, radius), (moved, radius), (a, radius.nextUp)].enumerated() {
                guard let capsule = CapsuleCoverage(from: from, to: b, radius: r), let mask = masks.mask(capsule) else { continue }
                kept += 1
                let fresh = drawnOver(pattern, side: side, clip: clip) { $0.fillCapsule(from: from, to: b, radius: r, color: color) }
                let warm = drawnOver(pattern, side: side, clip: clip) { $0.blendMask(mask, color: color) }
                if fresh != warm { differing.append("\(i).\(k): \(from) to \(b) radius \(r) clip \(clip)") }
            }
        }
        XCTAssertEqual(differing.count, 0, differing.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(kept, 6000, "most capsules fit a mask")
    }

    /// The stretch itself: no column it leaves out has its centre within `reach` of the line
    /// (checked in exact-enough arithmetic: the distance times the length, at 1 px to spare).
    func testTheStretchKeepsEveryColumnNearTheLine() {
        var numbers = SeededNumbers(seed: 5)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var leftOut = 0, wrong = 0
        for _ in 0..<2000 {
            let ax = Double(next(3200)) / 16, ay = Double(next(3200)) / 16
            let ex = Double(next(3201) - 1600) / 16, ey = Double(next(3201) - 1600) / 16
            guard ey != 0 else { continue }
            let len = (ex * ex + ey * ey).squareRoot()
            let reach = (Double(1 + next(64)) / 8 + 1.5) * len
            let y = next(200), py = Double(y) + 0.5
            let (xa, xb) = CapsuleCoverage.lineStretch(of: (py - ay) * ex, reach: reach, over: ey, from: ax, within: 0, 200)
            for x in 0..<200 where x < xa || x >= xb {
                leftOut += 1
                let px = Double(x) + 0.5
                if abs((px - ax) * ey - (py - ay) * ex) <= reach { wrong += 1 }
            }
        }
        XCTAssertEqual(wrong, 0)
        XCTAssertGreaterThan(leftOut, 100_000)
    }
}
