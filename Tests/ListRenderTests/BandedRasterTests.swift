import Foundation
import XCTest
@testable import ListRender

/// `render` draws an opaque frame a band of rows at a time (`FrameBands`) and encodes each band
/// as it is drawn; verify and docs draw it band after band into a whole frame (`renderImage`);
/// the reference tests draw whole frames (`render`). All must give the same
/// pixels, on every kind of list the fixtures hold (clips, layers, shadows, paths, images, text).
final class BandedRasterTests: XCTestCase {
    /// The frame drawn whole (premultiplied) and drawn band by band, row for row.
    /// `wholeImage`: also draw it with `renderImage` (verify's and docs' path), and once more into
    /// the recycled buffer; both are the same band loop, so once per fixture is enough. Returns
    /// what differs (empty: nothing), so fixtures can be checked on both cores.
    static func mismatches(_ list: DisplayList, scale: Double, _ label: String, wholeImage: Bool = true) -> [String] {
        var out: [String] = []
        let rasterizer = Rasterizer()
        let whole = rasterizer.render(list, scale: scale)
        var banded: [UInt8] = []
        banded.reserveCapacity(whole.pixels.count)
        rasterizer.withBands(list, scale: scale) { bands in
            if bands.width != whole.width || bands.height != whole.height { out.append("\(label): bands are \(bands.width) x \(bands.height)") }
            var y = 0
            while y < bands.height {
                let band = bands.draw(from: y)
                guard band.rows > 0 else { out.append("\(label): no rows from \(y)"); return }
                banded.append(contentsOf: UnsafeBufferPointer(start: band.pixels, count: band.rows * bands.width * 4))
                y += band.rows
            }
            if bands.draw(from: bands.height).rows != 0 { out.append("\(label): rows past the end") }
        }
        out += difference(banded, whole, "\(label), bands")
        // renderImage (verify, docs) draws an opaque frame band after band into the frame itself.
        if wholeImage, list.background.a == 255 {
            let image = rasterizer.renderImage(list, scale: scale)
            out += difference(image.pixels, whole, "\(label), renderImage")
            rasterizer.recycle(image)   // drawn again into the recycled buffer: still the same
            out += difference(rasterizer.renderImage(list, scale: scale).pixels, whole, "\(label), renderImage again")
        }
        return out
    }

    private func assertBandsMatchWhole(_ list: DisplayList, scale: Double, _ label: String) {
        for m in Self.mismatches(list, scale: scale, label) { XCTFail(m) }
    }

    private static func difference(_ pixels: [UInt8], _ whole: Canvas, _ label: String) -> [String] {
        guard pixels != whole.pixels else { return [] }
        let first = pixels.indices.first { $0 >= whole.pixels.count || pixels[$0] != whole.pixels[$0] } ?? pixels.count
        return ["\(label): differs from whole at row \(first / max(1, whole.width * 4)), column \(first % max(1, whole.width * 4) / 4)"]
    }

    /// Every 60th frame and the last of every fixture (gestures, flings, lifted rows, panels and
    /// idle frames; every 30th was a sixth of `swift test`'s time for few more kinds of frame),
    /// the fixtures shared out over the cores.
    func testEveryFixtureDrawsTheSamePixelsInBands() throws {
        let folder = FixtureReferenceTests.root.appendingPathComponent("Fixtures/scenarios").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 30)
        let scenarios = try files.map { try ScenarioLoader.load(path: folder + "/" + $0) }
        let results = Locked([(checked: Int, failures: [String])](repeating: (0, []), count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let scenario = scenarios[i], file = files[i]
            let renderer = FrameRenderer(scenario: scenario)
            var sim = Simulator(scenario: scenario)
            var checked = 0
            var failures: [String] = []
            var last: FrameState?
            do {
                while let state = try sim.nextFrame() {
                    last = state
                    guard state.index % 60 == 0 else { continue }
                    failures += Self.mismatches(renderer.displayList(of: renderer.layout(state)), scale: scenario.viewport.scale,
                                                "\(file) frame \(state.index)", wholeImage: state.index == 0)
                    checked += 1
                }
            } catch { failures.append("\(file): \(error)") }
            if let last, last.index % 60 != 0 {
                failures += Self.mismatches(renderer.displayList(of: renderer.layout(last)), scale: scenario.viewport.scale,
                                            "\(file) frame \(last.index)", wholeImage: false)
                checked += 1
            }
            results.update { $0[i] = (checked, failures) }
        }
        let all = results.value
        for f in all.flatMap(\.failures) { XCTFail(f) }
        XCTAssertGreaterThan(all.reduce(0) { $0 + $1.checked }, 60)
    }

    func testItemsAcrossBandEdges() {
        let path = Path { p in
            p.move(3.3, 7.1); p.line(40.2, 12.9); p.quad(30, 25, 20.7, 30.6); p.close()
        }
        let items: [DisplayItem] = [
            .fill(Rect(x: 0, y: 10.4, width: 50, height: 0.7), Color(r: 200, g: 10, b: 10)),
            .pushClip(Rect(x: 1.5, y: 9.9, width: 40, height: 12.25)),
            .beginLayer(opacity: 0.6),
            .roundedRect(Rect(x: 2, y: 5.2, width: 30, height: 20.1), radius: 6, Color(r: 10, g: 120, b: 200)),
            .endLayer,
            .popClip,
            .shadow(Rect(x: 8, y: 14, width: 20, height: 9), cornerRadius: 4, blur: 6, offset: Point(x: 0, y: 2), Color(r: 0, g: 0, b: 0, a: 90)),
            .fillPath(path, .nonZero, Color(r: 20, g: 160, b: 60, a: 200)),
            .strokeRoundedRect(Rect(x: 4.5, y: 18.2, width: 25, height: 6.6), radius: 3, lineWidth: 1.5, Color(r: 90, g: 90, b: 90)),
            .hairline(x: 0, y: 21.3, width: 50, Color(r: 60, g: 60, b: 67, a: 74)),
            .capsule(from: Point(x: 44, y: 2), to: Point(x: 44, y: 28), radius: 1.5, Color(r: 0, g: 0, b: 0, a: 120)),
            .text(TextRun(string: "Band edges", weight: .semibold, size: 11, color: Color(r: 0, g: 0, b: 0),
                          box: Rect(x: 2, y: 8, width: 46, height: 20), baseline: 22.4)),
        ]
        for background in [Color(r: 255, g: 255, b: 255), Color(r: 10, g: 20, b: 30, a: 128)] {
            let list = DisplayList(size: Size(width: 50, height: 32), background: background, items: items)
            assertBandsMatchWhole(list, scale: 3, "background alpha \(background.a)")
        }
    }

    /// A band passes over a layer its box misses, with everything in it: layers in one band,
    /// across a band edge, nested, empty, with a clip left open inside, one never closed, and
    /// translucent fills after them that show whether the clip and the layers came back right.
    func testLayersABandMissesAreLeftOutWhole() {
        let ink = Color(r: 60, g: 60, b: 67)
        let items: [DisplayItem] = [
            .beginLayer(opacity: 0.3),
            .capsule(from: Point(x: 40, y: 2), to: Point(x: 44, y: 5.5), radius: 1.1, ink),
            .capsule(from: Point(x: 44, y: 5.5), to: Point(x: 40, y: 9), radius: 1.1, ink),
            .endLayer,
            .beginLayer(opacity: 0.5),
            .pushClip(Rect(x: 3, y: 8.5, width: 30, height: 6)),
            .roundedRect(Rect(x: 2, y: 9.1, width: 34, height: 4.4), radius: 2.2, Color(r: 255, g: 59, b: 48)),
            .endLayer,
            .beginLayer(opacity: 0.8),
            .beginLayer(opacity: 0.6),
            .fill(Rect(x: 5, y: 20.2, width: 20, height: 3.7), Color(r: 10, g: 120, b: 200)),
            .endLayer,
            .capsule(from: Point(x: 30, y: 22), to: Point(x: 46, y: 22.5), radius: 1.5, ink),
            .endLayer,
            .beginLayer(opacity: 0.7),
            .endLayer,
            .fill(Rect(x: 0, y: 0, width: 50, height: 32), Color(r: 0, g: 200, b: 0, a: 40)),
            .endLayer,
            .beginLayer(opacity: 0.4),
            .capsule(from: Point(x: 8, y: 27), to: Point(x: 20, y: 30), radius: 2, ink),
        ]
        for background in [Color(r: 255, g: 255, b: 255), Color(r: 10, g: 20, b: 30, a: 128)] {
            let list = DisplayList(size: Size(width: 50, height: 32), background: background, items: items)
            assertBandsMatchWhole(list, scale: 3, "background alpha \(background.a)")
        }
    }
}

/// A value shared by the threads of a test, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
