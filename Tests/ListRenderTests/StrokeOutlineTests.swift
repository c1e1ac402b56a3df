import XCTest
@testable import ListRender

/// A stroked path's outline is worked out once and kept across a frame's bands and into the
/// next frame (`PathPolygons`); before, every band it reached outlined it again. And only the
/// outline's pixel box is noted as touched (`PolygonFill.box`), where the whole canvas was, so
/// text after a symbol is still copied pre-blended. These tests hold the kept outline to the
/// stroke as it was drawn (its outline made anew, below), byte for byte, over random strokes under band-like
/// clips, and hold text after strokes to a fresh rasterizer's.
final class StrokeOutlineTests: XCTestCase {
    /// `strokePath` as it was: the outline made anew for every call, then filled.
    private func strokeAsBefore(_ t: PixelTarget, _ path: Path, style: StrokeStyle, scale: Double, color: PremulColor) {
        let half = style.lineWidth * scale / 2
        guard half.isFinite, half > 0, half < 1e7 else { return }
        t.fillPolygons(PathStroker.outline(PathFlattening.polylines(path, scale: scale), halfWidth: half, cap: style.cap),
                       rule: .nonZero, color: color)
    }

    /// A symbol-like path: one or two contours of lines, quads and cubics, some closed, some a
    /// single point (a dot with round caps), at whole or fractional places.
    private func randomPath(_ next: (Int) -> Int, side: Double) -> Path {
        func coordinate() -> Double { Double(next(Int(side) * 16 + 160) - 80) / 16 }
        return Path { p in
            for _ in 0..<(1 + next(2)) {
                p.move(coordinate(), coordinate())
                for _ in 0..<next(5) {
                    switch next(4) {
                    case 0, 1: p.line(coordinate(), coordinate())
                    case 2: p.quad(coordinate(), coordinate(), coordinate(), coordinate())
                    default: p.cubic(coordinate(), coordinate(), coordinate(), coordinate(), coordinate(), coordinate())
                    }
                }
                if next(3) == 0 { p.close() }
            }
        }
    }

    func testKeptOutlinesFillAsTheStrokeDid() {
        var numbers = SeededNumbers(seed: 1324)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 96
        let pattern = patternCanvas(side: side, multiplier: 37, modulus: 241, blueDivisor: 3)
        let outlines = PathPolygons()
        // A pool of strokes drawn again and again (as a frame's bands and the next frames draw
        // them), each time under a new clip: most draws are kept outlines. Each path comes with
        // neighbours that differ only in the pen's width, its cap or the scale (a key missing
        // one of those would hand one the other's outline).
        struct Stroke { let path: Path, style: StrokeStyle, scale: Double, color: PremulColor }
        var pool: [Stroke] = []
        for i in 0..<24 {
            let scale = [1.0, 2.0, 3.0, 2.5][i % 4]
            let alpha = UInt32([255, 255, 140][next(3)])
            let color = PremulColor(r: div255(30 * alpha), g: div255(90 * alpha), b: div255(200 * alpha), a: alpha)
            let path = randomPath(next, side: Double(side) / scale)
            let style = StrokeStyle(lineWidth: Double(1 + next(64)) / 16, cap: next(2) == 0 ? .round : .butt)
            pool.append(Stroke(path: path, style: style, scale: scale, color: color))
            pool.append(Stroke(path: path, style: StrokeStyle(lineWidth: style.lineWidth * 1.5, cap: style.cap), scale: scale, color: color))
            pool.append(Stroke(path: path, style: StrokeStyle(lineWidth: style.lineWidth, cap: style.cap == .round ? .butt : .round),
                               scale: scale, color: color))
            pool.append(Stroke(path: path, style: style, scale: scale == 1 ? 1.5 : scale - 0.5, color: color))
        }
        var differing: [String] = [], drawn = 0
        for i in 0..<900 {
            if i % 30 == 0 { outlines.beginFrame() }
            let stroke = pool[next(pool.count)]
            let clip = randomClip(side: side, band: 16, next)
            let old = drawnOver(pattern, side: side, clip: clip) {
                strokeAsBefore($0, stroke.path, style: stroke.style, scale: stroke.scale, color: stroke.color)
            }
            let new = drawnOver(pattern, side: side, clip: clip) {
                let outline = outlines.outline(stroke.path, scale: stroke.scale, halfWidth: stroke.style.lineWidth * stroke.scale / 2,
                                               cap: stroke.style.cap)
                $0.fillPolygons(outline.fill, rule: .nonZero, color: stroke.color, scratch: CoverageScratch())
            }
            if old != pattern { drawn += 1 }
            if old != new { differing.append("\(i): \(stroke.path), \(stroke.style) at \(stroke.scale)x, clip \(clip)") }
        }
        XCTAssertEqual(differing, [], "\(differing.count) of 900 strokes differ from the stroke outlined anew")
        XCTAssertGreaterThan(drawn, 600, "most strokes change pixels")
    }

    /// Rows of labels on opaque fills with strokes (chevrons, checkmarks, random symbols) beside
    /// them or across them, drawn between the fills and the text: each frame through one
    /// rasterizer (banded, outlines kept, text pre-blended and copied) is a fresh rasterizer's.
    func testTextAfterStrokesComesOutAsDrawnDirectly() {
        let reused = Rasterizer()
        var numbers = SeededNumbers(seed: 77)
        func next(_ n: Int) -> Int { numbers.next(n) }
        var lists: [DisplayList] = []
        for frame in 0..<10 {
            var items: [DisplayItem] = []
            for row in 0..<4 {
                let top = Double(row) * 22 + (frame % 2 == 0 ? 0 : 0.37)
                items.append(.fill(Rect(x: 0, y: top, width: 120, height: 22), row % 2 == 0 ? .white : Color(r: 242, g: 242, b: 247)))
                for _ in 0..<2 {
                    let path: Path
                    if next(2) == 0 {
                        // A chevron beside the label, a pixel or two from its box.
                        let x = 88 + Double(next(160)) / 16, y = top + 6 + Double(next(32)) / 16
                        path = Path { p in p.move(x, y); p.line(x + 4, y + 5); p.line(x, y + 10) }
                    } else {
                        path = randomPath(next, side: 40).transformed(scale: 1, dx: Double(next(80)), dy: top)
                    }
                    items.append(.strokePath(path, StrokeStyle(lineWidth: Double(4 + next(40)) / 16, cap: next(2) == 0 ? .round : .butt),
                                             Color(r: 60, g: 60, b: 67, a: next(2) == 0 ? 255 : 150)))
                }
                items.append(.text(TextRun(string: "Row \(row) label", weight: .regular, size: 13, color: .black,
                                           box: Rect(x: 6, y: top + 2, width: 80, height: 18), baseline: top + 16, alignment: .left)))
            }
            lists.append(DisplayList(size: Size(width: 120, height: 88), background: .white, items: items))
        }
        // Each list three times (glyph by glyph, pre-blended, copied), then all again (kept outlines).
        for pass in 0..<2 {
            for (frame, list) in lists.enumerated() {
                for _ in 0..<(pass == 0 ? 3 : 1) {
                    for scale in [2.0, 3.0] {
                        let differing = bytesDifferingFromFresh(reused, list, scale: scale)
                        if differing > 0 { XCTFail("frame \(frame), pass \(pass) at \(scale)x: \(differing) bytes differ") }
                    }
                }
            }
        }
    }

    /// A thin upright stroke swept in sixteenths of a point across the left edge of a label's
    /// ink, so that at some place its outline's last column is the label's first: a noted box a
    /// column short would let the label be copied pre-blended over the stroke's pixels there.
    func testAStrokeMeetingTheLabelsFirstColumnIsSeen() {
        let reused = Rasterizer()
        for step in 0..<64 {
            let x = 2 + Double(step) / 16
            let items: [DisplayItem] = [
                .fill(Rect(x: 0, y: 0, width: 60, height: 24), .white),
                .strokePath(Path { p in p.move(x, 1); p.line(x, 23) }, StrokeStyle(lineWidth: 0.25, cap: .butt),
                            Color(r: 255, g: 59, b: 48)),
                .text(TextRun(string: "Row", weight: .regular, size: 13, color: .black,
                              box: Rect(x: 4, y: 3, width: 50, height: 18), baseline: 17, alignment: .left)),
            ]
            let list = DisplayList(size: Size(width: 60, height: 24), background: .white, items: items)
            for scale in [2.0, 3.0] {
                let fresh = Rasterizer().render(list, scale: scale).toImage()
                // Glyph by glyph, pre-blended, copied.
                for pass in 0..<3 {
                    let differing = bytesDifferingFromFresh(reused, list, scale: scale, fresh: fresh)
                    if differing > 0 { XCTFail("stroke at x \(x), \(scale)x, pass \(pass): \(differing) bytes differ") }
                }
            }
        }
    }
}
