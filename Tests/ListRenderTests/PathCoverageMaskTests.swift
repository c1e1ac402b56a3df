import XCTest
@testable import ListRender

/// A path that comes back in a later frame is filled from its kept coverage (`fillKept`,
/// `PathPolygons.Entry.masks`): the bytes must be those the fill draws as it goes, under every
/// kind of clip, for fills and strokes, both rules, opaque and translucent colours.
final class PathCoverageMaskTests: XCTestCase {
    /// A random path of lines and curves, mostly on the canvas, at sixteenths of a pixel.
    private static func path(_ next: (Int) -> Int) -> Path {
        func c() -> Double { Double(next(1900)) / 16 - 10 }
        var p = Path()
        for _ in 0..<(1 + next(2)) {
            p.move(c(), c())
            for _ in 0..<(2 + next(5)) {
                switch next(3) {
                case 0: p.line(c(), c())
                case 1: p.quad(c(), c(), c(), c())
                default: p.cubic(c(), c(), c(), c(), c(), c())
                }
            }
            if next(2) == 0 { p.close() }
        }
        return p
    }

    func testAKeptMaskDrawsWhatTheFillDraws() {
        var numbers = SeededNumbers(seed: 2911)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 192
        let pattern = patternCanvas(side: side, multiplier: 53, modulus: 241, blueDivisor: 5)
        let scratch = CoverageScratch()
        var masked = 0, drawn = 0, differing: [String] = []
        for i in 0..<1200 {
            let paths = PathPolygons()
            paths.beginFrame()
            let path = Self.path(next)
            let stroke = i % 3 == 0
            let half = [0.5, 1, 2.25, Double(1 + next(60)) / 16][next(4)]
            let cap: LineCap = next(2) == 0 ? .round : .butt
            func entry() -> PathPolygons.Entry {
                stroke ? paths.outline(path, scale: 1, halfWidth: half, cap: cap)
                       : paths.fill(path, scale: 1)
            }
            let first = entry()
            let rule: FillRule = stroke || next(2) == 0 ? .nonZero : .evenOdd
            let alpha = UInt32([255, 255, 140, 20][next(4)])
            let color = PremulColor(r: div255(30 * alpha), g: div255(200 * alpha), b: div255(120 * alpha), a: alpha)
            let clip = randomClip(side: side, band: i % 2 == 0 ? 64 : nil, next)
            // Drawn as it goes in the frame the path was made in, from the mask in the next one.
            let fresh = drawnOver(pattern, side: side, clip: clip) {
                $0.fillKept(first, frame: paths.frame, rule: rule, color: color, scratch: scratch)
            }
            XCTAssertTrue(first.masks.isEmpty, "no mask in the frame the polygons were made in")
            paths.beginFrame()
            let again = entry()
            XCTAssertTrue(again === first, "the path's polygons are kept into the next frame")
            let warm = drawnOver(pattern, side: side, clip: clip) {
                $0.fillKept(again, frame: paths.frame, rule: rule, color: color, scratch: scratch)
            }
            let direct = drawnOver(pattern, side: side, clip: clip) {
                $0.fillPolygons(first.fill, rule: rule, color: color, scratch: scratch)
            }
            if !again.masks.isEmpty { masked += 1 }
            if fresh != warm || fresh != direct {
                differing.append("\(i): \(stroke ? "stroke \(half)" : "\(rule)") clip \(clip) alpha \(alpha)")
            }
            if fresh != pattern { drawn += 1 }
        }
        XCTAssertEqual(differing.count, 0, differing.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(masked, 700, "most paths are small enough to keep")
        XCTAssertGreaterThan(drawn, 800, "most paths draw something inside their clip")
    }

    /// A box past the pixel limit is filled as it goes in every frame; a path used in no frame
    /// is not kept for the one after.
    func testLargePathsAreNotKeptAndUnusedPathsAreDropped() {
        let paths = PathPolygons()
        let big = Path { $0.move(0, 0); $0.line(400, 0); $0.line(400, 1000); $0.close() }
        let small = Path { $0.move(0, 0); $0.line(40, 0); $0.line(40, 30); $0.close() }
        let side = 100, pattern = patternCanvas(side: side, multiplier: 7, modulus: 251, blueDivisor: 2)
        let whole = DeviceClip(x0: 0, y0: 0, x1: Double(side), y1: Double(side))
        let color = PremulColor(Color(r: 200, g: 10, b: 10))
        for _ in 0..<2 {
            paths.beginFrame()
            for p in [big, small] {
                let e = paths.fill(p, scale: 1)
                _ = drawnOver(pattern, side: side, clip: whole) {
                    $0.fillKept(e, frame: paths.frame, rule: .nonZero, color: color, scratch: CoverageScratch())
                }
            }
        }
        XCTAssertTrue(paths.fill(big, scale: 1).masks.isEmpty)
        XCTAssertEqual(paths.fill(small, scale: 1).masks.count, 1)
        paths.beginFrame()
        paths.beginFrame()
        XCTAssertTrue(paths.fill(small, scale: 1).masks.isEmpty, "dropped after a frame without it")
    }
}
