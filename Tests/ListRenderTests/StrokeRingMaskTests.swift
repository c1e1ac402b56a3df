import XCTest
@testable import ListRender

/// A stroked rounded rect's kept coverage (`StrokeRingMasks`) blends the bytes
/// `strokeRoundedRect` draws as it goes, under every kind of clip.
final class StrokeRingMaskTests: XCTestCase {
    func testKeptRingsDrawWhatStrokeRoundedRectDraws() {
        var numbers = SeededNumbers(seed: 2604)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 100
        let pattern = patternCanvas(side: side, multiplier: 61, modulus: 233, blueDivisor: 3)
        let masks = StrokeRingMasks()
        var kept = 0, drawn = 0, differing: [String] = []
        for i in 0..<1500 {
            // Rects at sixteenths of a pixel, some past the canvas; radii from none to past half
            // the side; hairlines to thick pens; opaque and translucent.
            let x = Double(next(1800)) / 16 - 10, y = Double(next(1800)) / 16 - 10
            let r = DeviceRect(x0: x, y0: y, x1: x + Double(1 + next(1400)) / 16, y1: y + Double(1 + next(1400)) / 16)
            let radius = [0, 1, 4.5, Double(next(800)) / 16, 1e3][i % 5]
            let width = [1.0 / 3, 2.0 / 3, 1, 2.5, Double(1 + next(160)) / 16][next(5)]
            let alpha = UInt32([255, 255, 160, 30][next(4)])
            let color = PremulColor(r: div255(240 * alpha), g: div255(40 * alpha), b: div255(90 * alpha), a: alpha)
            let clip = randomClip(side: side, band: i % 3 == 0 ? 32 : nil, next)
            let moved = DeviceRect(x0: r.x0 + 1.0 / 16, y0: r.y0, x1: r.x1, y1: r.y1)
            for (k, (rect, w)) in [(r, width), (r, width), (moved, width), (r, width.nextUp)].enumerated() {
                guard let mask = masks.mask(rect, radius: radius, lineWidth: w) else { continue }
                kept += 1
                let fresh = drawnOver(pattern, side: side, clip: clip) {
                    $0.strokeRoundedRect(rect, radius: radius, lineWidth: w, color: color)
                }
                let warm = drawnOver(pattern, side: side, clip: clip) { $0.blendMask(mask, color: color) }
                if fresh != warm { differing.append("\(i).\(k): \(rect) radius \(radius) width \(w) clip \(clip)") }
                if fresh != pattern { drawn += 1 }
            }
        }
        XCTAssertEqual(differing.count, 0, differing.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(kept, 5000, "most rings fit a mask")
        XCTAssertGreaterThan(drawn, 3000, "most rings draw something inside their clip")
    }

    /// A ring too large to keep is not kept (it is drawn as it goes).
    func testARingPastThePixelLimitIsNotKept() {
        let big = DeviceRect(x0: 0, y0: 0, x1: 1000, y1: 1000)
        XCTAssertNil(StrokeRingMasks().mask(big, radius: 20, lineWidth: 1))
        XCTAssertNotNil(StrokeRingMasks().mask(DeviceRect(x0: 0, y0: 0, x1: 300, y1: 130), radius: 65, lineWidth: 1))
    }
}
