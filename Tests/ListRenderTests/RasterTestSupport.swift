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
