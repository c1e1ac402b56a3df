import XCTest
@testable import ListRender

/// `compare` of two folders goes pair by pair through kept buffers (`PairComparer`): its counts,
/// verdicts and diff pixels must be those of comparing each pair whole (`ImageComparison.compare`),
/// whatever the order of sizes and kinds of PNG, and two files with the same bytes must still be PNGs.
final class CompareFolderPairsTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "compare-pairs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Text-like strokes with soft edges over a light background, `shift` moving them a pixel at
    /// a time and `ink` their colour; `alpha` for the background's opacity.
    func picture(_ width: Int, _ height: Int, shift: Int = 0, ink: UInt8 = 20, alpha: UInt8 = 255) -> RGBAImage {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let stroke = (x + shift) % 9 < 3 && y % 11 < 8
                let edge = (x + shift) % 9 == 3 && y % 11 < 8
                let v: UInt8 = stroke ? ink : edge ? 150 : 242
                px[i] = v; px[i + 1] = v; px[i + 2] = stroke ? ink &+ 30 : v
                px[i + 3] = stroke || edge ? 255 : alpha
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let path = root + "/" + relative
        try FileOutput.createDirectory((path as NSString).deletingLastPathComponent)
        try FileOutput.writeAtomically(bytes, to: path)
    }

    /// Writes the pairs the tests compare into `act/` and `exp/`, and returns them.
    func writePairs() throws -> [(name: String, actual: RGBAImage, expected: RGBAImage)] {
        let big = picture(120, 90), small = picture(40, 30)
        // Ten pixels of the background turned red: fewer than the verdict allows.
        var dotted = small.pixels
        for k in 0..<10 { let i = ((k + 8) * 40 + 36) * 4; dotted[i] = 255; dotted[i + 1] = 0; dotted[i + 2] = 0 }
        let few = RGBAImage(width: 40, height: 30, pixels: dotted)
        // Same pixels, other bytes: libpng with every filter at level 9 against our own encoder.
        let reencoded = try PNGCodec.encode(big, options: PNGEncodeOptions(level: 9, filters: .all))
        XCTAssertNotEqual(reencoded, try PNGCodec.encode(big))
        let pairs: [(name: String, actual: RGBAImage, expected: RGBAImage, expectedBytes: [UInt8]?)] = [
            ("1-big-changed.png", big, picture(120, 90, shift: 1), nil),
            ("2-small-after-big.png", small, picture(40, 30, ink: 90), nil),
            ("3-reencoded.png", big, big, reencoded),
            ("4-sizes.png", small, picture(41, 30), nil),
            ("5-translucent.png", picture(40, 30, alpha: 90), picture(40, 30, shift: 2, alpha: 90), nil),
            ("6-few-pixels.png", small, few, nil),
            ("7-same-bytes.png", big, big, nil),
        ]
        for p in pairs {
            try write("act/" + p.name, try PNGCodec.encode(p.actual))
            try write("exp/" + p.name, try p.expectedBytes ?? PNGCodec.encode(p.expected))
        }
        return pairs.map { ($0.name, $0.actual, $0.expected) }
    }

    func testPairsCompareAsWholeImagesDo() throws {
        let pairs = try writePairs()
        let verdict = ComparisonVerdict(maxDiffPixels: 40)
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        // Pixelmatch's defaults, and only the differences drawn (over nothing) in other colours.
        let masked = PixelmatchOptions(alpha: 0.5, aaColor: Color(r: 0, g: 0, b: 255), diffMask: true)
        for (run, options) in [PixelmatchOptions(), masked].enumerated() {
            try check(pairs, plan: plan, options: options,
                      verdict: verdict, diff: root + "/diff\(run)")
        }
    }

    /// Compares `plan`'s folders and checks every record and diff file against `pairs` compared whole.
    func check(_ pairs: [(name: String, actual: RGBAImage, expected: RGBAImage)], plan: ComparisonPlan,
               options: PixelmatchOptions, verdict: ComparisonVerdict, diff: String) throws {
        var records: [CompareRecord] = []
        let summary = try CompareRun(options: options, verdict: verdict, diffPath: diff).run(plan) { records.append($0) }
        XCTAssertEqual(records.map(\.name), pairs.map(\.name))

        var matched = 0
        for (p, record) in zip(pairs, records) {
            var whole = ImageComparison.compare(actual: p.actual, expected: p.expected, options: options, makeDiff: true)
            let match = verdict.isMatch(whole)
            if match { matched += 1 }
            XCTAssertEqual(record.comparison?.mismatchedPixels, whole.mismatchedPixels, p.name)
            XCTAssertEqual(record.comparison?.sizeMismatch, whole.sizeMismatch, p.name)
            XCTAssertEqual(record.match, match, p.name)
            let diffFile = diff + "/" + p.name
            XCTAssertEqual(record.diffPath, match ? nil : diffFile, p.name)
            XCTAssertEqual(FileManager.default.fileExists(atPath: diffFile), !match, p.name)
            if !match, let expectedDiff = whole.diffImage {
                XCTAssertEqual(try PNGCodec.decode(fileAt: diffFile), expectedDiff, p.name)
            }
            whole.diffImage = nil
        }
        // The cases the list is made of, so a change of the pictures cannot quietly drop one.
        XCTAssertEqual(records.map { $0.comparison?.mismatchedPixels ?? -1 }.map { $0 > 40 },
                       [true, true, false, true, true, false, false])
        XCTAssertGreaterThan(records[5].comparison?.mismatchedPixels ?? 0, 0)
        XCTAssertEqual(summary.line, "compared 7, matched \(matched), differ \(7 - matched), missing 0, extra 0")
    }

    /// Several pairs at once: the same records in the same order and the same diff files, byte
    /// for byte, as one pair at a time.
    func testJobsGiveTheSameRecordsAndDiffs() throws {
        let pairs = try writePairs()
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        var outputs: [[String]] = []
        for jobs in [1, 3] {
            let diff = root + "/diff-\(jobs)"
            var lines: [String] = []
            let summary = try CompareRun(verdict: ComparisonVerdict(maxDiffPixels: 40), diffPath: diff, jobs: jobs)
                .run(plan) { lines.append($0.jsonLine.replacingOccurrences(of: diff, with: "D")) }
            lines.append(summary.line)
            for p in pairs where FileManager.default.fileExists(atPath: diff + "/" + p.name) {
                lines.append(p.name + " " + (try FileInput.readBytes(at: diff + "/" + p.name)).map { String($0) }.joined(separator: ","))
            }
            outputs.append(lines)
        }
        XCTAssertEqual(outputs[0].count, pairs.count + 1 + 4)   // records, summary, four diffs
        XCTAssertEqual(outputs[0], outputs[1])
    }

    /// A broken pair among others compared at once: without a diff folder the pairs before it are
    /// reported, in order, then its error. With one, nothing is reported (a record would name a
    /// diff that is never put in place) and the diff folder the run made is gone again.
    func testBrokenPairAmongJobsStopsTheRunInOrder() throws {
        for k in 0..<6 {
            try write("act/\(k).png", k == 3 ? [0x89, 0x50] : try PNGCodec.encode(picture(30, 20)))
            try write("exp/\(k).png", try PNGCodec.encode(picture(30, 20, shift: k % 2)))
        }
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        for diff in [nil, root + "/diff"] {
            var names: [String] = []
            XCTAssertThrowsError(try CompareRun(diffPath: diff, jobs: 3).run(plan) { names.append($0.name) }) {
                XCTAssertEqual(($0 as? InputError)?.message.hasPrefix(root + "/act/3.png: "), true, "\($0)")
            }
            XCTAssertEqual(names, diff == nil ? ["0.png", "1.png", "2.png"] : [])
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/diff"))
    }

    /// With a diff folder every record comes after the folder is in place: each diff it names
    /// is there when its record is heard.
    func testRecordsNameDiffsThatExist() throws {
        _ = try writePairs()
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        var named: [String] = []
        try CompareRun(diffPath: root + "/diff", jobs: 2).run(plan) { record in
            guard let d = record.diffPath else { return }
            named.append(d)
            XCTAssertTrue(FileManager.default.fileExists(atPath: d), d)
        }
        XCTAssertEqual(named.count, 5)
    }

    /// Two files with the same bytes pass without being compared, but only if they are PNGs: the
    /// same broken bytes on both sides are still one clear error naming the actual file.
    func testSameBrokenBytesOnBothSidesAreBadInput() throws {
        let broken = Array(try PNGCodec.encode(picture(20, 20)).prefix(60))
        try write("act/x.png", broken)
        try write("exp/x.png", broken)
        let plan = try FolderComparison.plan(actual: root + "/act", expected: root + "/exp")
        XCTAssertThrowsError(try CompareRun().run(plan) { _ in }) {
            let message = ($0 as? InputError)?.message ?? "\($0)"
            XCTAssertTrue(message.hasPrefix(root + "/act/x.png: "), message)
        }
    }
}
