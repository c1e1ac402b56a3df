import XCTest
@testable import ListRender

/// `.fillPath` and `.strokePath`: exact analytic coverage, both fill rules, strokes as areas,
/// and the same bytes however the rows are clipped.
final class PathRasterTests: XCTestCase {
    /// The sum of the red channel over the image, in pixels of full coverage (white on black).
    private func coveredArea(_ img: RGBAImage) -> Double {
        var sum = 0
        for y in 0..<img.height { for x in 0..<img.width { sum += img.red(x, y) } }
        return Double(sum) / 255
    }

    private func square(_ x: Double, _ y: Double, _ side: Double, clockwise: Bool = true) -> Path {
        Path { p in
            p.move(x, y)
            if clockwise { p.line(x + side, y); p.line(x + side, y + side); p.line(x, y + side) }
            else { p.line(x, y + side); p.line(x + side, y + side); p.line(x + side, y) }
            p.close()
        }
    }

    func testHalfPixelAlignedSquareHasExactEdgeAndCornerCoverage() {
        let img = RasterFixture.render((4, 4), [.fillPath(square(0.5, 0.5, 2), .nonZero, .white)])
        XCTAssertEqual(img.red(0, 0), 64)     // a quarter pixel
        XCTAssertEqual(img.red(1, 0), 128)    // half
        XCTAssertEqual(img.red(0, 1), 128)
        XCTAssertEqual(img.red(1, 1), 255)
        XCTAssertEqual(img.red(2, 2), 64)
        XCTAssertEqual(img.red(3, 3), 0)
        // The same square as a rect fill: byte for byte.
        let rect = RasterFixture.render((4, 4), [.fill(Rect(x: 0.5, y: 0.5, width: 2, height: 2), .white)])
        XCTAssertTrue(img.pixels == rect.pixels)
    }

    func testTriangleCoverageSumsToItsArea() {
        let tri = Path { p in p.move(1.3, 1.1); p.line(9.7, 2.2); p.line(2.4, 8.9); p.close() }
        let img = RasterFixture.render((12, 12), [.fillPath(tri, .nonZero, .white)])
        // Shoelace: |(8.4)(7.8) - (1.1)(1.1)| / 2.
        let area = abs(8.4 * 7.8 - 1.1 * 1.1) / 2
        XCTAssertEqual(coveredArea(img), area, accuracy: 0.05)
    }

    func testCircleCoverageIsPiRSquared() {
        var circle = Path()
        circle.addCircle(20.3, 19.6, radius: 15)
        let img = RasterFixture.render((40, 40), [.fillPath(circle, .nonZero, .white)])
        XCTAssertEqual(coveredArea(img), Double.pi * 225, accuracy: 0.6)
        XCTAssertEqual(img.red(20, 19), 255)
        XCTAssertEqual(img.red(2, 2), 0)
    }

    func testFillRulesDifferWhereContoursOverlap() {
        // Two squares wound the same way: non-zero fills the inner one, even-odd leaves a hole.
        var p = square(1, 1, 8)
        p.append(square(3, 3, 4))
        let nonZero = RasterFixture.render((10, 10), [.fillPath(p, .nonZero, .white)])
        let evenOdd = RasterFixture.render((10, 10), [.fillPath(p, .evenOdd, .white)])
        XCTAssertEqual(coveredArea(nonZero), 64, accuracy: 0.01)
        XCTAssertEqual(coveredArea(evenOdd), 48, accuracy: 0.01)
        XCTAssertEqual(nonZero.red(5, 5), 255)
        XCTAssertEqual(evenOdd.red(5, 5), 0)
        // Wound the opposite way, the inner square is a hole under both rules.
        var q = square(1, 1, 8)
        q.append(square(3, 3, 4, clockwise: false))
        XCTAssertEqual(RasterFixture.render((10, 10), [.fillPath(q, .nonZero, .white)]).red(5, 5), 0)
    }

    func testCurvesAreScaledWithTheCanvas() {
        var circle = Path()
        circle.addCircle(5, 5, radius: 4)
        let img = RasterFixture.render((10, 10), scale: 3, [.fillPath(circle, .nonZero, .white)])
        XCTAssertEqual(coveredArea(img), Double.pi * 144, accuracy: 0.6)
    }

    func testButtAndRoundCapsAddTheirAreas() {
        let line = Path { p in p.move(3, 5); p.line(9, 5) }
        let butt = RasterFixture.render((12, 10), [.strokePath(line, StrokeStyle(lineWidth: 2, cap: .butt), .white)])
        XCTAssertEqual(coveredArea(butt), 12, accuracy: 0.01)
        XCTAssertEqual(butt.red(3, 4), 255)
        XCTAssertEqual(butt.red(2, 4), 0)
        let round = RasterFixture.render((12, 10), [.strokePath(line, StrokeStyle(lineWidth: 2, cap: .round), .white)])
        XCTAssertEqual(coveredArea(round), 12 + Double.pi, accuracy: 0.1)
    }

    func testStrokedCircleIsARing() {
        var circle = Path()
        circle.addCircle(15, 15, radius: 10)
        let img = RasterFixture.render((30, 30), [.strokePath(circle, StrokeStyle(lineWidth: 2), .white)])
        // π (11² - 9²).
        XCTAssertEqual(coveredArea(img), Double.pi * 40, accuracy: 0.5)
        XCTAssertEqual(img.red(15, 15), 0)
        XCTAssertEqual(img.red(24, 15), 255)
    }

    func testSharpCornerJoinsAreFilledOnceAndRound() {
        // A closed polyline turning 90° at each corner: the stroke's area is the band around it
        // with round outer corners, each counted once where the pieces overlap.
        let s = square(5, 5, 10)
        let img = RasterFixture.render((20, 20), [.strokePath(s, StrokeStyle(lineWidth: 2), .white)])
        // Outer 12×12 with four quarter-round corners of radius 1, minus the 8×8 hole.
        let area = 144 - (4 - Double.pi) - 64
        XCTAssertEqual(coveredArea(img), area, accuracy: 0.1)
        XCTAssertEqual(img.red(10, 10), 0)
        XCTAssertEqual(img.red(5, 5), 255)
    }

    func testOverlappingStrokesOfOnePathUniteAndCrossesAreNotDoubled() {
        // A plus: two lines crossing, in a half-transparent colour: the crossing is no darker.
        let plus = Path { p in p.move(2, 6); p.line(10, 6); p.move(6, 2); p.line(6, 10) }
        let img = RasterFixture.render((12, 12), [.strokePath(plus, StrokeStyle(lineWidth: 2, cap: .butt), Color(r: 255, g: 255, b: 255, a: 128))])
        XCTAssertEqual(img.red(6, 6), img.red(3, 6))
        XCTAssertEqual(img.red(3, 6), 128)
    }

    func testRowBandsAndLayersGiveTheSameBytes() {
        var p = Path()
        p.addCircle(31.3, 29.7, radius: 24.2)
        p.move(10, 50); p.cubic(20, -10, 50, 80, 60, 5); p.close()
        let items: [DisplayItem] = [.fillPath(p, .evenOdd, Color(r: 10, g: 200, b: 90)),
                                    .strokePath(p, StrokeStyle(lineWidth: 1.7), Color(r: 200, g: 30, b: 60, a: 200))]
        let whole = RasterFixture.render((64, 64), scale: 2, background: .white, items)
        // Drawn as three bands of rows, each under its own clip (the split between threads).
        var banded: [DisplayItem] = []
        for (top, bottom) in [(0.0, 17.0), (17.0, 40.5), (40.5, 64.0)] {
            banded.append(.pushClip(Rect(x: 0, y: top, width: 64, height: bottom - top)))
            banded += items
            banded.append(.popClip)
        }
        XCTAssert(RasterFixture.render((64, 64), scale: 2, background: .white, banded).pixels == whole.pixels, "banded")
        // Twice: the same bytes.
        XCTAssert(RasterFixture.render((64, 64), scale: 2, background: .white, items).pixels == whole.pixels, "again")
        // An opaque fill in a layer at full opacity: the same bytes as drawn directly.
        let direct = RasterFixture.render((64, 64), scale: 2, background: .white, [items[0]])
        let layered = RasterFixture.render((64, 64), scale: 2, background: .white, [.beginLayer(opacity: 1), items[0], .endLayer])
        XCTAssert(layered.pixels == direct.pixels, "layered")
    }

    func testAFilledPathKeptFromTheLastFrameFillsAsAFreshOne() {
        // One rasterizer keeps a fill's polygons from frame to frame (`PathPolygons`): the same
        // path at another scale, or moved by the least bit, is flattened afresh.
        func card(_ x: Double) -> Path {
            Path { $0.addRoundedRect(Rect(x: x, y: 3, width: 40, height: 30), radius: 9, curve: .continuous(tail: 0.5)) }
        }
        let kept = Rasterizer()
        for (path, scale) in [(card(2), 1.0), (card(2), 3.0), (card(2.0.nextUp), 3.0), (card(2), 1.0)] {
            let list = DisplayList(size: Size(width: 48, height: 40), background: .white,
                                   items: [.fillPath(path, .nonZero, Color(r: 20, g: 40, b: 200))])
            XCTAssert(kept.renderImage(list, scale: scale).pixels == Rasterizer().renderImage(list, scale: scale).pixels,
                      "scale \(scale)")
        }
    }

    /// Labels on iOS 26 cards (continuous-corner paths): inside a card, across its corner rows
    /// and its edges, beside it; cards opaque and translucent, some under a clip off the pixel
    /// grid. A card's inside is noted as a flat fill, so its labels are copied pre-blended: each
    /// frame through one rasterizer (the third time a label is met, copied) is a fresh one's.
    func testTextOnFilledPathsComesOutAsDrawnDirectly() {
        let reused = Rasterizer()
        var numbers = SeededNumbers(seed: 26)
        func next(_ n: Int) -> Int { numbers.next(n) }
        for frame in 0..<12 {
            var items: [DisplayItem] = [.fill(Rect(x: 0, y: 0, width: 140, height: 120), Color(r: 242, g: 242, b: 247))]
            for card in 0..<2 {
                let r = Rect(x: 4 + Double(next(64)) / 16, y: 4 + Double(card * 56) + Double(next(64)) / 16,
                             width: 110 + Double(next(200)) / 16, height: 30 + Double(next(300)) / 16)
                let clipped = next(4) == 0
                if clipped { items.append(.pushClip(Rect(x: 0, y: 0.5, width: 139.25, height: 119))) }
                items.append(.fillPath(Path { $0.addRoundedRect(r, radius: 10 + Double(next(8)), curve: .continuous(tail: 0.5)) },
                                       .nonZero, next(5) == 0 ? Color(r: 255, g: 255, b: 255, a: 200) : .white))
                if clipped { items.append(.popClip) }
                for _ in 0..<3 {
                    let x = r.minX - 6 + Double(next(40 * 16)) / 16, y = r.minY - 8 + Double(next(Int(r.height + 10) * 16)) / 16
                    items.append(.text(TextRun(string: "Label \(next(100))", weight: .regular, size: 13, color: .black,
                                               box: Rect(x: x, y: y, width: 70, height: 18), baseline: y + 14, alignment: .left)))
                }
            }
            let list = DisplayList(size: Size(width: 140, height: 120), background: .white, items: items)
            for _ in 0..<3 {
                for scale in [2.0, 3.0] {
                    let differing = bytesDifferingFromFresh(reused, list, scale: scale)
                    if differing > 0 { XCTFail("frame \(frame) at \(scale)x: \(differing) bytes differ") }
                }
            }
        }
    }

    /// A label swept in sixteenths of a point across a card's left side, beside its straight
    /// rows and then over its top corner's, so that at some place its box's first column is the
    /// one just outside the card's inside: an inside noted a pixel too large would let the label
    /// be copied pre-blended over the card's anti-aliased edge there.
    func testALabelMeetingACardsEdgeIsSeen() {
        let reused = Rasterizer()
        let card = Rect(x: 10.3, y: 6.2, width: 100, height: 60)
        let cardPath = Path { $0.addRoundedRect(card, radius: 12, curve: .continuous(tail: 0.5)) }
        for step in 0..<128 {
            let sweep = Double(step % 64) / 16
            let (x, y) = (8.5 + sweep, step < 64 ? 30.0 : 7.0)
            let list = DisplayList(size: Size(width: 120, height: 80), background: Color(r: 242, g: 242, b: 247), items: [
                .fillPath(cardPath, .nonZero, .white),
                .text(TextRun(string: "Wi-Fi", weight: .regular, size: 13, color: .black,
                              box: Rect(x: x, y: y, width: 40, height: 18), baseline: y + 14, alignment: .left)),
            ])
            for _ in 0..<3 {
                let differing = bytesDifferingFromFresh(reused, list, scale: 3)
                if differing > 0 { XCTFail("label at (\(x), \(y)): \(differing) bytes differ") }
            }
        }
    }

    func testHugeAndNonFinitePathsDrawNothingAndDoNotTrap() {
        let wild = Path { p in p.move(.nan, 0); p.line(5, 5); p.line(0, 5); p.close() }
        let img = RasterFixture.render((8, 8), [.fillPath(wild, .nonZero, .white),
                                                .strokePath(wild, StrokeStyle(lineWidth: 1e300), .white)])
        XCTAssertEqual(coveredArea(img), 0)
        let big = Path { p in p.move(-1e7, -1e7); p.line(1e7, -1e7); p.line(1e7, 1e7); p.line(-1e7, 1e7); p.close() }
        XCTAssertEqual(coveredArea(RasterFixture.render((8, 8), [.fillPath(big, .nonZero, .white)])), 64)
    }
}
