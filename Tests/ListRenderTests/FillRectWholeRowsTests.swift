import XCTest
@testable import ListRender

/// An opaque fill on the pixel grid as wide as its surface is stored as one run over all its
/// rows (they lie end to end in memory): exactly its rows change, on the canvas and in a layer's
/// surface that sits away from the canvas's origin.
final class FillRectWholeRowsTests: XCTestCase {
    func testAWholeWidthFillStoresExactlyItsRows() {
        let color = PremulColor(Color(r: 10, g: 120, b: 250))
        for (originX, originY) in [(0, 0), (7, 3)] {
            let (width, height) = (13, 9)
            for (top, bottom, left, right) in [(2, 6, 0, 13), (0, 9, 0, 13), (4, 5, 0, 13), (2, 6, 1, 13), (2, 6, 0, 12)] {
                let under = (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
                var pixels = under
                pixels.withUnsafeMutableBufferPointer { b in
                    let clip = DeviceClip(x0: Double(originX), y0: Double(originY),
                                          x1: Double(originX + width), y1: Double(originY + height))
                    PixelTarget(base: b.baseAddress!, originX: originX, originY: originY, width: width, height: height, clip: clip)
                        .fillRect(DeviceRect(x0: Double(originX + left), y0: Double(originY + top),
                                             x1: Double(originX + right), y1: Double(originY + bottom)), color: color)
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let inside = y >= top && y < bottom && x >= left && x < right
                        let expected = inside ? [UInt8(color.r), UInt8(color.g), UInt8(color.b), UInt8(color.a)] : Array(under[i..<(i + 4)])
                        XCTAssertEqual(Array(pixels[i..<(i + 4)]), expected,
                                       "origin (\(originX), \(originY)), rows \(top)..<\(bottom), columns \(left)..<\(right): pixel (\(x), \(y))")
                    }
                }
            }
        }
    }
}
