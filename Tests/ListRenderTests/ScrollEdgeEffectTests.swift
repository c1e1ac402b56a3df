import XCTest
@testable import ListRender

/// iOS 26's scroll-edge effect (`theme.scrollEdgeEffect`, docs/chrome.md "Scroll-edge effect"):
/// content under the transparent bars fades toward the list's background so the bars' items
/// stay legible; nothing where no content is under a bar; iOS 18 keeps its bar material.
final class ScrollEdgeEffectTests: XCTestCase {
    /// A plain list under an inline title and a toolbar with a centred label, as Mail's inbox.
    private static func scenario(platform: String = "ios26", theme: String = "\"light\"") throws -> Scenario {
        try ScenarioLoader.load(data: #"""
            {"name":"c","platform":"\#(platform)","theme":\#(theme),"list":{"generate":{"sections":1,"rows":40}},
             "chrome":{"statusBar":true,"navigationBar":{"title":"Inbox"},
                       "toolbar":{"items":[{"symbol":"folder"},{"title":"Updated Just Now","style":"label"},{"symbol":"trash"}]}}}
            """#, path: "c.json", platform: .ios18)
    }

    private struct Frame { var list: DisplayList; var image: RGBAImage; var layout: FrameLayout }

    /// `offset` nil: the first frame, at rest (nothing under the navigation bar).
    private static func frame(platform: String = "ios26", theme: String = "\"light\"", offset: Double?) throws -> Frame {
        let s = try scenario(platform: platform, theme: theme)
        let layout = try offset.map { try ChromeTests.layout(s, offset: $0) } ?? BottomBarTests.firstLayout(s)
        let list = FrameRenderer(scenario: s).displayList(of: layout)
        return Frame(list: list, image: Rasterizer().renderImage(list, scale: s.viewport.scale), layout: layout)
    }

    /// The largest channel distance of a pixel from `c`.
    private static func distance(_ image: RGBAImage, _ x: Int, _ y: Int, from c: Color) -> Int {
        let i = (y * image.width + x) * 4
        return max(abs(Int(image.pixels[i]) - Int(c.r)), abs(Int(image.pixels[i + 1]) - Int(c.g)),
                   abs(Int(image.pixels[i + 2]) - Int(c.b)))
    }

    func testTheKeyIsStrictAndIOS26DefaultsToSoft() throws {
        XCTAssertEqual(try Self.scenario().theme.scrollEdgeEffect, .soft)
        XCTAssertNil(try Self.scenario(platform: "ios18").theme.scrollEdgeEffect, "iOS 18 keeps its material")
        XCTAssertEqual(try Self.scenario(theme: #"{"scrollEdgeEffect":"hard"}"#).theme.scrollEdgeEffect, .hard)
        XCTAssertEqual(try Self.scenario(platform: "ios18", theme: #"{"scrollEdgeEffect":"soft"}"#).theme.scrollEdgeEffect, .soft)
        for (theme, message) in [(#"{"scrollEdgeEffect":"sof"}"#, #"theme.scrollEdgeEffect: unknown scroll edge effect "sof" (did you mean "soft"?); expected "soft", "hard" or "hidden""#),
                                 (#"{"scrollEdgeEffect":true}"#, #"theme.scrollEdgeEffect: expected "soft", "hard" or "hidden", got true"#)] {
            XCTAssertThrowsError(try Self.scenario(theme: theme), theme) { error in
                let line = "\(error)"
                XCTAssertTrue(line.hasPrefix("c.json:1:60: ") && line.hasSuffix(message), line)
            }
        }
    }

    /// Scrolled 300 pt: the rows' text under the toolbar's band, around its capsules and label,
    /// fades to near the background (it stays ink where the effect is hidden).
    func testRowTextUnderTheBottomBarFadesTowardTheBackground() throws {
        let soft = try Self.frame(offset: 300), hidden = try Self.frame(theme: #"{"scrollEdgeEffect":"hidden"}"#, offset: 300)
        let b = try XCTUnwrap(soft.layout.bottomBar)
        XCTAssertGreaterThan(b.backgroundAlpha, 0, "content is under the bar")
        let background = Theme.light.background
        let scale = soft.list.scale
        let keep = b.items.map(\.frame) + b.capsules.map(\.frame) + [b.homeIndicator].compactMap { $0 }
        func inkPixels(_ f: Frame, from top: Double) -> Int {
            var n = 0
            for y in Int(top * scale)..<f.image.height {
                for x in 0..<f.image.width {
                    let p = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                    if keep.contains(where: { $0.insetBy(dx: -2, dy: -2).contains(p) }) { continue }
                    if Self.distance(f.image, x, y, from: background) > 96 { n += 1 }
                }
            }
            return n
        }
        // Where the bar's items stand (from 8 pt above their centre line down), the rows' text
        // is gone; over the whole band, most of it.
        let solidTop = b.barFrame.midY - ScrollEdgeEffect.soft.solidPastItems
        XCTAssertGreaterThan(inkPixels(hidden, from: solidTop), 300, "row text beside the items, crisp")
        XCTAssertEqual(inkPixels(soft, from: solidTop), 0, "row text beside the items, faded")
        XCTAssertLessThan(inkPixels(soft, from: b.frame.minY) * 5, inkPixels(hidden, from: b.frame.minY), "the band as a whole")
        // The label itself is drawn over the effect, unfaded.
        let label = try XCTUnwrap(b.items.first { $0.label })
        var labelInk = 0
        for y in Int(label.frame.minY * scale)..<Int(label.frame.maxY * scale) {
            for x in Int(label.frame.minX * scale)..<Int(label.frame.maxX * scale) where Self.distance(soft.image, x, y, from: background) > 96 {
                labelInk += 1
            }
        }
        XCTAssertGreaterThan(labelInk, 100)
    }

    /// At rest no row is under the navigation bar: its band is as if there were no effect; once
    /// rows are under it, the band changes, and no row below the fade's reach does.
    func testTheTopEdgeAppearsOnlyWhereContentIsUnderTheBar() throws {
        let hiddenTheme = #"{"scrollEdgeEffect":"hidden"}"#
        func topRows(_ f: Frame, below: Double) -> ArraySlice<UInt8> {
            f.image.pixels[0..<Int(below * f.list.scale) * f.image.width * 4]
        }
        let rest = try Self.frame(offset: nil), restHidden = try Self.frame(theme: hiddenTheme, offset: nil)
        let nav = try XCTUnwrap(rest.layout.navigationBar)
        XCTAssertEqual(nav.backgroundAlpha, 0)
        let reach = nav.frame.maxY + ScrollEdgeEffect.soft.overhang
        XCTAssertEqual(topRows(rest, below: reach), topRows(restHidden, below: reach))

        let scrolled = try Self.frame(offset: 300), scrolledHidden = try Self.frame(theme: hiddenTheme, offset: 300)
        XCTAssertNotEqual(topRows(scrolled, below: nav.frame.maxY), topRows(scrolledHidden, below: nav.frame.maxY))
        let b = try XCTUnwrap(scrolled.layout.bottomBar)
        let scale = scrolled.list.scale, width = scrolled.image.width * 4
        XCTAssertEqual(scrolled.image.pixels[Int(reach * scale) * width..<Int((b.frame.minY - 16) * scale) * width],
                       scrolledHidden.image.pixels[Int(reach * scale) * width..<Int((b.frame.minY - 16) * scale) * width],
                       "the rows between the two edges' reach are untouched")
    }

    /// The fade is the list's own background: the dark one in dark mode, the grouped one for
    /// grouped lists; the hard style ends in a dividing line at the bar's edge.
    func testTheFadeIsTheListsBackgroundAndHardDrawsItsLine() throws {
        let dark = try Self.frame(theme: "\"dark\"", offset: 300)
        let bg = Theme.dark.background
        let edgeFills = dark.list.items.compactMap { item -> Color? in
            if case let .fill(r, c) = item, r.minY == 0, r.width == dark.layout.viewport.width, c.a < 255 { return c } else { return nil }
        }
        XCTAssertEqual(edgeFills, [Color(r: bg.r, g: bg.g, b: bg.b, a: UInt8((255 * ScrollEdgeEffect.soft.opacity).rounded()))])

        let hard = try Self.frame(theme: #"{"scrollEdgeEffect":"hard"}"#, offset: 300)
        let nav = try XCTUnwrap(hard.layout.navigationBar)
        let separator = Theme.base(dark: false, platform: .ios26).separator
        XCTAssertTrue(hard.list.items.contains(.hairline(x: 0, y: nav.frame.maxY, width: nav.frame.width, separator)))
        XCTAssertFalse(try Self.frame(offset: 300).list.items.contains { if case .hairline(_, nav.frame.maxY, _, _) = $0 { return true } else { return false } },
                       "the soft style has no line")
    }

    /// iOS 18 draws its bar material as before (no fade, no blur; its fixtures' bytes are held by
    /// FixtureReferenceTests), and the effect's frames draw the same in bands as whole.
    func testIOS18KeepsItsMaterialAndBandsMatchTheWholeFrame() throws {
        let ios18 = try Self.frame(platform: "ios18", offset: 300)
        let theme = Theme.light
        XCTAssertTrue(ios18.list.items.contains(.fill(Rect(x: 0, y: 0, width: ios18.layout.viewport.width,
                                                          height: try XCTUnwrap(ios18.layout.navigationBar).frame.maxY),
                                                     theme.barBackground.withAlphaMultiplied(by: theme.barOpacity))))
        XCTAssertFalse(ios18.list.items.contains { if case .backdropBlur = $0 { return true } else { return false } })
        for theme in ["\"light\"", "\"dark\"", #"{"scrollEdgeEffect":"hard"}"#] {
            let f = try Self.frame(theme: theme, offset: 300)
            XCTAssertEqual(BandedRasterTests.mismatches(f.list, scale: f.list.scale, theme), [])
        }
    }
}
