import XCTest
@testable import ListRender

/// Fills and background left out under later opaque items (`DeadStores`) change no byte: a frame
/// drawn with the elimination equals the same frame with every store drawn, into a buffer that
/// still holds another frame's pixels (so any pixel wrongly left out shows that frame).
final class OverdrawEliminationTests: XCTestCase {
    private static let grey = Color(r: 242, g: 242, b: 247)
    private static let white = Color(r: 255, g: 255, b: 255)
    private static let wash = Color(r: 0, g: 0, b: 0, a: 90)

    /// A 12 x 10 picture, opaque unless `hole` puts one transparent pixel in its middle.
    private static func picture(hole: Bool) -> PixelImage {
        var px: [UInt8] = []
        for y in 0..<10 { for x in 0..<12 { px += [UInt8(x * 20), UInt8(y * 25), 128, 255] } }
        if hole { px[(5 * 12 + 6) * 4 + 3] = 0 }
        return PixelImage(width: 12, height: 10, pixels: px)
    }

    /// Opaque and translucent items over and under one another, on and off the pixel grid, with
    /// covers inside clips, layers and fractional clips (which cover nothing).
    private static func list(background: Color = grey) -> DisplayList {
        var items: [DisplayItem] = [
            .pushClip(Rect(x: 0, y: 0, width: 120, height: 200)),
            .fill(Rect(x: 0, y: 10, width: 120, height: 100), Color(r: 200, g: 230, b: 200)),
            // Drawn first, then covered by the card: left out, yet its edges outside the card stay.
            .roundedRect(Rect(x: 12, y: 16, width: 90, height: 30), radius: 6, Color(r: 255, g: 0, b: 0, a: 120)),
            .text(TextRun(string: "Under the card", weight: .regular, size: 13, color: .black,
                          box: Rect(x: 20, y: 20, width: 80, height: 16), baseline: 32, alignment: .left)),
            .roundedRect(Rect(x: 10.3, y: 14.6, width: 96.2, height: 60.1), radius: 10.4, white),
            // A translucent wash over the card's corner: it must see the background there.
            .fill(Rect(x: 4, y: 8, width: 20, height: 20), wash),
            .fill(Rect(x: 30, y: 40, width: 40, height: 20), Color(r: 20, g: 90, b: 200)),
            .image(picture(hole: false), Rect(x: 40.5, y: 44.25, width: 24, height: 20), cornerRadius: 10),
            .image(picture(hole: true), Rect(x: 50, y: 112, width: 60, height: 24), cornerRadius: 0),
            .image(picture(hole: false), Rect(x: 10, y: 80, width: 30, height: 30), cornerRadius: 15),
            .pushClip(Rect(x: 50.5, y: 80, width: 40, height: 30)),
            .image(picture(hole: false), Rect(x: 45, y: 78, width: 50, height: 34), cornerRadius: 0),
            .popClip,
            .beginLayer(opacity: 0.5),
            .fill(Rect(x: 0, y: 120, width: 120, height: 20), .white),
            .endLayer,
            .fill(Rect(x: 0, y: 150, width: 120, height: 30), Color(r: 250, g: 200, b: 0)),
            .roundedRect(Rect(x: 5, y: 145, width: 110, height: 40), radius: 20, Color(r: 90, g: 0, b: 90)),
            .popClip,
        ]
        items.append(.hairline(x: 0, y: 199, width: 120, Color(r: 60, g: 60, b: 67, a: 74)))
        return DisplayList(size: Size(width: 120, height: 200), background: background, items: items)
    }

    /// `list` drawn by a rasterizer whose recycled buffer holds a magenta frame of the same size.
    private static func drawnOverGarbage(_ list: DisplayList, scale: Double, everyStore: Bool) -> RGBAImage {
        let rasterizer = Rasterizer()
        rasterizer.drawsEveryStore = everyStore
        let garbage = DisplayList(size: list.size, background: Color(r: 255, g: 0, b: 255, a: list.background.a), items: [])
        rasterizer.recycle(rasterizer.renderImage(garbage, scale: scale))
        return rasterizer.renderImage(list, scale: scale)
    }

    func testAFrameDrawsTheSameWithAndWithoutTheElimination() {
        for scale in [1, 2, 2.5, 3.0] {
            for background in [Self.grey, Color(r: 10, g: 20, b: 30, a: 128)] {
                let list = Self.list(background: background)
                let culled = Self.drawnOverGarbage(list, scale: scale, everyStore: false)
                let plain = Self.drawnOverGarbage(list, scale: scale, everyStore: true)
                XCTAssertEqual(culled.pixels.count, plain.pixels.count)
                let differing = zip(culled.pixels, plain.pixels).enumerated().filter { $0.element.0 != $0.element.1 }
                XCTAssertTrue(differing.isEmpty, "scale \(scale), background alpha \(background.a): \(differing.count) bytes differ, "
                              + "first at pixel \(differing.first.map { $0.offset / 4 } ?? 0)")
            }
        }
    }

    /// The wash over the card's top-left corner: outside the card it darkens the background, as
    /// if there were no card; inside, the card.
    func testATranslucentItemBesideACoverSeesWhatIsUnderIt() {
        let image = Self.drawnOverGarbage(Self.list(), scale: 3, everyStore: false)
        let noCard = DisplayList(size: Size(width: 120, height: 200), background: Self.grey,
                                 items: [.fill(Rect(x: 0, y: 10, width: 120, height: 100), Color(r: 200, g: 230, b: 200)),
                                         .fill(Rect(x: 4, y: 8, width: 20, height: 20), Self.wash)])
        let expected = Rasterizer().renderImage(noCard, scale: 3)
        // (31, 44): in the wash, outside the card's rounded corner (its arc starts at 30.9, 43.8).
        XCTAssertEqual(image.px(31, 44), expected.px(31, 44))
        XCTAssertEqual(image.px(13, 25), expected.px(13, 25))
        // Inside the card and the wash: the card's white under the wash (255 - 90).
        XCTAssertEqual(image.px(60, 60), [165, 165, 165, 255])
    }

    /// Where the elimination applies: the card's full pixels are left out of the background and
    /// the fill under it; a picture's hole, a fractional clip and a layer cover nothing.
    func testCoversAreTheOpaqueItemsFullPixels() throws {
        let list = Self.list()
        let dead = DeadStores(list.items[...], scale: 1, width: 120, height: 200, opaque: OpaquePictures().isOpaque)
        func columns(_ runs: [LiveRun], row: Int) -> [Range<Int>] { runs.first { $0.rows.contains(row) }.map { Array($0.columns) } ?? [] }
        // The green fill covers the background's rows 10 ..< 110 whole; above it, none.
        XCTAssertEqual(columns(dead.background, row: 40), [])
        XCTAssertEqual(columns(dead.background, row: 5), [0..<120])
        // Row 40: the card (10.3 ... 106.5, straight there) covers columns 11 ..< 106.
        let under = try XCTUnwrap(dead.fills[1], "the fill under the card has dead pixels")
        XCTAssertEqual(columns(under, row: 40), [0..<11, 106..<120])
        // Row 14 is the card's top edge row (from 14.6): partly covered, so it is drawn whole.
        XCTAssertEqual(columns(under, row: 14), [0..<120])
        // The blue fill (30 ..< 70) under the rounded picture (40.5 ..< 64.5, radius 10): row 54
        // is in both corners' reach, yet 41 ..< 64 are full.
        let blue = try XCTUnwrap(dead.fills[6])
        XCTAssertEqual(columns(blue, row: 54), [30..<41, 64..<70])
        XCTAssertEqual(columns(under, row: 54), [0..<11, 106..<120])
        // Row 95: the round picture at 10 ..< 40 covers its middle, not its edge pixels; the
        // clipped one (fractional clip at 50.5) nothing; nor do the picture with a hole
        // (50 ..< 110 at rows 112 ..< 136) and the layer's fill.
        XCTAssertEqual(columns(under, row: 95), [0..<11, 39..<120])
        XCTAssertEqual(columns(dead.background, row: 115), [0..<120])
        XCTAssertEqual(columns(dead.background, row: 130), [0..<120])
        // The purple capsule (5 ..< 115, radius 20) covers the yellow fill's middle, not the
        // pixels its rounded ends cut (row 151's full pixels start where the arc is 0.5 px in).
        let yellow = try XCTUnwrap(dead.fills[16])
        XCTAssertEqual(columns(yellow, row: 165), [0..<6, 114..<120])
        XCTAssertEqual(columns(yellow, row: 151), [0..<11, 109..<120])
    }
}
