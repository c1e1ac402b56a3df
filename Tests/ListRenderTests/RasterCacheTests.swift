import XCTest
@testable import ListRender

/// What a rasterizer keeps between bands and frames must not change a pixel: a shadow's mask
/// (made once per frame, kept for the next) is the same under any clip and after any other
/// shadow, a layer bounded by its items' box still holds every item, and a picture's scaled rows
/// (kept across bands and frames) are the rows a fresh rasterizer makes at any phase.
final class RasterCacheTests: XCTestCase {
    private let shadow = DisplayItem.shadow(Rect(x: 20, y: 30, width: 60, height: 40), cornerRadius: 8, blur: 6,
                                            offset: Point(x: 0, y: 3), Color(r: 0, g: 0, b: 0, a: 120))
    private func list(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: Size(width: 100, height: 110), background: .white, items: items)
    }

    func testAShadowUnderAClipIsTheUnclippedShadowInsideTheClip() {
        let clip = Rect(x: 25, y: 20, width: 30, height: 35)
        let whole = Rasterizer().renderImage(list([shadow]), scale: 3)
        // A fresh rasterizer (the mask made under the clip), and one that made it unclipped first.
        let reused = Rasterizer()
        _ = reused.renderImage(list([shadow]), scale: 3)
        for rasterizer in [Rasterizer(), reused] {
            let clipped = rasterizer.renderImage(list([.pushClip(clip), shadow, .popClip]), scale: 3)
            var inside = 0
            for y in 0..<clipped.height {
                for x in 0..<clipped.width {
                    let inClip = x >= 75 && x < 165 && y >= 60 && y < 165
                    XCTAssertEqual(clipped.px(x, y), inClip ? whole.px(x, y) : [255, 255, 255, 255], "(\(x), \(y))")
                    if inClip && whole.px(x, y) != [255, 255, 255, 255] { inside += 1 }
                    if x > 170 { break }
                }
            }
            XCTAssertGreaterThan(inside, 1000, "the clip holds shadow")
        }
    }

    func testAShadowAfterAnotherShadowAndAMovedOneDrawAsFresh() {
        let moved = DisplayItem.shadow(Rect(x: 21.5, y: 30, width: 60, height: 40), cornerRadius: 8, blur: 6,
                                       offset: Point(x: 0, y: 3), Color(r: 0, g: 0, b: 0, a: 120))
        let reused = Rasterizer()
        let first = reused.renderImage(list([shadow]), scale: 3)
        let second = reused.renderImage(list([moved]), scale: 3)
        let again = reused.renderImage(list([shadow]), scale: 3)
        XCTAssertEqual(second, Rasterizer().renderImage(list([moved]), scale: 3))
        XCTAssertEqual(again, first)
        XCTAssertNotEqual(first, second, "a moved shadow is drawn where it moved to")
    }

    /// A shadow kept inside a shape (a switch knob's, inside its track) is kept made with the
    /// shape: the same shadow inside another shape, or another radius, draws as fresh.
    func testAShadowInsideAnotherShapeDrawsAsFresh() {
        func inside(_ r: Rect, _ radius: Double) -> DisplayItem {
            .shadow(Rect(x: 20, y: 30, width: 60, height: 40), cornerRadius: 8, blur: 6, offset: Point(x: 0, y: 3),
                    Color(r: 0, g: 0, b: 0, a: 120), inside: ShadowBounds(r, cornerRadius: radius))
        }
        let frames = [inside(Rect(x: 10, y: 25, width: 70, height: 50), 12), inside(Rect(x: 10, y: 25, width: 70, height: 50), 25),
                      inside(Rect(x: 30.5, y: 20, width: 40, height: 60), 12), inside(Rect(x: 10, y: 25, width: 70, height: 50), 12)]
        let reused = Rasterizer()
        var drawn: [RGBAImage] = []
        for item in frames {
            let image = reused.renderImage(list([item]), scale: 3)
            XCTAssertEqual(image, Rasterizer().renderImage(list([item]), scale: 3))
            drawn.append(image)
            reused.recycle(image)
        }
        XCTAssertNotEqual(drawn[0], drawn[1], "another radius cuts the shadow elsewhere")
        XCTAssertNotEqual(drawn[0], drawn[2], "another shape cuts the shadow elsewhere")
    }

    func testALayerHoldsEveryItemItDraws() {
        // Two capsules far apart and a nested layer with a third: a layer sized by one item alone
        // would lose the others.
        let items: [DisplayItem] = [
            .beginLayer(opacity: 0.5),
            .capsule(from: Point(x: 10, y: 10), to: Point(x: 20, y: 10), radius: 2, .black),
            .beginLayer(opacity: 1),
            .capsule(from: Point(x: 50, y: 60), to: Point(x: 60, y: 60), radius: 2, .black),
            .endLayer,
            .capsule(from: Point(x: 80, y: 100), to: Point(x: 90, y: 100), radius: 2, .black),
            .endLayer,
        ]
        let image = Rasterizer().renderImage(list(items), scale: 1)
        for (x, y) in [(15, 10), (55, 60), (85, 100)] {
            XCTAssertEqual(image.px(x, y), [127, 127, 127, 255], "capsule at (\(x), \(y)) at half opacity")
        }
        XCTAssertEqual(image.px(35, 35), [255, 255, 255, 255])
    }

    /// A 96 x 80 picture whose every pixel differs (and some are translucent), so a row made for
    /// one phase, place or picture and reused for another shows.
    private func picture(seed: Int) -> PixelImage {
        var bytes: [UInt8] = []
        for y in 0..<80 {
            for x in 0..<96 {
                let v = (x * 37 + y * 91 + seed * 53) % 256
                bytes += [UInt8(v), UInt8((v * 7 + y) % 256), UInt8((255 - v + x) % 256), UInt8(x % 5 == 0 ? 128 : 255)]
            }
        }
        return PixelImage(width: 96, height: 80, pixels: bytes)
    }

    func testAPictureAtAnotherPhasePlaceOrContentDrawsAsFresh() {
        let a = picture(seed: 1), b = picture(seed: 2)
        XCTAssertNotEqual(a, b)
        // Shrunk (12.3 x 5.5 pt at 3x: 36.9 x 16.5 px of 96 x 80) and enlarged (40 x 35 pt:
        // 120 x 105 px); moved by whole pixels (the same taps: rows found again) and by fractions
        // (other taps), a second picture of the same size in the same place, rounded corners.
        let rects = [Rect(x: 10, y: 12, width: 12.3, height: 5.5), Rect(x: 10, y: 13, width: 12.3, height: 5.5),
                     Rect(x: 10, y: 12.1, width: 12.3, height: 5.5), Rect(x: 10.2, y: 40, width: 40, height: 35),
                     Rect(x: 10.2, y: 41.5, width: 40, height: 35)]
        var frames: [(PixelImage, Rect, Double)] = []
        for r in rects { frames += [(a, r, 0), (b, r, 0), (a, r, 3)] }
        let reused = Rasterizer()
        var seen = Set<[UInt8]>()
        for (image, r, radius) in frames + frames.reversed() {
            let l = list([.image(image, r, cornerRadius: radius)])
            let warm = reused.renderImage(l, scale: 3)
            // (Bytes compared as a Bool: a failing XCTAssertEqual would print 400 KB of pixels.)
            XCTAssertTrue(warm.pixels == Rasterizer().renderImage(l, scale: 3).pixels, "bands, \(r), radius \(radius)")
            XCTAssertTrue(warm.pixels == Rasterizer().render(l, scale: 3).toImage().pixels, "whole frame, \(r), radius \(radius)")
            seen.insert(warm.pixels)
        }
        XCTAssertEqual(seen.count, frames.count, "every frame differs from the others")
    }
}
