/// Whether each picture drawn lately has no transparent pixel (`DeadStores` counts an opaque
/// picture's interior as a cover), worked out once per picture rather than once per frame.
final class OpaquePictures {
    private var known: [PixelImage: Bool] = [:]
    /// Bounds the memo: a list rarely shows this many different pictures; past it, start again.
    private static let limit = 256

    func isOpaque(_ image: PixelImage) -> Bool {
        if let hit = known[image] { return hit }
        if known.count >= Self.limit { known = [:] }
        let opaque = image.pixels.withUnsafeBufferPointer { p in
            var all: UInt8 = 255
            var i = 3
            while i < p.count { all &= p[i]; i += 4 }
            return all == 255
        }
        known[image] = opaque
        return opaque
    }
}
