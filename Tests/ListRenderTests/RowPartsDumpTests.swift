import Foundation
import XCTest
@testable import ListRender

/// The layout dump's row `parts` (docs/cli-and-layout.md): title, detail and accessory frames in
/// viewport points, keys in spec order, following a swipe, absent from a reorder's gap.
final class RowPartsDumpTests: XCTestCase {
    let m = TextMeasurer.shared

    func dumpRows(_ l: FrameLayout) throws -> [[String: Any]] {
        let json = LayoutDump.frame(l).serialized()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try XCTUnwrap(object["rows"] as? [[String: Any]])
    }

    func testPartsAreTheLaidOutFramesInSpecOrder() throws {
        let s = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/accessories.json")
        let l = try XCTUnwrap(TestScenarios.layouts(s).first)
        let json = LayoutDump.frame(l).serialized()
        // Wi-Fi: title, detail "Home", chevron; keys in this order, after "lifted".
        let wifi = try XCTUnwrap(json.range(of: #""title":"Wi-Fi""#))
        let tail = json[wifi.upperBound...]
        let keys = ["\"lifted\":false,\"parts\":{\"title\":[", "],\"detail\":[", "],\"accessory\":[350,94.6667,8,13]}"]
        var at = tail.startIndex
        for k in keys {
            let r = try XCTUnwrap(tail.range(of: k, range: at..<tail.endIndex), k)
            at = r.upperBound
        }
        let rows = try dumpRows(l)
        let row = try XCTUnwrap(rows.first { $0["title"] as? String == "Wi-Fi" })
        let parts = try XCTUnwrap(row["parts"] as? [String: [Double]])
        // 16-pt card inset + 16-pt margin; one 17-pt line centred on the 44-pt row at y 79.
        let lh = m.lineHeight(size: 17)
        let title = try XCTUnwrap(parts["title"])
        XCTAssertEqual(title[0], 32)
        XCTAssertEqual(title[1], 79 + 22 - lh / 2, accuracy: 1e-4)
        XCTAssertEqual(title[2], m.width(of: "Wi-Fi", size: 17), accuracy: 1e-4)
        XCTAssertEqual(title[3], lh, accuracy: 1e-4)
        // The detail ends 8 pt before the chevron at x 350.
        let detail = try XCTUnwrap(parts["detail"])
        XCTAssertEqual(detail[0] + detail[2], 350 - 8, accuracy: 1e-4)
        XCTAssertEqual(detail[2], m.width(of: "Home", size: 15), accuracy: 1e-4)
        // A row without detail or accessory lists its title only.
        let date = try XCTUnwrap(rows.first { $0["title"] as? String == "Date Modified" })
        XCTAssertEqual((date["parts"] as? [String: Any])?.keys.sorted(), ["title"])
        // A truncated title is as wide as its room: up to 8 pt before the chevron.
        let long = try XCTUnwrap(l.rows.first { $0.title.hasPrefix("A title long enough") })
        let lt = try XCTUnwrap(CellParts.bounds(long.parts.title)), ld = try XCTUnwrap(CellParts.bounds(long.parts.detail))
        XCTAssertEqual(lt.maxX, ld.minX - 8, accuracy: 1e-9)
    }

    func testPartsFollowASwipeAndTheGapHasNone() throws {
        let swipe = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/swipe.json")
        let frames = try TestScenarios.layouts(swipe)
        let swiped = try XCTUnwrap(frames.lazy.compactMap { $0.rows.first { $0.swipeOffset < -40 } }.first)
        let title = try XCTUnwrap(swiped.parts.title.first)
        XCTAssertEqual(title.frame.minX, swiped.frame.minX + 16 + swiped.swipeOffset, accuracy: 1e-9)

        let reorder = try ScenarioLoader.load(path: PixelGridTests.scenarios + "/automatic-heights.json")
        let held = try TestScenarios.layouts(reorder)[72]
        let rows = try dumpRows(held)
        let gap = try XCTUnwrap(rows.first { $0["id"] as? String == "anna" && $0["lifted"] as? Bool == false })
        XCTAssertNil(gap["parts"])
        let lifted = try XCTUnwrap(rows.last)
        XCTAssertEqual(lifted["lifted"] as? Bool, true)
        let parts = try XCTUnwrap(lifted["parts"] as? [String: [Double]])
        let frame = try XCTUnwrap(lifted["frame"] as? [Double])
        XCTAssertEqual(try XCTUnwrap(parts["title"])[0], 16)
        XCTAssertGreaterThan(try XCTUnwrap(parts["detail"])[1], try XCTUnwrap(parts["title"])[1])
        XCTAssertLessThan(try XCTUnwrap(parts["detail"])[1] + (parts["detail"]?[3] ?? 0), frame[1] + frame[3])
    }
}
