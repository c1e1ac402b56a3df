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

/// `draw` on a copy of `pattern` (a `side` × `side` canvas) through a target of all of it under
/// `clip` (nothing drawn when the clip leaves no pixel): the fast path and the general one are
/// each drawn this way and their bytes compared.
func drawnOver(_ pattern: [UInt8], side: Int, clip: DeviceClip, _ draw: (PixelTarget) -> Void) -> [UInt8] {
    var pixels = pattern
    pixels.withUnsafeMutableBufferPointer { p in
        let t = PixelTarget(base: p.baseAddress!, originX: 0, originY: 0, width: side, height: side, clip: clip)
        if !t.isEmpty { draw(t) }
    }
    return pixels
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

/// A random clip on a `side` × `side` canvas, for holding a fast path to the general one: the
/// whole canvas, a band `band` rows tall on the grid (as a frame's bands; none when nil), or a
/// rect at sixteenths of a pixel inside it.
func randomClip(side: Int, band: Int?, _ next: (Int) -> Int) -> DeviceClip {
    let whole = DeviceClip(x0: 0, y0: 0, x1: Double(side), y1: Double(side))
    switch next(band == nil ? 2 : 3) {
    case 0: return whole
    case 1 where band != nil:
        let b = band ?? side, top = Double(next(side / b) * b)
        return DeviceClip(x0: 0, y0: top, x1: Double(side), y1: top + Double(b))
    default:
        let cx = Double(next(side * 8)) / 16, cy = Double(next(side * 8)) / 16
        return DeviceClip(x0: cx, y0: cy, x1: cx + Double(8 + next(side * 16)) / 16,
                          y1: cy + Double(8 + next(side * 16)) / 16).intersection(whole)
    }
}

/// The bytes in which `reused`'s render of `list` differs from `fresh` (a fresh rasterizer's
/// image of it, made here when nil); the image goes back to `reused` for its next frame.
func bytesDifferingFromFresh(_ reused: Rasterizer, _ list: DisplayList, scale: Double, fresh: RGBAImage? = nil) -> Int {
    let image = reused.renderImage(list, scale: scale)
    defer { reused.recycle(image) }
    let fresh = fresh ?? Rasterizer().render(list, scale: scale).toImage()
    return image.pixels == fresh.pixels ? 0 : zip(image.pixels, fresh.pixels).filter { $0 != $1 }.count
}
