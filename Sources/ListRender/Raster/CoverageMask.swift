/// A shape's coverage bytes over its box, worked out once and kept across a frame's bands and
/// into the next frame (`CapsuleMasks`, `StrokeRingMasks`), and blended band by band
/// (`blendMask`).
struct CoverageMask {
    let x0: Int, y0: Int, width: Int, height: Int
    /// Row by row, `width` bytes a row.
    let bytes: [UInt8]
    /// Each row's run of bytes 255 when its 255s are one run (a capsule is convex; a thick ring's
    /// top and bottom rows), stored as a span (a switch's track is mostly that run); empty
    /// otherwise.
    let full: [Range<Int>]

    /// The mask of `bytes`, the box from (x0, y0), `width` x `height`, row by row.
    init(x0: Int, y0: Int, width: Int, height: Int, bytes: [UInt8]) {
        self.x0 = x0; self.y0 = y0; self.width = width; self.height = height; self.bytes = bytes
        full = (0..<height).map { y -> Range<Int> in
            let row = bytes[(y * width)..<((y + 1) * width)]
            guard let first = row.firstIndex(of: 255), let last = row.lastIndex(of: 255),
                  row[first...last].allSatisfy({ $0 == 255 }) else { return x0..<x0 }
            return (x0 + first - y * width)..<(x0 + last + 1 - y * width)
        }
    }
}

extension PixelTarget {
    /// A kept mask blended at its bytes, the rows inside the clip: each row's run of bytes 255 as
    /// a span, the bytes either side of it as a glyph's row.
    func blendMask(_ mask: CoverageMask, color: PremulColor) {
        let (y0, y1) = rows(mask.y0, mask.y0 + mask.height)
        guard y0 < y1 else { return }
        mask.bytes.withUnsafeBufferPointer { bytes in
            for y in y0..<y1 {
                let row = bytes.baseAddress! + (y - mask.y0) * mask.width, full = mask.full[y - mask.y0]
                if full.isEmpty {
                    blendRow(y: y, x0: mask.x0, coverage: row, count: mask.width, color: color)
                    continue
                }
                blendRow(y: y, x0: mask.x0, coverage: row, count: full.lowerBound - mask.x0, color: color)
                fillSpan(y: y, x0: full.lowerBound, x1: full.upperBound, coverage: 255, color: color)
                blendRow(y: y, x0: full.upperBound, coverage: row + (full.upperBound - mask.x0),
                         count: mask.x0 + mask.width - full.upperBound, color: color)
            }
        }
    }
}
