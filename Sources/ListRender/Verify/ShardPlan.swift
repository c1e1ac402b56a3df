/// Splits a suite of scenarios across machines, as Playwright's `--shard i/n` does: every
/// scenario lands in exactly one shard, the split depends only on the scenarios (never on the
/// order they were given in, the machine or the clock), and shards are balanced by the number
/// of frames they compare.
///
/// Greedy "longest first" (LPT) scheduling: scenarios from most frames to fewest (ties by name),
/// each to the shard with the fewest frames so far (ties: the lowest shard). Its largest shard
/// is within 4/3 of the best possible split; a plain round robin can put every long scenario on
/// one machine.
public struct ShardPlan: Equatable, Sendable {
    /// One scenario to place: its name (unique in the suite) and how many frames it compares.
    public struct Item: Equatable, Sendable {
        public var name: String
        public var frames: Int
        public init(name: String, frames: Int) { self.name = name; self.frames = frames }
    }

    /// The names in each shard, shard 1 first; within a shard, sorted by name.
    public let shards: [[String]]
    /// Frames compared by each shard.
    public let frames: [Int]

    /// Splits `items` into `count` shards (count ≥ 1; shards may be empty when there are fewer
    /// scenarios than shards). Throws `OptionError` for a count below 1.
    public init(items: [Item], count: Int) throws {
        guard count >= 1 else { throw OptionError(.shard, value: "\(count)", problem: "needs at least one shard") }
        let order = items.sorted { $0.frames != $1.frames ? $0.frames > $1.frames
                                                          : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        var names = [[String]](repeating: [], count: count)
        var totals = [Int](repeating: 0, count: count)
        for item in order {
            // The lightest shard so far; `min` keeps the first of equals, so ties go to the lowest.
            let target = totals.indices.min { totals[$0] < totals[$1] } ?? 0
            names[target].append(item.name)
            totals[target] += max(0, item.frames)
        }
        shards = names.map { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        frames = totals
    }

    /// The names in shard `index` (1-based, as `--shard 2/3` counts).
    public func names(inShard index: Int) -> [String] {
        index >= 1 && index <= shards.count ? shards[index - 1] : []
    }
}

extension Scenario {
    /// How many frames `output.frames` selects: what a shard's share is weighed by.
    public var selectedFrameCount: Int {
        switch output.frames {
        case .all: return frameCount
        case .indices(let list): return list.filter { $0 < frameCount }.count
        case .every(let n): return n > 0 ? (frameCount + n - 1) / n : frameCount
        }
    }
}
