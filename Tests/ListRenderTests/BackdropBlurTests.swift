import XCTest
@testable import ListRender

/// `.backdropBlur`: content under a bar blurred, as UIKit's materials blur it — spread by the
/// radius it was given, only inside its rect, the same bytes banded or whole and run after run.
final class BackdropBlurTests: XCTestCase {
    /// White on the left half, black on the right, a backdrop over the top 40 rows (scale 1).
    private func edgeList(radius: Double, tint: Color? = nil) -> DisplayList {
        var items: [DisplayItem] = [.fill(Rect(x: 0, y: 0, width: 50, height: 60), .white),
                                    .backdropBlur(Rect(x: 0, y: 0, width: 100, height: 40), radius: radius)]
        if let tint { items.append(.fill(Rect(x: 0, y: 0, width: 100, height: 40), tint)) }
        return DisplayList(size: Size(width: 100, height: 60), background: .black, items: items)
    }

    func testASharpEdgeUnderTheRectIsSpreadByTheGaussiansWidth() {
        let sigma = 4.0
        let image = RasterFixture.rasterizer.renderImage(edgeList(radius: sigma), scale: 1)
        let row = (0..<100).map { image.red($0, 20) }
        let reach = BackdropBlur.reach(sigma: sigma)
        XCTAssertEqual(BackdropBlur.boxRadii(sigma: sigma), [3, 3, 4], "widths 7, 7, 9: variance 44 / 3, sigma 3.83")
        XCTAssertEqual(reach, 10)
        // Nothing beyond the reach changes; inside it the edge ramps down monotonically.
        XCTAssertEqual(Array(row[0..<(50 - reach)]), [Int](repeating: 255, count: 50 - reach))
        XCTAssertEqual(Array(row[(50 + reach)...]), [Int](repeating: 0, count: 50 - reach))
        XCTAssertTrue(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 }, "\(row)")
        // A Gaussian's edge: half way at the edge itself, 84 % and 16 % one sigma either side.
        XCTAssertEqual(Double(row[49] + row[50]) / 2, 127.5, accuracy: 4)
        XCTAssertEqual(crossing(row, 255 * 0.8413) - crossing(row, 255 * 0.1587), -2 * sigma, accuracy: 0.5, "\(row)")
        // The rows under the rect keep their sharp edge.
        XCTAssertEqual(image.red(49, 50), 255)
        XCTAssertEqual(image.red(50, 50), 0)
    }

    /// Where a falling row passes `level`, between pixel centres (x + 0.5), linearly interpolated.
    private func crossing(_ row: [Int], _ level: Double) -> Double {
        let i = row.lastIndex { Double($0) >= level }!
        let (a, b) = (Double(row[i]), Double(row[i + 1]))
        return Double(i) + 0.5 + (a - level) / (a - b)
    }

    func testTheBlurCanBeSeenUnderATintAndAUniformBackdropKeepsItsColour() {
        // A uniform area blurred is itself, to the byte (no darkening or rounding drift).
        let image = RasterFixture.rasterizer.renderImage(edgeList(radius: 6), scale: 2)
        XCTAssertEqual(image.px(10, 10), [255, 255, 255, 255])
        XCTAssertEqual(image.px(190, 10), [0, 0, 0, 255])
        // Under a 94 % tint the blurred edge still shows through as a ramp, not a step.
        let tinted = RasterFixture.rasterizer.renderImage(edgeList(radius: 6, tint: Color(r: 249, g: 249, b: 249, a: 240)), scale: 2)
        let ramp = Set((90..<110).map { tinted.red($0, 40) })
        XCTAssertGreaterThan(ramp.count, 5, "\(ramp.sorted())")
    }

    func testPixelsOutsideTheRectAreThoseOfTheSameListWithoutTheBackdrop() {
        var list = bandList(background: .white)
        let blurred = RasterFixture.rasterizer.renderImage(list, scale: 3)
        list.items.removeAll { if case .backdropBlur = $0 { return true } else { return false } }
        let plain = RasterFixture.rasterizer.renderImage(list, scale: 3)
        let boxes = [BackdropBlur.pixelBox(Rect(x: 0, y: 0, width: 60, height: 25.4), scale: 3)!,
                     BackdropBlur.pixelBox(Rect(x: 0, y: 70, width: 60, height: 20), scale: 3)!]
        var inside = 0, outside = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain.px(x, y) != blurred.px(x, y) {
                if boxes.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }) { inside += 1 } else { outside += 1 }
            }
        }
        XCTAssertEqual(outside, 0)
        XCTAssertGreaterThan(inside, 1000, "the text under the bars is blurred")
    }

    /// Text and shapes crossing band edges under two backdrops (a nav bar across the first bands,
    /// a tab bar whose blur reads the nav bar's), tinted afterwards.
    private func bandList(background: Color) -> DisplayList {
        var items: [DisplayItem] = [.fill(Rect(x: 0, y: 0, width: 60, height: 90), Color(r: 242, g: 242, b: 247))]
        for k in 0..<9 {
            let y = Double(k) * 10 + 1.3
            items.append(.roundedRect(Rect(x: 3, y: y, width: 54, height: 8.2), radius: 3, .white))
            items.append(.text(TextRun(string: "Row \(k) under the bar", weight: .regular, size: 6, color: .black,
                                       box: Rect(x: 6, y: y, width: 50, height: 8), baseline: y + 6)))
        }
        items += [.shadow(Rect(x: 40, y: 12, width: 12, height: 12), cornerRadius: 6, blur: 3, offset: Point(x: 0, y: 1),
                          Color(r: 0, g: 0, b: 0, a: 80)),
                  .backdropBlur(Rect(x: 0, y: 0, width: 60, height: 25.4), radius: 4),
                  .fill(Rect(x: 0, y: 0, width: 60, height: 25.4), Color(r: 249, g: 249, b: 249, a: 200)),
                  .pushClip(Rect(x: 0, y: 70, width: 60, height: 20)),
                  .backdropBlur(Rect(x: 0, y: 70, width: 60, height: 20), radius: 8),
                  .popClip,
                  .text(TextRun(string: "Title", weight: .semibold, size: 8, color: .black,
                                box: Rect(x: 20, y: 14, width: 30, height: 10), baseline: 21))]
        return DisplayList(size: Size(width: 60, height: 90), background: background, items: items)
    }

    func testBandsDrawTheSameBytesAsTheWholeFrame() {
        for background in [Color.white, Color(r: 10, g: 20, b: 30, a: 128)] {
            for m in BandedRasterTests.mismatches(bandList(background: background), scale: 3, "alpha \(background.a)") { XCTFail(m) }
        }
    }

    func testTwoRendersOnTwoRasterizersGiveTheSameBytes() {
        let list = bandList(background: .white)
        XCTAssertEqual(Rasterizer().renderImage(list, scale: 3).pixels, Rasterizer().renderImage(list, scale: 3).pixels)
    }
}
