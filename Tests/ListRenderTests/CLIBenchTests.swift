import Foundation
import XCTest
@testable import ListRender
@testable import ListRenderBench

/// The bench's shape and scenes (never its times: those are wall-clock).
final class CLIBenchTests: XCTestCase {
    static let keys = ["layout", "paint", "raster", "ref.memcpy", "png.encode", "png.bytes", "ref.zlib6",
                       "ref.zlib6.bytes", "png.decode", "compare.identical", "compare.different",
                       "compare.diffImage", "compare.mismatched", "ref.memcmp", "layout.small", "layout.large",
                       "e2e.parallel", "e2e.serial", "e2e.serial.frame", "raster.scroll", "raster.cold",
                       "ref.libpngDecode", "verify.pass", "verify.reencoded", "verify.fail", "raster.symbols",
                       "raster.accessories", "apng.write", "ref.zlib6.frames"]

    func testTinyRunReportsEveryMeasurement() throws {
        let config = BenchConfiguration(viewport: Viewport(width: 160, height: 200, scale: 1), frames: 6,
                                        smallRows: 100, largeRows: 1_000_000, iterations: 2, jobs: 2)
        let report = try Benchmark.run(config)
        for key in Self.keys {
            guard let m = report.measurement(key) else { XCTFail("no \(key)"); continue }
            XCTAssertTrue(m.min <= m.median && m.median <= m.max, "\(key): \(m.min) \(m.median) \(m.max)")
            XCTAssertGreaterThan(m.min, 0, key)
        }
        // The changed detail text differs in a few pixels, not in the whole frame.
        let mismatched = report.measurement("compare.mismatched")?.median ?? 0
        XCTAssertLessThan(mismatched, 160 * 200 / 20)
        XCTAssertEqual(report.ratios.map(\.key), ["rasterOverMemcpy", "encodeOverZlib6", "bytesOverZlib6",
                                                  "framesPerSecondParallelOverSerial", "renderFrameOverRasterEncode",
                                                  "compareOverMemcmp", "compareDiffOverMemcmp", "compareDifferentOverIdentical",
                                                  "layoutLargeOverSmall", "decodeOverEncode", "decodeOverLibpng",
                                                  "scrollOverWarmRaster", "symbolsOverWarmRaster", "apngOverZlib6", "verifyPassOverRender",
                                                  "verifyReencodedOverRender", "verifyFailOverRender"])
        // The frame's PNG is a real PNG of the frame, and the zlib reference compressed something.
        XCTAssertGreaterThan(report.measurement("png.bytes")?.median ?? 0, 100)
        XCTAssertGreaterThan(report.measurement("ref.zlib6.bytes")?.median ?? 0, 100)
        let json = try JSONSerialization.jsonObject(with: Data(report.json.serialized().utf8)) as? [String: Any]
        let measurements = json?["measurements"] as? [String: Any]
        XCTAssertEqual(Set(measurements?.keys.map { $0 } ?? []).intersection(Self.keys).count, Self.keys.count)
        XCTAssertEqual((json?["frame"] as? [String: Any])?["width"] as? Int, 160)
        for m in report.measurements { XCTAssertTrue(report.table.contains(m.label), m.label) }
        // The temp folder of the end-to-end runs is gone.
        let leftover = FileManager.default.temporaryDirectory.path + "/renderlist-bench-\(ProcessInfo.processInfo.processIdentifier)"
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover))
    }

    /// The end-to-end scene is what the report says: 120 frames, a fling that hits the bottom
    /// edge and bounces back, on a 1170 × 2532 px frame with details and headers.
    func testFlingScenarioBouncesInItsFrames() throws {
        let config = BenchConfiguration(jobs: 2)
        let s = BenchScenes.flingAndBounce(config)
        XCTAssertEqual(s.frameCount, 120)
        XCTAssertEqual(s.viewport.pixelWidth, 1170)
        XCTAssertEqual(s.viewport.pixelHeight, 2532)
        let layouts = try TestScenarios.layouts(s)
        XCTAssertTrue(layouts.contains { $0.state == .bouncing }, "no bounce in \(Set(layouts.map(\.state.rawValue)))")
        XCTAssertTrue(layouts.contains { $0.rows.contains { $0.detail != nil } && !$0.headers.isEmpty })
        XCTAssertEqual(layouts.last?.state, .idle, "the bounce should settle within the 120 frames")
    }

    func testLayoutScenesHoldTheRowCountsCompared() throws {
        for rows in [100, 1_000_000] {
            let s = BenchScenes.generated(rows: rows, viewport: Viewport())
            XCTAssertEqual(ListData(s.list.content).rowCount, rows)
            let state = try XCTUnwrap(BenchScenes.state(of: s, atFraction: 0.5))
            let layout = LayoutEngine.layout(state, scenario: s, metrics: ListMetrics(scenario: s))
            XCTAssertFalse(layout.rows.isEmpty)
            // Halfway down the scroll range: the first row on screen is the one at that offset.
            XCTAssertEqual(layout.contentOffset, (layout.contentSize - 844) / 2, accuracy: 1e-6)
            let first = try XCTUnwrap(layout.rows.first)
            let index = first.section * min(rows, 1000) + first.row
            XCTAssertEqual(Double(index) / Double(rows), layout.contentOffset / layout.contentSize, accuracy: 0.01)
        }
    }

    func testPeakMemoryParsesVmHWM() {
        XCTAssertEqual(PeakMemory.parse(status: "Name:\tx\nVmPeak:\t  9000 kB\nVmHWM:\t    1234 kB\nVmRSS:\t 1 kB\n"), 1234 * 1024)
        XCTAssertEqual(PeakMemory.parse(status: "VmHWM: 5 kB"), 5 * 1024)
        XCTAssertNil(PeakMemory.parse(status: "Name:\tx\n"))
        #if os(Linux)
        XCTAssertGreaterThan(PeakMemory.bytes() ?? 0, 1024 * 1024)
        #endif
    }

    func testTableFormatsMeasurementsAndRatios() {
        let config = BenchConfiguration(iterations: 3, jobs: 2)
        let report = BenchReport(configuration: config,
                                 measurements: [.init(key: "layout", label: "layout, one frame", unit: "ms", samples: [3, 1, 2.5])],
                                 ratios: [.init(key: "r", label: "a / b", value: 2)])
        XCTAssertEqual(report.measurement("layout")?.median, 2.5)
        XCTAssertEqual(report.measurement("layout")?.min, 1)
        XCTAssertTrue(report.table.hasPrefix("renderlist bench: 1170×2532 px frame (390×844 pt @3x), 3 iterations, 2 jobs"), report.table)
        XCTAssertTrue(report.table.contains("layout, one frame"))
        XCTAssertTrue(report.table.contains("        2.50           1           3  ms"), report.table)
        XCTAssertEqual(BenchReport.Measurement(key: "k", label: "l", unit: "ms", samples: [4, 1, 3, 2]).median, 2.5)
    }
}
