import XCTest
@testable import ListRender

/// docs/images must be what `renderlist docs` makes of Fixtures/scenarios today for the
/// scenarios of docs/gallery.txt (`docs/make-gallery.sh` regenerates them).
///
/// Rendering every gallery animation took 221 s of a 7-minute `swift test` on two cores, so each
/// image is checked where it can go stale without re-rendering all of it: every animation has
/// the frame count and rate the scenario gives, and three of its frames (first, middle, last)
/// equal a fresh render pixel for pixel; every contact sheet is redrawn around its own
/// thumbnails (title, summary, labels, layout: exact), and its first and last thumbnails equal
/// fresh ones. A change of the renderer shows in the sampled frames of nearly every
/// scenario; the whole docs path, byte for byte, is `DocsTests`' (on small scenarios).
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
        for scenario in scenarios {
            let names = DocsJob.fileNames(scenario.name)
            expected.formUnion([names.animation, names.sheet])
        }
        // Two scenarios at a time (each is mostly one thread's decoding and drawing); what each
        // found is reported in the gallery's order.
        let findings = Locked([[String]](repeating: [], count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let found: [String]
            do {
                // A job of its own per scenario (DocsJob is a plain value, not shared across threads).
                let job = DocsJob(stride: DocsJob.galleryStride, downscale: DocsJob.galleryDownscale)
                found = try Self.check(scenarios[i], file: files[i], job: job, images: images)
            } catch {
                found = ["\(files[i]): \(error)"]
            }
            findings.update { $0[i] = found }
        }
        for failure in findings.value.joined() { XCTFail(failure) }
        let stale = Set(committed).subtracting(expected).sorted()
        XCTAssertEqual(stale, [], "docs/images holds images of no fixture scenario: run docs/make-gallery.sh")
    }

    /// What is stale about `file`'s two gallery images, one line each; empty when both are current.
    private static func check(_ scenario: Scenario, file: String, job: DocsJob, images: String) throws -> [String] {
        let names = DocsJob.fileNames(scenario.name)
        guard let animationFile = FileManager.default.contents(atPath: images + "/" + names.animation),
              let sheetData = FileManager.default.contents(atPath: images + "/" + names.sheet) else {
            return ["docs/images/\(names.animation) or \(names.sheet) is missing for \(file): run docs/make-gallery.sh"]
        }
        let animation = Array(animationFile), sheetFile = Array(sheetData)
        var failures: [String] = []
        func expect(_ ok: Bool, _ message: String) { if !ok { failures.append(message) } }
        let stale = "is stale for \(file): run docs/make-gallery.sh"
        // The animation, one image per shown frame (a frame shown twice as long counts twice).
        let fps = scenario.fps / Double(job.stride)
        let shown = try APNGReader.decode(animation, name: file).flatMap { frame in
            Array(repeating: frame.image, count: max(1, Int((frame.delay * fps).rounded())))
        }
        let animationFrames = (0..<scenario.frameCount).filter { $0 % job.stride == 0 }
        expect(shown.count == animationFrames.count, "the animation has \(shown.count) frames, a fresh one \(animationFrames.count): it \(stale)")

        let sheet = job.contactSheet(scenario)
        let old = try PNGCodec.decode(sheetFile, name: file)
        guard old.width == sheet.width, old.height == sheet.height else {
            return failures + ["the contact sheet is \(old.width)x\(old.height), a fresh one \(sheet.width)x\(sheet.height): it \(stale)"]
        }
        // The sheet around its own thumbnails: everything but the thumbnails' pixels, exactly.
        let oldThumbs = sheet.frames.indices.map { i in
            let o = sheet.origin(i)
            return crop(old, x: o.x, y: o.y, width: sheet.thumbWidth, height: sheet.thumbHeight)
        }
        let redrawn = FrameRenderer(scenario: scenario).pool.withRasterizer { sheet.render(scenario: scenario, thumbnails: oldThumbs, with: $0) }
        expect(redrawn == old, "the contact sheet's title, labels or layout \(stale)")

        let sampledAnimation = Set([0, animationFrames.count / 2, animationFrames.count - 1].filter { $0 >= 0 && $0 < shown.count })
        let sampledSheet = Set([0, sheet.frames.count - 1].filter { $0 >= 0 })
        let frames = Set(sampledAnimation.map { animationFrames[$0] } + sampledSheet.map { sheet.frames[$0] }).sorted()
        try FrameRenderer(scenario: scenario, showTouches: job.showTouches).streamFrames(selection: .indices(frames), jobs: job.jobs, work: { layout, full in
            (layout.index, full)
        }, batchDone: { results in
            for (index, full) in results {
                let anim = index % job.stride == 0 ? job.animationFrame(full) : nil
                if let anim, sampledAnimation.contains(index / job.stride) {
                    expect(anim == shown[index / job.stride], "frame \(index) of the animation \(stale)")
                }
                if let position = sheet.frames.firstIndex(of: index), sampledSheet.contains(position) {
                    let thumb = job.thumbnail(full: full, animation: anim, sheet: sheet)
                    expect(thumb == oldThumbs[position], "thumbnail \(position) (frame \(index)) of the contact sheet \(stale)")
                }
            }
        })
        return failures
    }
}
