/// A placed run blended in one colour over one flat background word, kept as the pixels that
/// differ from that background (spans per row). Source-over of a pixel depends only on the
/// pixel's old value and the coverage drawn over it, so over a flat background the result is
/// the same for every frame: copying these spans gives the bytes blending would.
struct PreblendedRun {
    struct Span {
        let x: Int32, count: Int32, offset: Int32
    }
    /// Spans of row `y - top` are `spans[rowStart[y - top] ..< rowStart[y - top + 1]]`.
    private let rowStart: [Int32]
    private let spans: [Span]
    private let pixels: [UInt32]
    private let top: Int

    /// Draws `run` in `color` over a scratch box filled with `background`, through the same
    /// glyph loop as direct drawing, and keeps what changed.
    init(_ run: PlacedRun, color: PremulColor, background: UInt32) {
        let w = run.x1 - run.x0, h = run.bottom - run.top
        top = run.top
        var scratch = [UInt32](repeating: background, count: w * h)
        scratch.withUnsafeMutableBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: w * h * 4) { base in
                let box = DeviceClip(x0: Double(run.x0), y0: Double(run.top), x1: Double(run.x1), y1: Double(run.bottom))
                let target = PixelTarget(base: base, originX: run.x0, originY: run.top, width: w, height: h, clip: box)
                TextPainter.drawGlyphs(run, baselineY: 0, color: color, into: target)
            }
        }
        var rowStart: [Int32] = [0], spans: [Span] = [], pixels: [UInt32] = []
        for y in 0..<h {
            var x = 0
            while x < w {
                guard scratch[y * w + x] != background else { x += 1; continue }
                let start = x
                while x < w && scratch[y * w + x] != background { x += 1 }
                spans.append(Span(x: Int32(run.x0 + start), count: Int32(x - start), offset: Int32(pixels.count)))
                pixels.append(contentsOf: scratch[(y * w + start)..<(y * w + x)])
            }
            rowStart.append(Int32(spans.count))
        }
        self.rowStart = rowStart; self.spans = spans; self.pixels = pixels
    }

    var byteCount: Int { pixels.count * 4 + spans.count * 12 + rowStart.count * 4 }

    /// Copies `n` words from `src` to `dst`. A glyph's span is a few pixels (a stem, an
    /// outline's edge): up to eight are two overlapping loads and stores, as `memcpy` does
    /// inside, without its call and size dispatch (half of a text-heavy frame's copying).
    @inline(__always)
    static func copyWords(from src: UnsafePointer<UInt32>, count n: Int, to dst: UnsafeMutableRawPointer) {
        let s = UnsafeRawPointer(src)
        if n >= 4 && n <= 8 {
            let head = s.loadUnaligned(as: SIMD4<UInt32>.self), tail = s.loadUnaligned(fromByteOffset: (n - 4) * 4, as: SIMD4<UInt32>.self)
            dst.storeBytes(of: head, as: SIMD4<UInt32>.self)
            dst.storeBytes(of: tail, toByteOffset: (n - 4) * 4, as: SIMD4<UInt32>.self)
        } else if n >= 2 && n < 4 {
            let head = s.loadUnaligned(as: UInt64.self), tail = s.loadUnaligned(fromByteOffset: (n - 2) * 4, as: UInt64.self)
            dst.storeBytes(of: head, as: UInt64.self)
            dst.storeBytes(of: tail, toByteOffset: (n - 2) * 4, as: UInt64.self)
        } else if n == 1 {
            dst.storeBytes(of: s.load(as: UInt32.self), as: UInt32.self)
        } else {
            dst.copyMemory(from: s, byteCount: n * 4)
        }
    }

    /// Copies the spans onto `target` with the baseline on row `baselineY`, inside the clip.
    /// The caller has checked that the clip is on the grid and the box is flat background.
    func copy(baselineY: Int, into target: PixelTarget) {
        let (y0, y1) = target.rows(baselineY + top, baselineY + top + rowStart.count - 1)
        guard y0 < y1 else { return }
        spans.withUnsafeBufferPointer { spans in
            pixels.withUnsafeBufferPointer { px in
                for y in y0..<y1 {
                    let row = y - baselineY - top
                    for s in spans[Int(rowStart[row])..<Int(rowStart[row + 1])] {
                        let (a, b) = target.columns(Int(s.x), Int(s.x) + Int(s.count))
                        guard a < b else { continue }
                        let src = px.baseAddress! + Int(s.offset) + (a - Int(s.x))
                        Self.copyWords(from: src, count: b - a, to: UnsafeMutableRawPointer(target.pointer(x: a, y: y)))
                    }
                }
            }
        }
    }
}
