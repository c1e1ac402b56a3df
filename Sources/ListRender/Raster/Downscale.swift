/// Area-averaging downscales for contact sheets and thumbnails.
///
/// Averaging happens in premultiplied space, so a transparent pixel's colour does not bleed into
/// its neighbours: alpha is the mean alpha, colour is the alpha-weighted mean colour, each rounded
/// once at the end (no intermediate premultiplied bytes are rounded).
extension RGBAImage {
    /// Each output pixel is the average of a `factor` x `factor` block (blocks at the right and
    /// bottom edge may be smaller and average only what they cover). The size is
    /// `ceil(width / factor)` x `ceil(height / factor)`; a factor of 1 or less returns the image.
    func downscaled(by factor: Int) -> RGBAImage {
        guard factor > 1, width > 0, height > 0 else { return self }
        let ow = (width + factor - 1) / factor, oh = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: ow * oh * 4)
        let w = width, h = height
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                // While loops, not ranges: range iterators cost more than the sums in debug builds
                // (tests and `swift run` downscale every docs frame).
                for oy in 0..<oh {
                    let y0 = oy * factor, y1 = min(h, y0 + factor)
                    for ox in 0..<ow {
                        let x0 = ox * factor, x1 = min(w, x0 + factor)
                        var sa = 0, sr = 0, sg = 0, sb = 0
                        var y = y0
                        while y < y1 {
                            var i = (y * w + x0) * 4
                            let end = (y * w + x1) * 4
                            while i < end {
                                let a = Int(src[i + 3])
                                sa += a
                                sr += Int(src[i]) * a; sg += Int(src[i + 1]) * a; sb += Int(src[i + 2]) * a
                                i += 4
                            }
                            y += 1
                        }
                        let n = (y1 - y0) * (x1 - x0)
                        let o = (oy * ow + ox) * 4
                        dst[o + 3] = UInt8((sa + n / 2) / n)
                        if sa > 0 {
                            dst[o] = UInt8((sr + sa / 2) / sa)
                            dst[o + 1] = UInt8((sg + sa / 2) / sa)
                            dst[o + 2] = UInt8((sb + sa / 2) / sa)
                        }
                    }
                }
            }
        }
        return RGBAImage(width: ow, height: oh, pixels: out)
    }

    /// Resamples to `toWidth` x `height` by exact area averaging: each output pixel averages the
    /// source area it covers, with fractional weights for partly covered source pixels. For
    /// non-integer ratios (a 1170-px frame to a 300-px thumbnail). Sizes below 1 give an empty image.
    func resized(toWidth newWidth: Int, height newHeight: Int) -> RGBAImage {
        guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
            return RGBAImage(width: max(0, newWidth), height: max(0, newHeight))
        }
        if newWidth == width && newHeight == height { return self }
        let cols = Self.areaWeights(from: width, to: newWidth)
        let rows = Self.areaWeights(from: height, to: newHeight)
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        let w = width
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for oy in 0..<newHeight {
                    for ox in 0..<newWidth {
                        var sa = 0.0, sr = 0.0, sg = 0.0, sb = 0.0, total = 0.0
                        for (y, wy) in rows[oy] {
                            for (x, wx) in cols[ox] {
                                let wt = wy * wx
                                let i = (y * w + x) * 4
                                let a = Double(src[i + 3]) * wt
                                sa += a
                                sr += Double(src[i]) * a; sg += Double(src[i + 1]) * a; sb += Double(src[i + 2]) * a
                                total += wt
                            }
                        }
                        let o = (oy * newWidth + ox) * 4
                        dst[o + 3] = UInt8(min(255, (sa / total).rounded()))
                        if sa > 0 {
                            dst[o] = UInt8(min(255, (sr / sa).rounded()))
                            dst[o + 1] = UInt8(min(255, (sg / sa).rounded()))
                            dst[o + 2] = UInt8(min(255, (sb / sa).rounded()))
                        }
                    }
                }
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: out)
    }

    /// For each output index, the source indices it covers and how much of each (in source pixels).
    private static func areaWeights(from n: Int, to m: Int) -> [[(Int, Double)]] {
        let ratio = Double(n) / Double(m)
        return (0..<m).map { o in
            let a = Double(o) * ratio, b = Double(o + 1) * ratio
            var list: [(Int, Double)] = []
            var s = Int(a.rounded(.down))
            while s < n && Double(s) < b {
                let wgt = min(b, Double(s + 1)) - max(a, Double(s))
                if wgt > 1e-12 { list.append((s, wgt)) }
                s += 1
            }
            if list.isEmpty { list.append((min(n - 1, Int(a)), 1)) }
            return list
        }
    }
}
