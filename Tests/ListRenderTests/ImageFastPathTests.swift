import XCTest
@testable import ListRender

/// `drawImage` finds a row's colours by the span its taps come from and where the row is drawn
/// (its edge pixels' coverage and the full run between) by the row's terms (`RoundedRowEdges`),
/// both kept across bands and frames, and copies a wholly opaque row at once. Held here, byte for
/// byte, to the general path kept below as it was before: every row's taps worked out and mixed
/// anew, its ends found by halving and walked, each word of the full run looked at.
final class ImageFastPathTests: XCTestCase {
    /// `drawImage` as it was, with nothing kept: the general path.
    private func drawImageGeneral(_ t: PixelTarget, _ image: PixelImage, in r: DeviceRect, radius: Double) {
        guard r.isDrawable, image.width > 0, image.height > 0 else { return }
        let shape = RoundedShape(r, radius: radius.isFinite ? max(0, radius) : 0)
        let (y0, y1) = t.rows(r.py0, r.py1)
        let (x0, x1) = t.columns(r.px0, r.px1)
        guard y0 < y1, x0 < x1 else { return }
        let k = max(r.width / Double(image.width), r.height / Double(image.height))
        let ew = Double(image.width) * k, eh = Double(image.height) * k
        let ex0 = (r.x0 + r.x1 - ew) / 2, ey0 = (r.y0 + r.y1 - eh) / 2
        // The columns `ScaledImageRows` keeps: the rectangle's, inside the surface.
        let first = max(0, r.px0), last = max(first, min(t.width, r.px1))
        let columnTaps = (first..<last).map {
            ImageTaps.taps(pixel: $0, drawn: (r.x0, r.x1), from: ex0, to: ex0 + ew, count: image.width)
        }
        let cx0 = max(x0, first), cx1 = min(x1, last)
        guard cx0 < cx1 else { return }
        for y in y0..<y1 {
            let taps = ImageTaps.taps(pixel: y, drawn: (r.y0, r.y1), from: ey0, to: ey0 + eh, count: image.height)
            let words = ImageTaps.row(image, rowTaps: taps, columnTaps: columnTaps).map(\.word)
            var lo = cx0, hi = cx1
            if !shape.isStraightRow(y) {
                let touched = shape.columns(atLeast: 1, row: y, within: cx0, cx1)
                (lo, hi) = (touched.lowerBound, touched.upperBound)
            }
            while lo < hi {
                let cover = coverageByte(shape.coverage(x: lo, y: y))
                if cover == 255 { break }
                if cover > 0 { t.blendPixel(x: lo, y: y, coverage: cover, color: PremulColor(word: words[lo - first])) }
                lo += 1
            }
            while hi > lo {
                let cover = coverageByte(shape.coverage(x: hi - 1, y: y))
                if cover == 255 { break }
                if cover > 0 { t.blendPixel(x: hi - 1, y: y, coverage: cover, color: PremulColor(word: words[hi - 1 - first])) }
                hi -= 1
            }
            for x in lo..<max(lo, hi) {
                let word = words[x - first]
                if t.clipAligned {
                    if word >> 24 == 255 {
                        t.pointer(x: x, y: y).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = word }
                    } else {
                        PixelOps.blend(PremulColor(word: word), at: t.pointer(x: x, y: y))
                    }
                } else {
                    t.blendPixel(x: x, y: y, coverage: 255, color: PremulColor(word: word))
                }
            }
        }
    }

    /// A picture of `width` x `height` whose pixels are all opaque, or with translucent and
    /// transparent ones.
    private func picture(_ width: Int, _ height: Int, seed: Int, opaque: Bool) -> PixelImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let v = (x * 37 + y * 91 + seed * 53) % 256
                let a: UInt8 = opaque ? 255 : [255, 255, 128, 0][(x + y * 3 + seed) % 4]
                bytes += [UInt8(v), UInt8((v * 7 + y) % 256), UInt8((255 - v + x) % 256), a]
            }
        }
        return PixelImage(width: width, height: height, pixels: bytes)
    }

    func testPicturesThroughWarmCachesAreTheGeneralPath() {
        var numbers = SeededNumbers(seed: 2412)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let side = 192
        let pattern = patternCanvas(side: side, multiplier: 29, modulus: 241, blueDivisor: 3)
        // Shrunk from many source pixels, near one to one, enlarged; square and not.
        let pictures = [picture(300, 300, seed: 1, opaque: true), picture(96, 80, seed: 2, opaque: false),
                        picture(40, 40, seed: 3, opaque: true), picture(17, 29, seed: 4, opaque: false),
                        picture(64, 48, seed: 5, opaque: true)]
        let images = ScaledImageRows(), edges = RoundedRowEdges()
        var frames = 0, drawn = 0, differing: [String] = []
        // Shapes come back moved by whole pixels (rows found again by their span and terms), by
        // fractions (other spans and terms), in other bands and under other clips.
        var shapes: [(image: Int, x0: Double, y0: Double, w: Double, h: Double, radius: Double)] = []
        for i in 0..<900 {
            if i % 6 == 0 { images.beginFrame(width: side); frames += 1 }
            let reuse = !shapes.isEmpty && next(3) > 0
            var s: (image: Int, x0: Double, y0: Double, w: Double, h: Double, radius: Double)
            if reuse {
                s = shapes[next(shapes.count)]
                switch next(3) {
                case 0: s.y0 += Double(next(81) - 40)           // whole pixels
                case 1: s.y0 += Double(next(641) - 320) / 16    // sixteenths
                default: break
                }
            } else {
                let image = next(pictures.count)
                let w = Double(2 + next(1600)) / 16, h = i % 3 == 0 ? w : Double(2 + next(1600)) / 16
                let half = min(w, h) / 2
                let radius: Double
                switch next(5) {
                case 0, 1: radius = half                              // circles, capsule ends
                case 2: radius = 0
                default: radius = Double(next(1000)) / 1000 * half
                }
                let onGrid = next(2) == 0
                let x0 = onGrid ? Double(next(170) - 10) : Double(next(2720) - 160) / 16
                let y0 = onGrid ? Double(next(170) - 10) : Double(next(2720) - 160) / 16
                s = (image, x0, y0, onGrid ? w.rounded(.up) : w, onGrid ? h.rounded(.up) : h, radius)
                shapes.append(s)
            }
            let clip: DeviceClip
            let whole = DeviceClip(x0: 0, y0: 0, x1: Double(side), y1: Double(side))
            switch next(4) {
            case 0: clip = whole
            case 1:
                // A band: whole rows, on the grid.
                let top = Double(next(side / 32) * 32)
                clip = DeviceClip(x0: 0, y0: top, x1: Double(side), y1: top + 32)
            case 2:
                // A list's clip between pixels, in a band.
                let top = Double(next(side / 32) * 32)
                clip = DeviceClip(x0: 3.5, y0: 20.25, x1: Double(side) - 7.75, y1: Double(side) - 5.5)
                    .intersection(DeviceClip(x0: 0, y0: top, x1: Double(side), y1: top + 32))
            default:
                let cx = Double(next(side * 8)) / 16, cy = Double(next(side * 8)) / 16
                clip = DeviceClip(x0: cx, y0: cy, x1: cx + Double(8 + next(side * 16)) / 16,
                                  y1: cy + Double(8 + next(side * 16)) / 16).intersection(whole)
            }
            let r = DeviceRect(x0: s.x0, y0: s.y0, x1: s.x0 + s.w, y1: s.y0 + s.h)
            let image = pictures[s.image]
            var general = pattern, fast = pattern
            general.withUnsafeMutableBufferPointer { b in
                let t = PixelTarget(base: b.baseAddress!, originX: 0, originY: 0, width: side, height: side, clip: clip)
                drawImageGeneral(t, image, in: r, radius: s.radius)
            }
            fast.withUnsafeMutableBufferPointer { b in
                let t = PixelTarget(base: b.baseAddress!, originX: 0, originY: 0, width: side, height: side, clip: clip)
                t.drawImage(image, in: r, radius: s.radius, images: images, edges: edges)
            }
            if general != pattern { drawn += 1 }
            if general != fast { differing.append("\(i): picture \(s.image) in \(r), radius \(s.radius), clip \(clip)") }
        }
        XCTAssertEqual(differing, [], "\(differing.count) of 900 pictures differ from the general path")
        XCTAssertGreaterThan(drawn, 400, "half the pictures or more draw something")
        XCTAssertGreaterThan(frames, 100)
        XCTAssertGreaterThan(edges.rows, 0, "rows were kept")
    }

    /// A circle's top and bottom halves, and the same circle moved by whole pixels, are one set
    /// of rows: the walk is made once per row of terms, not once per row drawn.
    func testACircleMovedByWholePixelsFindsItsRowsAgain() {
        let side = 160
        var buffer = [UInt8](repeating: 0, count: side * side * 4)
        let images = ScaledImageRows(), edges = RoundedRowEdges()
        images.beginFrame(width: side)
        let image = picture(300, 300, seed: 7, opaque: true)
        buffer.withUnsafeMutableBufferPointer { b in
            let t = PixelTarget(base: b.baseAddress!, originX: 0, originY: 0, width: side, height: side,
                                clip: DeviceClip(x0: 0, y0: 0, x1: Double(side), y1: Double(side)))
            t.drawImage(image, in: DeviceRect(x0: 20, y0: 10, x1: 140, y1: 130), radius: 60, images: images, edges: edges)
            XCTAssertEqual(edges.rows, 60, "120 rows, 60 pairs of equal terms")
            t.drawImage(image, in: DeviceRect(x0: 20, y0: 27, x1: 140, y1: 147), radius: 60, images: images, edges: edges)
            XCTAssertEqual(edges.rows, 60, "moved down 17 px: no row walked again")
        }
    }
}
