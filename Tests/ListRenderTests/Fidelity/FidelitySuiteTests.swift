import Foundation
import XCTest
@testable import ListRender
@testable import FidelityMeasure

/// The fidelity suite: every screen of Fixtures/fidelity rendered from its scenario and measured
/// beside its real iOS screenshot by the same code (FidelityMeasure). Every aspect that is within
/// 1 px (or 4 px) in Fixtures/fidelity/baseline.json must stay so, and no screen's counts may
/// drop. `LISTRENDER_FIDELITY_WRITE=1 swift test --filter FidelitySuiteTests` rewrites the
/// baseline, docs/fidelity.md and the side-by-side images of docs/images/fidelity/.
final class FidelitySuiteTests: XCTestCase {
    static var writing: Bool { ProcessInfo.processInfo.environment["LISTRENDER_FIDELITY_WRITE"] == "1" }

    func testEveryScreenHasItsReferenceSourceAndLicence() throws {
        let screens = try FidelityScreen.all()
        XCTAssertGreaterThanOrEqual(screens.count, 20)
        let attribution = try String(contentsOf: FidelityScreen.folder.appendingPathComponent("ATTRIBUTION.md"), encoding: .utf8)
        for s in screens {
            for f in ["reference.png", "source.md", "scenario.json", "meta.json"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: s.dir.appendingPathComponent(f).path), "\(s.meta.name): \(f)")
            }
            XCTAssertTrue(["MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause"].contains(s.meta.licence), s.meta.name)
            XCTAssertTrue(attribution.contains(s.meta.name), "ATTRIBUTION.md names \(s.meta.name)")
            let real = try s.reference()
            XCTAssertEqual(Double(real.width), s.meta.viewport[0] * s.scale, s.meta.name)
            XCTAssertEqual(Double(real.height), s.meta.viewport[1] * s.scale, s.meta.name)
        }
    }

    /// The measurement finds what is drawn: a scenario drawn by us, measured, gives its own
    /// numbers back (an inset-grouped card of 44-pt rows at 3x).
    func testMeasureFindsCardsSeparatorsAndRows() throws {
        let s = try ScenarioLoader.load(data: #"{"name":"m","viewport":{"width":200,"height":300,"scale":3},"duration":0,"features":{"scrollIndicator":false},"list":{"style":"insetGrouped","sections":[{"title":"A","rows":["One","Two","Three"]}]}}"#, path: "m.json", platform: .ios18)
        let r = FrameRenderer(scenario: s)
        let image = r.image(of: r.layout(try Simulator.run(s)[0]))
        let m = FidelityMeasure(image, scale: 3, topPoints: 0).measure()
        XCTAssertEqual(m.cards.count, 1)
        XCTAssertEqual(m.separators.count, 2)
        XCTAssertEqual(m.rows.count, 3)
        if let c = m.cards.first {
            XCTAssertEqual(c.left, 16 * 3)
            XCTAssertEqual(c.right, 184 * 3)
            XCTAssertEqual(c.bottom - c.top, 132 * 3)
            XCTAssertEqual(c.radius, 10 * 3, accuracy: 3)
        }
        // A row's separator is its own last pixel row, as UIKit draws it: the band above it is 131 px.
        XCTAssertEqual(Double(m.rows.first.map { $0.bottom - $0.top } ?? 0), 44 * 3, accuracy: 1)
        XCTAssertEqual(Double(m.rows.first?.lines.first?.left ?? 0) / 3, 16 + 16, accuracy: 1.5)
    }

    /// A separator crossed by an accessibility marker's band (what the marker's removal leaves
    /// there is not line-like) still ends where it ends, and a line of text whose strokes stand
    /// as close is no separator: only a run after a separator-long one is joined.
    func testMeasureJoinsASeparatorAcrossAMarkerBandButNotTextStrokes() {
        let w = 300, h = 90
        var px = [UInt8](repeating: 255, count: w * h * 4)
        func set(_ x: Int, _ y: Int, _ v: UInt8) { for c in 0..<3 { px[(y * w + x) * 4 + c] = v } }
        for x in 30..<270 { set(x, 30, 189) }
        for y in 24...36 { for x in 200..<210 { set(x, y, 120) } }  // the marker's band, 10 px
        for x in stride(from: 10, to: 290, by: 14) { for dx in 0..<8 { set(x + dx, 60, 60) } }  // strokes 6 px apart
        let seps = FidelityMeasure(RGBAImage(width: w, height: h, pixels: px), scale: 3, topPoints: 0).separators()
        XCTAssertEqual(seps.map(\.y), [30])
        XCTAssertEqual(seps.first?.x0, 30)
        XCTAssertEqual(seps.first?.x1, 270)
    }

    /// Verdicts: lengths by 1 and 4 device pixels, colours by 3 and 12 levels; an aspect in one
    /// image only is "more"; a not-expressible pattern takes every aspect it matches, and one
    /// that matches none still counts once.
    func testVerdictsAndPatterns() {
        let real = [FidelityAspect(name: "row[0].height", value: .length(153)),
                    FidelityAspect(name: "row[1].height", value: .length(150)),
                    FidelityAspect(name: "card[0].radius", value: .length(79.6)),
                    FidelityAspect(name: "sep[0].colour", value: .colour(r: 232, g: 232, b: 232)),
                    FidelityAspect(name: "row[2].trailing.left", value: .length(10)),
                    FidelityAspect(name: "row[3].image.left", value: .length(10))]
        let ours = [FidelityAspect(name: "row[0].height", value: .length(152)),
                    FidelityAspect(name: "row[1].height", value: .length(153)),
                    FidelityAspect(name: "card[0].radius", value: .length(30)),
                    FidelityAspect(name: "sep[0].colour", value: .colour(r: 199, g: 199, b: 201)),
                    FidelityAspect(name: "label[0].top", value: .length(1))]
        let ne = [FidelityScreen.NotExpressible(aspect: "row[*].image", reason: "r"),
                  FidelityScreen.NotExpressible(aspect: "statusBar", reason: "s")]
        let v = Dictionary(uniqueKeysWithValues: FidelityScreen.compare(real: real, ours: ours, notExpressible: ne).map { ($0.name, $0.verdict) })
        XCTAssertEqual(v["row[0].height"], .within1)
        XCTAssertEqual(v["row[1].height"], .within4)
        XCTAssertEqual(v["card[0].radius"], .more)
        XCTAssertEqual(v["sep[0].colour"], .more)
        XCTAssertEqual(v["row[2].trailing.left"], .more)
        XCTAssertEqual(v["label[0].top"], .more)
        XCTAssertEqual(v["row[3].image.left"], .notExpressible)
        XCTAssertEqual(v["statusBar"], .notExpressible)
        XCTAssertTrue(FidelityScreen.matches("colour", "sep[3].colour"))
        XCTAssertFalse(FidelityScreen.matches("row[1]", "row[10].top"))
        XCTAssertTrue(FidelityScreen.matches("row[1]", "row[1].top"))
    }

    /// Every screen rendered and measured, on every core (each screen has its own renderer), in
    /// the screens' order.
    static func measure(_ screens: [FidelityScreen]) throws -> [(FidelityScreen, [FidelityScreen.Result], RGBAImage, RGBAImage)] {
        final class Slots: @unchecked Sendable {
            // Each index is written by one iteration only, and read after concurrentPerform returns.
            var items: [Result<([FidelityScreen.Result], RGBAImage, RGBAImage), Error>?]
            init(_ n: Int) { items = Array(repeating: nil, count: n) }
        }
        let slots = Slots(screens.count)
        slots.items.withUnsafeMutableBufferPointer { out in
            nonisolated(unsafe) let out = out
            DispatchQueue.concurrentPerform(iterations: screens.count) { i in
                out[i] = Result { try screens[i].results() }
            }
        }
        return try zip(screens, slots.items).map { s, r in
            let (results, real, ours) = try r!.get()
            return (s, results, real, ours)
        }
    }

    func testNoAspectWorseThanTheBaseline() throws {
        var screens = try FidelityScreen.all()
        // LISTRENDER_FIDELITY_ONLY=name prints one screen's aspects and checks nothing (for
        // tuning a scenario).
        if let only = ProcessInfo.processInfo.environment["LISTRENDER_FIDELITY_ONLY"] {
            screens = screens.filter { $0.meta.name == only }
            for s in screens {
                for r in try s.results().results {
                    print("\(r.name)\t\(FidelityReport.fmt(r.real, scale: s.scale))\t\(FidelityReport.fmt(r.ours, scale: s.scale))\t\(r.verdict.rawValue)")
                }
            }
            return
        }
        // Under a sanitizer (CI runs the suite three times) every fifth screen is measured: the
        // whole suite costs minutes there and checks the same code paths; the plain build
        // measures them all.
        if !Self.writing, let sanitizer = SanitizerBuild.name {
            let all = screens.count
            screens = screens.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
            print("fidelity: \(screens.count) of \(all) screens under the \(sanitizer) sanitizer; the plain build measures all")
        }
        let measured = try Self.measure(screens)
        if Self.writing {
            try FidelityReport.write(measured)
            return
        }
        let url = FidelityScreen.folder.appendingPathComponent("baseline.json")
        let baseline = try JSONDecoder().decode(FidelityBaseline.self, from: Data(contentsOf: url))
        for (s, results, _, _) in measured {
            guard let b = baseline.screens[s.meta.name] else {
                XCTFail("\(s.meta.name): not in baseline.json (LISTRENDER_FIDELITY_WRITE=1 swift test --filter FidelitySuiteTests)")
                continue
            }
            var byName: [String: FidelityScreen.Result] = [:]
            for r in results { byName[r.name] = r }
            var counts = FidelityCounts()
            for r in results { counts.add(r.verdict) }
            for n in b.within1 where byName[n]?.verdict != .within1 {
                XCTFail("\(s.meta.name): \(n) was within 1 px, now \(byName[n].map { "\($0.verdict.rawValue) (\($0.diff.map { String($0) } ?? "-"))" } ?? "gone")")
            }
            for n in b.within4 where byName[n].map({ $0.verdict != .within1 && $0.verdict != .within4 }) ?? true {
                XCTFail("\(s.meta.name): \(n) was within 4 px, now \(byName[n].map { "\($0.verdict.rawValue) (\($0.diff.map { String($0) } ?? "-"))" } ?? "gone")")
            }
            XCTAssertGreaterThanOrEqual(counts.within1, b.counts.within1, "\(s.meta.name): fewer aspects within 1 px")
            XCTAssertGreaterThanOrEqual(counts.within1 + counts.within4, b.counts.within1 + b.counts.within4,
                                        "\(s.meta.name): fewer aspects within 4 px")
        }
    }
}
