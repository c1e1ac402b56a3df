import XCTest
@testable import ListRender

/// What a rasterizer remembers between frames (placed text runs, text pre-blended over flat
/// backgrounds, the frame buffer with the last frame's pixels in rows it skips) never changes a
/// byte: a rasterizer that has drawn many frames draws each list as a fresh one does.
final class RasterReuseTests: XCTestCase {
    private static let white = Color(r: 255, g: 255, b: 255)
    private static let grey = Color(r: 242, g: 242, b: 247)
    private static let blue = Color(r: 0, g: 122, b: 255)

    private func title(_ s: String, x: Double = 16, y: Double, width: Double = 300, color: Color = .black,
                       alignment: TextAlignment = .left) -> DisplayItem {
        .text(TextRun(string: s, weight: .regular, size: 17, color: color,
                      box: Rect(x: x, y: y - 14, width: width, height: 20), baseline: y, alignment: alignment))
    }

    /// Rows of a list scrolled by `offset` points: the list's fill, each row's fill with its texts
    /// and separator, as Paint draws them; with tricky neighbours for some texts.
    private func scrolled(_ offset: Double) -> DisplayList {
        var items: [DisplayItem] = [.pushClip(Rect(x: 0, y: 20, width: 200, height: 280)),
                                    .fill(Rect(x: 0, y: 20, width: 200, height: 280), Self.grey)]
        for i in 0..<8 {
            let top = 20 + Double(i) * 44 - offset
            items.append(.fill(Rect(x: 0, y: top, width: 200, height: 44), Self.white))
            items.append(title("Detail", x: 100, y: top + 28, width: 84, color: Color(r: 60, g: 60, b: 67, a: 153), alignment: .right))
            items.append(title("Row \(i) Appleseed", y: top + 28, width: 120))
            items.append(.hairline(x: 16, y: top + 44 - 1e-6, width: 184, Color(r: 60, g: 60, b: 67, a: 74)))
        }
        // A text half over one fill and half over another colour: not one flat background.
        items.append(.fill(Rect(x: 100, y: 200, width: 100, height: 40), Self.blue))
        items.append(title("Straddling", x: 60, y: 225, width: 130, color: .white))
        // A text over a translucent wash, and one cut by a clip on the pixel grid.
        items.append(.fill(Rect(x: 0, y: 250, width: 200, height: 20), Color(r: 0, g: 0, b: 0, a: 40)))
        items.append(title("Washed", y: 266))
        items.append(.pushClip(Rect(x: 0, y: 272, width: 40, height: 10)))
        items.append(title("Clipped", y: 285))
        items.append(.popClip)
        // Inside a layer: drawn into the layer, never copied.
        items.append(.beginLayer(opacity: 0.5))
        items.append(title("Layered", y: 296))
        items.append(.endLayer)
        items.append(.popClip)
        return DisplayList(size: Size(width: 200, height: 300), background: .black, items: items)
    }

    func testAReusedRasterizerDrawsEachFrameAsAFreshOneDoes() {
        let reused = Rasterizer()
        // Offsets repeat, so each run is drawn directly, then pre-blended, then copied; fractional
        // offsets put row edges between pixels at 3x.
        let offsets: [Double] = [0, 7.25, 7.25, 13.5, 0, 7.25, 30.1, 13.5, 30.1, 0]
        for offset in offsets {
            let list = scrolled(offset)
            let image = reused.renderImage(list, scale: 3)
            let fresh = Rasterizer().renderImage(list, scale: 3)
            if image.pixels != fresh.pixels {
                // Counted only on failure: a byte-by-byte zip is most of this test's time in debug.
                XCTFail("offset \(offset): \(zip(image.pixels, fresh.pixels).filter { $0 != $1 }.count) bytes differ")
            }
            reused.recycle(image)
        }
    }

    /// Text on an opaque rounded rect (a grouped list's card) is copied pre-blended where the
    /// card is known to hold its one word: the rows between its corner squares, at the columns it
    /// spans whole. Text over a corner's anti-aliased rows, over a translucent card or a card under
    /// a clip between pixels is drawn directly. Each frame is held to a whole-frame render by a
    /// fresh rasterizer, where every run is drawn once, so directly.
    func testTextOnACardComesOutAsDrawnDirectly() {
        func cards(_ offset: Double) -> DisplayList {
            let items: [DisplayItem] = [
                .fill(Rect(x: 0, y: 0, width: 200, height: 300), Self.grey),
                // Corner squares 30 pt tall: a run fits in the top corner's rows, over its arc.
                .roundedRect(Rect(x: 16.2, y: 10 - offset, width: 168.5, height: 150), radius: 30, Self.white),
                title("In corner rows", x: 16.2, y: 32 - offset, width: 150),
                title("Between the corners", x: 24, y: 80 - offset, width: 150),
                title("Over the left edge", x: 8, y: 110 - offset, width: 150),
                .roundedRect(Rect(x: 16, y: 170 - offset, width: 168, height: 50), radius: 10,
                             Color(r: 255, g: 255, b: 255, a: 200)),
                title("On a translucent card", x: 24, y: 200 - offset, width: 150),
                .pushClip(Rect(x: 0, y: 230.5 - offset, width: 200, height: 60)),
                .roundedRect(Rect(x: 16, y: 225 - offset, width: 168, height: 70), radius: 10, Self.white),
                title("On a clipped card", x: 24, y: 262 - offset, width: 150),
                .popClip,
            ]
            return DisplayList(size: Size(width: 200, height: 300), background: .black, items: items)
        }
        let reused = Rasterizer()
        // Each offset three times: drawn directly, then pre-blended, then copied.
        for offset in [0, 0, 0, 4.25, 4.25, 4.25, 0] as [Double] {
            let list = cards(offset)
            let image = reused.renderImage(list, scale: 3)
            let direct = Rasterizer().render(list, scale: 3).toImage()
            if image.pixels != direct.pixels {
                XCTFail("offset \(offset): \(zip(image.pixels, direct.pixels).filter { $0 != $1 }.count) bytes differ")
            }
            reused.recycle(image)
        }
    }

    func testRowsUnderLaterFillsAreRedrawnWhereThoseFillsBlendTheirEdges() {
        let reused = Rasterizer()
        // A first frame of another colour leaves its pixels in the reused buffer.
        let red = DisplayList(size: Size(width: 60, height: 40), background: Color(r: 255, g: 0, b: 0), items: [])
        reused.recycle(reused.renderImage(red, scale: 3))
        // Row fills with edges between pixels: the list's grey shows through their edge rows.
        let list = DisplayList(size: Size(width: 60, height: 40), background: .black, items: [
            .fill(Rect(x: 0, y: 0, width: 60, height: 40), Self.grey),
            .fill(Rect(x: 0, y: 0.5, width: 60, height: 20), Self.white),
            .fill(Rect(x: 0, y: 20.5, width: 60, height: 18), Self.blue),
        ])
        let image = reused.renderImage(list, scale: 1)
        XCTAssertTrue(image.pixels == Rasterizer().renderImage(list, scale: 1).pixels)
        // Row 0: half white over grey; row 20: half blue over half white over grey.
        XCTAssertEqual(image.px(5, 0), [249, 249, 251, 255])
        XCTAssertEqual(image.px(5, 10), [255, 255, 255, 255])
        XCTAssertEqual(image.px(5, 39), [242, 242, 247, 255])
    }
}
