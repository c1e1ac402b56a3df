import XCTest
@testable import ListRender

/// A path's rows read as runs (`CoverageAccumulator.forEachRun`): the cells no edge touched are
/// one run of a single byte, and every byte is still the running sum over every cell.
final class CoverageRunTests: XCTestCase {
    /// A fixed pseudo-random sequence (the same shapes every run).
    private struct Sequence {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    func testRunsTileEachRowAndHoldTheRunningSumOfEveryCell() {
        var random = Sequence(state: 7)
        // One accumulator for every shape, as a rasterizer keeps one (`CoverageScratch`): each
        // region of another size, on cells the last shape left.
        var acc = CoverageAccumulator(x0: 0, y0: 0, width: 0, height: 0)
        for shape in 0..<300 {
            let (width, height) = (20 + shape * 7 % 50, 1 + shape % 11)
            // Zigzags of up to 40 points, reaching past every side of the region (and its right
            // side most of all: edges pressed onto it spill into cells no pixel reads).
            let count = 3 + shape % 38
            let points = (0..<count).map { i in
                Point(x: i % 2 == 0 ? random.next(-20...50) : random.next(30...90), y: random.next(-4...13))
            }
            for rule in [FillRule.nonZero, .evenOdd] {
                acc.reset(x0: 0, y0: 0, width: width, height: height)
                var prev = points[points.count - 1]
                for p in points { acc.addEdge(prev, p); prev = p }
                for row in 0..<height {
                    var sum = 0.0
                    let expected = (0..<width).map { x -> UInt8 in sum += acc.cells[row * (width + 2) + x]; return CoverageAccumulator.byte(sum, rule) }
                    var out = [UInt8](repeating: 0, count: width)
                    var got: [UInt8] = []
                    out.withUnsafeMutableBufferPointer { buf in
                        acc.forEachRun(row, rule: rule, into: buf.baseAddress!) { start, n, constant in
                            XCTAssertEqual(start, got.count, "shape \(shape) row \(row): runs must follow each other")
                            XCTAssertGreaterThan(n, 0)
                            got += constant.map { [UInt8](repeating: $0, count: n) } ?? Array(buf[start..<(start + n)])
                        }
                    }
                    XCTAssertEqual(got, expected, "shape \(shape) \(rule) row \(row)")
                    let cells = acc.cells[(row * (width + 2))..<((row + 1) * (width + 2))]
                    XCTAssertTrue(cells.allSatisfy { $0 == 0 }, "shape \(shape) row \(row): read cells are zero again")
                }
            }
        }
    }

    func testATranslucentShapePastTheRightSideIsBlendedOnce() {
        // The rows' edges past the image's right side spill into cells beyond its last column;
        // the inside up to that side is one run, blended once.
        let color = Color(r: 255, g: 0, b: 0, a: 0x80)
        let shape = Path { p in p.move(2, 1); p.line(30, 1); p.line(30, 3); p.line(2, 3); p.close() }
        let path = RasterFixture.render((10, 4), [.fillPath(shape, .nonZero, color)])
        let rect = RasterFixture.render((10, 4), [.fill(Rect(x: 2, y: 1, width: 8, height: 2), color)])
        XCTAssertEqual(path.px(9, 1), rect.px(9, 1))
        XCTAssertTrue(path.pixels == rect.pixels)
    }
}
