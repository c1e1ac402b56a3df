import XCTest
@testable import ListRender

/// `RoundedCovers` keeps an opaque shape's full-coverage boxes (`DeadStores.fullCoverage`) from
/// frame to frame, keyed by the shape's bits and the frame box. Held here to the boxes worked out
/// anew over random shapes drawn again and again, with neighbours that differ from them only in
/// one edge's last bit, the radius or one side of the frame box (a key missing any of those
/// would hand one the other's boxes).
final class RoundedCoversTests: XCTestCase {
    private struct Cover {
        let shape: RoundedShape
        let frame: (x0: Int, y0: Int, x1: Int, y1: Int)
    }

    func testKeptCoversAreTheCoversWorkedOutAnew() {
        var numbers = SeededNumbers(seed: 1325)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var pool: [Cover] = []
        for i in 0..<50 {
            let (shape, frame) = RoundedRowColumnsTests.randomShapeAndFrame(i, next)
            let r = shape.rect
            pool.append(Cover(shape: shape, frame: frame))
            // Neighbours: a whole pixel lower, one edge a bit further, a smaller radius, the frame
            // box a row shorter at the shape's middle.
            pool.append(Cover(shape: RoundedShape(DeviceRect(x0: r.x0, y0: r.y0 + 1, x1: r.x1, y1: r.y1 + 1), radius: shape.radius), frame: frame))
            pool.append(Cover(shape: RoundedShape(DeviceRect(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1.nextUp), radius: shape.radius), frame: frame))
            pool.append(Cover(shape: RoundedShape(r, radius: shape.radius * 0.75), frame: frame))
            pool.append(Cover(shape: shape, frame: (frame.x0, frame.y0, frame.x1, min(frame.y1, (r.py0 + r.py1) / 2))))
        }
        func boxes(_ b: [DeadStores.Box]) -> [[Int]] { b.map { [$0.x0, $0.y0, $0.x1, $0.y1] } }
        let covers = RoundedCovers()
        var wrong: [String] = [], nonEmpty = 0
        for i in 0..<3000 {
            if i % 25 == 0 { covers.beginFrame() }
            let c = pool[next(pool.count)]
            let kept = boxes(covers.fullCoverage(of: c.shape, within: c.frame))
            let anew = boxes(DeadStores.fullCoverage(of: c.shape, within: c.frame))
            if !anew.isEmpty { nonEmpty += 1 }
            if kept != anew { wrong.append("\(i): \(c.shape.rect) radius \(c.shape.radius) frame \(c.frame)") }
        }
        XCTAssertEqual(wrong, [], "\(wrong.count) of 3000 kept covers differ from the covers worked out anew")
        XCTAssertGreaterThan(nonEmpty, 2000, "most shapes cover pixels")
    }
}
