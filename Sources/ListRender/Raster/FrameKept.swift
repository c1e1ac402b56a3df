/// Values a rasterizer works out once and keeps for the frame being drawn and the next, each by
/// an exact key (shadow masks, path polygons, capsules' and rings' coverage, rounded covers): a
/// value the last frame did not use is dropped when a frame begins. One per cache (one thread).
struct FrameKept<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, frame: Int)] = [:]
    private var frame = 0

    /// Starts a frame: values the last frame did not use are dropped.
    mutating func beginFrame() {
        frame += 1
        if !entries.isEmpty { entries = entries.filter { $0.value.frame >= frame - 1 } }
    }

    /// Drops every value (a frame of another size).
    mutating func removeAll() { entries = [:] }

    /// The value kept for `key`, marked used by this frame through its index (one look-up).
    mutating func hit(_ key: Key) -> Value? {
        guard let i = entries.index(forKey: key) else { return nil }
        if entries.values[i].frame != frame { entries.values[i].frame = frame }
        return entries.values[i].value
    }

    /// Keeps `value` for `key`, used by this frame, and gives it back.
    mutating func keep(_ value: Value, for key: Key) -> Value {
        entries[key] = (value, frame)
        return value
    }
}
