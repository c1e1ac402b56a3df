import Foundation
import XCTest
@testable import ListRender
@testable import FidelityMeasure

/// AccessibilitySnapshot's markers come off a reference and leave the list under them: filled
/// frames (iOS 17 and earlier, headers and labels everywhere) and the outline bands iOS 18 draws
/// around SwiftUI rows, whose anti-aliased corners overlap each other.
final class AccessibilityOverlayRemovalTests: XCTestCase {
    /// A 2-row inset-grouped card at 3x (white on #F2F2F2, a #C6C6C6 separator between the
    /// rows, straight sides), with markers drawn over it by `mark`.
    static let w = 480, h = 330, cardTop = 30, cardBottom = 294, left = 30, right = 450, boundary = 162

    static func view() -> [Double] {
        var v = [Double](repeating: 242, count: w * h)
        for y in cardTop..<cardBottom {
            for x in left..<right {
                // Rounded (30 px) corners at the card's top and bottom only.
                let cy = y < cardTop + 30 ? cardTop + 30 : y >= cardBottom - 30 ? cardBottom - 30 : y
                let cx = x < left + 30 ? left + 30 : x >= right - 30 ? right - 30 : x
                let dx = Double(x - cx) + (x < cx ? 0.5 : -0.5), dy = Double(y - cy) + (y < cy ? 0.5 : -0.5)
                if (x == cx || y == cy) || dx * dx + dy * dy <= 900 { v[y * w + x] = 255 }
            }
        }
        for x in (left + 30)..<right { v[boundary * w + x] = 198 }
        return v
    }

    /// Coverage (0…1, 4 × 4 samples a pixel) of a 12-px band centred on the rounded rectangle
    /// (radius 30) with corners (x0, y0) – (x1, y1).
    static func band(_ x: Int, _ y: Int, x0: Double, y0: Double, x1: Double, y1: Double) -> Double {
        func distance(_ px: Double, _ py: Double) -> Double {
            // Signed distance to the rounded rectangle's outline.
            let r = 30.0, cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
            let qx = abs(px - cx) - ((x1 - x0) / 2 - r), qy = abs(py - cy) - ((y1 - y0) / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        }
        var n = 0
        for sy in 0..<4 {
            for sx in 0..<4 where abs(distance(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4)) <= 6 { n += 1 }
        }
        return Double(n) / 16
    }

    static func image(_ v: [Double], mark: (Int, Int) -> [(colour: (Double, Double, Double), coverage: Double)]) -> RGBAImage {
        var p = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var c = (v[y * w + x], v[y * w + x], v[y * w + x])
                for m in mark(x, y) where m.coverage > 0 {
                    let a = 0.3 * m.coverage
                    c = (a * m.colour.0 + (1 - a) * c.0, a * m.colour.1 + (1 - a) * c.1, a * m.colour.2 + (1 - a) * c.2)
                }
                let i = (y * w + x) * 4
                p[i] = UInt8(c.0.rounded()); p[i + 1] = UInt8(c.1.rounded()); p[i + 2] = UInt8(c.2.rounded())
            }
        }
        return RGBAImage(width: w, height: h, pixels: p)
    }

    static func worst(_ out: RGBAImage, _ v: [Double]) -> (diff: Int, x: Int, y: Int) {
        var worst = (diff: 0, x: 0, y: 0)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                for c in 0..<3 {
                    let d = abs(Int(out.pixels[i + c]) - Int(v[y * w + x].rounded()))
                    if d > worst.diff { worst = (d, x, y) }
                }
            }
        }
        return worst
    }

    /// Two rows outlined (cyan, magenta) as iOS 18.5's snapshots draw them, the bands overlapping
    /// at the row boundary, and a yellow-filled header above touching the first band: every pixel
    /// comes back to within 4 levels of the view (8-bit rounding divided by what the markers leave), the curved band edges included, and the card
    /// measures as one card of two rows with the separator between them.
    func testOutlineBandsComeOff() {
        let v = Self.view()
        let cyan = (0.0, 255.0, 255.0), magenta = (255.0, 0.0, 255.0), yellow = (255.0, 255.0, 0.0)
        let (l, r) = (Double(Self.left), Double(Self.right))
        let marked = Self.image(v) { x, y in
            [(yellow, y < Self.cardTop && y >= 6 && x >= Self.left && x < Self.right ? 1 : 0),
             (cyan, Self.band(x, y, x0: l, y0: Double(Self.cardTop), x1: r, y1: Double(Self.boundary) + 0.5)),
             (magenta, Self.band(x, y, x0: l, y0: Double(Self.boundary) + 0.5, x1: r, y1: Double(Self.cardBottom)))]
        }
        let out = AccessibilityOverlayRemoval.remove(marked, kind: .accessibilitySnapshot)
        let worst = Self.worst(out, v)
        XCTAssertLessThanOrEqual(worst.diff, 4, "at \(worst.x),\(worst.y)")

        let m = FidelityMeasure(out, scale: 3, topPoints: 0).measure()
        XCTAssertEqual(m.cards.count, 1)
        XCTAssertEqual(m.cards.first?.top, Self.cardTop)
        XCTAssertEqual(m.cards.first?.bottom, Self.cardBottom)
        XCTAssertEqual(m.cards.first?.left, Self.left)
        XCTAssertEqual(m.cards.first?.right, Self.right)
        XCTAssertEqual(m.separators.map(\.y), [Self.boundary])
        XCTAssertEqual(m.rows.count, 2)
        // No fringe is left to read as ink: the rows are empty and nothing sits outside them.
        XCTAssertEqual(m.rows.flatMap(\.boxes).count, 0)
        XCTAssertEqual(m.labels.count, 0)
    }

    /// Filled frames (the marker of iOS 17 and of headers) still come off, overlapping ones too.
    func testFilledFramesComeOff() {
        let v = Self.view()
        let green = (0.0, 255.0, 0.0), purple = (127.5, 0.0, 127.5)
        let marked = Self.image(v) { x, y in
            [(green, x >= 60 && x < 150 && y >= 60 && y < 120 ? 1 : 0),
             (purple, x >= 100 && x < 200 && y >= 90 && y < 220 ? 1 : 0)]
        }
        let worst = Self.worst(AccessibilityOverlayRemoval.remove(marked, kind: .accessibilitySnapshot), v)
        XCTAssertLessThanOrEqual(worst.diff, 4, "at \(worst.x),\(worst.y)")
    }
}
