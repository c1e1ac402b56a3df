/// pixelmatch's colour delta of two opaque pixels, remembered by their words: it depends on
/// nothing else (the background blend that depends on the position is for translucent pixels
/// only), and a changed suite's differing pixels are a text colour's few coverage levels over a
/// few backgrounds, again and again. Direct-mapped, 256 slots, kept from frame to frame by its
/// thread's `ReferenceComparer`. Not thread-safe.
final class ColorDeltaMemo {
    private static let slots = 256
    /// A slot's pair: the first word above the second (0, two equal words, is never looked up:
    /// equal pixels have no delta to work out).
    private let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: ColorDeltaMemo.slots)
    private let deltas = UnsafeMutablePointer<Double>.allocate(capacity: ColorDeltaMemo.slots)

    init() {
        keys.initialize(repeating: 0, count: Self.slots)
        deltas.initialize(repeating: 0, count: Self.slots)
    }

    deinit {
        keys.deallocate()
        deltas.deallocate()
    }

    /// The delta of pixel words `a` and `b` (which differ): from the memo when both are opaque,
    /// else from `compute`.
    @inline(__always)
    func delta(_ a: UInt32, _ b: UInt32, _ compute: () -> Double) -> Double {
        guard (a & b) >> 24 == 255 else { return compute() }
        let key = UInt64(a) << 32 | UInt64(b)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if keys[slot] == key { return deltas[slot] }
        let d = compute()
        keys[slot] = key; deltas[slot] = d
        return d
    }
}
