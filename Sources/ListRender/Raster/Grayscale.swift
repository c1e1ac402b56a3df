#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every pixel of a finished frame turned into its grey, as AccessibilitySnapshot's monochrome
/// snapshot does (`useMonochromeSnapshot`, its default): `UIView+ImageRendering.swift` runs the
/// rendered view through Core Image's `CIColorControls` with `inputSaturation` 0 (brightness 0
/// and contrast 1, the defaults) in a default `CIContext`, whose working space is linear sRGB.
/// The filter's grey is a luminance, so it is taken in linear light: each channel decoded from
/// sRGB, weighted by sRGB's (Rec. 709) luminance weights 0.2126, 0.7152, 0.0722, and the sum
/// encoded back to sRGB and rounded. Measured on the library's own references (its
/// `testLargeView` polychrome / monochrome pair): pure red becomes 127, which only linear light
/// gives (weights applied to the encoded bytes would give 54); the grouped background #F2F2F7
/// becomes #F2F2F2 and the secondary label #85858B #858585, as on its list screens
/// (docs/fidelity.md).
///
/// The frames handed here are premultiplied: an opaque pixel is its own colour; a translucent
/// one is unpremultiplied, turned grey and premultiplied again, its alpha kept.
enum Grayscale {
    /// sRGB's luminance weights (Rec. 709 primaries).
    static let weights = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// Each 8-bit sRGB code's linear light, 0...1.
    static let linear: [Double] = (0..<256).map { decode(Double($0) / 255) }

    /// `thresholds[k - 1]`: the least linear light whose sRGB code rounds to k (k = 1...255), so
    /// a grey is the number of thresholds at or below its light: exact rounding without a `pow`
    /// per pixel.
    static let thresholds: [Double] = (1..<256).map { decode((Double($0) - 0.5) / 255) }

    /// The grey of one straight (not premultiplied) sRGB colour.
    static func grey(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        let light = weights.r * linear[Int(r)] + weights.g * linear[Int(g)] + weights.b * linear[Int(b)]
        var lo = 0, hi = thresholds.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if thresholds[mid] <= light { lo = mid + 1 } else { hi = mid }
        }
        return UInt8(lo)
    }

    /// Turns `count` premultiplied RGBA8 pixels at `pixels` grey in place. A frame has few
    /// colours in long runs, so the last pixel's grey is kept for the next.
    static func apply(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        var last: (UInt8, UInt8, UInt8, UInt8)? = nil
        var lastGrey: UInt8 = 0
        for i in 0..<count {
            let p = pixels + i * 4
            let px = (p[0], p[1], p[2], p[3])
            if let l = last, l == px {
                p[0] = lastGrey; p[1] = lastGrey; p[2] = lastGrey
                continue
            }
            let a = Int(px.3)
            let v: UInt8
            if a == 255 {
                v = grey(r: px.0, g: px.1, b: px.2)
            } else if a == 0 {
                v = 0
            } else {
                func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
                let g = Int(grey(r: straight(px.0), g: straight(px.1), b: straight(px.2)))
                v = UInt8((g * a + 127) / 255)
            }
            p[0] = v; p[1] = v; p[2] = v
            last = px; lastGrey = v
        }
    }

    /// The sRGB transfer function's inverse (IEC 61966-2-1): an encoded value 0...1 to linear light.
    static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
}
