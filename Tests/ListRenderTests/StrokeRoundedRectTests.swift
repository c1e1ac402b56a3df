import XCTest
@testable import ListRender

/// `strokeRoundedRect` works out only the ring's pixels (the outer shape's touched columns less
/// the inner shape's solid ones); before, it worked out every pixel of the ring's box but the
/// inner shape's straight middle. Held here to that walk, kept below as it was, byte for byte,
/// over random rings: circles (every row a corner row), rounded rects, radii under half the line
/// width (a sharp inner rect), hairlines and lines wider than the rect, at fractional places,
/// opaque and translucent, under fractional clips, over a patterned buffer.
final class StrokeRoundedRectTests: XCTestCase {
    /// The ring as `strokeRoundedRect` drew it before: every pixel of its box.
    private func strokeWholeBox(_ t: PixelTarget, _ r: DeviceRect, radius: Double, lineWidth: Double, color: PremulColor) {
        guard r.isDrawable, lineWidth.isFinite, lineWidth > 0, color.a > 0 else { return }
        let rad = radius.isFinite ? max(0, radius) : 0
        let half = lineWidth / 2
        let outerRect = r.insetBy(-half)
        guard outerRect.isDrawable else { return }
        let outer = RoundedShape(outerRect, radius: rad + half)
        let innerRect = r.insetBy(half)
        let inner: RoundedShape? = innerRect.isEmpty ? nil : RoundedShape(innerRect, radius: max(0, rad - half))
        let (y0, y1) = t.rows(outerRect.py0, outerRect.py1)
        let (x0, x1) = t.columns(outerRect.px0, outerRect.px1)
        guard y0 < y1, x0 < x1 else { return }
        var hole = (0, 0)
        if let inner {
            let (a, b) = inner.straightColumns
            hole = (max(a, Int(inner.rect.x0.rounded(.up))), min(b, Int(inner.rect.x1.rounded(.down))))
        }
        for y in y0..<y1 {
            var skipA = x1, skipB = x1
            if let inner, inner.isStraightRow(y), Double(y) >= inner.rect.y0, Double(y + 1) <= inner.rect.y1,
               hole.0 < hole.1 {
                skipA = hole.0; skipB = hole.1
            }
            for x in x0..<x1 {
                if x >= skipA && x < skipB { continue }
                var c = outer.coverage(x: x, y: y)
                if let inner { c -= inner.coverage(x: x, y: y) }
                t.blendPixel(x: x, y: y, coverage: coverageByte(c), color: color)
            }
        }
    }

    func testTheRingIsTheWholeBoxWalk() {
        var numbers = SeededNumbers(seed: 2409)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 160
        let pattern = patternCanvas(side: side, multiplier: 37, modulus: 251, blueDivisor: 2)
        var drawn = 0, differing: [String] = []
        for i in 0..<1500 {
            let x0 = Double(next(1600)) / 16 + 4, y0 = Double(next(1600)) / 16 + 4
            let w = Double(1 + next(800)) / 16, h = i % 4 == 0 ? w : Double(1 + next(800)) / 16
            let r = DeviceRect(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h)
            let half = min(w, h) / 2
            let radius: Double
            switch i % 6 {
            case 0, 1: radius = half                         // circles and capsule-ended rects
            case 2: radius = 0
            case 3: radius = Double(next(1000)) / 1000 * 3   // often under half the line width
            default: radius = Double(next(1000)) / 1000 * half
            }
            let lineWidth = [1.0, 1.5, 2.5, 3, 0.25, Double(1 + next(200)) / 16][i % 6]
            let alpha = UInt32([255, 255, 128, 40][next(4)])
            let color = PremulColor(r: div255(200 * alpha), g: div255(30 * alpha), b: div255(90 * alpha), a: alpha)
            let clip: DeviceClip
            switch next(3) {
            case 0: clip = DeviceClip(x0: 0, y0: 0, x1: Double(side), y1: Double(side))
            default:
                let cx = Double(next(side * 8)) / 16, cy = Double(next(side * 8)) / 16
                clip = DeviceClip(x0: cx, y0: cy, x1: cx + Double(8 + next(side * 16)) / 16,
                                  y1: cy + Double(8 + next(side * 16)) / 16).intersection(
                                    DeviceClip(x0: 0, y0: 0, x1: Double(side), y1: Double(side)))
            }
            var old = pattern, new = pattern
            old.withUnsafeMutableBufferPointer { b in
                let t = PixelTarget(base: b.baseAddress!, originX: 0, originY: 0, width: side, height: side, clip: clip)
                if !t.isEmpty { strokeWholeBox(t, r, radius: radius, lineWidth: lineWidth, color: color) }
            }
            new.withUnsafeMutableBufferPointer { b in
                let t = PixelTarget(base: b.baseAddress!, originX: 0, originY: 0, width: side, height: side, clip: clip)
                if !t.isEmpty { t.strokeRoundedRect(r, radius: radius, lineWidth: lineWidth, color: color) }
            }
            if old != new { differing.append("\(r) radius \(radius) line \(lineWidth) clip \(clip)") }
            if old != pattern { drawn += 1 }
        }
        XCTAssertEqual(differing.count, 0, differing.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(drawn, 800)
    }

    /// `RoundedShape.solidColumns` against the coverage of every column of the row.
    func testSolidColumnsAreThePixelByPixelSet() {
        var numbers = SeededNumbers(seed: 77)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var rows = 0, solidRows = 0, wrong: [String] = []
        for i in 0..<400 {
            let x0 = Double(next(800)) / 16, y0 = Double(next(800)) / 16
            let w = Double(1 + next(1600)) / 16, h = Double(1 + next(1600)) / 16
            let half = min(w, h) / 2
            let radius = [half, 0, half * 3, Double(next(1000)) / 1000 * half][i % 4]
            let shape = RoundedShape(DeviceRect(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h), radius: radius)
            let r = shape.rect
            for y in r.py0 - 1..<r.py1 + 1 {
                let cut = next(3)
                let a = cut == 1 ? r.px0 + next(max(1, r.px1 - r.px0)) : r.px0 - next(3)
                let b = cut == 2 ? max(a, r.px1 - next(max(1, r.px1 - r.px0))) : r.px1 + next(3)
                let found = shape.solidColumns(row: y, within: a..<b)
                let expected = (a..<b).filter { shape.coverage(x: $0, y: y) >= 1 }
                if found.isEmpty && expected.isEmpty { rows += 1; continue }
                if Array(found) != expected {
                    wrong.append("shape \(r) radius \(shape.radius) row \(y) within \(a)..<\(b): \(found) not \(expected)")
                }
                rows += 1; solidRows += 1
            }
        }
        XCTAssertEqual(wrong.count, 0, wrong.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(solidRows, 3000)
        XCTAssertGreaterThan(rows, solidRows)
    }
}
