/// A path that comes back in a later frame bit for bit (a tab bar's or a toolbar's symbols, the
/// status bar's glyphs, every path of a still list) is filled from its coverage, kept as a mask
/// with its polygons (`PathPolygons.Entry`) and blended band by band (`blendMask`), instead of
/// its edges summed into cells again in every frame. A path seen for the first time (a symbol a
/// scroll moves by a fraction of a pixel each frame) is filled as before, so a moving list pays
/// nothing for the masks it would never use again. Only small paths are kept: a card's mask
/// would be a screenful of bytes.
///
/// The mask's bytes are the fill's: each row's coverage is worked out from the edges over that
/// row alone (`CoverageAccumulator`), in the columns the fill works in (the path's box cut to the
/// clip's, part of the key), with edge positions taken from the top of the row's strip; the mask
/// is all of the box's rows in the fill's strips (from the box's top, then at multiples of
/// `pathStripRows`), and is used only where the fill's strips are those: where the clip's top
/// does not cut the box off a strip's start (`PathCoverageMaskTests`).
struct PathMaskKey: Hashable {
    let rule: FillRule
    /// The columns [x0, x1) the coverage was worked out in.
    let x0: Int, x1: Int
}

extension PixelTarget {
    /// Masks are kept for boxes of at most this many pixels (a symbol at 3x is a few thousand).
    static var keptPathMaskPixels: Int { 1 << 15 }

    /// `fillPolygons` of `entry`'s polygons, from its kept coverage when the path was made in an
    /// earlier frame than `frame` (a mask is made and kept the first time), directly otherwise.
    /// `covered` hears of stores only when filled directly: a symbol has no text on it, and text
    /// on a fill it is not told of blends to the same bytes.
    func fillKept(_ entry: PathPolygons.Entry, frame: Int, rule: FillRule, color: PremulColor, scratch: CoverageScratch,
                  covered: (_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Void = { _, _, _, _ in }) {
        let fill = entry.fill
        guard entry.made < frame, color.a > 0, let box = fill.box else {
            return fillPolygons(fill, rule: rule, color: color, scratch: scratch, covered: covered)
        }
        let (cx0, cx1) = columns(box.x0, box.x1)
        guard cx0 < cx1 else { return }
        // The fill's first strip starts at the clip's top when that cuts the box: the mask's
        // strips are the fill's only when that top is where a strip would start anyway.
        let stripsAgree = cy0 <= box.y0 || cy0.isMultiple(of: Self.pathStripRows)
        guard stripsAgree, (cx1 - cx0) * (box.y1 - box.y0) <= Self.keptPathMaskPixels else {
            return fillPolygons(fill, rule: rule, color: color, scratch: scratch, covered: covered)
        }
        let key = PathMaskKey(rule: rule, x0: cx0, x1: cx1)
        let mask: CoverageMask
        if let kept = entry.masks[key] {
            mask = kept
        } else {
            mask = CoverageAccumulator.mask(of: fill, rule: rule, columns: cx0, cx1, scratch: scratch)
            entry.masks[key] = mask
        }
        blendMask(mask, color: color)
    }
}

extension CoverageAccumulator {
    /// The coverage bytes of `fill` under `rule` over all its box's rows, in columns [x0, x1),
    /// worked out in the strips a fill from the box's top works in (`PixelTarget.stripEnd`).
    static func mask(of fill: PolygonFill, rule: FillRule, columns x0: Int, _ x1: Int, scratch: CoverageScratch) -> CoverageMask {
        guard let box = fill.box, x0 < x1, box.y0 < box.y1 else {
            return CoverageMask(x0: x0, y0: 0, width: 0, height: 0, bytes: [])
        }
        let width = x1 - x0, height = box.y1 - box.y0
        var bytes = [UInt8](repeating: 0, count: width * height)
        var acc = CoverageAccumulator(x0: 0, y0: 0, width: 0, height: 0)
        swap(&acc, &scratch.accumulator)
        defer { swap(&acc, &scratch.accumulator) }
        var stripTop = box.y0
        bytes.withUnsafeMutableBufferPointer { out in
            while stripTop < box.y1 {
                let stripEnd = min(box.y1, PixelTarget.stripEnd(after: stripTop))
                acc.reset(x0: x0, y0: stripTop, width: width, height: stripEnd - stripTop)
                acc.addEdges(of: fill.polygons)
                for row in 0..<(stripEnd - stripTop) {
                    let line = out.baseAddress! + (stripTop - box.y0 + row) * width
                    acc.forEachRun(row, rule: rule, into: line) { start, count, constant in
                        if let k = constant, k != 0 { (line + start).update(repeating: k, count: count) }
                    }
                }
                stripTop = stripEnd
            }
        }
        return CoverageMask(x0: x0, y0: box.y0, width: width, height: height, bytes: bytes)
    }
}
