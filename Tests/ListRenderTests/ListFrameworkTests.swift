import XCTest
@testable import ListRender

/// `list.framework` (docs/scenario.md): a SwiftUI `List` on iOS 17/18 spaces its grouped headers
/// and footers as AccessibilitySnapshot's SwiftUI lists recorded on iOS 17.5 and 18.5 do
/// (docs/fidelity.md): a header's baseline 9⅓ pt above its card, a footer's 18⅓ pt below its
/// card, cards 72⅓ pt apart around a one-line footer and a titled header, 56⅓ pt around a titled
/// header alone. UIKit's table (the default) keeps 11⅓, 20⅔, 80 and 55.
final class ListFrameworkTests: XCTestCase {
    /// Two cards with a one-line footer between them (AccessibilitySnapshot's footers screen), and
    /// a third after a titled header alone (its sections screen).
    func load(_ framework: String?, scale: Double, platform: Platform = .ios18) throws -> Scenario {
        let key = framework.map { #""framework":"\#($0)","# } ?? ""
        return try ScenarioLoader.load(data: Array(#"{"name":"f","viewport":{"width":393,"height":852,"scale":\#(scale)},"duration":0,"theme":{"base":"light","headerUppercase":true},"list":{"style":"insetGrouped",\#(key)"sections":[{"title":"Accounts","rows":["Checking","Savings"],"footer":"Tap an account to view details"},{"title":"Bills","rows":["Electric"]},{"title":"Fruits","rows":["Apple"]}]},"features":{"scrollIndicator":false}}"#.utf8),
                                       path: "f.json", platform: platform)
    }

    struct Spacing: Equatable {
        var headerBaseline: [Double]   // above each titled card
        var footerBaseline: Double      // below the first card
        var afterFooter: Double         // card to card around the footer and a header
        var withoutFooter: Double       // card to card around a header alone
        var firstCardTop: Double
    }

    func spacing(_ s: Scenario) throws -> Spacing {
        let layout = try XCTUnwrap(TestScenarios.layouts(s).first)
        let runs = FrameRenderer(scenario: s).painter.paint(layout).items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run }
            return nil
        }
        let rows = layout.rows.map(\.frame)
        XCTAssertEqual(rows.count, 4)
        func baseline(_ text: String) throws -> Double { try XCTUnwrap(runs.first { $0.string == text }).baseline }
        let cardTops = [rows[0].minY, rows[2].minY, rows[3].minY]
        return Spacing(
            headerBaseline: try zip(["ACCOUNTS", "BILLS", "FRUITS"], cardTops).map { try $1 - baseline($0) },
            footerBaseline: try baseline("Tap an account to view details") - rows[1].maxY,
            afterFooter: rows[2].minY - rows[1].maxY, withoutFooter: rows[3].minY - rows[2].maxY,
            firstCardTop: rows[0].minY)
    }

    func testSwiftUISpacingOnIOS18AtOneAndThreeTimes() throws {
        for scale in [1.0, 3.0] {
            let s = try spacing(try load("swiftui", scale: scale)), uikit = try spacing(try load(nil, scale: scale))
            for h in s.headerBaseline { XCTAssertEqual(h, 28.0 / 3, accuracy: 1e-9, "scale \(scale)") }
            XCTAssertEqual(s.footerBaseline, 55.0 / 3, accuracy: 0.5 / 3, "scale \(scale)")
            XCTAssertEqual(s.afterFooter, 217.0 / 3, accuracy: 1e-9, "scale \(scale)")
            XCTAssertEqual(s.withoutFooter, 169.0 / 3, accuracy: 1e-9, "scale \(scale)")
            // The first card stays where UIKit's is (measured within a pixel on all four screens).
            XCTAssertEqual(s.firstCardTop, uikit.firstCardTop, accuracy: 1e-9)
        }
        // At 3x the measured figures are whole device pixels: 28, 55, 217 and 169 px.
        let s3 = try spacing(try load("swiftui", scale: 3))
        XCTAssertEqual((s3.footerBaseline * 3).rounded(), 55)
    }

    func testUIKitSpacingIsUnchangedWithoutTheKey() throws {
        for scale in [1.0, 3.0] {
            let none = try spacing(try load(nil, scale: scale)), uikit = try spacing(try load("uikit", scale: scale))
            XCTAssertEqual(none, uikit)
            for h in none.headerBaseline { XCTAssertEqual(h, 34.0 / 3, accuracy: 0.5 / 3, "scale \(scale)") }
            XCTAssertEqual(none.footerBaseline, 62.0 / 3, accuracy: 0.5 / 3)
            XCTAssertEqual(none.afterFooter, 80, accuracy: 1e-9)
            XCTAssertEqual(none.withoutFooter, 55, accuracy: 1e-9)
        }
        XCTAssertEqual(try load(nil, scale: 3).theme.look, PlatformLook.ios18)
    }

    /// iOS 26's figures were measured on SwiftUI lists: the key changes nothing there.
    func testSwiftUIChangesNothingOnIOS26() throws {
        let swiftui = try load("swiftui", scale: 3, platform: .ios26), none = try load(nil, scale: 3, platform: .ios26)
        XCTAssertEqual(swiftui.theme.look, none.theme.look)
        XCTAssertEqual(try spacing(swiftui), try spacing(none))
    }

    func testAnUnknownFrameworkIsRefused() {
        XCTAssertThrowsError(try load("appkit", scale: 3)) {
            XCTAssertEqual(($0 as? InputError)?.message,
                           #"f.json:1:167: list.framework: unknown list framework "appkit"; expected "uikit" or "swiftui""#)
        }
        XCTAssertThrowsError(try ScenarioLoader.load(data: Array(#"{"name":"f","list":{"framework":true,"sections":[]}}"#.utf8), path: "g.json")) {
            XCTAssertEqual(($0 as? InputError)?.message, #"g.json:1:33: list.framework: expected "uikit" or "swiftui", got true"#)
        }
    }
}
