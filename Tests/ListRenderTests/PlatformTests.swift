import XCTest
@testable import ListRender

/// `platform`: which iOS a scenario is drawn as, how it is chosen (the scenario's key, else the
/// loader's default, which `--platform` and `LISTRENDER_PLATFORM` set), and iOS 26's look as
/// measured on its screenshots (PlatformLook.ios26, docs/platforms.md): 51-pt rows, continuous
/// 26-pt card corners, 1-pt separators that stop 16 pt short of the card's edge, the 63 × 28 switch.
final class PlatformTests: XCTestCase {
    static let list = #""list": {"style": "insetGrouped", "sections": [{"rows": [{"title": "Switch", "accessory": {"switch": false}}, {"title": "On", "accessory": {"switch": true}}, {"title": "Wi-Fi", "detail": "Home", "accessory": "disclosure"}]}]}"#

    func load(_ extra: String = "", platform: Platform = .current) throws -> Scenario {
        try ScenarioLoader.load(data: #"{"name": "p", "duration": 0, \#(extra) \#(Self.list)}"#, path: "p.json", platform: platform)
    }

    func testTheScenarioKeyWinsOverTheLoadersDefault() throws {
        XCTAssertEqual(try load().platform, .ios26)
        XCTAssertEqual(try load(platform: .ios18).platform, .ios18)
        XCTAssertEqual(try load(#""platform": "ios26","#, platform: .ios18).platform, .ios26)
        XCTAssertEqual(try load(#""platform": "ios18","#).platform, .ios18)
        XCTAssertEqual(try load(#""platform": "ios18","#).list.rowHeight, 44)
        XCTAssertEqual(try load().list.rowHeight, 51)
        // A dark theme object keeps the platform's own dark colours under its overrides.
        let dark = try load(##""theme": {"base": "dark", "tint": "#FF0000"},"##)
        XCTAssertEqual(dark.theme.separator, Color(r: 56, g: 56, b: 59))
        XCTAssertEqual(dark.theme.tint, Color(r: 255, g: 0, b: 0))
    }

    func testAnUnknownPlatformIsOneLineWithItsPlace() throws {
        XCTAssertThrowsError(try load(#""platform": "ios19","#)) {
            XCTAssertEqual(($0 as? InputError)?.message,
                           #"p.json:1:42: platform: unknown platform "ios19" (did you mean "ios18"?); expected "ios18" or "ios26""#)
        }
        XCTAssertThrowsError(try load(#""platform": 26,"#)) {
            XCTAssertTrue(($0 as? InputError)?.message.hasPrefix("p.json:1:42: platform: ") ?? false, "\($0)")
        }
    }

    func testTheEnvironmentSetsTheDefaultAndTheFlagWins() throws {
        let env = [Platform.environmentVariable: "IOS18"]
        XCTAssertEqual(try Platform.resolve(flag: nil, environment: [:]), .ios26)
        XCTAssertEqual(try Platform.resolve(flag: nil, environment: env), .ios18)
        XCTAssertEqual(try Platform.resolve(flag: .ios26, environment: env), .ios26)
        XCTAssertEqual(try Platform.resolve(flag: nil, environment: [Platform.environmentVariable: ""]), .ios26)
        XCTAssertThrowsError(try Platform.resolve(flag: nil, environment: [Platform.environmentVariable: "ios\n\u{1B}[31m"])) {
            let message = ($0 as? InputError)?.message ?? ""
            XCTAssertEqual(message, #"LISTRENDER_PLATFORM="ios\n\u{1B}[31m": expected ios18 or ios26"#)
            XCTAssertFalse(message.contains("\n"))
        }
    }

    /// Where iOS 26 puts a card's parts (ServerSwitchingSettingsView at 390 × 844): the switch's
    /// trailing edge 14 pt inside the card, the chevron's 18 pt, rows 51 pt apart.
    func testIOS26CellGeometry() throws {
        let s = try load()
        let rows = try XCTUnwrap(TestScenarios.layouts(s).first).rows
        XCTAssertEqual(rows.map(\.frame.height), [51, 51, 51])
        let card = rows[0].frame
        let toggle = try XCTUnwrap(rows[0].parts.accessory)
        XCTAssertEqual([toggle.width, toggle.height], [63, 28])
        XCTAssertEqual(card.maxX - toggle.maxX, 14)
        XCTAssertEqual(toggle.midY, card.midY, accuracy: 0.5)
        let chevron = try XCTUnwrap(rows[2].parts.accessory)
        XCTAssertEqual(card.maxX - chevron.maxX, 18)
        XCTAssertEqual(chevron.width, 20.0 / 3, accuracy: 1e-9)
        // The value1 detail ends 13.6 pt before the chevron.
        let detail = try XCTUnwrap(rows[2].parts.detail.first)
        XCTAssertEqual(chevron.minX - detail.frame.maxX, 13.6, accuracy: 1e-6)
    }

    /// A plain list's switch on iOS 26 ends at the trailing layout margin, as UIKit's
    /// `accessoryView` switch does (AccessibilitySnapshot 26.2 HitTargetTests: track 957…1146 px
    /// on a 402-pt phone); only the grouped styles' (SwiftUI's toggle) ends 2 pt past it.
    func testIOS26PlainSwitchEndsAtTheMargin() throws {
        let plain = try ScenarioLoader.load(data: #"""
            {"name": "p", "duration": 0, "viewport": {"width": 402, "height": 874, "scale": 3},
             "list": {"style": "plain", "sections": [{"rows": [{"title": "A", "accessory": {"switch": true}}]}]}}
            """#, path: "p.json")
        let row = try XCTUnwrap(TestScenarios.layouts(plain).first?.rows.first)
        let toggle = try XCTUnwrap(row.parts.accessory)
        XCTAssertEqual(toggle.maxX * 3, 1146)
        XCTAssertEqual(toggle.minX * 3, 957)
    }

    /// The checkmark as ListPicker's iOS 26 screenshot has it: 41 × 40 device px ending 54 px
    /// inside the card (iOS 18's 14 × 11 pt at the margin), drawn with 1.5-pt strokes.
    func testIOS26Checkmark() throws {
        let text = #"{"name": "c", "duration": 0, "viewport": {"width": 390, "height": 844, "scale": 3}, "list": {"style": "insetGrouped", "sections": [{"rows": [{"title": "aaaa", "accessory": "checkmark"}]}]}}"#
        func row(_ platform: Platform) throws -> RowLayout {
            let s = try ScenarioLoader.load(data: text, path: "c.json", platform: platform)
            return try XCTUnwrap(TestScenarios.layouts(s).first?.rows.first)
        }
        let r26 = try row(.ios26), r18 = try row(.ios18)
        let box26 = try XCTUnwrap(r26.parts.accessory), box18 = try XCTUnwrap(r18.parts.accessory)
        XCTAssertEqual(box26.width * 3, 41, accuracy: 1e-9)
        XCTAssertEqual(box26.height * 3, 40, accuracy: 1e-9)
        XCTAssertEqual((r26.frame.maxX - box26.maxX) * 3, 54, accuracy: 1e-9)
        XCTAssertEqual([box18.width, box18.height], [14, 11])
        // The long arm's ink: a pixel row across it at mid-height covers about 5.5 px (1.5 pt at 56°).
        let s26 = try ScenarioLoader.load(data: text, path: "c.json", platform: .ios26)
        let (picture, _) = try picture(s26)
        let y = Int((box26.midY * 3).rounded()) - 6
        let xs = Int(box26.midX * 3)..<Int(box26.maxX * 3)
        let ink = xs.filter { picture.rgb($0, y)[0] < 128 }.count
        XCTAssertTrue((4...7).contains(ink), "\(ink) px of ink across the long arm")
    }

    struct Picture {
        let image: RGBAImage
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let i = (y * image.width + x) * 4
            return image.pixels[i..<i + 3].map(Int.init)
        }
        /// The first x in row `y` whose pixel is `color`.
        func firstX(_ y: Int, _ color: [Int]) -> Int? { (0..<image.width).first { rgb($0, y) == color } }
    }

    func picture(_ s: Scenario) throws -> (Picture, [RowLayout]) {
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        return (Picture(image: FrameRenderer(scenario: s).image(of: layout)), layout.rows)
    }

    /// The pixels as the iOS 26 screenshot has them at @3x: a separator three device pixels thick
    /// in (232, 232, 232) from the text inset to 48 px before the card's edge; the card's corner
    /// a continuous curve, not a circle of the same radius; the switch's knob a white capsule.
    func testIOS26PixelsMatchTheScreenshotsShapes() throws {
        let (p, rows) = try picture(try load())
        let white = [255, 255, 255], separator = [232, 232, 232]
        let card = rows[0].frame
        let bottom = Int(card.maxY * 3)   // the first row's bottom edge in device pixels
        XCTAssertEqual((bottom - 4..<bottom + 1).map { p.rgb(200, $0) }, [white, separator, separator, separator, white])
        XCTAssertEqual(p.firstX(bottom - 2, separator), Int((card.minX + 16) * 3))
        let lastX = (0..<p.image.width).last { p.rgb($0, bottom - 2) == separator }
        XCTAssertEqual(lastX, Int((card.maxX - 16) * 3) - 1)
        // The corner: two device pixels below the card's top, iOS 26's curve is still 60 px in
        // from the card's side (the screenshot: 60 px); a 26-pt circle would be 34 px in.
        let top = Int(card.minY * 3), left = Int(card.minX * 3)
        let inset = try XCTUnwrap(p.firstX(top + 3, white)) - left
        XCTAssertEqual(Double(inset), 60, accuracy: 4)
        // The knob of the switch that is off: white from 2 pt into the track for 38 pt.
        let toggle = try XCTUnwrap(rows[0].parts.accessory)
        let y = Int(toggle.midY * 3)
        XCTAssertEqual(p.rgb(Int(toggle.minX * 3) + 3, y), [197, 197, 199], "the off track's rim")
        XCTAssertEqual(p.rgb(Int((toggle.minX + 2) * 3) + 2, y), white)
        XCTAssertEqual(p.rgb(Int((toggle.minX + 40) * 3) - 3, y), white)
        XCTAssertEqual(p.rgb(Int((toggle.minX + 40) * 3) + 3, y), [197, 197, 199], "past the knob")
    }

    /// The card's top-left corner, row by row, as the one iOS 26 card whose cell lets the corner
    /// take its full shape draws it (home-assistant's GesturesSetupView header card, dark, at @3x;
    /// docs/fidelity.md, "The card's corner"): how many device pixels of each pixel row of the
    /// corner's 100 × 100 px are not card (partly covered pixels by their coverage). PaintCode's
    /// curve as published misses the first rows by up to 8.6 px and ends its tail too soon.
    func testIOS26CardCornerFollowsTheScreenshotsProfile() throws {
        // A first cell as tall as that header card (197 pt), so nothing shortens the corner's tail.
        let list = #""list": {"style": "insetGrouped", "sections": [{"rows": [{"title": "Tall", "height": 197}, "Next"]}]}"#
        let (p, rows) = try picture(try ScenarioLoader.load(data: #"{"name": "p", "duration": 0, \#(list)}"#, path: "p.json"))
        let card = rows[0].frame
        let top = Int(card.minY * 3), left = Int(card.minX * 3)
        let background = p.rgb(left - 3, top + 200).reduce(0, +), white = 765
        func notCard(_ x: Int, _ y: Int) -> Double {
            min(1, max(0, Double(white - p.rgb(x, y).reduce(0, +)) / Double(white - background)))
        }
        let real: [Int: Double] = [0: 91.72, 1: 72.93, 2: 64.45, 3: 58.83, 5: 51.14, 10: 39.21, 20: 25.31, 30: 16.17,
                                   40: 9.76, 50: 5.66, 60: 3.21, 70: 1.69, 80: 0.90, 90: 0.55, 99: 0.34]
        for (k, missing) in real.sorted(by: { $0.key < $1.key }) {
            let ours = (0..<100).reduce(0.0) { $0 + notCard(left + $1, top + k) }
            XCTAssertEqual(ours, missing, accuracy: 1.6, "row \(k) of the corner")
            // The corner is symmetric: the columns read as the rows (the real one's do too).
            let column = (0..<100).reduce(0.0) { $0 + notCard(left + k, top + $1) }
            XCTAssertEqual(column, ours, accuracy: 0.6, "column \(k) against row \(k)")
        }
    }

    /// A 51-pt first cell shortens the tail down the card's side, as iOS 26 rounds the cell, not
    /// the card: the real cards with such a cell (server switching, the gestures screen's lower
    /// cards) have the side's last inset pixel 74 px below the card's top and the column at the
    /// side 68 px deep; the curve fitted to the whole card would reach 119 px down the side.
    func testIOS26CardCornerFitsItsFirstCell() throws {
        let (p, rows) = try picture(try load())
        let card = rows[0].frame
        XCTAssertEqual(card.height, 51)
        let top = Int(card.minY * 3), left = Int(card.minX * 3)
        let background = p.rgb(left - 3, top + 200).reduce(0, +), white = 765
        func notCard(_ x: Int, _ y: Int) -> Double {
            min(1, max(0, Double(white - p.rgb(x, y).reduce(0, +)) / Double(white - background)))
        }
        let depth = (0..<200).reduce(0.0) { $0 + notCard(left, top + $1) }
        XCTAssertEqual(depth, 68.3, accuracy: 5, "the side column's uncovered depth")
        let lastInset = try XCTUnwrap((0..<200).last { notCard(left, top + $0) > 0.02 })
        XCTAssertLessThan(lastInset, 100)
        XCTAssertGreaterThan(lastInset, 70)
    }

    /// iOS 18 draws as before: 44-pt rows, a hairline separator to the card's edge, the 51 × 31 switch.
    func testIOS18KeepsItsLook() throws {
        let (p, rows) = try picture(try load(platform: .ios18))
        XCTAssertEqual(rows.map(\.frame.height), [44, 44, 44])
        let toggle = try XCTUnwrap(rows[0].parts.accessory)
        XCTAssertEqual([toggle.width, toggle.height], [51, 31])
        let bottom = Int(rows[0].frame.maxY * 3)
        XCTAssertEqual(p.rgb(200, bottom - 2), [255, 255, 255])
        XCTAssertEqual(p.rgb(Int(rows[0].frame.maxX * 3) - 2, bottom - 1), [199, 199, 201], "the hairline reaches the card's edge")
    }

    /// Every example fixture names its platform, so a change of the default never re-draws their
    /// references (the iOS 18 ones were matched against iOS 12–18 screenshots).
    func testEveryFixtureNamesItsPlatform() throws {
        let folder = FixtureReferenceTests.root.appendingPathComponent("Fixtures/scenarios").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThan(files.count, 30)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            XCTAssertTrue(text.contains(#""platform": "ios"#), "\(file) names no platform")
        }
    }

    /// The same scenario gives the same bytes twice, and its platforms differ.
    func testRendersAreDeterministicPerPlatform() throws {
        let a = try picture(try load()).0.image.pixels, b = try picture(try load()).0.image.pixels
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, try picture(try load(platform: .ios18)).0.image.pixels)
    }
}

/// iOS 26's grouped section headers and footers at the two content sizes of the suite's
/// references: `large` as AccessibilitySnapshot 26.2's SwiftUI Lists show them (a header's
/// baseline 14 pt above its card, 58 pt card to card; a footer's first baseline 61 px below its
/// card, 149 px from it to a titled card), `medium` as home-assistant's GesturesSetupView and
/// ServerSwitchingSettingsView (57 pt card to card, the footer's baseline 58 px below its card,
/// its lines 14 pt apart, 80 px from the last to an untitled card).
final class PlatformSectionTests: XCTestCase {
    func testIOS26GroupedHeadersAndFootersAtLargeAndMedium() throws {
        for (size, body, footnote, leading) in [("large", 17.0, 13.0, 18.0), ("medium", 16, 12, 16)] {
            let s = try ScenarioLoader.load(data: #"{"name": "g", "duration": 0, "theme": {"contentSize": "\#(size)"}, "list": {"style": "insetGrouped", "sections": [{"rows": ["Shake"], "footer": "One line of footer text that wraps to a second line of footnote text, as it does"}, {"title": "Swipe left", "rows": ["One finger"]}, {"title": "Swipe right", "rows": ["One finger"]}]}}"#,
                                            path: "g.json")
            XCTAssertEqual(s.theme.headerSize, body, size)
            XCTAssertFalse(s.theme.headerUppercase)
            let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
            let runs = FrameRenderer(scenario: s).painter.paint(layout).items.compactMap { item -> TextRun? in
                if case .text(let run) = item { return run }
                return nil
            }
            let header = try XCTUnwrap(runs.first { $0.string == "Swipe left" })
            XCTAssertEqual(header.weight, .semibold)
            let first = layout.rows[0].frame, second = layout.rows[1].frame, third = layout.rows[2].frame
            XCTAssertEqual(second.minY - header.baseline, 14, accuracy: 1e-9, size)
            // A titled header after a card without footer text: 17 + 41 at large, 17 + 40 at medium.
            XCTAssertEqual(third.minY - second.maxY, size == "large" ? 58 : 57, accuracy: 1e-9, size)
            let footer = runs.filter { $0.size == footnote }
            XCTAssertEqual(footer.count, 2, size)
            XCTAssertEqual(footer[1].baseline - footer[0].baseline, 14 * leading / 16, accuracy: 1e-9, size)
            XCTAssertEqual(footer[0].baseline - first.maxY, size == "large" ? 61.0 / 3 : 58.0 / 3, accuracy: 1e-9, size)
            // The last baseline 8⅔ pt above the titled header: 149 px to the card at large.
            XCTAssertEqual(second.minY - footer[1].baseline, 26.0 / 3 + (size == "large" ? 41 : 40), accuracy: 1e-9, size)
        }
    }

    /// PrivacyView (home-assistant, iOS 26.4, light and dark, recorded at `medium`): a card, a
    /// two-line footer, an untitled card 180 px (60 pt) below the first; the footer's last
    /// baseline 80 px above it.
    func testIOS26FooterBeforeAnUntitledSection() throws {
        let s = try ScenarioLoader.load(data: #"{"name": "p", "duration": 0, "viewport": {"width": 390, "height": 844, "scale": 3}, "theme": {"contentSize": "medium"}, "list": {"style": "insetGrouped", "sections": [{"rows": ["Firebase Cloud Messaging"], "footer": "One line of footer text that wraps to a second line of footnote text, as it does"}, {"rows": ["Alerts"]}]}}"#,
                                        path: "p.json")
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let runs = FrameRenderer(scenario: s).painter.paint(layout).items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run }
            return nil
        }
        let footer = runs.filter { $0.size == 12 }
        XCTAssertEqual(footer.count, 2)
        let second = layout.rows[1].frame, first = layout.rows[0].frame
        XCTAssertEqual((second.minY - first.maxY) * 3, 180, accuracy: 0.5)
        XCTAssertEqual((second.minY - footer[1].baseline) * 3, 80, accuracy: 1.5)
    }
}
