import XCTest
@testable import ListRender

/// docs/images must be exactly what `renderlist docs` makes of Fixtures/scenarios today
/// for the scenarios of docs/gallery.txt (`docs/make-gallery.sh` regenerates them): the
/// animations byte for byte, the contact sheets pixel for pixel (a faster PNG compressor is not
/// a reason to rewrite every sheet). It renders each scenario at the gallery settings, so it is
/// the slowest docs test.
final class DocsGalleryTests: XCTestCase {
    /// The package root, from this file's path (the test target has no resources).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testCommittedImagesMatchAFreshRender() throws {
        if ProcessInfo.processInfo.environment["LISTRENDER_SKIP_GALLERY"] == "1" {
            throw XCTSkip("LISTRENDER_SKIP_GALLERY=1: docs/images not checked")
        }
        let images = Self.root.appendingPathComponent("docs/images").path
        let committed = ((try? FileManager.default.contentsOfDirectory(atPath: images)) ?? []).filter { $0.hasSuffix(".png") }
        if committed.isEmpty { throw XCTSkip("docs/images is empty: run docs/make-gallery.sh to make the gallery") }

        let folder = Self.root.appendingPathComponent("Fixtures/scenarios").path
        let list = try String(contentsOfFile: Self.root.appendingPathComponent("docs/gallery.txt").path, encoding: .utf8)
        let files = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }.map { $0 + ".json" }
        XCTAssertFalse(files.isEmpty)
        var expected: Set<String> = []
        let scenarios = try files.map { try ScenarioLoader.load(path: folder + "/" + $0) }
        // Under a sanitizer only the shortest animated scenario is rendered: the images' bytes
        // are the plain run's check (the same code), and rendering all of them at 3x took 8 of
        // the address sanitizer's 11 minutes; one animation still streams its frames on every
        // thread through the whole docs path.
        let shortest = scenarios.filter { $0.frameCount > 1 }.min { $0.frameCount < $1.frameCount }?.name
        for (file, scenario) in zip(files, scenarios) {
            let names = DocsJob.fileNames(scenario.name)
            expected.formUnion([names.animation, names.sheet])
            if SanitizerBuild.name != nil, scenario.name != shortest { continue }
            let fresh = try DocsJob(stride: DocsJob.galleryStride, downscale: DocsJob.galleryDownscale).images(scenario)
            for (name, bytes) in [(names.animation, fresh.animation), (names.sheet, fresh.sheet)] {
                guard let old = FileManager.default.contents(atPath: images + "/" + name) else {
                    XCTFail("docs/images/\(name) is missing for \(file): run docs/make-gallery.sh"); continue
                }
                let same = name == names.sheet
                    ? try PNGCodec.decode(Array(old), name: name) == PNGCodec.decode(bytes, name: name)
                    : Array(old) == bytes
                XCTAssertTrue(same, "docs/images/\(name) differs from a fresh render of \(file): run docs/make-gallery.sh")
            }
        }
        let stale = Set(committed).subtracting(expected).sorted()
        XCTAssertEqual(stale, [], "docs/images holds images of no fixture scenario: run docs/make-gallery.sh")
    }
}
