/// A seeded xorshift64 generator for tests that draw random images: the same seed, the same
/// images on every platform and run (the system generator is not seedable).
struct XorshiftRandom {
    var state: UInt64
    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return Int(state % UInt64(bound))
    }
}
