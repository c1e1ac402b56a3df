import Foundation
import XCTest

/// `renderlist verify --shard I/N` end to end: the shards together verify every scenario once,
/// whatever order each shard was given the files in; the report offers the accept command.
final class ShardCLITests: XCTestCase {
    func testThreeShardsCoverEveryScenarioExactlyOnce() throws {
        let cli = try CLIRunner(test: "shards")
        defer { cli.remove() }
        let names = ["a", "b", "c", "d", "e"]
        for (i, name) in names.enumerated() {
            try cli.write("\(name).json", """
            {"name": "\(name)", "viewport": {"width": 60, "height": 80, "scale": 1},
             "list": {"generate": {"sections": 1, "rows": 4}}, "timeline": [{"wait": \(0.1 * Double(i + 1))}],
             "duration": \(0.1 * Double(i + 1))}
            """)
        }
        let files = names.map { "\($0).json" }
        var seen: [String] = []
        for shard in 1...3 {
            // Each shard gets the list in a different order: the split must not care.
            let order = shard == 2 ? Array(files.reversed()) : files
            let r = try cli.run(["verify"] + order + ["--references", "refs", "--record", "all", "--shard", "\(shard)/3", "--json", "s\(shard).json"])
            // A first recording fails the run, saying to run again (nothing was compared).
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("run again to compare against them"), r.stderr)
            XCTAssertTrue(r.stderr.contains("shard \(shard)/3: "), r.stderr)
            let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("s\(shard).json")))) as? [String: Any]
            seen += ((summary?["scenarios"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(seen.sorted(), names)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.path("refs")).sorted(), names)

        // A changed scenario fails; the report names the command that accepts it.
        try cli.write("a.json", try String(contentsOfFile: cli.path("a.json"), encoding: .utf8)
            .replacingOccurrences(of: #""name": "a","#, with: ##""name": "a", "theme": {"label": "#FF0000"},"##))
        let failing = try cli.run(["verify", "a.json", "--references", "refs", "--record", "never", "--report", "report",
                                   "--max-diff-pixels", "3"])
        XCTAssertEqual(failing.status, 1, failing.stderr)
        let html = try String(contentsOfFile: cli.path("report/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<code>renderlist verify a.json --references refs --record failed --max-diff-pixels 3</code>"))
    }
}
