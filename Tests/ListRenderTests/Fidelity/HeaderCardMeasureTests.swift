import XCTest
@testable import ListRender
@testable import FidelityMeasure

/// home-assistant's header card (an 80-pt tinted icon over a bold title, centred: GesturesSetupView,
/// PrivacyView): the measure reads the icon as its own line of the row and the title as another,
/// on the real screenshot and on ours alike. The title's measured box must be the ink of the
/// title alone (its neutral pixels, found here without the measure), within a pixel; were the
/// icon read into it, its top and sides would be the icon's.
final class HeaderCardMeasureTests: XCTestCase {
    /// The box of the neutral ink (channels within 10 of each other) at least `far` levels from
    /// the row's background, in rows `rows`: the title's strokes, not the tinted icon, and not
    /// the secondary-label body (nearer the background).
    func neutralInk(_ m: FidelityMeasure, rows: Range<Int>, bg: FidelityMeasure.RGB, far: Int) -> (l: Int, r: Int, t: Int, b: Int)? {
        var l = Int.max, r = -1, t = Int.max, b = -1
        for y in rows {
            for x in 0..<m.width {
                let p = m.px(x, y)
                guard max(p.r, p.g, p.b) - min(p.r, p.g, p.b) <= 10, FidelityMeasure.dist(p, bg) >= far else { continue }
                l = min(l, x); r = max(r, x + 1); t = min(t, y); b = max(b, y + 1)
            }
        }
        return r < 0 ? nil : (l, r, t, b)
    }

    func testTheTitlesBoxIsTheTitlesInkNotTheIcons() throws {
        // far: the title's core strokes (label: black or white) and not the body's grey.
        let cases: [(screen: String, far: Int)] = [("ha-gestures-light", 200), ("ha-gestures-dark", 200), ("ha-privacy-light", 200)]
        for (name, far) in cases {
            let screen = try XCTUnwrap(try FidelityScreen.all().first { $0.meta.name == name })
            for (which, image) in [("real", try screen.measuredReference()), ("ours", try screen.render())] {
                let m = FidelityMeasure(image, scale: screen.scale, topPoints: screen.meta.measureTop)
                let row = try XCTUnwrap(m.measure().rows.first, "\(name) \(which)")
                let rowBg = m.mode(rows: (row.top + 1)..<(row.bottom - 1), cols: 60..<(m.width - 60), step: 2)?.0 ?? (255, 255, 255)
                // The icon: the first line whose colour is tinted (its most unlike pixel far from grey).
                let tinted = { (c: FidelityMeasure.RGB) in max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 60 }
                let iconIndex = try XCTUnwrap(row.lines.firstIndex { tinted($0.colour) }, "\(name) \(which): an icon line")
                let icon = row.lines[iconIndex]
                let title = try XCTUnwrap(row.lines.dropFirst(iconIndex + 1).first, "\(name) \(which): a line under the icon")
                XCTAssertFalse(tinted(title.colour), "\(name) \(which): the title's line is neutral ink")
                XCTAssertGreaterThanOrEqual(title.top, icon.bottom, "\(name) \(which): the title's line starts under the icon's")
                let ink = try XCTUnwrap(neutralInk(m, rows: title.top..<title.bottom, bg: rowBg, far: far), "\(name) \(which)")
                XCTAssertEqual(Double(title.left), Double(ink.l), accuracy: 1, "\(name) \(which): title left")
                XCTAssertEqual(Double(title.right), Double(ink.r), accuracy: 1, "\(name) \(which): title right")
                XCTAssertEqual(Double(title.top), Double(ink.t), accuracy: 1, "\(name) \(which): title top")
                XCTAssertEqual(Double(title.bottom), Double(ink.b), accuracy: 1, "\(name) \(which): title bottom")
            }
        }
    }
}
