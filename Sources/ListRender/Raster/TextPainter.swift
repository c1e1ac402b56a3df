/// Draws a `TextRun`: truncate to the box, align, place glyphs at subpixel pen positions on a
/// baseline snapped to whole device pixels, blend coverage x colour (source-over).
struct TextPainter {
    let measurer: TextMeasurer
    let glyphs: GlyphCache

    func draw(_ run: TextRun, scale: Double, into target: PixelTarget) {
        let size = run.size
        guard size.isFinite, size > 0, scale.isFinite, scale > 0, run.color.a > 0,
              [run.box.x, run.box.width, run.baseline].allSatisfy({ $0.isFinite && abs($0) < 1e7 })
        else { return }
        let text = measurer.truncated(run.string, weight: run.weight, size: size, maxWidth: run.box.width)
        guard !text.isEmpty else { return }
        let m = measurer.metrics(run.weight)
        let line = measurer.line(text, weight: run.weight)
        let width = Double(line.advance) * size / Double(m.unitsPerEm)
        let x: Double
        switch run.alignment {
        case .left: x = run.box.minX
        case .center: x = run.box.minX + (run.box.width - width) / 2
        case .right: x = run.box.maxX - width
        }
        let pixelSize = size * scale
        let size64 = Int((pixelSize * 64).rounded())
        guard size64 > 0, size64 < 64 * 4096 else { return }
        // Pen positions scale from font units by the size FreeType actually renders at.
        let unitsToPx = Double(size64) / 64 / Double(m.unitsPerEm)
        let startX = (x * scale).gridSnapped
        let baselineY = Int((run.baseline * scale).rounded())
        let color = PremulColor(run.color)
        let phases = GlyphCache.phases
        var memo = CoverageBlendMemo()

        for g in line.glyphs {
            let penX = startX + Double(g.x) * unitsToPx
            var ix = Int(penX.rounded(.down))
            var phase = Int(((penX - Double(ix)) * Double(phases)).rounded())
            if phase == phases { phase = 0; ix += 1 }
            let bm = glyphs.bitmap(.init(face: g.face, size64: size64, glyph: g.glyph, phase: UInt8(phase)))
            guard bm.width > 0 else { continue }
            let gx = ix + bm.left, gy = baselineY - bm.top
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
                    target.blendRow(y: y, x0: gx, coverage: base + (y - gy) * bm.width, count: bm.width, color: color, memo: &memo)
                }
            }
        }
    }
}
