import Foundation
import XCTest

/// `renderlist report merge` end to end: three shards of a suite with a failing, a new and a
/// stale-reference scenario, merged, write the very files one unsharded run writes.
final class ReportMergeCLITests: XCTestCase {
    static let names = ["s1", "s2", "s3", "s4", "s5"]

    /// Five small scenarios of 7 to 31 frames; references recorded for s1...s4, then s2 changed
    /// (13 failed frames), a stale reference added to s1, and s5 left without references (new).
    func makeSuite(_ test: String) throws -> CLIRunner {
        let cli = try CLIRunner(test: test)
        for (i, name) in Self.names.enumerated() {
            let seconds = 0.1 * Double(i + 1)
            try cli.write("\(name).json", """
            {"name": "\(name)", "viewport": {"width": 60, "height": 80, "scale": 1},
             "list": {"generate": {"sections": 1, "rows": 4}}, "timeline": [{"wait": \(seconds)}], "duration": \(seconds)}
            """)
        }
        let record = try cli.run(["verify", "s1.json", "s2.json", "s3.json", "s4.json", "--references", "refs", "--record", "all"])
        XCTAssertEqual(record.status, 1, "a first recording fails, saying to run again: \(record.stderr)")
        try cli.write("s2.json", try String(contentsOfFile: cli.path("s2.json"), encoding: .utf8)
            .replacingOccurrences(of: #""name": "s2","#, with: ##""name": "s2", "theme": {"label": "#FF0000"},"##))
        try FileManager.default.copyItem(atPath: cli.path("refs/s1/frame-0000.png"), toPath: cli.path("refs/s1/frame-0099.png"))
        return cli
    }

    var files: [String] { Self.names.map { "\($0).json" } }

    /// Relative path → bytes of every file under `folder`.
    func tree(_ folder: String) -> [String: Data] {
        var out: [String: Data] = [:]
        let fm = FileManager.default
        guard let e = fm.enumerator(atPath: folder) else { return out }
        while let item = e.nextObject() as? String {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: folder + "/" + item, isDirectory: &isDir), !isDir.boolValue {
                out[item] = fm.contents(atPath: folder + "/" + item)
            }
        }
        return out
    }

    func testThreeShardsMergedEqualOneRun() throws {
        let cli = try makeSuite("merge")
        defer { cli.remove() }
        let outputs = ["--report", "out/report", "--junit", "out/junit.xml", "--json", "out/summary.json"]
        let single = try cli.run(["verify"] + files + ["--references", "refs", "--record", "never"] + outputs)
        XCTAssertEqual(single.status, 1, single.stderr)
        try FileManager.default.moveItem(atPath: cli.path("out"), toPath: cli.path("single"))

        for shard in 1...3 {
            let r = try cli.run(["verify"] + files + ["--references", "refs", "--record", "never",
                                                      "--shard", "\(shard)/3", "--report", "shards/\(shard)"])
            XCTAssertTrue(r.status == 0 || r.status == 1, r.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: cli.path("shards/\(shard)/results.json")), "shard \(shard)")
        }
        // The shards in any order: the merge follows the suite's order.
        let merged = try cli.run(["report", "merge", "shards/3", "shards/1", "shards/2"] + ["-o", "out/report"]
                                 + outputs.dropFirst(2))
        XCTAssertEqual(merged.status, 1, "a failing frame makes the merge fail as it makes verify fail: \(merged.stderr)")
        // The same lines on stderr as the unsharded run: per scenario, its failures and the report.
        XCTAssertEqual(merged.stderr, single.stderr)

        // No file of these outputs holds a time, so "equal apart from timings" is equal byte for byte.
        let one = tree(cli.path("single")), joined = tree(cli.path("out"))
        XCTAssertEqual(Set(joined.keys), Set(one.keys))
        for (path, bytes) in one where joined[path] != bytes { XCTFail("\(path) differs from the unsharded run's") }
        // What was compared is the whole thing: 13 failed frames with three images each, 31 new, 1 stale.
        XCTAssertNotNil(one["report/index.html"]); XCTAssertNotNil(one["report/results.json"])
        XCTAssertNotNil(one["junit.xml"]); XCTAssertNotNil(one["summary.json"])
        XCTAssertEqual(one.keys.filter { $0.hasPrefix("report/failures/s2/") && $0.hasSuffix("-diff.png") }.count, 13)
        XCTAssertEqual(one.keys.filter { $0.hasPrefix("report/failures/s5/") }.count, 31)
        XCTAssertEqual(one.keys.filter { $0.hasPrefix("report/images/") }.count, 14)
        let html = String(decoding: joined["report/index.html"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(html.contains("<code>renderlist verify s2.json --references refs --record failed</code>"))
        let summary = try JSONSerialization.jsonObject(with: joined["summary.json"] ?? Data()) as? [String: Any]
        XCTAssertEqual((summary?["scenarios"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, Self.names)

        // A merged folder is a result folder of a whole run: merging it alone gives the same page.
        let again = try cli.run(["report", "merge", "out/report", "-o", "again"])
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertEqual(tree(cli.path("again"))["index.html"], one["report/index.html"])
    }

    /// Two scenarios over three shards: one shard verifies nothing, still leaves a result
    /// folder, and the merge still equals the single run.
    func testAnEmptyShardMergesToo() throws {
        let cli = try makeSuite("merge-empty")
        defer { cli.remove() }
        let two = ["s2.json", "s1.json"]
        let single = try cli.run(["verify"] + two + ["--references", "refs", "--record", "never", "--report", "out"])
        XCTAssertEqual(single.status, 1, single.stderr)
        try FileManager.default.moveItem(atPath: cli.path("out"), toPath: cli.path("single"))
        for shard in 1...3 {
            let r = try cli.run(["verify"] + two + ["--references", "refs", "--record", "never", "--shard", "\(shard)/3", "--report", "part\(shard)"])
            XCTAssertTrue(r.status == 0 || r.status == 1, r.stderr)
        }
        XCTAssertTrue(verifiedNothing(cli.path("part3")), "shard 3/3 should verify nothing")
        let merged = try cli.run(["report", "merge", "part1", "part2", "part3", "-o", "out"])
        XCTAssertEqual(merged.status, 1, merged.stderr)
        XCTAssertEqual(tree(cli.path("out")), tree(cli.path("single")))
    }

    /// Whether the result folder holds no scenario.
    private func verifiedNothing(_ folder: String) -> Bool {
        let text = (try? String(contentsOfFile: folder + "/results.json", encoding: .utf8)) ?? ""
        return text.contains("\"scenarios\": []")
    }

    func testPassingShardsMergeWithStatusZero() throws {
        let cli = try makeSuite("merge-pass")
        defer { cli.remove() }
        let passing = ["s3.json", "s4.json", "s1.json"]
        for shard in 1...2 {
            let r = try cli.run(["verify"] + passing + ["--references", "refs", "--record", "never", "--prune",
                                                        "--shard", "\(shard)/2", "--report", "p\(shard)"])
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        let merged = try cli.run(["report", "merge", "p1", "p2", "-o", "merged", "--json", "merged.json", "--junit", "merged.xml"])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("merged.json")))) as? [String: Any]
        XCTAssertEqual(summary?["passed"] as? Bool, true)
        XCTAssertEqual((summary?["scenarios"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["s3", "s4", "s1"])
        let junit = try String(contentsOfFile: cli.path("merged.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains(#"<testsuites tests="51" failures="0" errors="0">"#), junit.prefix(200).description)
    }
}
