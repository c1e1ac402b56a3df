import Foundation
import XCTest
import ListRender

/// The binary carries its fonts and example scenarios: the examples must be exactly the files of
/// Fixtures/scenarios (one source of truth), and the fonts must open.
final class EmbeddedResourceTests: XCTestCase {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/scenarios")

    func testExamplesAreTheFixtureFilesByteForByte() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.scenarios.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        XCTAssertFalse(onDisk.isEmpty)
        XCTAssertEqual(ExampleScenarios.fileNames, onDisk)
        for name in onDisk {
            let file = try Data(contentsOf: Self.scenarios.appendingPathComponent(name))
            XCTAssertEqual(ExampleScenarios.data(fileName: name), [UInt8](file), name)
        }
    }

    func testExamplesLoadUnderTheirFileNames() throws {
        let loaded = try ExampleScenarios.loadAll()
        XCTAssertEqual(loaded.map(\.sourcePath), ExampleScenarios.fileNames)
        XCTAssertTrue(loaded.contains { $0.name == "reorder" })
    }

    func testTheDemoShowcaseIsSevenExamplesOf184Frames() throws {
        // README's quick start states what `renderlist demo` renders; this keeps it true.
        let showcase = try ExampleScenarios.load(ExampleScenarios.showcase)
        XCTAssertEqual(showcase.count, 7)
        XCTAssertEqual(showcase.map(\.selectedFrameCount).reduce(0, +), 184)
        XCTAssertEqual(try ExampleScenarios.loadAll().map(\.selectedFrameCount).reduce(0, +), 2242)
    }

    func testUnknownExampleIsNil() {
        XCTAssertNil(ExampleScenarios.data(fileName: "no-such.json"))
    }

    func testBundledFontsOpen() throws {
        XCTAssertNoThrow(try ListRenderResources.check())
    }
}
