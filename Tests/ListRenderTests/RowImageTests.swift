import Foundation
import XCTest
@testable import ListRender

/// Row images: the `image` key, where UIKit puts an image and the text after it, symbols in the
/// tint colour, PNGs scaled with filtering and rounded, and the images the examples embed.
final class RowImageTests: XCTestCase {
    private func load(_ image: String, path: String = "a.json") throws -> RowImage? {
        let s = try ScenarioLoader.load(data: #"{"name":"a","list":{"sections":[{"rows":[{"title":"x","image":\#(image)}]}]}}"#, path: path)
        guard case .sections(let sections) = s.list.content else { return nil }
        return sections[0].rows[0].image
    }

    /// A folder with `avatar.png` (4×2 px) and `broken.png`, removed after the test.
    private func imageFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "row-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        var px: [UInt8] = []
        for i in 0..<8 { px += [UInt8(i * 30), 100, 200, 255] }
        try Data(PNGCodec.encode(RGBAImage(width: 4, height: 2, pixels: px))).write(to: URL(fileURLWithPath: dir + "/avatar.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: URL(fileURLWithPath: dir + "/broken.png"))
        try Data(PNGCodec.encode(RGBAImage(width: 2049, height: 1, fill: .white))).write(to: URL(fileURLWithPath: dir + "/wide.png"))
        return dir
    }

    func testImageKeysAreStrict() throws {
        XCTAssertEqual(try load(#"{"symbol": "star.fill"}"#), .symbol(SymbolImage(name: .starFill)))
        XCTAssertEqual(try load(##"{"symbol": "gear", "tint": "#FF0000"}"##), .symbol(SymbolImage(name: .gear, tint: Color(r: 255, g: 0, b: 0))))
        let bad: [(String, String)] = [
            (#""star""#, #"a.json:1:63: list.sections[0].rows[0].image: expected {"symbol": name} or {"file": "image.png"}, got "star""#),
            (#"{"symbol": "stars"}"#, #"a.json:1:74: list.sections[0].rows[0].image.symbol: unknown symbol "stars" (did you mean "star"?)"#),
            (#"{"symbol": "star", "tint": "blue"}"#, ##"a.json:1:90: list.sections[0].rows[0].image.tint: expected a colour "#RRGGBB" or "#RRGGBBAA", got "blue""##),
            (#"{"symbol": "star", "size": [20, 30]}"#, #"a.json:1:90: list.sections[0].rows[0].image.size: a symbol's size is one number (its square box's side in pt), got an array"#),
            (#"{"symbol": "star", "size": 0}"#, #"a.json:1:90: list.sections[0].rows[0].image.size: must be at least 1 and at most 200 pt, got 0"#),
            (#"{"symbol": "star", "cornerRadius": 4}"#, #"a.json:1:98: list.sections[0].rows[0].image.cornerRadius: applies to a "file" image; a symbol has no corners"#),
            (#"{"symbol": "star", "layout": "label", "size": 40}"#, #"a.json:1:"#),
            (#"{"symbol": "star", "file": "a.png"}"#, #"a.json:1:63: list.sections[0].rows[0].image: has both "symbol" and "file"; give exactly one"#),
            (#"{}"#, #"a.json:1:63: list.sections[0].rows[0].image: needs "symbol" (a name) or "file" (a PNG path)"#),
            (#"{"symbol": "star", "alt": 1}"#, #"a.json:1:82: list.sections[0].rows[0].image: unknown key "alt""#),
        ]
        for (json, message) in bad {
            XCTAssertThrowsError(try load(json), json) {
                let got = ($0 as? InputError)?.message ?? ""
                XCTAssertTrue(got.hasPrefix(message), "\(json): \(got)")
            }
        }
    }

    func testFileImagesLoadBesideTheScenarioWithTheirErrorsNamed() throws {
        let dir = try imageFolder()
        let scenario = dir + "/list.json"
        guard case .file(let f)? = try load(#"{"file": "avatar.png", "size": [40, 30], "cornerRadius": "circle"}"#, path: scenario) else {
            return XCTFail("not a file image")
        }
        XCTAssertEqual([f.pixels.width, f.pixels.height], [4, 2])
        XCTAssertEqual(f.size, Size(width: 40, height: 30))
        XCTAssertEqual(f.corners, .circle)
        XCTAssertEqual(f.pixels.pixels[4...7], [30, 100, 200, 255])
        // No size: fits the 29-pt box, keeping the aspect ratio.
        guard case .file(let g)? = try load(#"{"file": "avatar.png"}"#, path: scenario) else { return XCTFail() }
        XCTAssertEqual(g.size, Size(width: 29, height: 14.5))
        let bad: [(String, String)] = [
            (#"{"file": "missing.png"}"#, "\(scenario):1:72: list.sections[0].rows[0].image.file: \(dir)/missing.png: no such file"),
            (#"{"file": "broken.png"}"#, "\(scenario):1:72: list.sections[0].rows[0].image.file: \(dir)/broken.png: truncated or corrupt PNG"),
            (#"{"file": "wide.png"}"#, "\(scenario):1:72: list.sections[0].rows[0].image.file: wide.png: 2049×1 px; at most 2048 px a side"),
            (#"{"file": "list.json"}"#, "\(scenario):1:72: list.sections[0].rows[0].image.file: \(dir)/list.json: no such file"),
            (##"{"file": "avatar.png", "tint": "#000000"}"##, "\(scenario):1:94: list.sections[0].rows[0].image.tint: applies to a \"symbol\"; a file image keeps its own colours"),
            (#"{"file": "avatar.png", "size": 0}"#, "\(scenario):1:94: list.sections[0].rows[0].image.size: must be at least 1 and at most 200 pt, got 0"),
            (#"{"file": "avatar.png", "cornerRadius": "round"}"#, "\(scenario):1:102: list.sections[0].rows[0].image.cornerRadius: unknown corner radius \"round\"; expected \"circle\""),
        ]
        for (json, message) in bad {
            XCTAssertThrowsError(try load(json, path: scenario), json) {
                let got = ($0 as? InputError)?.message ?? ""
                XCTAssertTrue(got.hasPrefix(message), "\(json): \(got)")
                XCTAssertFalse(got.contains("\n"), json)
            }
        }
    }

    func testOnePictureOnManyRowsIsDecodedOnce() throws {
        let dir = try imageFolder()
        let rows = (0..<50).map { _ in #"{"title":"x","image":{"file":"avatar.png"}}"# }.joined(separator: ",")
        let s = try ScenarioLoader.load(data: #"{"name":"a","list":{"sections":[{"rows":[\#(rows)]}]}}"#, path: dir + "/list.json")
        guard case .sections(let sections) = s.list.content else { return XCTFail() }
        let bases = sections[0].rows.map { row -> UnsafeRawPointer? in
            guard case .file(let f)? = row.image else { return nil }
            return f.pixels.pixels.withUnsafeBytes { $0.baseAddress }
        }
        XCTAssertEqual(Set(bases).count, 1, "every row shares one decoded buffer")
    }

    /// UIListContentConfiguration.cell(): image at the 16-pt margin, centred, text 16 pt after
    /// the image (29-pt symbol box: text at 61), the separator starting under the text.
    func testImageMovesTheTextAndTheSeparator() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/row-symbols.json")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let row = try XCTUnwrap(layout.rows.first { $0.title == "Favourites" })
        let image = try XCTUnwrap(row.image)
        // Centred, its top on the 3x pixel grid.
        XCTAssertEqual(image.frame, Rect(x: 16, y: ((row.frame.midY - 14.5) * 3).rounded() / 3, width: 29, height: 29))
        XCTAssertEqual(image.textInset, 61)
        let plain = try XCTUnwrap(layout.rows.first { $0.title == "No image" })
        XCTAssertNil(plain.image)
        let list = FrameRenderer(scenario: s).displayList(of: layout)
        let titleX = list.items.compactMap { item -> Double? in
            if case .text(let run) = item, run.string == "Favourites" { return run.box.minX } else { return nil }
        }
        XCTAssertEqual(titleX, [61])
        let separators = list.items.compactMap { item -> Double? in
            if case .hairline(let x, let y, _, _) = item, abs(y - row.frame.maxY) < 0.01 { return x } else { return nil }
        }
        XCTAssertEqual(separators, [61])
        // The dump has the image frame among the row's parts.
        let json = LayoutDump.frame(layout).serialized()
        XCTAssertTrue(json.contains(#""image":[16,"#), json.prefix(600).description)
        XCTAssertTrue(json.contains(#""parts":{"title":[61,"#), json.prefix(600).description)
    }

    /// A swiped row slides its image with its text.
    func testSwipedRowsSlideTheirImage() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/row-symbols.json")
        var layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let i = try XCTUnwrap(layout.rows.firstIndex { $0.title == "Favourites" })
        // What Layout does for a swiped row: the offset, and the cell's parts moved by it.
        layout.rows[i].swipeOffset = -80
        layout.rows[i].parts = layout.rows[i].parts.offset(by: -80)
        let list = FrameRenderer(scenario: s).displayList(of: layout)
        let starts = list.items.compactMap { item -> Point? in
            if case .strokePath(let path, _, _) = item, case .move(let p)? = path.elements.first { return p } else { return nil }
        }
        // The star's first point is its top, on the symbol box's centre line: 16 + 14.5 - 80.
        XCTAssertEqual(try XCTUnwrap(starts.first).x, 16 + 14.5 - 80, accuracy: 1e-9)
        let titleX = list.items.compactMap { item -> Double? in
            if case .text(let run) = item, run.string == "Favourites" { return run.box.minX } else { return nil }
        }
        XCTAssertEqual(titleX, [61 - 80])
    }

    /// `layout: "label"` is SwiftUI Label's icon column, measured on iOS 26 at the `medium`
    /// content size (16-pt body text): the symbol centred 11.5 pt past the margin, the text (and
    /// so the separator) 39 pt past it; `textPadding` replaces the cell's 16 pt between image and
    /// text. A plain cell beside them is unmoved. At `large` the label's column scales with the text.
    func testLabelLayoutAndTextPaddingPlaceTheSymbolAndTheText() throws {
        let rows = #"[{"title":"Label","image":{"symbol":"gear","layout":"label"}},{"title":"Padded","image":{"symbol":"gear","textPadding":8}},{"title":"Cell","image":{"symbol":"gear"}}]"#
        for (size, scale) in [("medium", 1.0), ("large", 17.0 / 16)] {
            let s = try ScenarioLoader.load(data: #"{"name":"l","viewport":{"width":375,"height":400,"scale":3},"theme":{"contentSize":"\#(size)"},"list":{"style":"plain","sections":[{"rows":\#(rows)}]}}"#, path: "l.json")
            let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
            func image(_ title: String) throws -> RowImagePlacement { try XCTUnwrap(layout.rows.first { $0.title == title }?.image) }
            let margin = try image("Cell").frame.minX, box = 29 * s.theme.titleSize / 17
            XCTAssertEqual(try image("Cell").textInset, margin + box + 16, accuracy: 1e-9, size)
            XCTAssertEqual(try image("Label").frame.midX, margin + 11.5 * scale, accuracy: 1e-9, size)
            XCTAssertEqual(try image("Label").frame.width, box, accuracy: 1e-9, size)
            XCTAssertEqual(try image("Label").textInset, margin + 39 * scale, accuracy: 1e-9, size)
            XCTAssertEqual(try image("Padded").frame.minX, margin)
            XCTAssertEqual(try image("Padded").textInset, margin + box + 8, accuracy: 1e-9, size)
            let list = FrameRenderer(scenario: s).displayList(of: layout)
            func titleX(_ t: String) -> Double? {
                list.items.lazy.compactMap { item -> Double? in
                    if case .text(let run) = item, run.string == t { return run.box.minX } else { return nil }
                }.first
            }
            XCTAssertEqual(try XCTUnwrap(titleX("Label")), margin + 39 * scale, accuracy: 1e-9, size)
            XCTAssertEqual(try XCTUnwrap(titleX("Padded")), margin + box + 8, accuracy: 1e-9, size)
            XCTAssertEqual(try XCTUnwrap(titleX("Cell")), margin + box + 16, accuracy: 1e-9, size)
        }
        let bad: [(String, String)] = [
            (#"{"symbol": "gear", "layout": "labels"}"#, #"a.json:1:92: list.sections[0].rows[0].image.layout: unknown layout "labels" (did you mean "label"?); expected "cell" or "label""#),
            (#"{"symbol": "gear", "layout": "label", "textPadding": 4}"#, #"a.json:1:116: list.sections[0].rows[0].image.textPadding: a SwiftUI Label places its text itself (39 pt past the margin); leave out "textPadding" or "layout": "label""#),
            (##"{"symbol": "gear", "layout": "label", "tile": "#FF0000"}"##, #"a.json:1:109: list.sections[0].rows[0].image.tile: a Settings tile is not drawn by a SwiftUI Label; leave out "tile" or "layout": "label""#),
            (#"{"symbol": "gear", "textPadding": -1}"#, #"a.json:1:97: list.sections[0].rows[0].image.textPadding: must be at least 0 and at most 100 pt, got -1"#),
            (#"{"file": "a.png", "layout": "label"}"#, #"a.json:1:91: list.sections[0].rows[0].image.layout: applies to a "symbol" (SwiftUI Label's icon column was measured for symbols only)"#),
        ]
        for (json, message) in bad {
            XCTAssertThrowsError(try load(json), json) {
                let got = ($0 as? InputError)?.message ?? ""
                XCTAssertTrue(got.hasPrefix(message), "\(json): \(got)")
            }
        }
    }

    func testFileImageSizeSetsTheTextInset() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/row-images.json")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let circle = try XCTUnwrap(layout.rows.first { $0.title.hasPrefix("Circle") })
        // Inset grouped: the card starts at 16, the image 16 further, 40 wide, text 16 after.
        XCTAssertEqual(try XCTUnwrap(circle.image).frame, Rect(x: 32, y: circle.frame.midY - 20, width: 40, height: 40))
        XCTAssertEqual(try XCTUnwrap(circle.image).textInset, 72)
    }

    /// Symbols are drawn in the tint colour (opaque where the stroke covers whole pixels), or in
    /// their own `tint`, and stay inside their box.
    func testSymbolsAreDrawnInTheirTint() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/row-symbols.json")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let image = FrameRenderer(scenario: s).image(of: layout)
        func colours(_ title: String) throws -> (inside: Set<[UInt8]>, outsideInk: Int) {
            let row = try XCTUnwrap(layout.rows.first { $0.title == title })
            let box = try XCTUnwrap(row.image).frame
            var inside = Set<[UInt8]>(), outside = 0
            for y in Int(row.frame.minY * 3) + 1..<Int(row.frame.maxY * 3) - 1 {
                for x in 0..<Int(box.maxX * 3 + 20) {
                    let p = image.px(x, y)
                    let inBox = Double(x) >= box.minX * 3 && Double(x) < box.maxX * 3 && Double(y) >= box.minY * 3 && Double(y) < box.maxY * 3
                    if inBox { inside.insert(Array(p[0..<3])) } else if p[0..<3] != [255, 255, 255] { outside += 1 }
                }
            }
            return (inside, outside)
        }
        for title in ["Favourites", "Starred", "Mail", "Settings", "About", "Account", "Next"] {
            let c = try colours(title)
            XCTAssertTrue(c.inside.contains([0, 122, 255]), "\(title): no fully covered tint pixel")
            XCTAssertEqual(c.outsideInk, 0, "\(title): ink outside the symbol's box")
        }
        XCTAssertTrue(try colours("Loved").inside.contains([255, 59, 48]))
        XCTAssertFalse(try colours("Loved").inside.contains([0, 122, 255]))
        // Filled symbols cover more than their outlines.
        func ink(_ title: String) throws -> Int {
            let row = try XCTUnwrap(layout.rows.first { $0.title == title })
            let box = try XCTUnwrap(row.image).frame
            var n = 0
            for y in Int(box.minY * 3)..<Int(box.maxY * 3) { for x in Int(box.minX * 3)..<Int(box.maxX * 3) where image.px(x, y)[0] < 128 { n += 1 } }
            return n
        }
        XCTAssertGreaterThan(try ink("Starred"), try ink("Favourites") * 3 / 2)
    }

    // MARK: Raster

    private func picture(_ w: Int, _ h: Int, _ f: (Int, Int) -> [UInt8]) -> PixelImage {
        var px: [UInt8] = []
        for y in 0..<h { for x in 0..<w { px += f(x, y) } }
        return PixelImage(width: w, height: h, pixels: px)
    }

    func testImagesDrawnOneToOneAreCopied() {
        let pic = picture(3, 2) { x, y in [UInt8(x * 80), UInt8(y * 200), 7, 255] }
        let img = RasterFixture.render((3, 2), [.image(pic, Rect(x: 0, y: 0, width: 3, height: 2), cornerRadius: 0)])
        XCTAssertTrue(img.pixels == pic.pixels)
    }

    func testDownscalingAveragesTheCoveredArea() {
        // 4×4 → 2×2: each pixel the mean of a 2×2 block; a 3× reduction mixes thirds.
        let pic = picture(4, 4) { x, y in (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        let img = RasterFixture.render((2, 2), [.image(pic, Rect(x: 0, y: 0, width: 2, height: 2), cornerRadius: 0)])
        XCTAssertEqual(img.px(0, 0), [128, 128, 128, 255])
        XCTAssertEqual(img.px(1, 1), [128, 128, 128, 255])
        let stripes = picture(3, 3) { x, _ in x == 0 ? [255, 0, 0, 255] : [0, 0, 0, 255] }
        let one = RasterFixture.render((1, 1), [.image(stripes, Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0)])
        XCTAssertEqual(one.px(0, 0), [85, 0, 0, 255])
    }

    func testUpscalingInterpolatesBilinearlyInPremultipliedColour() {
        // Two pixels, 1×2 → 4×1: centres at 0.5 and 2.5 of the 4 device px → 0, 0.25, 0.75, 1 mixes (clamped at the ends).
        let pic = picture(2, 1) { x, _ in x == 0 ? [0, 0, 0, 255] : [200, 200, 200, 255] }
        let img = RasterFixture.render((4, 1), [.image(pic, Rect(x: 0, y: 0, width: 4, height: 1), cornerRadius: 0)])
        XCTAssertEqual((0..<4).map { img.red($0, 0) }, [0, 50, 150, 200])
        // A transparent neighbour does not darken: red at alpha 0 beside opaque white.
        let edge = picture(2, 1) { x, _ in x == 0 ? [0, 0, 0, 0] : [255, 255, 255, 255] }
        let over = RasterFixture.render((4, 1), background: Color(r: 255, g: 255, b: 255), [.image(edge, Rect(x: 0, y: 0, width: 4, height: 1), cornerRadius: 0)])
        XCTAssertEqual((0..<4).map { over.red($0, 0) }, [255, 255, 255, 255])
    }

    func testAspectFillCropsAndCornersAreRounded() {
        // A 3×1 picture (green, red, green) in a square: scaled to the square's height, only the
        // middle third shows (stretched, the left edge would be green).
        let pic = picture(3, 1) { x, _ in x == 1 ? [255, 0, 0, 255] : [0, 255, 0, 255] }
        let img = RasterFixture.render((10, 10), [.image(pic, Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5)])
        XCTAssertEqual(img.px(5, 5), [242, 13, 0, 255])
        XCTAssertGreaterThan(img.px(0, 5)[0], img.px(0, 5)[1])
        // Circle corners: the corner pixel stays background, the edge midpoint is drawn.
        XCTAssertEqual(img.px(0, 0), [0, 0, 0, 255])
        XCTAssertGreaterThan(Int(img.px(0, 5)[0]) + Int(img.px(0, 5)[1]), 200)
    }

    /// The examples compiled into the binary load their images from the binary too.
    func testEmbeddedExamplesCarryTheirImages() throws {
        XCTAssertTrue(ExampleScenarios.fileNames.contains("row-images.json"))
        XCTAssertFalse(ExampleScenarios.fileNames.contains { $0.hasSuffix(".png") })
        let examples = try ExampleScenarios.loadAll()
        let rows = try XCTUnwrap(examples.first { $0.name == "row-images" })
        guard case .sections(let sections) = rows.list.content, case .file(let f)? = sections[0].rows[0].image else {
            return XCTFail("no file image")
        }
        XCTAssertEqual([f.pixels.width, f.pixels.height], [96, 96])
    }
}
