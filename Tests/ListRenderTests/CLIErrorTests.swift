import Foundation
import XCTest
@testable import ListRender

/// Bad scenarios and bad flags through the real executable: exit status 2, exactly one line on
/// stderr naming the file or flag, and nothing on disk changed: no new output folder, no
/// `.NAME.partial-*` folder, and an existing good `out/good` left byte for byte as it was.
final class CLIErrorTests: XCTestCase {
    /// 13 frames of a 100 × 120 pt list at 1x: fast to render, enough to scroll.
    static let good = #"{"name":"good","viewport":{"width":100,"height":120,"scale":1},"duration":0.2,"list":{"generate":{"sections":2,"rows":40}}}"#

    /// The scratch folder: good scenarios, broken ones, and `out/good` rendered from good.json.
    func makeFolder(_ test: String) throws -> CLIRunner {
        let cli = try CLIRunner(test: test)
        try cli.write("good.json", Self.good)
        try cli.write("good2.json", Self.good)
        try cli.write("syntax.json", #"{"name": "good","#)
        try cli.write("unknown.json", #"{"name":"good","list":{"generate":{"sections":1,"rows":3}},"colour":1}"#)
        try cli.write("type.json", #"{"name":"good","fps":"fast","list":{"generate":{"sections":1,"rows":3}}}"#)
        try cli.write("absurd.json", #"{"name":"good","viewport":{"width":100000,"height":844},"list":{"generate":{"sections":1,"rows":3}}}"#)
        // Row [1, 30] is far below the screen when the tap starts at 0.5 s: frames 0...29 are
        // rendered (in batches) before the simulation reaches the step and fails.
        try cli.write("offscreen.json", #"{"name":"good","viewport":{"width":100,"height":120,"scale":1},"duration":1,"list":{"generate":{"sections":2,"rows":40}},"timeline":[{"wait":0.5},{"tap":{"row":[1,30]}}]}"#)
        // A folder whose name looks like a scenario.
        try FileManager.default.createDirectory(atPath: cli.path("folder.json"), withIntermediateDirectories: false)
        let scenario = try ScenarioLoader.load(path: cli.path("good.json"))
        try RenderJob(outputDirectory: cli.path("out"), jobs: 2).render(scenario)
        try makeResultFolders(cli, good: scenario)
        return cli
    }

    /// Result folders for `report merge`: `results/1` and `results/2`, the two shards of a split
    /// of good (13 frames) and other (3 frames), and broken or mismatched ones beside them.
    func makeResultFolders(_ cli: CLIRunner, good: Scenario) throws {
        try cli.write("other.json", #"{"name":"other","viewport":{"width":100,"height":120,"scale":1},"duration":0.05,"list":{"generate":{"sections":1,"rows":3}}}"#)
        let suite = [good, try ScenarioLoader.load(path: cli.path("other.json"))]
        let run = VerifyRun(options: VerifyOptions(references: cli.path("merge-refs"), record: .all, jobs: 2))
        let verified = try suite.map { try run.verify($0) }
        func folder(_ name: String, _ results: [ScenarioVerification], shard: ShardSpec?, suite: [String] = ["good", "other"]) throws {
            try ResultFolderWriter.write(results, acceptCommands: results.map { _ in nil }, title: "renderlist verify",
                                         shard: shard, suite: suite, to: cli.path("results/" + name))
        }
        try folder("1", [verified[0]], shard: ShardSpec(index: 1, count: 2))
        try folder("2", [verified[1]], shard: ShardSpec(index: 2, count: 2))
        try folder("copy", [verified[0]], shard: ShardSpec(index: 1, count: 2))
        try folder("twice", [verified[0]], shard: ShardSpec(index: 2, count: 2))
        try folder("third", [verified[1]], shard: ShardSpec(index: 3, count: 3))
        try folder("whole", [verified[1]], shard: nil, suite: ["other"])
        let json = try String(contentsOfFile: cli.path("results/2/results.json"), encoding: .utf8)
        for (name, text) in [("v2", json.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)),
                             ("type", json.replacingOccurrences(of: #""title": "renderlist verify""#, with: #""title": 42"#)),
                             ("trunc", String(json.prefix(upTo: json[json.index(json.startIndex, offsetBy: 200)...].firstIndex(of: "\n") ?? json.endIndex)))] {
            try FileManager.default.copyItem(atPath: cli.path("results/2"), toPath: cli.path("results/" + name))
            try cli.write("results/\(name)/results.json", text)
        }
    }

    enum Expect {
        /// The whole stderr line after "renderlist: ".
        case line(String)
        /// Parts the line must contain (for messages with absolute paths).
        case contains([String])
    }

    struct Case {
        var name: String
        var args: [String]
        var expect: Expect
    }

    static let cases: [Case] = [
        Case(name: "syntax error", args: ["render", "syntax.json", "-o", "out"],
             expect: .line("syntax.json:1:17: unexpected end of file inside an object (opened at 1:1)")),
        Case(name: "unknown key", args: ["render", "unknown.json", "-o", "out"],
             expect: .line(#"unknown.json:1:60: unknown key "colour""#)),
        Case(name: "wrong type", args: ["render", "type.json", "-o", "out"],
             expect: .line(#"type.json:1:22: fps: expected a number, got "fast""#)),
        Case(name: "missing file", args: ["render", "nope.json", "-o", "out"],
             expect: .line("nope.json: no such file")),
        Case(name: "directory as scenario", args: ["render", "folder.json", "-o", "out"],
             expect: .line("folder.json: is a folder, not a scenario file")),
        Case(name: "absurd viewport", args: ["render", "absurd.json", "-o", "out"],
             expect: .line("absurd.json:1:36: viewport.width: must be at least 1 and at most 4096 pt, got 100000")),
        Case(name: "bad --scale", args: ["render", "good.json", "-o", "out", "--scale", "9"],
             expect: .line("--scale: expected a number in 1...4, got 9.0")),
        Case(name: "NaN --scale", args: ["render", "good.json", "-o", "out", "--scale", "nan"],
             expect: .line("--scale: expected a number in 1...4, got nan")),
        Case(name: "bad --jobs", args: ["render", "good.json", "-o", "out", "--jobs", "0"],
             expect: .line("--jobs: expected 1...256, got 0")),
        Case(name: "bad --frames", args: ["render", "good.json", "-o", "out", "--frames", "1,,2"],
             expect: .line(#"--frames: expected all, every:N or a list of frame numbers like 0,10,20, got "1,,2""#)),
        Case(name: "bad --frames every", args: ["render", "good.json", "-o", "out", "--frames", "every:0"],
             expect: .line(#"--frames: expected every:N with N ≥ 1, got "every:0""#)),
        Case(name: "--frames past the end", args: ["render", "good.json", "-o", "out", "--frames", "0,13"],
             expect: .line("--frames: frame 13 is past the last frame (12) of good.json")),
        Case(name: "output under /proc", args: ["render", "good.json", "-o", "/proc/x"],
             expect: .line("/proc/x: cannot create folder (No such file or directory)")),
        Case(name: "output under a regular file", args: ["render", "good.json", "-o", "good2.json/out"],
             expect: .contains(["good2.json/out: cannot create folder (", "good2.json is a file)"])),
        Case(name: "two scenarios, one name", args: ["render", "good.json", "good2.json", "-o", "out"],
             expect: .line(#"good2.json: name "good" is also the name of good.json; each scenario needs its own"#)),
        Case(name: "row not on screen at run time", args: ["render", "offscreen.json", "-o", "out", "--jobs", "2"],
             expect: .line("offscreen.json:1:147: timeline[1]: row [1, 30] is not on screen at 0.500 s")),
        Case(name: "unknown subcommand", args: ["frobnicate"],
             expect: .line("unknown subcommand \"frobnicate\"; expected one of render, layout, compare, verify, report, docs, preview, demo, schema, bench")),
        Case(name: "missing argument", args: ["render"],
             expect: .line("Missing expected argument '<scenarios> ...'")),
        Case(name: "missing option value", args: ["render", "good.json", "--scale"],
             expect: .line("Missing value for '--scale <scale>'")),
        Case(name: "layout --frame out of range", args: ["layout", "good.json", "--frame", "13"],
             expect: .line("--frame: good.json has frames 0...12 (0...0.200 s)")),
        Case(name: "layout --frame and --time", args: ["layout", "good.json", "--frame", "1", "--time", "0"],
             expect: .line("--frame and --time: give one or the other")),
        Case(name: "layout of a broken scenario", args: ["layout", "type.json"],
             expect: .line(#"type.json:1:22: fps: expected a number, got "fast""#)),
        Case(name: "bench --iterations 0", args: ["bench", "--iterations", "0"],
             expect: .line("--iterations: expected 1...1000, got 0")),
        // The library's option errors name fields; the command line names its flags.
        Case(name: "compare --threshold", args: ["compare", "a.png", "b.png", "--threshold", "1.5"],
             expect: .line("--threshold 1.5: must be between 0 and 1")),
        Case(name: "compare --alpha", args: ["compare", "a.png", "b.png", "--alpha", "-1"],
             expect: .line("--alpha -1.0: must be between 0 and 1")),
        Case(name: "compare --max-diff-pixels", args: ["compare", "a.png", "b.png", "--max-diff-pixels", "-3"],
             expect: .line("--max-diff-pixels -3: must not be negative")),
        Case(name: "verify --max-diff-ratio", args: ["verify", "good.json", "--references", "refs", "--max-diff-ratio", "2"],
             expect: .line("--max-diff-ratio 2.0: must be between 0 and 1")),
        Case(name: "verify --threshold", args: ["verify", "good.json", "--references", "refs", "--threshold", "nan"],
             expect: .line("--threshold nan: must be between 0 and 1")),
        Case(name: "verify empty --references", args: ["verify", "good.json", "--references", ""],
             expect: .line("--references: expected a folder")),
        Case(name: "render empty -o", args: ["render", "good.json", "-o", ""],
             expect: .line("-o: expected a folder, got an empty path")),
        Case(name: "verify --record", args: ["verify", "good.json", "--references", "refs", "--record", "sometimes"],
             expect: .line("--record sometimes: expected all, missing, failed or never")),
        Case(name: "verify --jobs", args: ["verify", "good.json", "--references", "refs", "--jobs", "0"],
             expect: .line("--jobs: expected 1...256, got 0")),
        Case(name: "docs --jobs", args: ["docs", "good.json", "-o", "docs", "--jobs", "-1"],
             expect: .line("--jobs: expected 1...256, got -1")),
        Case(name: "demo --jobs", args: ["demo", "-o", "demo", "--jobs", "257"],
             expect: .line("--jobs: expected 1...256, got 257")),
        Case(name: "render --platform", args: ["render", "good.json", "-o", "out", "--platform", "ios19"],
             expect: .line(#"--platform "ios19": expected ios18 or ios26"#)),
        Case(name: "verify --platform", args: ["verify", "good.json", "--references", "refs", "--platform", "IOS 26"],
             expect: .line(#"--platform "IOS 26": expected ios18 or ios26"#)),
        Case(name: "layout --platform", args: ["layout", "good.json", "--platform", ""],
             expect: .line(#"--platform "": expected ios18 or ios26"#)),
        Case(name: "verify --shard malformed", args: ["verify", "good.json", "--references", "refs", "--shard", "2of3"],
             expect: .line("--shard 2of3: expected I/N, for example 2/3")),
        Case(name: "verify --shard past N", args: ["verify", "good.json", "--references", "refs", "--shard", "4/3"],
             expect: .line("--shard 4/3: I must be 1...3")),
        Case(name: "verify --shard 0", args: ["verify", "good.json", "--references", "refs", "--shard", "0/0"],
             expect: .line("--shard 0/0: N must be 1...1000")),
        Case(name: "bench --jobs", args: ["bench", "--jobs", "0"],
             expect: .line("--jobs: expected 1...256, got 0")),
        Case(name: "layout --time past the end", args: ["layout", "good.json", "--time", "1e300"],
             expect: .line("--time: good.json has frames 0...12 (0...0.200 s)")),
        // report merge: every input is read and checked, and the output too, before anything is written.
        Case(name: "merge: missing input", args: ["report", "merge", "results/1", "results/nope", "-o", "merged"],
             expect: .line("results/nope: no such file or folder")),
        Case(name: "merge: not a result folder", args: ["report", "merge", "results/1", "out", "-o", "merged"],
             expect: .line("out: not a verify result folder (no results.json; verify writes one into its report folder)")),
        Case(name: "merge: a file as input", args: ["report", "merge", "good.json", "-o", "merged"],
             expect: .line("good.json: is a file, not a verify result folder")),
        Case(name: "merge: another version", args: ["report", "merge", "results/1", "results/v2", "-o", "merged"],
             expect: .line("results/v2/results.json:3:14: version: version 2 was written by another renderlist; this one reads version 1")),
        Case(name: "merge: wrong type", args: ["report", "merge", "results/1", "results/type", "-o", "merged"],
             expect: .line("results/type/results.json:4:12: title: expected a string, got 42")),
        Case(name: "merge: truncated results", args: ["report", "merge", "results/1", "results/trunc", "-o", "merged"],
             expect: .contains(["results/trunc/results.json:", "unexpected end of file"])),
        Case(name: "merge: one scenario in two shards", args: ["report", "merge", "results/1", "results/twice", "-o", "merged"],
             expect: .line(#"results/twice: scenario "good" is also in results/1; each scenario must be merged from one folder"#)),
        Case(name: "merge: shards of two splits", args: ["report", "merge", "results/1", "results/third", "-o", "merged"],
             expect: .line("results/third: shard 3/3 is from a split into 3, results/1 (shard 1/2) from a split into 2; merge the shards of one split")),
        Case(name: "merge: one shard twice", args: ["report", "merge", "results/1", "results/copy", "-o", "merged"],
             expect: .line("results/copy: shard 1/2 is also results/1; give each shard once")),
        Case(name: "merge: one folder twice", args: ["report", "merge", "results/1", "results/2", "results/1", "-o", "merged"],
             expect: .line("results/1: given twice (also as results/1)")),
        Case(name: "merge: a shard missing", args: ["report", "merge", "results/1", "-o", "merged"],
             expect: .line("shard 2/2 missing: give the result folders of all 2 shards")),
        Case(name: "merge: a shard and a whole run", args: ["report", "merge", "results/1", "results/whole", "-o", "merged"],
             expect: .line("results/1: shard 1/2 cannot be merged with results/whole, a whole run; merge the shards of one suite, or whole runs")),
        Case(name: "merge: output not writable", args: ["report", "merge", "results/1", "results/2", "-o", "/proc/merged"],
             expect: .line("/proc/merged: cannot create folder (No such file or directory)")),
        Case(name: "merge: output is an input", args: ["report", "merge", "results/1", "results/2", "-o", "results/2/"],
             expect: .line("results/2/: is also a merge input; write the merged report to another folder")),
        Case(name: "merge: output inside an input", args: ["report", "merge", "results/1", "results/2", "-o", "results/1/merged"],
             expect: .line("results/1/merged: is inside the merge input results/1; write the merged report to another folder")),
        Case(name: "merge: output holding an input", args: ["report", "merge", "results/1", "results/2", "-o", "results"],
             expect: .line("results: holds the merge input results/1; replacing it would delete the input")),
        Case(name: "merge: output holds other files", args: ["report", "merge", "results/1", "results/2", "-o", "out"],
             expect: .line("out: holds files and is not a verify result folder; refusing to replace it (choose another output folder)")),
        Case(name: "merge: --junit a folder", args: ["report", "merge", "results/1", "results/2", "-o", "merged", "--junit", "results"],
             expect: .line("--junit results: is a folder, not a file")),
        Case(name: "merge mistyped", args: ["report", "mrege", "results/1", "-o", "merged"],
             expect: .line(#"unknown report subcommand "mrege" (did you mean "merge"?); expected one of merge"#)),
        Case(name: "merge: no -o", args: ["report", "merge", "results/1", "results/2"],
             expect: .line("Missing expected argument '--output <output>'")),
    ]

    func testEveryBadInputExitsTwoWithOneLineAndTouchesNothing() throws {
        let cli = try makeFolder("errors")
        defer { cli.remove() }
        let before = cli.snapshot()
        XCTAssertNotNil(before["out/good/frame-0012.png"], "the good output was not rendered")
        XCTAssertGreaterThanOrEqual(Self.cases.count, 15)
        for c in Self.cases {
            let r = try cli.run(c.args)
            XCTAssertEqual(r.status, 2, "\(c.name): exit status (stderr: \(r.stderr))")
            XCTAssertTrue(r.stderr.hasSuffix("\n") && r.stderr.filter { $0 == "\n" }.count == 1,
                          "\(c.name): expected one line on stderr, got \(r.stderr.debugDescription)")
            let line = r.stderr.trimmingCharacters(in: .newlines)
            switch c.expect {
            case .line(let message):
                XCTAssertEqual(line, "renderlist: " + message, c.name)
            case .contains(let parts):
                XCTAssertTrue(line.hasPrefix("renderlist: "), "\(c.name): \(line)")
                for part in parts { XCTAssertTrue(line.contains(part), "\(c.name): \(line) lacks \(part)") }
            }
            // No new folder (default `out` or a fresh one), no partial folder, out/good unchanged.
            let after = cli.snapshot()
            if after != before {
                let changed = Set(before.keys).symmetricDifference(after.keys).sorted()
                    + before.keys.filter { after[$0] != nil && after[$0] != before[$0] }.sorted()
                XCTFail("\(c.name): the scratch folder changed: \(changed)")
            }
        }
    }

    /// The same load-time errors with an output folder that does not exist yet: none is made.
    func testLoadErrorsCreateNoOutputFolder() throws {
        let cli = try makeFolder("fresh")
        defer { cli.remove() }
        for scenario in ["syntax.json", "unknown.json", "type.json", "nope.json", "absurd.json"] {
            let r = try cli.run(["render", scenario, "-o", "fresh/out"])
            XCTAssertEqual(r.status, 2, scenario)
            XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path("fresh")), "\(scenario) created fresh/")
        }
        let r = try cli.run(["render", "good.json", "-o", "fresh/out", "--frames", "99"])
        XCTAssertEqual(r.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path("fresh")), "--frames 99 created fresh/")
    }

    /// The run-time failure happens after frames were written to the staging folder: the library
    /// reports progress before the error, and the old folder still survives.
    func testRunTimeErrorAfterFramesWereWrittenKeepsTheOldOutput() throws {
        let cli = try makeFolder("runtime")
        defer { cli.remove() }
        let before = cli.snapshot()
        var written = 0
        let job = RenderJob(outputDirectory: cli.path("out"), jobs: 2, progress: { done, _ in written = done })
        XCTAssertThrowsError(try job.render(ScenarioLoader.load(path: cli.path("offscreen.json")))) { error in
            XCTAssertEqual((error as? InputError)?.message,
                           "\(cli.path("offscreen.json")):1:147: timeline[1]: row [1, 30] is not on screen at 0.500 s")
        }
        XCTAssertGreaterThan(written, 0, "the error should come after some frames were written")
        XCTAssertEqual(cli.snapshot(), before)
        // The run-time error leaves no `out/good` or staging folder in a new output folder either.
        try FileManager.default.createDirectory(atPath: cli.path("other"), withIntermediateDirectories: true)
        let r = try cli.run(["render", "offscreen.json", "-o", "other"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.path("other")), [])
    }

    func testCompareTruncatedPNGExitsTwoWithOneLine() throws {
        let cli = try makeFolder("compare")
        defer { cli.remove() }
        let png = try Data(contentsOf: URL(fileURLWithPath: cli.path("out/good/frame-0000.png")))
        try png.prefix(png.count / 2).write(to: URL(fileURLWithPath: cli.path("trunc.png")))
        for args in [["compare", "trunc.png", "out/good/frame-0000.png"], ["compare", "out/good/frame-0000.png", "trunc.png"]] {
            let r = try cli.run(args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, r.stderr)
            XCTAssertTrue(r.stderr.hasPrefix("renderlist: trunc.png: truncated or corrupt PNG"), r.stderr)
        }
        // Control: the intact pair matches.
        let ok = try cli.run(["compare", "out/good/frame-0000.png", "out/good/frame-0001.png"])
        XCTAssertEqual(ok.status, 0, ok.stdout + ok.stderr)
    }
}
