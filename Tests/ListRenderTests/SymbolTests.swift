import Foundation
import XCTest
@testable import ListRender

/// The symbol set (issue 23): every symbol draws inside its box, centred, unlike every other;
/// `image: {symbol, tile}` draws a Settings icon; swipe actions take a symbol; unknown names
/// get the nearest names; the names the schema and the docs list are the enum's.
final class SymbolTests: XCTestCase {
    /// The 29-pt symbol box at 3x, `name` drawn white on black at its centre at the 17-pt size.
    private func draw(_ name: SymbolName) -> RGBAImage {
        var items: [DisplayItem] = []
        Painter.paintSymbol(name, centre: Point(x: 14.5, y: 14.5), scale: 1, color: Color(r: 255, g: 255, b: 255), into: &items)
        return RasterFixture.render((29, 29), scale: 3, background: .black, items)
    }

    /// The box of pixels at least half covered, in pixels, and how many there are.
    private func ink(_ image: RGBAImage, in box: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil, where covered: ([UInt8]) -> Bool = { $0[0] >= 128 })
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int) {
        let b = box ?? (0, 0, image.width, image.height)
        var r = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min, count: 0)
        for y in b.y0..<b.y1 { for x in b.x0..<b.x1 where covered(image.px(x, y)) {
            r.minX = min(r.minX, x); r.maxX = max(r.maxX, x); r.minY = min(r.minY, y); r.maxY = max(r.maxY, y); r.count += 1
        } }
        return r
    }

    func testThereAreAtLeastEightySymbols() {
        XCTAssertGreaterThanOrEqual(SymbolName.allCases.count, 80)
        XCTAssertEqual(Set(SymbolName.allCases.map(\.rawValue)).count, SymbolName.allCases.count)
    }

    /// Each symbol leaves the outer 2 pt of its 29-pt box empty, draws a real glyph (more than
    /// 150 px at 3x: the ellipsis's three dots, the sparsest, cover about 200), and its ink's box is centred on the
    /// box's centre within 1 pt, as SF Symbols centre their glyphs' boxes.
    func testEverySymbolDrawsInsideItsBoxAndIsCentred() {
        for name in SymbolName.allCases {
            let image = draw(name)
            let all = ink(image, where: { $0[0] > 0 })
            XCTAssertGreaterThanOrEqual(all.minX, 6, "\(name.rawValue): ink in the left margin")
            XCTAssertGreaterThanOrEqual(all.minY, 6, "\(name.rawValue): ink in the top margin")
            XCTAssertLessThan(all.maxX, 81, "\(name.rawValue): ink in the right margin")
            XCTAssertLessThan(all.maxY, 81, "\(name.rawValue): ink in the bottom margin")
            let solid = ink(image)
            XCTAssertGreaterThan(solid.count, 150, "\(name.rawValue): too little ink")
            let cx = Double(all.minX + all.maxX + 1) / 2 / 3, cy = Double(all.minY + all.maxY + 1) / 2 / 3
            XCTAssertEqual(cx, 14.5, accuracy: 1, "\(name.rawValue): not centred across")
            XCTAssertEqual(cy, 14.5, accuracy: 1, "\(name.rawValue): not centred down")
        }
    }

    func testDistinctSymbolsDrawDistinctPixels() {
        var seen: [[UInt8]: SymbolName] = [:]
        for name in SymbolName.allCases {
            let pixels = draw(name).pixels
            if let other = seen[pixels] { XCTFail("\(name.rawValue) draws the same pixels as \(other.rawValue)") }
            seen[pixels] = name
        }
    }

    /// Outline and filled twins differ in weight: the fill covers clearly more.
    func testFilledSymbolsCoverMoreThanTheirOutlines() {
        let pairs: [(SymbolName, SymbolName)] = [(.bell, .bellFill), (.folder, .folderFill), (.tray, .trayFill), (.trash, .trashFill),
                                                 (.clock, .clockFill), (.icloud, .icloudFill), (.doc, .docFill), (.gearshape, .gearshapeFill),
                                                 (.checkmarkCircle, .checkmarkCircleFill), (.envelope, .envelopeFill)]
        for (outline, filled) in pairs {
            XCTAssertGreaterThan(ink(draw(filled)).count, ink(draw(outline)).count * 3 / 2, "\(filled.rawValue)")
        }
    }

    func testSymbolsAreDrawnTheSameEveryTime() {
        for name in [SymbolName.phoneFill, .gearshapeFill, .moonFill, .speakerSlashFill] {
            XCTAssertTrue(draw(name).pixels == draw(name).pixels, name.rawValue)
        }
    }

    /// The two symbols home-assistant's iOS 26 settings screens show (Fixtures/fidelity), drawn
    /// to the ink boxes measured there at 3x: questionmark.circle fills the 20.3-pt ring like
    /// info.circle (61 px) with a dot below the hook, nothing at the ring's centre line's
    /// left and right inside; arrow.left.arrow.right is 58 px wide and 70 px tall (19.3 x 23.3
    /// pt), two shafts 35 px apart, each arrow's head at its own end.
    func testQuestionmarkCircleMatchesTheMeasuredRing() {
        let image = draw(.questionmarkCircle)
        let all = ink(image, where: { $0[0] > 0 })
        XCTAssertEqual(all.maxX - all.minX + 1, 62, accuracy: 1)
        XCTAssertEqual(all.maxY - all.minY + 1, 62, accuracy: 1)
        XCTAssertNotEqual(image.pixels, draw(.infoCircle).pixels)
        // The dot: ink 4 pt below the centre, a gap between it and the stem above it.
        XCTAssertGreaterThanOrEqual(image.px(43, 43 + 12)[0], 200, "no dot")
        XCTAssertLessThan(image.px(43, 43 + 7)[0], 128, "no gap between the stem and the dot")
        // The hook's top 4.3 pt above the centre, its left end clear of the centre line.
        XCTAssertGreaterThanOrEqual(image.px(43, 43 - 13)[0], 128, "no hook over the top")
        XCTAssertLessThan(image.px(43 - 7, 43)[0], 128)
    }

    func testArrowLeftArrowRightMatchesTheMeasuredBox() {
        let image = draw(.arrowLeftArrowRight)
        let all = ink(image)
        XCTAssertEqual(all.maxX - all.minX + 1, 58, accuracy: 1)
        XCTAssertEqual(all.maxY - all.minY + 1, 70, accuracy: 2)
        let shafts = (0..<image.height).filter { y in (all.minX..<all.maxX).filter { image.px($0, y)[0] >= 128 }.count > 40 }
        XCTAssertEqual(Set(shafts.map { $0 < 43 }), [true, false], "a shaft above and one below the centre")
        let upper = shafts.filter { $0 < 43 }, lower = shafts.filter { $0 >= 43 }
        XCTAssertEqual(Double(lower.reduce(0, +)) / Double(lower.count) - Double(upper.reduce(0, +)) / Double(upper.count), 35, accuracy: 1)
        // The upper head is on the left: ink above the upper shaft near the left end, none near the right.
        let above = upper[0] - 6
        XCTAssertGreaterThanOrEqual((all.minX..<43).filter { image.px($0, above)[0] >= 128 }.count, 3)
        XCTAssertEqual((43..<all.maxX).filter { image.px($0, above)[0] >= 128 }.count, 0)
        let below = lower[lower.count - 1] + 6
        XCTAssertGreaterThanOrEqual((43...all.maxX).filter { image.px($0, below)[0] >= 128 }.count, 3)
        XCTAssertEqual((all.minX..<43).filter { image.px($0, below)[0] >= 128 }.count, 0)
    }

    // MARK: Names

    private func loadImage(_ image: String) throws -> RowImage? {
        let s = try ScenarioLoader.load(data: #"{"name":"a","list":{"sections":[{"rows":[{"title":"x","image":\#(image)}]}]}}"#, path: "a.json")
        guard case .sections(let sections) = s.list.content else { return nil }
        return sections[0].rows[0].image
    }

    private func message(_ body: () throws -> Any?) -> String {
        do { _ = try body(); return "" } catch { return (error as? InputError)?.message ?? "\(error)" }
    }

    func testUnknownNamesGetTheNearestNames() {
        XCTAssertEqual(message { try self.loadImage(#"{"symbol": "gearshape.fil"}"#) },
                       #"a.json:1:74: list.sections[0].rows[0].image.symbol: unknown symbol "gearshape.fil" (did you mean "gearshape.fill"?)"#)
        XCTAssertEqual(message { try self.loadImage(#"{"symbol": "envelope.badge"}"#) },
                       #"a.json:1:74: list.sections[0].rows[0].image.symbol: unknown symbol "envelope.badge" (did you mean "envelope.fill", "envelope" or "bell.badge"? \#(SymbolName.allCases.count) names in all)"#)
    }

    func testTyposOfTheHomeAssistantSymbolsGetThem() {
        XCTAssertEqual(message { try self.loadImage(#"{"symbol": "questionmark.circel"}"#) },
                       #"a.json:1:74: list.sections[0].rows[0].image.symbol: unknown symbol "questionmark.circel" (did you mean "questionmark.circle"?)"#)
        XCTAssertEqual(message { try self.loadImage(#"{"symbol": "arrow.left.arow.right"}"#) },
                       #"a.json:1:74: list.sections[0].rows[0].image.symbol: unknown symbol "arrow.left.arow.right" (did you mean "arrow.left.arrow.right"?)"#)
    }

    /// The enum is the one list: the schema offers exactly its names, the docs name every one.
    func testSchemaAndDocsListEverySymbol() throws {
        let names = SymbolName.allCases.map(\.rawValue)
        guard case .choice(let schemaNames) = try XCTUnwrap(ScenarioSchemaFields.table["rowImage"]?["symbol"]).type else {
            return XCTFail("rowImage.symbol is not a choice")
        }
        XCTAssertEqual(schemaNames, names)
        let docs = try String(contentsOf: FixtureReferenceTests.root.appendingPathComponent("docs/row-images.md"), encoding: .utf8)
        for n in names { XCTAssertTrue(docs.contains("`\(n)`"), "docs/row-images.md does not list \(n)") }
    }

    // MARK: Settings tiles

    private func tileScenario(platform: String, tile: String) throws -> Scenario {
        try ScenarioLoader.load(data: """
        {"name": "t", "platform": "\(platform)", "viewport": {"width": 390, "height": 200, "scale": 3},
         "list": {"sections": [{"rows": [{"title": "Wi-Fi", "image": {"symbol": "wifi", "tile": "\(tile)"}}]}]}}
        """, path: "t.json")
    }

    /// A 29-pt square at the 16-pt margin, the tile's colour to near its edges, its corners
    /// rounded (the background shows at the very corner), the symbol white in its middle and
    /// no tint anywhere; on both platforms.
    func testTileIsASettingsIcon() throws {
        for platform in ["ios18", "ios26"] {
            let s = try tileScenario(platform: platform, tile: "#FF9500")
            let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
            let row = try XCTUnwrap(layout.rows.first)
            let box = try XCTUnwrap(row.image).frame
            XCTAssertEqual(box.width, 29, platform)
            XCTAssertEqual(box.height, 29, platform)
            XCTAssertEqual(box.minX, 16, platform)
            let image = FrameRenderer(scenario: s).image(of: layout)
            func px(_ x: Double, _ y: Double) -> [UInt8] { Array(image.px(Int(x * 3), Int(y * 3))[0..<3]) }
            XCTAssertEqual(px(box.minX + 1, box.midY), [255, 149, 0], "\(platform): tile colour at its left edge")
            XCTAssertEqual(px(box.midX, box.maxY - 1), [255, 149, 0], "\(platform): tile colour at its bottom edge")
            XCTAssertEqual(px(box.minX + 0.2, box.minY + 0.2), [255, 255, 255], "\(platform): the corner is rounded off")
            let inner = (x0: Int(box.minX * 3) + 9, y0: Int(box.minY * 3) + 9, x1: Int(box.maxX * 3) - 9, y1: Int(box.maxY * 3) - 9)
            let white = ink(image, in: inner, where: { $0[0] == 255 && $0[1] == 255 && $0[2] == 255 })
            XCTAssertGreaterThan(white.count, 200, "\(platform): the symbol is white on the tile")
            // The glyph is about 18 pt across (wifi, the widest of the Settings glyphs).
            XCTAssertEqual(Double(white.maxX - white.minX + 1) / 3, 18, accuracy: 1.5, platform)
            let tint = ink(image, where: { Array($0[0..<3]) == [0, 122, 255] })
            XCTAssertEqual(tint.count, 0, "\(platform): no tint")
        }
    }

    func testTileTakesAThemeColourByName() throws {
        let s = try tileScenario(platform: "ios18", tile: "destructive")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let box = try XCTUnwrap(layout.rows.first?.image).frame
        let image = FrameRenderer(scenario: s).image(of: layout)
        let red = s.theme.destructive
        XCTAssertEqual(Array(image.px(Int((box.minX + 1) * 3), Int(box.midY * 3))[0..<3]), [red.r, red.g, red.b])
        XCTAssertTrue(message { try self.tileScenario(platform: "ios18", tile: "orange") }
            .hasPrefix(#"t.json:2:89: list.sections[0].rows[0].image.tile: unknown theme colour "orange""#),
                      message { try self.tileScenario(platform: "ios18", tile: "orange") })
    }

    func testTileRendersTheSameBytesEveryTime() throws {
        let s = try tileScenario(platform: "ios26", tile: "#34C759")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        XCTAssertTrue(FrameRenderer(scenario: s).image(of: layout).pixels == FrameRenderer(scenario: s).image(of: layout).pixels)
    }

    // MARK: Swipe actions

    private func swipeScenario(rowHeight: Int, trailing: String) throws -> Scenario {
        try ScenarioLoader.load(data: """
        {"name": "s", "platform": "ios18", "duration": 0.8, "viewport": {"width": 390, "height": 300, "scale": 3},
         "list": {"rowHeight": \(rowHeight), "sections": [{"rows": ["Anna", "Build"]}]},
         "features": {"swipeActions": {"trailing": \(trailing)}},
         "timeline": [{"wait": 0.1}, {"touches": [
           {"t": 0, "phase": "down", "at": [330, 20]}, {"t": 0.1, "phase": "move", "at": [280, 20]},
           {"t": 0.2, "phase": "move", "at": [200, 20]}, {"t": 0.4, "phase": "up", "at": [200, 20]}]}]}
        """, path: "s.json")
    }

    /// The open button's white ink (symbol and title) in points: its vertical extent, and the
    /// ink's rows split at the widest empty band (between the symbol and the title).
    private func openButton(_ s: Scenario) throws -> (frame: Rect, image: RGBAImage, layout: SwipeActionLayout) {
        let frames = try TestScenarios.layouts(s)
        let frame = try XCTUnwrap(frames.last)
        let action = try XCTUnwrap(frame.rows.first?.actions.first)
        return (action.frame, FrameRenderer(scenario: s).image(of: frame), action)
    }

    private func whiteRows(_ image: RGBAImage, in f: Rect) -> [Int] {
        (Int(f.minY * 3)..<Int(f.maxY * 3)).filter { y in
            (Int(f.minX * 3)..<Int(f.maxX * 3)).contains { x in image.px(x, y)[0...2] == [255, 255, 255] }
        }
    }

    /// On an 88-pt row the symbol sits above the title, the two centred together on the row.
    func testSwipeActionDrawsItsSymbolAboveItsTitle() throws {
        let withSymbol = try openButton(swipeScenario(rowHeight: 88, trailing: #"[{"title": "Trash", "symbol": "trash.fill", "style": "destructive"}]"#))
        XCTAssertEqual(withSymbol.layout.symbol, .trashFill)
        let rows = whiteRows(withSymbol.image, in: withSymbol.frame)
        let gaps = zip(rows, rows.dropFirst()).filter { $1 - $0 > 3 }
        XCTAssertEqual(gaps.count, 1, "one gap between the symbol and the title")
        let (symbolBottom, titleTop) = try XCTUnwrap(gaps.first)
        let midY = withSymbol.frame.midY * 3
        XCTAssertLessThan(Double(symbolBottom), midY, "the symbol is in the upper half")
        XCTAssertGreaterThan(Double(titleTop), midY - 3, "the title is in the lower half")
        let top = Double(try XCTUnwrap(rows.first)), bottom = Double(try XCTUnwrap(rows.last))
        XCTAssertEqual((top + bottom) / 2, midY, accuracy: 4.5, "symbol and title centred together")
        // Without the symbol the title alone is centred on the row.
        let titleOnly = try openButton(swipeScenario(rowHeight: 88, trailing: #"[{"title": "Trash", "style": "destructive"}]"#))
        let t = whiteRows(titleOnly.image, in: titleOnly.frame)
        XCTAssertLessThan(Double(try XCTUnwrap(t.first)), midY)
        XCTAssertGreaterThan(Double(try XCTUnwrap(t.last)), midY)
    }

    /// A symbol alone, or on a row too short for both, is centred on the row and draws the same.
    func testSymbolAloneOrOnAShortRowIsCentred() throws {
        let alone = try openButton(swipeScenario(rowHeight: 44, trailing: #"[{"symbol": "trash.fill", "style": "destructive"}]"#))
        let both = try openButton(swipeScenario(rowHeight: 44, trailing: #"[{"title": "Trash", "symbol": "trash.fill", "style": "destructive"}]"#))
        XCTAssertEqual(alone.layout.title, "")
        XCTAssertEqual(alone.frame, both.frame)
        let rows = whiteRows(alone.image, in: alone.frame)
        let first = Double(try XCTUnwrap(rows.first)), last = Double(try XCTUnwrap(rows.last))
        XCTAssertEqual((first + last) / 2, alone.frame.midY * 3, accuracy: 3)
        XCTAssertEqual(rows, whiteRows(both.image, in: both.frame), "the title is left out on a 44-pt row")
    }

    func testSwipeActionSymbolErrorsNameTheirPlace() {
        XCTAssertEqual(message { try self.swipeScenario(rowHeight: 44, trailing: #"[{"symbol": "trash.fil"}]"#) },
                       #"s.json:3:56: features.swipeActions.trailing[0].symbol: unknown symbol "trash.fil" (did you mean "trash.fill"?)"#)
        XCTAssertEqual(message { try self.swipeScenario(rowHeight: 44, trailing: #"[{"style": "destructive"}]"#) },
                       #"s.json:3:45: features.swipeActions.trailing[0]: needs "title" or "symbol" (or both)"#)
    }

    func testDumpNamesTheActionsSymbol() throws {
        let s = try swipeScenario(rowHeight: 44, trailing: #"[{"title": "Flag", "symbol": "flag.fill"}]"#)
        let json = LayoutDump.frame(try XCTUnwrap(TestScenarios.layouts(s).last)).serialized()
        XCTAssertTrue(json.contains(#"{"title":"Flag","symbol":"flag.fill","frame":"#), json)
    }
}
