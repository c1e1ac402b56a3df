import XCTest
@testable import ListRender

/// Small helpers for the Raster and Text tests.
enum RasterFixture {
    /// One Rasterizer for the test process's main thread (FreeType setup costs a few ms); the
    /// tests that use it run one at a time on that thread.
    nonisolated(unsafe) static let rasterizer = Rasterizer()

    static func render(_ size: (Double, Double), scale: Double = 1, background: Color = .black,
                       _ items: [DisplayItem]) -> RGBAImage {
        rasterizer.renderImage(DisplayList(size: Size(width: size.0, height: size.1), background: background,
                                           items: items), scale: scale)
    }
}

extension RGBAImage {
    /// The pixel at (x, y) as [r, g, b, a].
    func px(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }

    /// The red channel at (x, y).
    func red(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * width + x) * 4]) }
}

/// An opaque `side` × `side` RGBA canvas of uneven colours (pixel i's red is i · `multiplier`
/// mod `modulus`, green its complement, blue red / `blueDivisor`), so a fast path that blends
/// over the wrong pixel or drops one shows in the bytes.
func patternCanvas(side: Int, multiplier: Int, modulus: Int, blueDivisor: UInt8) -> [UInt8] {
    var pattern = [UInt8](repeating: 0, count: side * side * 4)
    for i in 0..<side * side {
        let v = UInt8(truncatingIfNeeded: i * multiplier % modulus)
        pattern[i * 4] = v; pattern[i * 4 + 1] = 255 - v; pattern[i * 4 + 2] = v / blueDivisor; pattern[i * 4 + 3] = 255
    }
    return pattern
}

/// The same numbers on every run (a 64-bit LCG), for tests that draw shapes at random places.
struct SeededNumbers {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    /// A number in 0..<n.
    mutating func next(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
}
