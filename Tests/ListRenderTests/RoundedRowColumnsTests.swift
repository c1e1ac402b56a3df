import XCTest
@testable import ListRender

/// `RoundedShape.columns(atLeast:row:within:)` finds by halving the columns a walk in from both
/// ends finds: a picture's touched pixels (`drawImage`) and a card's or picture's full pixels
/// (`DeadStores`' covers) come from it, so a wrong end would change bytes or leave a stale pixel.
/// Held to the walk over rects at fractional places, circles, slivers, radii past half the
/// side, and rows cut short by a clip on either side of the centre.
final class RoundedRowColumnsTests: XCTestCase {
    /// The walk `drawImage` and `DeadStores` did before halving.
    private func walked(_ shape: RoundedShape, atLeast least: UInt32, row y: Int, within a: Int, _ b: Int) -> Range<Int> {
        func passes(_ x: Int) -> Bool { coverageByte(shape.coverage(x: x, y: y)) >= least }
        var lo = a, hi = b
        while lo < hi && !passes(lo) { lo += 1 }
        while hi > lo && !passes(hi - 1) { hi -= 1 }
        return lo..<hi
    }

    func testHalvingFindsTheColumnsTheWalkFinds() {
        var numbers = SeededNumbers(seed: 24)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var rows = 0
        for i in 0..<300 {
            let (rect, half) = Self.randomRect(next)
            let radius: Double
            switch i % 5 {
            case 0: radius = half                        // a circle or a capsule's ends
            case 1: radius = 0
            case 2: radius = half * 3                    // clamped to half
            default: radius = Double(next(1000)) / 1000 * half
            }
            let shape = RoundedShape(rect, radius: radius)
            let r = shape.rect
            for y in r.py0..<r.py1 {
                let cut = next(3)
                let a = cut == 1 ? r.px0 + next(max(1, r.px1 - r.px0)) : r.px0
                let b = cut == 2 ? r.px1 - next(max(1, r.px1 - r.px0)) : r.px1
                for least: UInt32 in [1, 128, 255] {
                    let found = shape.columns(atLeast: least, row: y, within: a, b)
                    let expected = walked(shape, atLeast: least, row: y, within: a, b)
                    // An empty run may sit anywhere: only its emptiness counts.
                    if found.isEmpty && expected.isEmpty { continue }
                    XCTAssertEqual(found, expected, "shape \(r) radius \(shape.radius) row \(y) within \(a)..<\(b) least \(least)")
                }
                rows += 1
            }
        }
        XCTAssertGreaterThan(rows, 5000)
    }

    /// A rect of sixteenths of a pixel, its corner within 50 px of the origin and its sides
    /// 1/16–100 px, and half its shorter side (the largest radius).
    /// The `i`th random rounded shape (a circle, a sliver or a card, by `i`) and a frame (the
    /// clip's whole pixels) that cuts it on some sides.
    static func randomShapeAndFrame(_ i: Int, _ next: (Int) -> Int) -> (RoundedShape, (x0: Int, y0: Int, x1: Int, y1: Int)) {
        let (rect, half) = randomRect(next)
        let radius = i % 4 == 0 ? half : i % 4 == 1 ? half * 3 : Double(next(1000)) / 1000 * half
        let shape = RoundedShape(rect, radius: radius)
        let r = shape.rect
        let frame = (x0: i % 3 == 1 ? r.px0 + next(max(1, r.px1 - r.px0)) : 0,
                     y0: i % 5 == 1 ? r.py0 + next(max(1, r.py1 - r.py0)) : 0,
                     x1: i % 3 == 2 ? r.px1 - next(max(1, r.px1 - r.px0)) : 200,
                     y1: i % 5 == 2 ? r.py1 - next(max(1, r.py1 - r.py0)) : 200)
        return (shape, frame)
    }

    static func randomRect(_ next: (Int) -> Int) -> (DeviceRect, half: Double) {
        let x0 = Double(next(800)) / 16, y0 = Double(next(800)) / 16
        let w = Double(1 + next(1600)) / 16, h = Double(1 + next(1600)) / 16
        return (DeviceRect(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h), min(w, h) / 2)
    }

    /// `RoundedShape.cornerRuns` (what `fillRoundedRect` skips, spans and works out pixel by
    /// pixel in a corner row) against the bytes of every column: touched from its first column
    /// to the left part's end, full inside it, and the right part's prefixes likewise.
    func testCornerRunsAreThePixelByPixelSets() {
        var numbers = SeededNumbers(seed: 88)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var rows = 0, wrong: [String] = []
        for i in 0..<400 {
            let (rect, half) = Self.randomRect(next)
            let radius = i % 3 == 0 ? half : Double(1 + next(1000)) / 1000 * half
            let shape = RoundedShape(rect, radius: radius)
            let r = shape.rect
            let (sa, sb) = shape.straightColumns
            for y in r.py0..<r.py1 where !shape.isStraightRow(y) {
                // The clip cuts some rows' columns, as `fillRoundedRect`'s `columns` does.
                let cut = next(3)
                let cx0 = cut == 1 ? r.px0 + next(max(1, r.px1 - r.px0)) : r.px0
                let cx1 = cut == 2 ? max(cx0, r.px1 - next(max(1, r.px1 - r.px0))) : r.px1
                let left = cx0..<max(cx0, min(sa, cx1)), right = max(sb, cx0, sa)..<max(cx1, sb, cx0, sa)
                let runs = shape.cornerRuns(row: y, left: left, right: right)
                func byte(_ x: Int) -> UInt32 { coverageByte(shape.coverage(x: x, y: y)) }
                for x in left {
                    let touched = runs.left.touched.contains(x), full = runs.left.full.contains(x)
                    if touched != (byte(x) >= 1) || full != (byte(x) == 255) {
                        wrong.append("shape \(r) radius \(shape.radius) row \(y) left column \(x) byte \(byte(x))")
                    }
                }
                for x in right {
                    let touched = runs.right.touched.contains(x), full = runs.right.full.contains(x)
                    if touched != (byte(x) >= 1) || full != (byte(x) == 255) {
                        wrong.append("shape \(r) radius \(shape.radius) row \(y) right column \(x) byte \(byte(x))")
                    }
                }
                XCTAssertEqual(runs.left.touched.upperBound, left.upperBound)
                XCTAssertEqual(runs.right.touched.lowerBound, right.lowerBound)
                rows += 1
            }
        }
        XCTAssertEqual(wrong.count, 0, wrong.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(rows, 5000)
    }

    /// `DeadStores.fullCoverage` (a card's or picture's covers) finds each corner row's full
    /// columns with `cornerRuns`; held to what it found before, every row's columns at byte 255 by
    /// `columns(atLeast:)`, over shapes cut by frames on every side. A cover one column too wide
    /// would leave the background unstored under an anti-aliased pixel.
    func testCoversAreEveryRowsFullColumns() {
        var numbers = SeededNumbers(seed: 2411)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var rows = 0, wrong: [String] = []
        for i in 0..<500 {
            let (shape, frame) = Self.randomShapeAndFrame(i, next)
            let r = shape.rect
            var found: [Int: Range<Int>] = [:]
            for b in DeadStores.fullCoverage(of: shape, within: frame) {
                for y in b.y0..<b.y1 { found[y] = b.x0..<b.x1 }
            }
            let ya = max(Int(r.y0.rounded(.up)), frame.y0), yb = min(Int(r.y1.rounded(.down)), frame.y1)
            let left = max(Int(r.x0.rounded(.up)), frame.x0), right = min(Int(r.x1.rounded(.down)), frame.x1)
            for y in 0..<200 {
                var expected: Range<Int>? = nil
                if y >= ya && y < yb && left < right {
                    let full = shape.isStraightRow(y) ? left..<right : shape.columns(atLeast: 255, row: y, within: left, right)
                    expected = full.isEmpty ? nil : full
                    rows += 1
                }
                if found[y] != expected {
                    wrong.append("shape \(r) radius \(shape.radius) frame \(frame) row \(y): \(String(describing: found[y])) not \(String(describing: expected))")
                }
            }
        }
        XCTAssertEqual(wrong.count, 0, wrong.prefix(3).joined(separator: "; "))
        XCTAssertGreaterThan(rows, 5000)
    }
}
