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
    static func pairs(opacity: Double) -> [(m: (Double, Double, Double), k: Double)] {
        var out: [(m: (Double, Double, Double), k: Double)] = []
        let a = opacity, b = 1 - opacity
        for under in markers {
            for over in markers where over != under {
                out.append(((a * over.0 + b * a * under.0, a * over.1 + b * a * under.1, a * over.2 + b * a * under.2), b * b))
            }
        }
        return out
    }

    static func remove(_ image: RGBAImage, kind: Kind) -> RGBAImage {
        let opacity = opacity(kind), pairs = pairs(opacity: opacity)
        var p = image.pixels
        let count = image.width * image.height
        for i in 0..<count {
            let r = Double(p[i * 4]), g = Double(p[i * 4 + 1]), b = Double(p[i * 4 + 2])
            // Unmarked: the pixel itself.
            var best = (r, g, b), bestSpread = max(r, g, b) - min(r, g, b)
            func consider(_ u: (Double, Double, Double), margin: Double = 0.5) {
                // A view colour outside 0…255 (allowing the rounding) cannot be under this marker.
                guard min(u.0, u.1, u.2) >= -4, max(u.0, u.1, u.2) <= 259 else { return }
                let spread = max(u.0, u.1, u.2) - min(u.0, u.1, u.2)
                // Ties keep the simpler reading (fewer markers), considered first.
                if spread < bestSpread - margin { bestSpread = spread; best = u }
            }
            for c in markers {
                consider(((r - opacity * c.0) / (1 - opacity), (g - opacity * c.1) / (1 - opacity), (b - opacity * c.2) / (1 - opacity)))
            }
            for pair in pairs {
                consider(((r - pair.m.0) / pair.k, (g - pair.m.1) / pair.k, (b - pair.m.2) / pair.k))
            }
            // A frame's edge covers its pixels in part: one marker at a fitted opacity (least
            // squares of pixel = a · marker + grey), taken only when clearly greyer than every
            // full-opacity reading (purple is half magenta: inside a purple frame magenta at 15 %
            // reads as grey too, a lighter grey).
            for c in markers {
                let cm = (c.0 + c.1 + c.2) / 3, pm = (r + g + b) / 3
                let dx = (c.0 - cm, c.1 - cm, c.2 - cm)
                let a = min(opacity, max(0, ((r - pm) * dx.0 + (g - pm) * dx.1 + (b - pm) * dx.2)
                    / (dx.0 * dx.0 + dx.1 * dx.1 + dx.2 * dx.2)))
                guard a > 0 else { continue }
                consider(((r - a * c.0) / (1 - a), (g - a * c.1) / (1 - a), (b - a * c.2) / (1 - a)), margin: 3)
            }
            p[i * 4] = UInt8(max(0, min(255, best.0.rounded())))
            p[i * 4 + 1] = UInt8(max(0, min(255, best.1.rounded())))
            p[i * 4 + 2] = UInt8(max(0, min(255, best.2.rounded())))
        }
        return RGBAImage(width: image.width, height: image.height, pixels: p)
    }
}
