import XCTest
@testable import ListRender

final class VerifyTests: XCTestCase {
    private var root = ""
    override func setUp() { root = VerifyFixtures.folder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    private func verify(_ s: Scenario, _ mode: RecordMode, prune: Bool = false, jobs: Int = 2) throws -> ScenarioVerification {
        try VerifyRun(options: VerifyFixtures.options(root, record: mode, prune: prune, jobs: jobs)).verify(s)
    }

    func testRecordMissingWritesReferencesAndFailsThenEverythingPasses() throws {
        let s = VerifyFixtures.scenario()
        let first = try verify(s, .missing)
        XCTAssertEqual(first.frames.map(\.status), Array(repeating: .recorded, count: 6))
        XCTAssertFalse(first.passed, "a run that only recorded compared nothing")
        XCTAssertEqual(first.summaryLine, "small: FAILED, 6 frames: 0 passed, 0 failed, 0 new, 6 recorded, 0 replaced")
        XCTAssertEqual(first.detailLines, ["  RECORDED 6 frames had no reference and are now the references in \(root)/refs/small/; run again to compare against them"])
        XCTAssertEqual(VerifyFixtures.listing(root + "/refs/small"), (0..<6).map(RenderJob.frameName))
        // The references are the rendered frames, byte for byte as `render` writes them.
        let rendered = try RenderJob(outputDirectory: root + "/render").render(s)
        XCTAssertEqual(VerifyFixtures.snapshot(root + "/refs/small"),
                       VerifyFixtures.snapshot(rendered).filter { $0.key.hasSuffix(".png") })

        let second = try verify(s, .never)
        XCTAssertEqual(second.frames.map(\.status), Array(repeating: .passed, count: 6))
        XCTAssertEqual(second.frames.map { $0.comparison?.mismatchedPixels }, Array(repeating: 0, count: 6))
        XCTAssertTrue(second.passed)
        XCTAssertEqual(second.summaryLine, "small: ok, 6 frames: 6 passed, 0 failed, 0 new, 0 recorded, 0 replaced")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/refs-failures"))
    }

    func testChangedThemeFailsWithCountsAndDiffImages() throws {
        _ = try verify(VerifyFixtures.scenario(), .missing)
        let before = VerifyFixtures.snapshot(root + "/refs")
        let result = try verify(VerifyFixtures.scenario(label: VerifyFixtures.red), .missing, jobs: 1)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.count(.failed), 6)
        for frame in result.frames {
            let c = try XCTUnwrap(frame.comparison)
            XCTAssertGreaterThan(c.mismatchedPixels, 100, frame.name)   // every row title turned red
            XCTAssertEqual(c.totalPixels, 200 * 240)
            let stem = "\(root)/refs-failures/small/\(frame.name.dropLast(4))"
            XCTAssertEqual(frame.diffPath, stem + "-diff.png")
            XCTAssertEqual(frame.actualPath, stem + "-actual.png")
            let diff = try PNGCodec.decode(fileAt: stem + "-diff.png")
            XCTAssertEqual([diff.width, diff.height], [200, 240])
            // pixelmatch paints exactly the counted pixels in its diff colour (red).
            var red = 0
            for i in stride(from: 0, to: diff.pixels.count, by: 4)
            where diff.pixels[i] == 255 && diff.pixels[i + 1] == 0 && diff.pixels[i + 2] == 0 { red += 1 }
            XCTAssertEqual(red, c.mismatchedPixels, frame.name)
        }
        XCTAssertTrue(result.detailLines[0].hasPrefix("  FAIL     frame-0000.png  "))
        XCTAssertTrue(result.detailLines[0].contains("pixels differ"))
        XCTAssertTrue(result.detailLines[0].contains("diff: \(root)/refs-failures/small/frame-0000-diff.png"))
        // Missing mode never touches references that differ.
        XCTAssertEqual(VerifyFixtures.snapshot(root + "/refs"), before)

        // Once it matches again, the old failure images are cleared.
        XCTAssertTrue(try verify(VerifyFixtures.scenario(), .never).passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/refs-failures/small"))
    }

    func testRecordFailedReplacesDifferingReferences() throws {
        _ = try verify(VerifyFixtures.scenario(), .missing)
        let red = VerifyFixtures.scenario(label: VerifyFixtures.red)
        let replaced = try verify(red, .failed)
        XCTAssertEqual(replaced.frames.map(\.status), Array(repeating: .replaced, count: 6))
        XCTAssertTrue(replaced.passed)
        XCTAssertTrue(replaced.frames.allSatisfy { ($0.comparison?.mismatchedPixels ?? 0) > 0 })
        XCTAssertEqual(try verify(red, .never).count(.passed), 6)
        XCTAssertEqual(try verify(VerifyFixtures.scenario(), .never).count(.failed), 6)
        // Nothing left behind beside the references.
        XCTAssertEqual(VerifyFixtures.listing(root + "/refs"), ["small"])
    }

    /// A folder where a reference belongs is an error in every mode, never replaced: recording
    /// failed frames must not delete what the folder holds.
    func testAFolderWhereAReferenceBelongsIsNeverReplaced() throws {
        _ = try verify(VerifyFixtures.scenario(), .missing)
        let folder = root + "/refs/small/frame-0002.png"
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        let before = VerifyFixtures.snapshot(root + "/refs")
        for mode in [RecordMode.never, .missing, .failed, .all] {
            XCTAssertThrowsError(try verify(VerifyFixtures.scenario(label: VerifyFixtures.red), mode), "\(mode)") { error in
                XCTAssertEqual((error as? InputError)?.message, "\(folder): is a folder, not a PNG file", "\(mode)")
            }
            XCTAssertEqual(VerifyFixtures.snapshot(root + "/refs"), before, "\(mode)")
        }
        XCTAssertEqual(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8), "keep me")
    }

    func testRecordAllRewritesEveryFrameAndReportsWhatChanged() throws {
        _ = try verify(VerifyFixtures.scenario(frames: .indices([0, 1])), .missing)
        let result = try verify(VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0, 1, 2])), .all)
        XCTAssertEqual(result.frames.map(\.status), [.replaced, .replaced, .recorded])
        XCTAssertEqual(try verify(VerifyFixtures.scenario(label: VerifyFixtures.red, frames: .indices([0, 1, 2])), .never)
                        .count(.passed), 3)
    }

    func testNeverModeFailsOnMissingReferencesAndWritesNone() throws {
        let result = try verify(VerifyFixtures.scenario(frames: .indices([0, 5])), .never)
        XCTAssertEqual(result.frames.map(\.status), [.new, .new])
        XCTAssertFalse(result.passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/refs"))
        XCTAssertEqual(result.frames[1].actualPath, root + "/refs-failures/small/frame-0005-actual.png")
        XCTAssertTrue(result.detailLines[1].contains("no reference at \(root)/refs/small/frame-0005.png (record mode never)"))
    }

    func testStaleReferencesAreReportedAndPrunedOnlyWhenAsked() throws {
        _ = try verify(VerifyFixtures.scenario(), .missing)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: root + "/refs/small/notes.txt"))
        let before = VerifyFixtures.snapshot(root + "/refs/small")
        let fewer = VerifyFixtures.scenario(frames: .indices([0, 2]))

        let reported = try verify(fewer, .never)
        XCTAssertTrue(reported.passed)   // stale references are reported, not failures
        XCTAssertEqual(reported.staleReferences, [1, 3, 4, 5].map { "\(root)/refs/small/\(RenderJob.frameName($0))" })
        XCTAssertFalse(reported.pruned)
        XCTAssertTrue(reported.summaryLine.hasSuffix("; 4 stale references (keep, or delete with prune)"), reported.summaryLine)
        XCTAssertTrue(reported.summaryLine(pruneOption: "--prune").hasSuffix("; 4 stale references (keep, or delete with --prune)"))
        XCTAssertEqual(VerifyFixtures.snapshot(root + "/refs/small"), before)

        let pruned = try verify(fewer, .never, prune: true)
        XCTAssertTrue(pruned.pruned)
        XCTAssertEqual(pruned.detailLines.last, "  PRUNED   \(root)/refs/small/frame-0005.png")
        XCTAssertEqual(VerifyFixtures.listing(root + "/refs/small"), ["frame-0000.png", "frame-0002.png", "notes.txt"])
        for name in ["frame-0000.png", "frame-0002.png", "notes.txt"] {
            XCTAssertEqual(VerifyFixtures.snapshot(root + "/refs/small")[name], before[name], name)
        }
        XCTAssertEqual(VerifyFixtures.listing(root + "/refs"), ["small"])
    }

    func testFailedRecordLeavesOldReferencesByteIdentical() throws {
        _ = try verify(VerifyFixtures.scenario(label: VerifyFixtures.red), .missing)
        let before = VerifyFixtures.snapshot(root + "/refs")
        XCTAssertEqual(before.count, 6)
        // jobs 1 → batches of 2: frames 0-1 are rendered and staged before the simulation fails at frame 3.
        for mode in [RecordMode.all, .failed, .missing] {
            XCTAssertThrowsError(try verify(VerifyFixtures.failingLate(), mode, jobs: 1), mode.rawValue) {
                XCTAssertTrue(($0 as? InputError)?.message.contains("is not on screen") == true, "\($0)")
            }
            XCTAssertEqual(VerifyFixtures.snapshot(root + "/refs"), before, mode.rawValue)
            XCTAssertEqual(VerifyFixtures.listing(root + "/refs"), ["small"], "no staging folder left behind")
        }
    }

    func testReferencesThatAreFilesAreBadInput() throws {
        try FileManager.default.createDirectory(atPath: root + "/refs", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/refs/small"))
        XCTAssertThrowsError(try verify(VerifyFixtures.scenario(), .missing)) {
            XCTAssertEqual(($0 as? InputError)?.message, "\(root)/refs/small: exists and is not a folder")
        }
    }

    func testNamesThatWouldLeaveTheReferencesFolderAreBadInput() {
        XCTAssertThrowsError(try verify(VerifyFixtures.scenario(name: "../up"), .missing)) {
            XCTAssertEqual(($0 as? InputError)?.message, "<memory>: name \"../up\" cannot name a references folder")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/up"))
    }

    func testThreadCountDoesNotChangeResults() throws {
        _ = try verify(VerifyFixtures.scenario(), .missing, jobs: 1)
        let one = try verify(VerifyFixtures.scenario(label: VerifyFixtures.red), .never, jobs: 1)
        let four = try verify(VerifyFixtures.scenario(label: VerifyFixtures.red), .never, jobs: 4)
        XCTAssertEqual(one, four)
    }
}

final class VerifyRecordModeTests: XCTestCase {
    func testModeComesFromFlagThenEnvironmentThenCI() throws {
        XCTAssertEqual(try RecordMode.resolve(flag: nil, environment: [:]), .missing)
        XCTAssertEqual(try RecordMode.resolve(flag: nil, environment: ["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.resolve(flag: nil, environment: ["CI": ""]), .missing)
        XCTAssertEqual(try RecordMode.resolve(flag: nil, environment: ["CI": "1", "LISTRENDER_RECORD": "failed"]), .failed)
        XCTAssertEqual(try RecordMode.resolve(flag: .all, environment: ["CI": "1", "LISTRENDER_RECORD": "never"]), .all)
        XCTAssertThrowsError(try RecordMode.resolve(flag: nil, environment: ["LISTRENDER_RECORD": "yes"])) {
            XCTAssertEqual(($0 as? InputError)?.message, "LISTRENDER_RECORD=yes: expected all, missing, failed or never")
        }
    }
}
