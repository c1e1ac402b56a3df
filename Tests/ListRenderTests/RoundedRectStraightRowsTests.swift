import XCTest
@testable import ListRender

/// `fillRoundedRect` fills a shape's straight rows (between the corner squares) as one rect of
/// whole rows; before, it called `fillRect` once per row (a card's thousands of rows each paid
/// its set-up). Held here, byte for byte, to the row-by-row fill kept below as it was, over random rounded
/// rects (circles, cards, sharp-cornered slivers) at whole and fractional places, opaque and
/// translucent, under clips on and off the grid and band-like clips, over a patterned buffer.
final class RoundedRectStraightRowsTests: XCTestCase {
    /// `fillRoundedRect` as it was: a straight row at a time.
    private func fillRowByRow(_ t: PixelTarget, _ r: DeviceRect, radius: Double, color: PremulColor) {
        guard r.isDrawable, color.a > 0 else { return }
        let shape = RoundedShape(r, radius: radius.isFinite ? radius : 0)
        guard shape.radius > 0 else { t.fillRect(r, color: color); return }
        let (y0, y1) = t.rows(r.py0, r.py1)
        let (x0, x1) = t.columns(r.px0, r.px1)
        guard y0 < y1, x0 < x1 else { return }
        let (sa, sb) = shape.straightColumns
        for y in y0..<y1 {
            if shape.isStraightRow(y) {
                t.fillRect(DeviceRect(x0: r.x0, y0: Double(y), x1: r.x1, y1: Double(y + 1)), color: color)
                continue
            }
            let cy = coverageByte(pixelOverlap(y, r.y0, r.y1))
            if sa < sb { t.fillSpan(y: y, x0: sa, x1: sb, coverage: cy, color: color) }
            let left = x0..<max(x0, min(sa, x1)), right = max(sb, x0, sa)..<max(x1, sb, x0, sa)
            let runs = shape.cornerRuns(row: y, left: left, right: right)
            for x in runs.left.touched.lowerBound..<runs.left.full.lowerBound {
                t.blendPixel(x: x, y: y, coverage: coverageByte(shape.coverage(x: x, y: y)), color: color)
            }
            t.fillSpan(y: y, x0: runs.left.full.lowerBound, x1: left.upperBound, coverage: 255, color: color)
            t.fillSpan(y: y, x0: right.lowerBound, x1: runs.right.full.upperBound, coverage: 255, color: color)
            for x in runs.right.full.upperBound..<runs.right.touched.upperBound {
                t.blendPixel(x: x, y: y, coverage: coverageByte(shape.coverage(x: x, y: y)), color: color)
            }
        }
    }

    /// A random rounded rect (circles, cards, sharp-cornered slivers, at whole and fractional
    /// places), colour (opaque or translucent) and clip (on and off the grid, band-like).
    private func randomCase(_ i: Int, side: Int, _ next: (Int) -> Int)
        -> (rect: DeviceRect, radius: Double, color: PremulColor, clip: DeviceClip) {
        let onGrid = next(2) == 0
        let x0 = onGrid ? Double(next(120) - 4) : Double(next(1900) - 60) / 16
        let y0 = onGrid ? Double(next(120) - 4) : Double(next(1900) - 60) / 16
        let w = Double(1 + next(1800)) / 16, h = Double(1 + next(1800)) / 16
        let r = DeviceRect(x0: x0, y0: y0, x1: x0 + (onGrid ? w.rounded(.up) : w), y1: y0 + (onGrid ? h.rounded(.up) : h))
        let half = min(r.width, r.height) / 2
        let radius = [half, 0.5, Double(next(1000)) / 1000 * half, 30][i % 4]
        let alpha = UInt32([255, 255, 128][next(3)])
        let color = PremulColor(r: div255(40 * alpha), g: div255(220 * alpha), b: div255(90 * alpha), a: alpha)
        return (r, radius, color, randomClip(side: side, band: 32, next))
    }

    func testStraightRowsAsOneRectAreTheRowByRowFill() {
        var numbers = SeededNumbers(seed: 2413)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 128
        let pattern = patternCanvas(side: side, multiplier: 31, modulus: 233, blueDivisor: 2)
        var straight = 0, differing: [String] = []
        for i in 0..<600 {
            let (r, radius, color, clip) = randomCase(i, side: side, next)
            let shape = RoundedShape(r, radius: radius)
            if (r.py0..<r.py1).contains(where: { shape.isStraightRow($0) }) { straight += 1 }
            let old = drawnOver(pattern, side: side, clip: clip) { fillRowByRow($0, r, radius: radius, color: color) }
            let new = drawnOver(pattern, side: side, clip: clip) { $0.fillRoundedRect(r, radius: radius, color: color) }
            if old != new { differing.append("\(i): \(r), radius \(radius), clip \(clip)") }
        }
        XCTAssertEqual(differing, [], "\(differing.count) of 600 rounded rects differ from the row-by-row fill")
        XCTAssertGreaterThan(straight, 300, "most shapes have straight rows")
    }

    /// A corner row's edges kept (`RoundedRowEdges`, one warm cache for every shape here, as a
    /// rasterizer keeps it across bands and frames) draw the bytes `cornerRuns` and a coverage per
    /// ramp pixel draw. Each shape is drawn again moved down by whole pixels (its rows' terms found
    /// again), by a fraction (new terms), with its right edge a little further (a new shape key)
    /// and under a clip a column narrower (the columns searched are in the key).
    func testKeptCornerRowsAreTheWorkedOutOnes() {
        var numbers = SeededNumbers(seed: 9127)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 128
        let pattern = patternCanvas(side: side, multiplier: 37, modulus: 241, blueDivisor: 3)
        let edges = RoundedRowEdges()
        var differing: [String] = [], kept = 0
        for i in 0..<600 {
            let (r, radius, color, clip) = randomCase(i, side: side, next)
            var narrower = clip
            narrower.x1 = max(narrower.x0, narrower.x1 - 1)
            let down = Double(1 + next(9)), fraction = Double(1 + next(15)) / 16
            let cases: [(DeviceRect, DeviceClip)] = [
                (r, clip), (r, clip),
                (DeviceRect(x0: r.x0, y0: r.y0 + down, x1: r.x1, y1: r.y1 + down), clip),
                (DeviceRect(x0: r.x0, y0: r.y0 + fraction, x1: r.x1, y1: r.y1 + fraction), clip),
                (DeviceRect(x0: r.x0, y0: r.y0, x1: r.x1 + fraction, y1: r.y1), clip),
                (r, narrower),
            ]
            for (k, (rect, c)) in cases.enumerated() {
                let fresh = drawnOver(pattern, side: side, clip: c) { $0.fillRoundedRect(rect, radius: radius, color: color) }
                let warm = drawnOver(pattern, side: side, clip: c) { $0.fillRoundedRect(rect, radius: radius, color: color, edges: edges) }
                if fresh != warm { differing.append("\(i).\(k): \(rect), radius \(radius), clip \(c)") }
            }
            kept = max(kept, edges.rows)
        }
        XCTAssertEqual(differing, [], "\(differing.count) of 3,600 rounded rects drawn from kept edges differ")
        XCTAssertGreaterThan(kept, 1000, "corner rows were kept")
    }
}
