import Foundation
@testable import ListRender

/// Takes AccessibilitySnapshot's element markers off a reference so the list under them can be
/// measured like any other screenshot.
///
/// AccessibilitySnapshot fills each element's frame with one of UIKit's pure colours (cyan,
/// magenta, green, blue, yellow, purple, orange): at 30 % opacity for accessibility elements
/// (`AccessibilitySnapshotView`, `ColorPalette.legacy`, `OverlayView`; element paths are stroked
/// with the same colour) and at 20 % for hit targets (`HitTargetSnapshotUtility`). A marked
/// pixel is o · marker + (1 − o) · view. The view under the markers is drawn in greys: the
/// snapshot is monochrome by default (`useMonochromeSnapshot: true`), so each pixel's marker is
/// the one whose removal leaves the greyest colour (unmarked pixels are already grey); removing
/// it gives the view back to within a level or two (the 1 − o divides 8-bit rounding). Frames
/// that overlap are blended twice; pairs of markers are tried as well.
enum AccessibilityOverlayRemoval {
    /// UIKit's `.cyan`, `.magenta`, `.green`, `.blue`, `.yellow`, `.purple`, `.orange` (0…255).
    static let markers: [(Double, Double, Double)] = [
        (0, 255, 255), (255, 0, 255), (0, 255, 0), (0, 0, 255), (255, 255, 0), (127.5, 0, 127.5), (255, 127.5, 0),
    ]
    /// The markers' opacity: accessibility elements' and hit targets'.
    enum Kind: String { case accessibilitySnapshot, hitTargets }
    static func opacity(_ kind: Kind) -> Double { kind == .accessibilitySnapshot ? 0.3 : 0.2 }

    /// Two markers on top of each other (overlapping frames), each at full opacity, as the
    /// marker part m (added) and the share k of the view left, so view = (pixel − m) / k.
    /// `mask` has the bits of both markers (bit i: `markers[i]`).
    static func pairs(opacity: Double) -> [(m: (Double, Double, Double), k: Double, mask: UInt8)] {
        var out: [(m: (Double, Double, Double), k: Double, mask: UInt8)] = []
        let a = opacity, b = 1 - opacity
        for (i, under) in markers.enumerated() {
            for (j, over) in markers.enumerated() where j != i {
                out.append(((a * over.0 + b * a * under.0, a * over.1 + b * a * under.1, a * over.2 + b * a * under.2), b * b,
                            UInt8(1 << i | 1 << j)))
            }
        }
        return out
    }

    static func remove(_ image: RGBAImage, kind: Kind) -> RGBAImage {
        let opacity = opacity(kind), pairs = pairs(opacity: opacity)
        var p = image.pixels
        let count = image.width * image.height
        // The markers each pixel's full-opacity reading took off (bit i: `markers[i]`), and the
        // pixels read with a fitted opacity, which the second pass reads again.
        var found = [UInt8](repeating: 0, count: count)
        var fitted = [Bool](repeating: false, count: count)
        for i in 0..<count {
            let r = Double(p[i * 4]), g = Double(p[i * 4 + 1]), b = Double(p[i * 4 + 2])
            // Unmarked: the pixel itself.
            var best = (r, g, b), bestSpread = max(r, g, b) - min(r, g, b), bestMask: UInt8 = 0, bestFitted = false
            func consider(_ u: (Double, Double, Double), _ mask: UInt8, fit: Bool = false, margin: Double = 0.5) {
                // A view colour outside 0…255 (allowing the rounding) cannot be under this marker.
                guard min(u.0, u.1, u.2) >= -4, max(u.0, u.1, u.2) <= 259 else { return }
                let spread = max(u.0, u.1, u.2) - min(u.0, u.1, u.2)
                // Ties keep the simpler reading (fewer markers), considered first.
                if spread < bestSpread - margin { bestSpread = spread; best = u; bestMask = mask; bestFitted = fit }
            }
            for (k, c) in markers.enumerated() {
                consider(((r - opacity * c.0) / (1 - opacity), (g - opacity * c.1) / (1 - opacity), (b - opacity * c.2) / (1 - opacity)),
                         UInt8(1 << k))
            }
            for pair in pairs {
                consider(((r - pair.m.0) / pair.k, (g - pair.m.1) / pair.k, (b - pair.m.2) / pair.k), pair.mask)
            }
            // A frame's edge covers its pixels in part: one marker at a fitted opacity (least
            // squares of pixel = a · marker + grey), taken only when clearly greyer than every
            // full-opacity reading (purple is half magenta: inside a purple frame magenta at 15 %
            // reads as grey too, a lighter grey).
            for (k, c) in markers.enumerated() {
                let a = min(opacity, max(0, share(of: c, in: (r, g, b))))
                guard a > 0 else { continue }
                consider(((r - a * c.0) / (1 - a), (g - a * c.1) / (1 - a), (b - a * c.2) / (1 - a)), UInt8(1 << k), fit: true, margin: 3)
            }
            if bestFitted { fitted[i] = true } else { found[i] = bestMask }
            p[i * 4] = UInt8(max(0, min(255, best.0.rounded())))
            p[i * 4 + 1] = UInt8(max(0, min(255, best.1.rounded())))
            p[i * 4 + 2] = UInt8(max(0, min(255, best.2.rounded())))
        }
        resolveOutlineEdges(original: image.pixels, into: &p, found: found, fitted: fitted, width: image.width, height: image.height, opacity: opacity)
        return RGBAImage(width: image.width, height: image.height, pixels: p)
    }

    /// A pixel still this far from grey after the first pass is one the readings above do not
    /// cover (a grey view keeps its channels within a level or two of each other).
    static let unresolvedSpread = 4

    /// From iOS 18 on, AccessibilitySnapshot outlines some elements (SwiftUI list rows) instead
    /// of filling them: a ~4-pt band of the marker colour at the same opacity, stroked along the
    /// row's rounded frame, neighbouring rows' bands overlapping at the row boundary. Inside the
    /// band the readings above take it off; on the band's anti-aliased curved edges two markers
    /// cover a pixel each in part (one band's edge over another band, or over a header's fill),
    /// which neither a full-opacity pair nor one fitted marker explains, and the coloured
    /// fringe left there reads as ink: a text box at the row's corner, a label at the card's top.
    ///
    /// Two markers c1, c2 at any opacities over a grey g give pixel = s·(1,1,1) + b1·c1 + b2·c2,
    /// linear in (s, b1, b2) whichever is on top, with g = s / (1 − b1 − b2): three equations,
    /// three unknowns, solved for each pair whose colours are independent of grey. Purple is
    /// half magenta, so that pair has no unique solution: one of them at full opacity, the other
    /// fitted, in both orders; magenta and green (yellow and blue) add up to white, so every
    /// split between them is a reading. Many pairs fit one pixel exactly (cyan and magenta at equal
    /// opacities are blue over a lighter grey), so a marker counts as likely when pixels around
    /// it (7 × 7) were read with it at full opacity: the reading with the least opacity of
    /// unlikely markers wins, among equals the grey nearest the median of the pixels around
    /// (a fringe is a pixel or two on a smooth band edge), the least marker when none is
    /// around. Pixels the first pass read with one fitted marker, or with a full-opacity pair
    /// none of their neighbours has, are read again this way: that reading is among these, but
    /// so may be the true one.
    static func resolveOutlineEdges(original: [UInt8], into p: inout [UInt8], found: [UInt8], fitted: [Bool],
                                    width: Int, height: Int, opacity o: Double) {
        func spread(_ q: [UInt8], _ i: Int) -> Int {
            let r = Int(q[i * 4]), g = Int(q[i * 4 + 1]), b = Int(q[i * 4 + 2])
            return max(r, g, b) - min(r, g, b)
        }
        let count = width * height
        // The markers at least three other pixels of the 7 × 7 around i were read with at full
        // opacity: a marker there covers an area, not a fringe pixel that some pair happens to
        // turn grey.
        func likely(_ i: Int) -> UInt8 {
            let x = i % width, y = i / width
            var seen = (0, 0, 0, 0, 0, 0, 0)
            for ny in max(0, y - 3)...min(height - 1, y + 3) {
                for nx in max(0, x - 3)...min(width - 1, x + 3) where ny != y || nx != x {
                    let f = found[ny * width + nx]
                    if f == 0 { continue }
                    if f & 1 != 0 { seen.0 += 1 }; if f & 2 != 0 { seen.1 += 1 }; if f & 4 != 0 { seen.2 += 1 }
                    if f & 8 != 0 { seen.3 += 1 }; if f & 16 != 0 { seen.4 += 1 }; if f & 32 != 0 { seen.5 += 1 }
                    if f & 64 != 0 { seen.6 += 1 }
                }
            }
            let n = [seen.0, seen.1, seen.2, seen.3, seen.4, seen.5, seen.6]
            var mask: UInt8 = 0
            for k in 0..<7 where n[k] >= 3 { mask |= UInt8(1 << k) }
            return mask
        }
        // A reading an ink's difference (24 levels) from the median of the pixels around it
        // (7 × 7) read with other markers, at least 10 of them: purple is half magenta, so a
        // band's edge in part over a purple frame reads exactly as magenta alone over a darker
        // grey, a dot of ink where the frame and the band meet.
        func standsOut(_ i: Int) -> Bool {
            let x = i % width, y = i / width
            var around: [Int] = []
            for ny in max(0, y - 3)...min(height - 1, y + 3) {
                for nx in max(0, x - 3)...min(width - 1, x + 3) {
                    let j = ny * width + nx
                    if j != i && !fitted[j] && found[j] != found[i] && spread(p, j) <= unresolvedSpread {
                        around.append(Int(p[j * 4]))
                    }
                }
            }
            guard around.count >= 10 else { return false }
            return abs(Int(p[i * 4]) - around.sorted()[around.count / 2]) >= 24
        }
        // Read again: pixels read with a fitted marker, pixels still not grey, and pixels whose
        // full-opacity reading took off a marker none of their neighbours has (only where the
        // markers change between neighbours: the insides of frames and bands keep their reading).
        var again: [(i: Int, likely: UInt8)] = []
        var suspect = [Bool](repeating: false, count: count)
        for i in 0..<count {
            let x = i % width, y = i / width
            var check = fitted[i] || spread(p, i) > unresolvedSpread
            if !check && found[i] != 0 {
                check = (x > 0 && found[i - 1] != found[i]) || (x < width - 1 && found[i + 1] != found[i])
                    || (y > 0 && found[i - width] != found[i]) || (y < height - 1 && found[i + width] != found[i])
            }
            guard check else { continue }
            let l = likely(i)
            if fitted[i] || spread(p, i) > unresolvedSpread || found[i] & ~l != 0 || standsOut(i) {
                again.append((i, l)); suspect[i] = true
            }
        }
        guard !again.isEmpty else { return }
        let firstPass = p
        for (i, likely) in again {
            let px = (Double(original[i * 4]), Double(original[i * 4 + 1]), Double(original[i * 4 + 2]))
            let readings = twoMarkerReadings(px, opacity: o)
            guard !readings.isEmpty else { continue }
            let x = i % width, y = i / width
            var around: [Int] = []
            for ny in max(0, y - 3)...min(height - 1, y + 3) {
                for nx in max(0, x - 3)...min(width - 1, x + 3) {
                    let j = ny * width + nx
                    if !suspect[j] {
                        around.append((Int(firstPass[j * 4]) + Int(firstPass[j * 4 + 1]) + Int(firstPass[j * 4 + 2])) / 3)
                    }
                }
            }
            // Opacity of markers not seen around, below 2 % counted as none (8-bit rounding).
            func unlikely(_ r: Reading) -> Double {
                let u = (likely & 1 << r.first == 0 ? r.b1 : 0) + (likely & 1 << r.second == 0 ? r.b2 : 0)
                return u < 0.02 ? 0 : u
            }
            let least = readings.map(unlikely).min()!
            let best = readings.filter { unlikely($0) == least }
            let grey: Double
            if around.isEmpty {
                grey = best.min(by: { $0.b1 + $0.b2 < $1.b1 + $1.b2 })!.grey
            } else {
                let median = Double(around.sorted()[around.count / 2])
                grey = best.min(by: { abs($0.grey - median) < abs($1.grey - median) })!.grey
            }
            let v = UInt8(max(0, min(255, grey.rounded())))
            p[i * 4] = v; p[i * 4 + 1] = v; p[i * 4 + 2] = v
        }
    }

    /// The a of the least-squares fit pixel = a · c + grey · (1,1,1): the marker's share, its
    /// colour's deviation from grey projected on the pixel's.
    static func share(of c: (Double, Double, Double), in px: (Double, Double, Double)) -> Double {
        let cm = (c.0 + c.1 + c.2) / 3, pm = (px.0 + px.1 + px.2) / 3
        let dx = (c.0 - cm, c.1 - cm, c.2 - cm)
        return ((px.0 - pm) * dx.0 + (px.1 - pm) * dx.1 + (px.2 - pm) * dx.2) / (dx.0 * dx.0 + dx.1 * dx.1 + dx.2 * dx.2)
    }

    /// A grey under two markers (indices into `markers`) at opacities b1 and b2.
    struct Reading { let first: Int, second: Int, b1: Double, b2: Double, grey: Double }

    /// Every grey that two markers at opacities up to `o` can leave `px` as (one of them at 0
    /// when a single marker covers it in part).
    static func twoMarkerReadings(_ px: (Double, Double, Double), opacity o: Double) -> [Reading] {
        var out: [Reading] = []
        let slack = 0.01
        for i in markers.indices {
            for j in markers.indices where j > i {
                let c1 = markers[i], c2 = markers[j]
                // Cramer's rule on the columns (1,1,1), c1, c2.
                func det(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ c: (Double, Double, Double)) -> Double {
                    a.0 * (b.1 * c.2 - b.2 * c.1) - b.0 * (a.1 * c.2 - a.2 * c.1) + c.0 * (a.1 * b.2 - a.2 * b.1)
                }
                let one = (1.0, 1.0, 1.0)
                let d = det(one, c1, c2)
                if abs(d) > 1 {
                    let s = det(px, c1, c2) / d, b1 = det(one, px, c2) / d, b2 = det(one, c1, px) / d
                    guard min(b1, b2) >= -slack, max(b1, b2) <= o + slack, b1 + b2 <= 2 * o - o * o + slack else { continue }
                    let g = s / (1 - b1 - b2)
                    if g >= -2 && g <= 257 { out.append(Reading(first: i, second: j, b1: b1, b2: b2, grey: g)) }
                } else if c1.0 + c2.0 == c1.1 + c2.1 && c1.1 + c2.1 == c1.2 + c2.2 {
                    // Complementary (magenta and green, yellow and blue): equal parts of both
                    // add white, so only b1 − b2 and s + 255·b2 are fixed by the pixel; every
                    // split within the opacities is a reading, in steps of half a percent.
                    let diff = share(of: c1, in: px)
                    let white = (px.0 + px.1 + px.2) / 3 - diff * (c1.0 + c1.1 + c1.2) / 3
                    let rest = (px.0 - white - diff * c1.0, px.1 - white - diff * c1.1, px.2 - white - diff * c1.2)
                    guard max(abs(rest.0), abs(rest.1), abs(rest.2)) <= 2 else { continue }
                    for step in 0...Int(o * 200) {
                        let b2 = Double(step) / 200, b1 = diff + b2
                        guard b1 >= -slack, b1 <= o + slack, b1 + b2 <= 2 * o - o * o + slack else { continue }
                        let g = (white - 255 * b2) / (1 - b1 - b2)
                        if g >= -2 && g <= 257 { out.append(Reading(first: i, second: j, b1: b1, b2: b2, grey: g)) }
                    }
                } else {
                    // Collinear (purple is half magenta).
                    for (full, part, fullFirst) in [(c1, c2, true), (c2, c1, false)] {
                        let q = ((px.0 - o * full.0) / (1 - o), (px.1 - o * full.1) / (1 - o), (px.2 - o * full.2) / (1 - o))
                        let a = share(of: part, in: q)
                        guard a >= 0, a <= o else { continue }
                        let u = ((q.0 - a * part.0) / (1 - a), (q.1 - a * part.1) / (1 - a), (q.2 - a * part.2) / (1 - a))
                        guard max(u.0, u.1, u.2) - min(u.0, u.1, u.2) <= Double(unresolvedSpread) else { continue }
                        let g = (u.0 + u.1 + u.2) / 3
                        if g >= -2 && g <= 257 {
                            out.append(Reading(first: i, second: j, b1: fullFirst ? o : a, b2: fullFirst ? a : o, grey: g))
                        }
                    }
                }
            }
        }
        return out
    }
}
