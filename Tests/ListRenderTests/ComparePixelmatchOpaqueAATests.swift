import XCTest
@testable import ListRender

/// pixelmatch's anti-aliasing test in integers (`PixelmatchKernel.antialiasedOpaque`, taken for
/// opaque neighbourhoods) against the same test as pixelmatch writes it, in `Double`s
/// (`antialiasedInDoubles`), pixel by pixel in both directions: images from small palettes (equal
/// neighbours, repeated darkest or brightest colours, so pixelmatch's first-found ties matter),
/// colours whose brightness differs by the least any two colours' do (the darkest and brightest
/// neighbour must come out the same), image edges, and pixels that are not opaque (the integer
/// path must step aside for them).
final class ComparePixelmatchOpaqueAATests: XCTestCase {
    private typealias Random = XorshiftRandom

    /// Pairs of colours whose brightness (pixelmatch's Y) is closer than that of any other two
    /// colours (1e8 × Y differs by 229), and a few UI colours.
    private static let palette: [Color] = [
        Color(r: 18, g: 207, b: 38), Color(r: 11, g: 177, b: 210),
        Color(r: 206, g: 33, b: 17), Color(r: 199, g: 3, b: 189),
        Color(r: 7, g: 30, b: 0), Color(r: 0, g: 0, b: 172),
        .black, .white, Color(r: 128, g: 128, b: 128), Color(r: 242, g: 242, b: 247),
        Color(r: 58, g: 42, b: 16), Color(r: 138, g: 138, b: 142),
    ]

    private func image(_ w: Int, _ h: Int, colours: Int, seed: UInt64, translucent: Bool = false) -> RGBAImage {
        var r = Random(state: seed)
        var img = RGBAImage(width: w, height: h, fill: .white)
        for i in 0..<(w * h) {
            let c = Self.palette[r.next(colours)]
            img.pixels[i * 4] = c.r; img.pixels[i * 4 + 1] = c.g; img.pixels[i * 4 + 2] = c.b
            img.pixels[i * 4 + 3] = translucent && r.next(9) == 0 ? UInt8(r.next(255)) : 255
        }
        return img
    }

    /// Every pixel of `a` and of `b`, as pixelmatch asks (each image with the other as `other32`).
    /// Returns how many the integer path decided, and how many of those were anti-aliasing.
    @discardableResult
    private func check(_ a: RGBAImage, _ b: RGBAImage, _ name: String) -> (decided: Int, aa: Int, doubles: Int) {
        var decided = 0, aa = 0, doubles = 0
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                let kernel = PixelmatchKernel(a: pa, b: pb, width: a.width, height: a.height, options: PixelmatchOptions())
                for (img, other) in [(pa, pb), (pb, pa)] {
                    for y in 0..<a.height {
                        for x in 0..<a.width {
                            let slow = kernel.antialiasedInDoubles(img, x, y, img, other)
                            XCTAssertEqual(kernel.antialiased(img, x, y, img, other), slow, "\(name) (\(x), \(y))")
                            if let fast = kernel.antialiasedOpaque(img, x, y, img, other) {
                                XCTAssertEqual(fast, slow, "\(name) (\(x), \(y))")
                                decided += 1
                                if fast { aa += 1 }
                            } else {
                                doubles += 1
                            }
                        }
                    }
                }
            }
        }
        return (decided, aa, doubles)
    }

    func testRandomPalettesDecideAsDoubles() {
        var total = (decided: 0, aa: 0)
        for colours in [2, 3, 4, 6, 12] {
            for seed in UInt64(1)...6 {
                let a = image(23, 17, colours: colours, seed: seed * 7919)
                let b = image(23, 17, colours: colours, seed: seed * 104_729)
                // And b as a copy of a with a few pixels changed, as a real diff is.
                var c = a
                var r = Random(state: seed)
                for _ in 0..<20 {
                    let i = r.next(a.width * a.height) * 4
                    let p = Self.palette[r.next(colours)]
                    c.pixels[i] = p.r; c.pixels[i + 1] = p.g; c.pixels[i + 2] = p.b
                }
                for (x, y, n) in [(a, b, "random"), (a, c, "changed"), (a, a, "same")] {
                    let r = check(x, y, "\(n) \(colours) colours seed \(seed)")
                    XCTAssertEqual(r.doubles, 0)
                    total.decided += r.decided; total.aa += r.aa
                }
            }
        }
        // Both verdicts occur, or the comparison would prove little.
        XCTAssertGreaterThan(total.aa, 100)
        XCTAssertGreaterThan(total.decided - total.aa, 100)
    }

    func testEdgesAndThinImages() {
        for (w, h) in [(1, 1), (1, 9), (9, 1), (2, 2), (2, 7), (3, 3)] {
            for seed in UInt64(1)...8 {
                check(image(w, h, colours: 3, seed: seed), image(w, h, colours: 3, seed: seed &* 31), "\(w)x\(h) seed \(seed)")
            }
        }
    }

    /// Not opaque: the integer path gives no answer where it meets such a pixel, and the verdict
    /// is the `Double`s' (the blend with pixelmatch's background pattern).
    func testTranslucentPixelsTakeTheDoubles() {
        var doubles = 0
        for seed in UInt64(1)...6 {
            let a = image(19, 13, colours: 4, seed: seed, translucent: true)
            let b = image(19, 13, colours: 4, seed: seed &* 131, translucent: true)
            doubles += check(a, b, "translucent seed \(seed)").doubles
        }
        XCTAssertGreaterThan(doubles, 100)
    }

    /// The darkest neighbour decides, and the two darkest differ by the least any two colours'
    /// brightness does: only the one at (3, 3) has three equal neighbours, so the verdict is true
    /// exactly when that one is the darker of the two. Swapping the pair flips it.
    func testNearlyEqualBrightnessPicksTheSameNeighbour() {
        for (p, q) in [(0, 1), (2, 3), (4, 5)] {
            var verdicts: [Bool] = []
            for (atCorner, atEdge) in [(Self.palette[p], Self.palette[q]), (Self.palette[q], Self.palette[p])] {
                // Distinct greys everywhere else, so nothing else has three equal neighbours.
                var img = RGBAImage(width: 5, height: 5, fill: .white)
                func set(_ x: Int, _ y: Int, _ c: Color) {
                    let i = (y * 5 + x) * 4
                    img.pixels[i] = c.r; img.pixels[i + 1] = c.g; img.pixels[i + 2] = c.b; img.pixels[i + 3] = 255
                }
                for i in 0..<25 { set(i % 5, i / 5, Color(r: UInt8(30 + i), g: UInt8(30 + i), b: UInt8(30 + i))) }
                set(2, 2, Color(r: 250, g: 250, b: 250))                    // the centre
                // Darker than the centre, brighter than the pair; and one brighter than the centre.
                for (x, y) in [(2, 1), (3, 1), (1, 2), (3, 2), (2, 3)] { set(x, y, Color(r: 240 + UInt8(x + y), g: 240, b: 240)) }
                set(1, 3, .white)
                set(1, 1, atEdge)
                set(3, 3, atCorner)
                for (x, y) in [(4, 2), (4, 3), (4, 4), (3, 4), (2, 4)] { set(x, y, atCorner) }
                img.pixels.withUnsafeBytes { b in
                    let kernel = PixelmatchKernel(a: b, b: b, width: 5, height: 5, options: PixelmatchOptions())
                    let slow = kernel.antialiasedInDoubles(b, 2, 2, b, b)
                    XCTAssertEqual(kernel.antialiasedOpaque(b, 2, 2, b, b), slow)
                    verdicts.append(slow)
                }
            }
            XCTAssertNotEqual(verdicts[0], verdicts[1], "pair \(p), \(q)")
        }
    }
}
