import XCTest
import ListRender

/// `verify --shard i/n`: every scenario in exactly one shard, the same split whatever the input
/// order, balanced by frames.
final class ShardPlanTests: XCTestCase {
    typealias Item = ShardPlan.Item

    func testTable() throws {
        let cases: [(items: [Item], count: Int, shards: [[String]], frames: [Int])] = [
            // Longest first, each to the lightest shard: 8 | 7 | 6, then 5 → 6's shard, 4 → 7's.
            ([Item(name: "a", frames: 8), Item(name: "b", frames: 7), Item(name: "c", frames: 6),
              Item(name: "d", frames: 5), Item(name: "e", frames: 4)], 3, [["a"], ["b", "e"], ["c", "d"]], [8, 11, 11]),
            // Ties in frames go by name; ties in totals to the lowest shard.
            ([Item(name: "z", frames: 1), Item(name: "y", frames: 1), Item(name: "x", frames: 1)], 2,
             [["x", "z"], ["y"]], [2, 1]),
            // More shards than scenarios: the rest are empty.
            ([Item(name: "only", frames: 3)], 3, [["only"], [], []], [3, 0, 0]),
            ([], 2, [[], []], [0, 0]),
        ]
        for c in cases {
            let plan = try ShardPlan(items: c.items, count: c.count)
            XCTAssertEqual(plan.shards, c.shards, "\(c.items)")
            XCTAssertEqual(plan.frames, c.frames, "\(c.items)")
            XCTAssertEqual(try ShardPlan(items: c.items.reversed(), count: c.count), plan, "order must not matter")
        }
    }

    func testEveryScenarioInExactlyOneShardAndBalanced() throws {
        // 1,000 scenarios of 1...300 frames (a fixed pseudo-random sequence).
        var seed: UInt64 = 42
        let items = (0..<1000).map { i -> Item in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Item(name: "s\(i)", frames: Int(seed >> 33) % 300 + 1)
        }
        for n in [1, 2, 3, 7, 16] {
            let plan = try ShardPlan(items: items, count: n)
            let all = plan.shards.flatMap { $0 }
            XCTAssertEqual(all.count, items.count)
            XCTAssertEqual(Set(all), Set(items.map(\.name)))
            XCTAssertEqual(plan.frames.reduce(0, +), items.map(\.frames).reduce(0, +))
            let spread = (plan.frames.max() ?? 0) - (plan.frames.min() ?? 0)
            XCTAssertLessThanOrEqual(spread, 300, "shards within one scenario of each other, n = \(n): \(plan.frames)")
            XCTAssertEqual((1...n).flatMap(plan.names(inShard:)).count, items.count)
        }
    }

    func testNoShardsIsAnOptionError() {
        XCTAssertThrowsError(try ShardPlan(items: [], count: 0)) { error in
            XCTAssertEqual((error as? OptionError)?.field, .shard)
        }
    }
}
