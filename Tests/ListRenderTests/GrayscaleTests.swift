import XCTest
@testable import ListRender

/// `output.grayscale`: every frame turned grey once drawn, as AccessibilitySnapshot's monochrome
/// snapshot (CIColorControls at saturation 0 in Core Image's linear working space).
final class GrayscaleTests: XCTestCase {
    /// Known pixels: the greys worked out by hand from the sRGB transfer function and Rec. 709's
    /// weights (pure red 127.10, green 219.93, blue 75.96; the real snapshot's red is 127), and
    /// the list colours AccessibilitySnapshot's screens show: #F2F2F7 → #F2F2F2, #85858B → #858585.
    func testTheTransformsBytesOnKnownPixels() {
        // Premultiplied RGBA: opaque pixels, then red at alpha 128 (premultiplied 128, 0, 0): its
        // straight grey 127 premultiplied again, (127 · 128 + 127) / 255 = 64; a clear pixel stays clear.
        var pixels: [UInt8] = [
            255, 0, 0, 255,   0, 255, 0, 255,   0, 0, 255, 255,   255, 255, 255, 255,   0, 0, 0, 255,
            0xF2, 0xF2, 0xF7, 255,   0x85, 0x85, 0x8B, 255,   0xC7, 0xC7, 0xC9, 255,   0, 0x7A, 0xFF, 255,
            0x34, 0xC7, 0x59, 255,   0x34, 0xC7, 0x59, 255,   128, 0, 0, 128,   0, 0, 0, 0,
        ]
        pixels.withUnsafeMutableBufferPointer { Grayscale.apply($0.baseAddress!, count: $0.count / 4) }
        let greys: [UInt8] = [127, 220, 76, 255, 0, 0xF2, 0x85, 0xC7, 127, 174, 174, 64, 0]
        XCTAssertEqual(stride(from: 0, to: pixels.count, by: 4).map { pixels[$0] }, greys)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            XCTAssertEqual(pixels[i + 1], pixels[i]); XCTAssertEqual(pixels[i + 2], pixels[i])
        }
        XCTAssertEqual(stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] },
                       [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128, 0])
    }

    static func scenario(grayscale: Bool) throws -> Scenario {
        try ScenarioLoader.load(data: """
            {"name": "g", "viewport": {"width": 200, "height": 220, "scale": 3}, "duration": 0,
             "features": {"scrollIndicator": false}, "output": {"grayscale": \(grayscale)},
             "theme": {"tint": "#FF3B30"},
             "list": {"style": "insetGrouped", "sections": [{"title": "A", "footer": "Below",
               "rows": [{"title": "One", "accessory": {"switch": true}}, {"title": "Two", "accessory": "checkmark"}]}]}}
            """, path: "g.json", platform: .ios18)
    }

    /// A rendered frame (a card, text, a separator, an on switch, a tinted checkmark) turned grey
    /// is the colour frame with the formula applied to each pixel, whole or drawn in bands.
    func testARenderedFrameIsTheFormulaOfItsColours() throws {
        func frame(_ s: Scenario) throws -> (RGBAImage, DisplayList) {
            let r = FrameRenderer(scenario: s)
            let layout = r.layout(try Simulator.run(s)[0])
            return (r.image(of: layout), r.displayList(of: layout))
        }
        let (colour, _) = try frame(try Self.scenario(grayscale: false))
        let (grey, list) = try frame(try Self.scenario(grayscale: true))
        XCTAssertTrue(list.grayscale)
        XCTAssertEqual(grey.width, colour.width); XCTAssertEqual(grey.height, colour.height)
        var coloured = 0, wrong = 0
        for i in stride(from: 0, to: colour.pixels.count, by: 4) {
            let c = colour.pixels
            if c[i] != c[i + 1] || c[i + 1] != c[i + 2] { coloured += 1 }
            let g = Grayscale.grey(r: c[i], g: c[i + 1], b: c[i + 2])
            if grey.pixels[i] != g || grey.pixels[i + 1] != g || grey.pixels[i + 2] != g || grey.pixels[i + 3] != c[i + 3] { wrong += 1 }
        }
        XCTAssertGreaterThan(coloured, 1000, "the colour frame has colours (the switch, the checkmark, the grouped background)")
        XCTAssertEqual(wrong, 0)
        // The grouped background, at the frame's top-left corner: #F2F2F7 → #F2F2F2.
        XCTAssertEqual(Array(grey.pixels[0..<4]), [0xF2, 0xF2, 0xF2, 255])
        // Whole (`render`), in bands (`render`'s encoder path) and band after band (`renderImage`).
        XCTAssertEqual(BandedRasterTests.mismatches(list, scale: 3, "grayscale"), [])
        XCTAssertEqual(Rasterizer().render(list, scale: 3).pixels, grey.pixels)
    }

    func testItIsOffByDefault() throws {
        let s = try ScenarioLoader.load(data: #"{"name": "d", "list": {"sections": [{"rows": ["A"]}]}}"#, path: "d.json")
        XCTAssertFalse(s.output.grayscale)
    }
}
