import XCTest
import Foundation
@testable import ListRender

final class RasterTests: XCTestCase {
    private let white = Color.white

    // MARK: fill

    func testFractionalRectEdgeGivesExactlyHalfCoverage() {
        // 3.5 pt at 3x is x = 10.5 px: pixel 10 is half covered.
        let img = RasterFixture.render((8, 2), scale: 3, [.fill(Rect(x: 0, y: 0, width: 3.5, height: 2), white)])
        XCTAssertEqual(img.width, 24); XCTAssertEqual(img.height, 6)
        XCTAssertEqual(img.px(9, 3), [255, 255, 255, 255])
        XCTAssertEqual(img.px(10, 3), [128, 128, 128, 255])
        XCTAssertEqual(img.px(11, 3), [0, 0, 0, 255])
    }

    func testQuarterCoveredCornerPixelIsProductOfOverlaps() {
        let img = RasterFixture.render((4, 4), [.fill(Rect(x: 0.5, y: 0.5, width: 2, height: 2), white)])
        XCTAssertEqual(img.red(0, 0), 64)      // 0.25 * 255 = 63.75
        XCTAssertEqual(img.red(1, 0), 128)     // 0.5
        XCTAssertEqual(img.red(1, 1), 255)
        XCTAssertEqual(img.red(2, 2), 64)
        XCTAssertEqual(img.red(3, 3), 0)
    }

    func testOpaqueAlignedFillStoresExactColour() {
        let c = Color(r: 12, g: 34, b: 56)
        let img = RasterFixture.render((4, 4), [.fill(Rect(x: 1, y: 1, width: 2, height: 2), c)])
        XCTAssertEqual(img.px(1, 1), [12, 34, 56, 255])
        XCTAssertEqual(img.px(2, 2), [12, 34, 56, 255])
        XCTAssertEqual(img.px(0, 0), [0, 0, 0, 255])
        XCTAssertEqual(img.px(3, 1), [0, 0, 0, 255])
    }

    func testCanvasSizeIsRoundedPointSizeTimesScale() {
        let img = RasterFixture.render((390, 844.2), scale: 3, [])
        XCTAssertEqual(img.width, 1170); XCTAssertEqual(img.height, 2533)
    }

    // MARK: blending

    func testHalfTransparentBlackOverWhiteIs127() {
        let img = RasterFixture.render((2, 2), background: white,
                                       [.fill(Rect(x: 0, y: 0, width: 2, height: 2), Color(r: 0, g: 0, b: 0, a: 128))])
        XCTAssertEqual(img.px(0, 0), [127, 127, 127, 255])
    }

    func testHalfTransparentRedOverBlue() {
        let img = RasterFixture.render((2, 2), background: Color(r: 0, g: 0, b: 255),
                                       [.fill(Rect(x: 0, y: 0, width: 2, height: 2), Color(r: 255, g: 0, b: 0, a: 128))])
        // premultiplied red 128 + blue 255 * 127 / 255.
        XCTAssertEqual(img.px(1, 1), [128, 0, 127, 255])
    }

    func testTwoHalfTransparentLayersAccumulate() {
        let half = Color(r: 0, g: 0, b: 0, a: 128)
        let r = Rect(x: 0, y: 0, width: 1, height: 1)
        let img = RasterFixture.render((1, 1), background: white, [.fill(r, half), .fill(r, half)])
        // 127 then 127 * 127 / 255 = 63.25.
        XCTAssertEqual(img.px(0, 0), [63, 63, 63, 255])
    }

    func testToImageUnpremultipliesAndKeepsOpaqueBytes() {
        var canvas = Canvas(width: 3, height: 1, fill: .clear)
        canvas.pixels = [64, 32, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0]
        let img = canvas.toImage()
        // 64 * 255 / 128 = 127.5 -> 128; 32 -> 63.75 -> 64.
        XCTAssertEqual(img.pixels, [128, 64, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0])
    }

    // MARK: rounded rects, strokes, capsules, hairlines

    func testRoundedRectCorners() {
        let img = RasterFixture.render((40, 40), [.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, white)])
        XCTAssertEqual(img.red(0, 0), 0, "corner pixel is outside the arc")
        XCTAssertEqual(img.red(10, 10), 255)
        XCTAssertEqual(img.red(20, 0), 255, "straight top edge is solid")
        XCTAssertEqual(img.red(3, 3), 255)
        XCTAssertEqual(img.red(2, 2), 0)
        // Pixel (2, 3): centre (2.5, 3.5), distance to the corner centre (10, 10) is 9.925,
        // so coverage 0.5 - (9.925 - 10) = 0.575 -> 147.
        XCTAssertEqual(img.red(2, 3), 147)
        for (x, y) in [(3, 2), (37, 3), (36, 2), (2, 36), (3, 37), (37, 36), (36, 37)] {
            XCTAssertEqual(img.red(x, y), 147, "corners are mirror images (\(x), \(y))")
        }
    }

    func testStrokeIsARing() {
        let img = RasterFixture.render((40, 40), [
            .strokeRoundedRect(Rect(x: 5, y: 5, width: 30, height: 30), radius: 6, lineWidth: 2, white)])
        XCTAssertEqual(img.red(20, 4), 255)   // on the top edge: rows 4...5
        XCTAssertEqual(img.red(20, 5), 255)
        XCTAssertEqual(img.red(20, 6), 0)     // inside the ring
        XCTAssertEqual(img.red(20, 20), 0)
        XCTAssertEqual(img.red(20, 3), 0)     // outside
        XCTAssertEqual(img.red(35, 20), 255)  // right edge: columns 34...35
        XCTAssertEqual(img.red(4, 4), 0, "rounded corner leaves the bounding corner empty")
    }

    func testHairlineIsExactlyOneDeviceRow() {
        // y = 10.4 pt at 3x is 31.2 px: the row starting at 31.
        let img = RasterFixture.render((10, 20), scale: 3, [.hairline(x: 0.5, y: 10.4, width: 5, white)])
        for y in 0..<img.height {
            XCTAssertEqual(img.red(10, y), y == 31 ? 255 : 0, "row \(y)")
        }
        XCTAssertEqual(img.red(1, 31), 128, "x = 1.5 px: half-covered start")
        XCTAssertEqual(img.red(16, 31), 128, "x + width = 16.5 px: half-covered end")
        XCTAssertEqual(img.red(17, 31), 0)
    }

    func testHairlineOnAThirdPointSnapsDownDespiteRounding() {
        // 43 + 2/3 pt at 3x is 131 px, computed in floating point as 130.99999999999997.
        let img = RasterFixture.render((10, 50), scale: 3, [.hairline(x: 0, y: 43 + 2.0 / 3.0, width: 10, white)])
        XCTAssertEqual(img.red(5, 131), 255)
        XCTAssertEqual(img.red(5, 130), 0)
    }

    func testCapsuleCoversItsSegmentWithRoundCaps() {
        let img = RasterFixture.render((40, 20), [.capsule(from: Point(x: 10, y: 10), to: Point(x: 30, y: 10), radius: 3, white)])
        XCTAssertEqual(img.red(20, 10), 255)
        XCTAssertEqual(img.red(20, 7), 255)   // centre 7.5: 2.5 from the line
        XCTAssertEqual(img.red(20, 6), 0)     // centre 6.5: 3.5 from the line, past the ramp
        XCTAssertEqual(img.red(20, 12), 255)
        XCTAssertEqual(img.red(20, 13), 0)
        XCTAssertEqual(img.red(8, 10), 255)   // inside the left cap
        XCTAssertEqual(img.red(5, 10), 0)
        XCTAssertEqual(img.red(6, 6), 0)      // outside the cap's arc
        XCTAssertEqual(img.red(7, 10), img.red(32, 10), "caps are symmetric")
    }

    // MARK: clip

    func testClipLimitsDrawingToWholePixels() {
        let img = RasterFixture.render((10, 4), [
            .pushClip(Rect(x: 3, y: 1, width: 4, height: 2)),
            .fill(Rect(x: 0, y: 0, width: 10, height: 4), white),
            .popClip,
            .fill(Rect(x: 0, y: 3, width: 1, height: 1), white),
        ])
        for x in 0..<10 {
            XCTAssertEqual(img.red(x, 0), 0)
            XCTAssertEqual(img.red(x, 1), (3..<7).contains(x) ? 255 : 0, "column \(x)")
        }
        XCTAssertEqual(img.red(0, 3), 255, "popClip restores the full canvas")
    }

    func testFractionalClipEdgeScalesCoverage() {
        let img = RasterFixture.render((10, 2), [
            .pushClip(Rect(x: 2.5, y: 0, width: 5, height: 2)),
            .fill(Rect(x: 0, y: 0, width: 10, height: 2), white),
            .popClip,
        ])
        XCTAssertEqual([1, 2, 3, 6, 7, 8].map { img.red($0, 0) }, [0, 128, 255, 255, 128, 0])
    }

    func testNestedClipsIntersect() {
        let img = RasterFixture.render((10, 1), [
            .pushClip(Rect(x: 2, y: 0, width: 5, height: 1)),
            .pushClip(Rect(x: 4, y: 0, width: 5, height: 1)),
            .fill(Rect(x: 0, y: 0, width: 10, height: 1), white),
            .popClip, .popClip, .popClip,   // one extra pop is ignored
        ])
        XCTAssertEqual((0..<10).map { img.red($0, 0) }, [0, 0, 0, 0, 255, 255, 255, 0, 0, 0])
    }

    // MARK: layers

    func testLayerOpacityHidesOverlapOfChildren() {
        let red = Color(r: 255, g: 0, b: 0)
        let a = Rect(x: 0, y: 0, width: 6, height: 2), b = Rect(x: 4, y: 0, width: 6, height: 2)
        let grouped = RasterFixture.render((10, 2), background: white,
                                           [.beginLayer(opacity: 0.5), .fill(a, red), .fill(b, red), .endLayer])
        XCTAssertEqual(grouped.px(1, 0), [255, 127, 127, 255])
        XCTAssertEqual(grouped.px(5, 0), grouped.px(1, 0), "overlap looks like a single child")
        XCTAssertEqual(grouped.px(8, 0), grouped.px(1, 0))
        // Per-item alpha, by contrast, darkens the overlap.
        let half = red.withAlphaMultiplied(by: 0.5)
        let perItem = RasterFixture.render((10, 2), background: white, [.fill(a, half), .fill(b, half)])
        XCTAssertNotEqual(perItem.px(5, 0), perItem.px(1, 0))
    }

    func testNestedLayersMultiplyOpacity() {
        let img = RasterFixture.render((2, 2), background: white, [
            .beginLayer(opacity: 0.5), .beginLayer(opacity: 0.5),
            .fill(Rect(x: 0, y: 0, width: 2, height: 2), .black),
            .endLayer, .endLayer,
        ])
        // Inner: alpha 128; outer: 128 * 128 / 255 = 64; white * 191 / 255.
        XCTAssertEqual(img.px(0, 0), [191, 191, 191, 255])
    }

    func testLayerIsLimitedToClipAndUnclosedLayerIsComposited() {
        let img = RasterFixture.render((10, 1), background: white, [
            .pushClip(Rect(x: 2, y: 0, width: 3, height: 1)),
            .beginLayer(opacity: 1),
            .fill(Rect(x: 0, y: 0, width: 10, height: 1), .black),
        ])
        XCTAssertEqual((0..<10).map { img.red($0, 0) }, [255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
    }

    func testUnbalancedClipsAndLayersAreTolerated() {
        let img = RasterFixture.render((4, 1), background: white, [
            .endLayer, .popClip,
            .pushClip(Rect(x: 1, y: 0, width: 2, height: 1)),
            .beginLayer(opacity: 1), .popClip, .popClip, .pushClip(Rect(x: 0, y: 0, width: 1, height: 1)), .endLayer,
            .fill(Rect(x: 0, y: 0, width: 4, height: 1), .black),   // still inside the first clip
        ])
        XCTAssertEqual((0..<4).map { img.red($0, 0) }, [255, 0, 0, 255])
        let popInLayer = RasterFixture.render((2, 1), background: white, [
            .beginLayer(opacity: 1), .popClip, .fill(Rect(x: 0, y: 0, width: 1, height: 1), .black), .endLayer])
        XCTAssertEqual(popInLayer.px(0, 0), [0, 0, 0, 255])
    }

    // MARK: shadow

    func testShadowIsSymmetricAndFades() {
        let img = RasterFixture.render((60, 40), background: white, [
            .shadow(Rect(x: 20, y: 10, width: 20, height: 20), cornerRadius: 4, blur: 6, offset: .zero, .black)])
        // Left-right and top-bottom mirror images around the centre (30, 20).
        for x in 0..<30 {
            XCTAssertEqual(img.red(x, 20), img.red(59 - x, 20), "column \(x)")
            XCTAssertEqual(img.red(30, x % 20), img.red(29, 39 - x % 20), "row \(x % 20)")
        }
        XCTAssertEqual(img.red(0, 20), 255, "more than 3 sigma away: untouched")
        XCTAssertLessThan(img.red(30, 20), 40, "the centre is dark")
        // Monotone fade from the centre outwards, strictly across the blurred edge.
        for x in 30..<59 { XCTAssertLessThanOrEqual(img.red(x, 20), img.red(x + 1, 20)) }
        XCTAssertLessThan(img.red(38, 20), img.red(40, 20))
        XCTAssertLessThan(img.red(40, 20), img.red(42, 20))
        // Pixel 40's centre is 0.5 px outside the edge; sigma = 6 / 2 = 3 px, so the shadow there is
        // Phi(-0.5 / 3) = 0.434 of full: 255 * (1 - 0.434) = 144.4.
        XCTAssertEqual(img.red(40, 20), 144, accuracy: 2)
        XCTAssertEqual(img.red(39, 20) + img.red(40, 20), 255, accuracy: 2, "edge pixels straddle one half")
    }

    func testShadowIsOffset() {
        let img = RasterFixture.render((60, 40), background: white, [
            .shadow(Rect(x: 20, y: 10, width: 20, height: 20), cornerRadius: 0, blur: 2, offset: Point(x: 5, y: 0), .black)])
        XCTAssertEqual(img.red(19, 20), 255, "the offset moved the left edge to 25, sigma 1: nothing at 19")
        XCTAssertLessThan(img.red(42, 20), 10)
        XCTAssertEqual(img.red(49, 20), 255, "beyond 3 sigma past the right edge at 45")
    }

    /// `inside`: the shadow is drawn only within the rounded rectangle (UISwitch's knob shadow in
    /// its track); inside it, the same bytes as the whole shadow.
    func testShadowInsideBoundsStopsAtTheirEdge() {
        let shape = Rect(x: 20, y: 10, width: 20, height: 20), bounds = Rect(x: 10, y: 5, width: 40, height: 28)
        let whole = RasterFixture.render((60, 40), background: white, [
            .shadow(shape, cornerRadius: 4, blur: 6, offset: Point(x: 0, y: 3), .black)])
        let inside = RasterFixture.render((60, 40), background: white, [
            .shadow(shape, cornerRadius: 4, blur: 6, offset: Point(x: 0, y: 3), .black,
                    inside: ShadowBounds(bounds, cornerRadius: 14))])
        XCTAssertLessThan(whole.red(30, 34), 200, "unbounded, the shadow falls below y 33")
        XCTAssertEqual(inside.red(30, 34), 255, "bounded, nothing below the bounds")
        XCTAssertEqual(inside.red(11, 6), 255, "nor in the bounds' rounded corner")
        XCTAssertEqual(inside.red(30, 31), whole.red(30, 31), "inside, the shadow itself")
        XCTAssertLessThan(inside.red(30, 32), 255, "its last row still darkened")
    }

    // MARK: determinism

    private func busyList() -> DisplayList {
        var items: [DisplayItem] = []
        for i in 0..<12 {
            let y = Double(i) * 44 + 0.37
            items.append(.fill(Rect(x: 0, y: y, width: 390, height: 44), .white))
            items.append(.text(TextRun(string: "Row \(i) — The quick brown fox jumps over the lazy dog",
                                       weight: i % 2 == 0 ? .regular : .semibold, size: 17, color: .black,
                                       box: Rect(x: 16, y: y, width: 300, height: 44), baseline: y + 28)))
            items.append(.hairline(x: 16, y: y + 43.8, width: 374, Color(r: 60, g: 60, b: 67, a: 73)))
        }
        items += [
            .shadow(Rect(x: 0, y: 200, width: 390, height: 44), cornerRadius: 0, blur: 3, offset: .zero, Color(r: 0, g: 0, b: 0, a: 179)),
            .beginLayer(opacity: 0.7),
            .roundedRect(Rect(x: 80, y: 400, width: 200, height: 50), radius: 12, Color(r: 28, g: 28, b: 30, a: 217)),
            .strokeRoundedRect(Rect(x: 90, y: 410, width: 30, height: 30), radius: 6, lineWidth: 1.5, .white),
            .endLayer,
            .capsule(from: Point(x: 380, y: 10), to: Point(x: 380, y: 300), radius: 1.5, Color(r: 0, g: 0, b: 0, a: 89)),
        ]
        return DisplayList(size: Size(width: 390, height: 560), background: Color(r: 242, g: 242, b: 247), items: items)
    }

    func testSameListTwiceGivesSameBytes() {
        let list = busyList()
        let a = RasterFixture.rasterizer.render(list, scale: 2)
        let b = RasterFixture.rasterizer.render(list, scale: 2)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a, Rasterizer().render(list, scale: 2), "a fresh glyph cache draws the same")
    }

    func testTwoRasterizersOnTwoThreadsGiveSameBytes() {
        let list = busyList()
        let results = ThreadResults()
        let group = DispatchGroup()
        for i in 0..<2 {
            group.enter()
            Thread {
                let r = Rasterizer()
                let c = r.render(list, scale: 3)
                results.set(i, c)
                group.leave()
            }.start()
        }
        group.wait()
        let serial = RasterFixture.rasterizer.render(list, scale: 3)
        XCTAssertEqual(results.get(0), serial)
        XCTAssertEqual(results.get(1), serial)
    }

    // MARK: downscale

    func testDownscaleAveragesInPremultipliedSpace() {
        // A 2x2 block: one opaque red, three transparent -> alpha 64, colour still pure red.
        var img = RGBAImage(width: 4, height: 2, fill: .clear)
        img.pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
        // The second block: two red, two blue, all opaque -> purple.
        img.pixels.replaceSubrange(8..<16, with: [255, 0, 0, 255, 0, 0, 255, 255])
        img.pixels.replaceSubrange(24..<32, with: [255, 0, 0, 255, 0, 0, 255, 255])
        let small = img.downscaled(by: 2)
        XCTAssertEqual(small.width, 2); XCTAssertEqual(small.height, 1)
        XCTAssertEqual(small.px(0, 0), [255, 0, 0, 64])
        XCTAssertEqual(small.px(1, 0), [128, 0, 128, 255])
        XCTAssertEqual(img.resized(toWidth: 2, height: 1), small)
    }

    func testDownscaleKeepsPartialEdgeBlocksAndResizeAveragesFractionally() {
        let img = RGBAImage(width: 5, height: 5, fill: Color(r: 10, g: 20, b: 30))
        let small = img.downscaled(by: 2)
        XCTAssertEqual(small.width, 3); XCTAssertEqual(small.height, 3)
        XCTAssertEqual(small.px(2, 2), [10, 20, 30, 255])
        // 3 px to 2 px: the middle source pixel is split half and half.
        let row = RGBAImage(width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255])
        let r2 = row.resized(toWidth: 2, height: 1)
        XCTAssertEqual(r2.px(0, 0), [30, 30, 30, 255])   // (0 * 1 + 90 * 0.5) / 1.5
        XCTAssertEqual(r2.px(1, 0), [150, 150, 150, 255])
    }
}

/// Results written by worker threads, read after they finish.
private final class ThreadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Canvas] = [:]
    func set(_ i: Int, _ c: Canvas) { lock.lock(); values[i] = c; lock.unlock() }
    func get(_ i: Int) -> Canvas? { lock.lock(); defer { lock.unlock() }; return values[i] }
}
