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

    // MARK: The fast passes against plain ones

    func testTheAverageIsTheExactRoundedQuotientForEverySumOfEveryWidth() {
        // Every radius up to the clamp's (sigma 100 px: half-widths 99 and 100) and every sum a
        // box of bytes reaches: a single wrong quotient would shift a colour by one.
        for r in 1...100 {
            let average = BackdropBlur.BoxAverage(radius: r), w = 2 * r + 1
            var wrong = 0
            for base in Swift.stride(from: 0, through: 255 * w, by: 4) {
                let sums = SIMD4<Int32>(repeating: Int32(base)) &+ SIMD4<Int32>(0, 1, 2, 3)
                let got = average(sums)
                for k in 0..<4 where Int(sums[k]) <= 255 * w && Int(got[k]) != (Int(sums[k]) + r) / w { wrong += 1 }
            }
            XCTAssertEqual(wrong, 0, "radius \(r)")
        }
    }

    /// The blur as plainly as it can be written: each pass a channel at a time, every window
    /// pixel averaged over its 2r + 1 neighbours (the window's edge pixels repeated), rounded
    /// half up by an integer division.
    private func plainBlur(_ frame: [UInt8], frameWidth: Int, rows: Range<Int>, columns: Range<Int>,
                           radii: [Int], box: ItemExtent.Box) -> [UInt8] {
        let (ww, wh) = (columns.count, rows.count)
        var a = [Int](repeating: 0, count: ww * wh * 4)
        for y in 0..<wh { for x in 0..<ww { for c in 0..<4 { a[(y * ww + x) * 4 + c] = Int(frame[(y * frameWidth + columns.lowerBound + x) * 4 + c]) } } }
        for horizontal in [true, false] {
            for r in radii where r > 0 {
                var b = a
                for y in 0..<wh {
                    for x in 0..<ww {
                        for c in 0..<4 {
                            var sum = 0
                            for j in -r...r {
                                let (sx, sy) = horizontal ? (min(max(x + j, 0), ww - 1), y) : (x, min(max(y + j, 0), wh - 1))
                                sum += a[(sy * ww + sx) * 4 + c]
                            }
                            b[(y * ww + x) * 4 + c] = (sum + r) / (2 * r + 1)
                        }
                    }
                }
                a = b
            }
        }
        var out: [UInt8] = []
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 { for c in 0..<4 { out.append(UInt8(a[((y - rows.lowerBound) * ww + x - columns.lowerBound) * 4 + c])) } }
        }
        return out
    }

    func testTheBlurIsByteForByteThePlainBoxPasses() {
        var rng = SystemRandomNumberGenerator()
        // (frame size, box, radii): a bar at the frame's top and one at its bottom (the window
        // cut by the frame), one inside it with its whole reach, boxes whose byte width is no
        // multiple of a 16-byte lane, a zero radius, a single pass, and no pass at all.
        let cases: [(w: Int, h: Int, box: ItemExtent.Box, radii: [Int])] = [
            (61, 50, (0, 0, 61, 17), [3, 3, 4]),
            (61, 50, (0, 31, 61, 50), [5, 5, 6]),
            (70, 80, (13, 30, 50, 41), [4, 4, 5]),
            (33, 40, (3, 5, 30, 19), [0, 0, 1]),
            (33, 40, (2, 9, 5, 30), [2]),
            (20, 20, (1, 1, 19, 19), []),
        ]
        for (w, h, box, radii) in cases {
            let k = radii.reduce(0, +)
            let rows = max(0, box.y0 - k)..<min(h, box.y1 + k), columns = max(0, box.x0 - k)..<min(w, box.x1 + k)
            // Premultiplied bytes: each colour channel at most the alpha.
            var frame = [UInt8](repeating: 0, count: w * rows.count * 4)
            for p in 0..<(w * rows.count) {
                let alpha = UInt8.random(in: 0...255, using: &rng)
                frame[p * 4 + 3] = alpha
                for c in 0..<3 { frame[p * 4 + c] = UInt8.random(in: 0...alpha, using: &rng) }
            }
            let expected = plainBlur(frame, frameWidth: w, rows: rows, columns: columns, radii: radii, box: box)
            var scratch = frame + [UInt8](repeating: 0, count: BackdropBlur.readPast)
            let patch = BackdropBlur.blur(&scratch, frameWidth: w, rows: rows, columns: columns, boxRadii: radii, box: box)
            XCTAssertEqual([patch.x0, patch.y0, patch.width, patch.height], [box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0])
            let differing = zip(patch.pixels, expected).filter { $0 != $1 }.count
            XCTAssertEqual(patch.pixels.count, expected.count)
            XCTAssertEqual(differing, 0, "box \(box), radii \(radii)")
        }
    }

    func testTheBlurSeesAFillThatALaterItemOverwrites() {
        // Under the bar's reach: a red band (rows 20-30) that an opaque grey fill drawn after
        // the backdrop covers. The frame never shows the red, but the bar's blur, made from
        // the items before it, must (the items before a backdrop are drawn with their own
        // dead stores, not the whole list's).
        let red = Color(r: 255, g: 0, b: 0)
        func list(cover: Bool) -> DisplayList {
            var items: [DisplayItem] = [.fill(Rect(x: 0, y: 20, width: 40, height: 10), red),
                                        .backdropBlur(Rect(x: 0, y: 0, width: 40, height: 20), radius: 4)]
            if cover { items.append(.fill(Rect(x: 0, y: 20, width: 40, height: 20), Color(r: 128, g: 128, b: 128))) }
            return DisplayList(size: Size(width: 40, height: 40), background: .white, items: items)
        }
        for scale in [1.0, 3.0] {
            let covered = RasterFixture.rasterizer.renderImage(list(cover: true), scale: scale)
            let open = RasterFixture.rasterizer.renderImage(list(cover: false), scale: scale)
            let bottom = Int(19 * scale)
            XCTAssertLessThan(covered.px(5, bottom)[1], 200, "the red below reaches the bar's last rows")
            for y in 0..<Int(20 * scale) {
                for x in 0..<Int(40 * scale) where covered.px(x, y) != open.px(x, y) {
                    return XCTFail("scale \(scale): the bar differs at (\(x), \(y)) when the red is covered later")
                }
            }
            XCTAssertEqual(covered.px(5, Int(25 * scale)), [128, 128, 128, 255])
        }
    }
}
