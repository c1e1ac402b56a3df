/// The state of one `render` call: the surface stack (canvas, then open layers), the clip stack,
/// and the item dispatch. Points become device pixels here, by `scale`.
struct RenderState {
    private let scale: Double
    private let text: TextPainter
    /// The surface being drawn into, and the ones under it with each layer's opacity byte.
    private var current: Surface
    private var parents: [(surface: Surface, opacity: UInt32)] = []
    private var clips: ClipStack
    private var clip: DeviceClip { clips.clip }

    /// `reusing` is a frame buffer from an earlier frame: when it is the right size it is filled
    /// in place (its pages are already mapped), else a new one is made. The background goes only
    /// into `backgroundRows` (the rows no later fill overwrites, see `DeadStores`).
    init(width: Int, height: Int, background: Color, backgroundRows: [Range<Int>], scale: Double,
         text: TextPainter, reusing buffer: inout [UInt8]) {
        self.scale = scale
        self.text = text
        current = Surface(originX: 0, originY: 0, width: width, height: height,
                          pixels: Canvas.filledPixels(width: width, height: height, fill: background,
                                                      rows: backgroundRows, reusing: &buffer))
        clips = ClipStack(bounds: current.bounds)
    }

    /// A `.fill` drawn only in rows `live` (the others are overwritten later, see `DeadStores`).
    /// Its rows are computed one by one, so any subset of them comes out byte for byte the same.
    mutating func applyFill(_ r: Rect, _ c: Color, liveRows live: [Range<Int>]) {
        let (dr, pc) = (DeviceRect(r, scale: scale), PremulColor(c))
        for rows in live {
            var limited = clip
            limited.y0 = max(limited.y0, Double(rows.lowerBound))
            limited.y1 = min(limited.y1, Double(rows.upperBound))
            guard !limited.isEmpty else { continue }
            current.draw(clip: limited) { $0.fillRect(dr, color: pc) }
        }
    }

    mutating func apply(_ item: DisplayItem) {
        let s = scale
        switch item {
        case let .fill(r, c):
            let (dr, pc) = (DeviceRect(r, scale: s), PremulColor(c))
            current.draw(clip: clip) { $0.fillRect(dr, color: pc) }
        case let .roundedRect(r, radius, c):
            let (dr, pc) = (DeviceRect(r, scale: s), PremulColor(c))
            current.draw(clip: clip) { $0.fillRoundedRect(dr, radius: radius * s, color: pc) }
        case let .strokeRoundedRect(r, radius, lineWidth, c):
            let (dr, pc) = (DeviceRect(r, scale: s), PremulColor(c))
            current.draw(clip: clip) { $0.strokeRoundedRect(dr, radius: radius * s, lineWidth: lineWidth * s, color: pc) }
        case let .hairline(x, y, width, c):
            let pc = PremulColor(c)
            current.draw(clip: clip) { $0.hairline(x: x, y: y, width: width, scale: s, color: pc) }
        case let .capsule(a, b, radius, c):
            let (pa, pb, pc) = (Point(x: a.x * s, y: a.y * s), Point(x: b.x * s, y: b.y * s), PremulColor(c))
            current.draw(clip: clip) { $0.fillCapsule(from: pa, to: pb, radius: radius * s, color: pc) }
        case let .shadow(r, cornerRadius, blur, offset, c):
            let dr = DeviceRect(r.offsetBy(dx: offset.x, dy: offset.y), scale: s)
            let pc = PremulColor(c)
            current.draw(clip: clip) { $0.shadow(dr, radius: cornerRadius * s, sigma: blur * s / 2, color: pc) }
        case let .fillPath(path, rule, c):
            let pc = PremulColor(c)
            current.draw(clip: clip) { $0.fillPath(path, rule: rule, scale: s, color: pc) }
        case let .strokePath(path, style, c):
            let pc = PremulColor(c)
            current.draw(clip: clip) { $0.strokePath(path, style: style, scale: s, color: pc) }
        case let .image(image, r, radius):
            let dr = DeviceRect(r, scale: s)
            current.draw(clip: clip) { $0.drawImage(image, in: dr, radius: radius * s) }
        case let .text(run):
            let painter = text
            current.draw(clip: clip) { painter.draw(run, scale: s, into: $0) }
        case let .pushClip(r):
            clips.push(DeviceRect(r, scale: s))
        case .popClip:
            clips.pop()
        case let .beginLayer(opacity):
            beginLayer(opacity: opacity)
        case .endLayer:
            endLayer()
        }
    }

    /// Pushes a transparent layer covering the clip's whole pixels (inside the current surface).
    private mutating func beginLayer(opacity: Double) {
        let c = clip.intersection(current.bounds)
        let layer = c.isEmpty
            ? Surface(originX: 0, originY: 0, width: 0, height: 0)
            : Surface(originX: c.ix0, originY: c.iy0, width: c.ix1 - c.ix0, height: c.iy1 - c.iy0)
        let o = opacity.isFinite ? coverageByte(opacity) : 0
        parents.append((current, o))
        clips.beginLayer()
        current = layer
    }

    private mutating func endLayer() {
        guard let top = parents.popLast() else { return }
        let layer = current
        current = top.surface
        current.composite(layer, opacity: top.opacity)
        // Restore the clip the layer began with (dropping any pushes left open inside it).
        clips.endLayer()
    }

    mutating func finish() -> Canvas {
        while !parents.isEmpty { endLayer() }
        return Canvas(width: current.width, height: current.height, premultiplied: current.pixels)
    }
}
