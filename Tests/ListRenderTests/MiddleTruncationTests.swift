import Foundation
import XCTest
@testable import ListRender

/// `truncation: "middle"` in a row's text style (SwiftUI's `truncationMode(.middle)`): a line too
/// long for its box keeps its start and its end around "…"; tail truncation stays the default.
final class MiddleTruncationTests: XCTestCase {
    private let m = TextMeasurer.shared
    private let value = "Back to previous page"

    func testMiddleKeepsTheStartAndTheEndAsWideAsFits() {
        let full = m.width(of: value, weight: .regular, size: 17)
        let box = (full * 0.7).rounded()
        let t = m.truncatedInTheMiddle(value, weight: .regular, size: 17, maxWidth: box)
        let parts = t.components(separatedBy: "\u{2026}")
        XCTAssertEqual(parts.count, 2, t)
        XCTAssertTrue(value.hasPrefix(parts[0]) && !parts[0].isEmpty, t)
        XCTAssertTrue(value.hasSuffix(parts[1]) && !parts[1].isEmpty, t)
        XCTAssertFalse(parts[0].hasSuffix(" ") || parts[1].hasPrefix(" "), "no space beside the ellipsis: \(t)")
        XCTAssertLessThanOrEqual(m.width(of: t, weight: .regular, size: 17), box)
        // Two more characters (one at each end) would not have fitted.
        let kept = parts[0].count + parts[1].count
        let wider = String(value.prefix(parts[0].count + 1)) + "\u{2026}" + String(value.suffix(parts[1].count + 1))
        XCTAssertGreaterThan(m.width(of: wider, weight: .regular, size: 17), box)
        XCTAssertLessThan(kept, value.count)
        // Fitting text is unchanged; a box narrower than "…" gives nothing; "…" alone when only it fits.
        XCTAssertEqual(m.truncatedInTheMiddle(value, weight: .regular, size: 17, maxWidth: full), value)
        XCTAssertEqual(m.truncatedInTheMiddle(value, weight: .regular, size: 17, maxWidth: 2), "")
        let ell = m.width(of: "\u{2026}", weight: .regular, size: 17)
        XCTAssertEqual(m.truncatedInTheMiddle(value, weight: .regular, size: 17, maxWidth: ell), "\u{2026}")
        // A huge line is cut without shaping all of it (the search is bounded by the tail cut's length).
        let huge = String(repeating: "Long ", count: 200_000) + "end"
        let cut = m.truncatedInTheMiddle(huge, weight: .regular, size: 17, maxWidth: 200)
        XCTAssertTrue(cut.hasSuffix("end") && cut.contains("\u{2026}"), cut)
    }

    /// A value1 row whose value is too long: with `detailStyle.truncation: "middle"` the run
    /// carries it and the pixels differ from the default (tail) row's; the title is untouched.
    func testDetailStyleTruncationReachesTheDrawnRun() throws {
        func scenario(_ style: String) throws -> Scenario {
            try ScenarioLoader.load(data: #"{"name":"t","viewport":{"width":320,"height":100,"scale":2},"duration":0,"list":{"style":"plain","rowStyle":"value1","rowHeight":44,"sections":[{"rows":[{"title":"Using two fingers","detail":"Back to previous page and further","accessory":"disclosure"\#(style)}]}]}}"#,
                                    path: "t.json", platform: .ios26)
        }
        func runs(_ s: Scenario) throws -> (list: DisplayList, image: RGBAImage) {
            let r = FrameRenderer(scenario: s)
            let layout = r.layout(try Simulator.run(s)[0])
            return (r.displayList(of: layout), r.image(of: layout))
        }
        let middle = try runs(scenario(#","detailStyle":{"truncation":"middle"}"#))
        let tail = try runs(scenario(""))
        func truncation(_ l: DisplayList, _ string: String) -> [TextTruncation] {
            l.items.compactMap { if case .text(let run) = $0, run.string == string { return run.truncation } else { return nil } }
        }
        XCTAssertEqual(truncation(middle.list, "Back to previous page and further"), [.middle])
        XCTAssertEqual(truncation(middle.list, "Using two fingers"), [.tail])
        XCTAssertEqual(truncation(tail.list, "Back to previous page and further"), [.tail])
        XCTAssertNotEqual(middle.image.pixels, tail.image.pixels)

        XCTAssertThrowsError(try scenario(#","detailStyle":{"truncation":"start"}"#)) {
            XCTAssertEqual(($0 as? InputError)?.message,
                           #"t.json:1:281: list.sections[0].rows[0].detailStyle.truncation: unknown truncation "start"; expected "tail" or "middle""#)
        }
    }
}
