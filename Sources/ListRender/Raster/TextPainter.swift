/// Draws a `TextRun`: truncate to the box, align, place glyphs at subpixel pen positions on a
/// baseline snapped to whole device pixels, blend coverage x colour (source-over).
struct TextPainter {
    let measurer: TextMeasurer
    let glyphs: GlyphCache
    let runs: PlacedRunCache

    /// Draws `run`; `flat` answers, for a box of device pixels inside the target's clip, the one
    /// word every pixel there holds, if it is known (then the run is copied pre-blended). Returns
    /// the box it may have touched (nil: nothing).
    @discardableResult
    func draw(_ run: TextRun, scale: Double, into target: PixelTarget,
              flat: ((_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> UInt32?)? = nil) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let (placed, baselineY) = placed(run, scale: scale) else { return nil }
        let (y0, y1) = target.rows(baselineY + placed.top, baselineY + placed.bottom)
        let (x0, x1) = target.columns(placed.x0, placed.x1)
        guard y0 < y1, x0 < x1 else { return nil }
        let color = PremulColor(run.color)
        if target.clipAligned, let background = flat?(x0, y0, x1, y1) {
            let pair = UInt64(color.word) << 32 | UInt64(background)
            if let pre = placed.preblended[pair] {
                pre.copy(baselineY: baselineY, into: target)
                return (x0, y0, x1, y1)
            }
            // Pre-blend a pair only on its second use: a run drawn once costs no more than before.
            if placed.seen.contains(pair) {
                let pre = PreblendedRun(placed, color: color, background: background)
                placed.preblended[pair] = pre
                runs.added(pre)
                pre.copy(baselineY: baselineY, into: target)
                return (x0, y0, x1, y1)
            }
            placed.seen.insert(pair)
        }
        TextPainter.drawGlyphs(placed, baselineY: baselineY, color: color, into: target)
        return (x0, y0, x1, y1)
    }

    /// The rows `draw` may touch (nil: none).
    func rows(_ run: TextRun, scale: Double) -> Range<Int>? {
        guard let (placed, baselineY) = placed(run, scale: scale) else { return nil }
        return (baselineY + placed.top)..<(baselineY + placed.bottom)
    }

    /// The run placed (cached by `PlacedRun.Key`) and its baseline row; nil when nothing is drawn.
    private func placed(_ run: TextRun, scale: Double) -> (PlacedRun, baselineY: Int)? {
        guard run.size.isFinite, run.size > 0, scale.isFinite, scale > 0, run.color.a > 0,
              [run.box.x, run.box.width, run.baseline].allSatisfy({ $0.isFinite && abs($0) < 1e7 })
        else { return nil }
        let key = PlacedRun.Key(string: run.string, weight: run.weight, size: run.size, boxMinX: run.box.minX,
                                boxMaxX: run.box.maxX, boxWidth: run.box.width, alignment: run.alignment,
                                truncation: run.truncation, scale: scale)
        let placed = runs.run(key) { place(run, scale: scale) }
        guard !placed.isEmpty else { return nil }
        return (placed, Int((run.baseline * scale).rounded()))
    }

    /// Truncation, alignment and the glyphs' whole-pixel positions and subpixel phases.
    private func place(_ run: TextRun, scale: Double) -> PlacedRun {
        let size = run.size
        let text = run.truncation == .middle
            ? measurer.truncatedInTheMiddle(run.string, weight: run.weight, size: size, maxWidth: run.box.width)
            : measurer.truncated(run.string, weight: run.weight, size: size, maxWidth: run.box.width)
        guard !text.isEmpty else { return PlacedRun(glyphs: []) }
        let m = measurer.metrics(run.weight)
        let line = measurer.line(text, weight: run.weight, size: size)
        let width = Double(line.advance) * size * m.sizeScale / Double(m.unitsPerEm)
        let x: Double
        switch run.alignment {
        case .left: x = run.box.minX
        case .center: x = run.box.minX + (run.box.width - width) / 2
        case .right: x = run.box.maxX - width
        }
        // The face's own drawing size (the bundled Inter's is SF Pro's cap height, FaceMetrics).
        let pixelSize = size * scale * m.sizeScale
        let size64 = Int((pixelSize * 64).rounded())
        guard size64 > 0, size64 < 64 * 4096 else { return PlacedRun(glyphs: []) }
        // Pen positions scale from font units by the size FreeType actually renders at.
        let unitsToPx = Double(size64) / 64 / Double(m.unitsPerEm)
        let startX = (x * scale).gridSnapped
        let phases = GlyphCache.phases
        var out: [PlacedRun.Glyph] = []
        for g in line.glyphs {
            let penX = startX + Double(g.x) * unitsToPx
            var ix = Int(penX.rounded(.down))
            var phase = Int(((penX - Double(ix)) * Double(phases)).rounded())
            if phase == phases { phase = 0; ix += 1 }
            let bm = glyphs.bitmap(.init(face: g.face, size64: size64, glyph: g.glyph, phase: UInt8(phase)))
            guard bm.width > 0 else { continue }
            out.append(PlacedRun.Glyph(bitmap: bm, x: ix + bm.left, top: -bm.top))
        }
        return PlacedRun(glyphs: out)
    }

    /// Blends the glyphs in order, each row clipped to the target (the direct path, and the one
    /// pre-blending runs over a scratch background).
    static func drawGlyphs(_ run: PlacedRun, baselineY: Int, color: PremulColor, into target: PixelTarget) {
        for g in run.glyphs {
            let bm = g.bitmap
            let gx = g.x, gy = baselineY + g.top
            let (y0, y1) = target.rows(gy, gy + bm.rows)
            guard y0 < y1 else { continue }
            if let pixels = bm.color {
                // A colour glyph keeps its own colours (the run's colour does not tint it).
                for y in y0..<y1 {
                    for x in 0..<bm.width {
                        let i = ((y - gy) * bm.width + x) * 4
                        guard pixels[i + 3] > 0 else { continue }
                        target.blendPixel(x: gx + x, y: y, coverage: 255, color: PremulColor(
                            r: UInt32(pixels[i]), g: UInt32(pixels[i + 1]), b: UInt32(pixels[i + 2]), a: UInt32(pixels[i + 3])))
                    }
                }
                continue
            }
            bm.coverage.withUnsafeBufferPointer { cov in
                guard let base = cov.baseAddress else { return }
                for y in y0..<y1 {
                    target.blendRow(y: y, x0: gx, coverage: base + (y - gy) * bm.width, count: bm.width, color: color)
                }
            }
        }
    }
}
