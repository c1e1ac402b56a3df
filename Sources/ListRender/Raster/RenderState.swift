/// The state of one `render` call: the surface stack (canvas, then open layers), the clip stack,
/// and the item dispatch. Points become device pixels here, by `scale`.
struct RenderState {
    private let scale: Double
    private let text: TextPainter
    /// The surface being drawn into, and the ones under it with each layer's opacity byte.
    private var current: Surface
    private var parents: [(surface: Surface, opacity: UInt32, clipDepth: Int)] = []
    private var clip: DeviceClip
    private var clips: [DeviceClip] = []

    /// `reusing` is a frame buffer from an earlier frame: when it is the right size it is filled
    /// in place (its pages are already mapped), else a new one is made.
    init(width: Int, height: Int, background: Color, scale: Double, text: TextPainter, reusing buffer: inout [UInt8]) {
        self.scale = scale
        self.text = text
        current = Surface(originX: 0, originY: 0, width: width, height: height,
                          pixels: Canvas.filledPixels(width: width, height: height, fill: background, reusing: &buffer))
        clip = current.bounds
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
        case let .text(run):
            let painter = text
            current.draw(clip: clip) { painter.draw(run, scale: s, into: $0) }
        case let .pushClip(r):
            clips.append(clip)
            let d = DeviceRect(r, scale: s)
            let finite = [d.x0, d.y0, d.x1, d.y1].allSatisfy { $0.isFinite }
            clip = finite ? clip.intersection(DeviceClip(x0: d.x0, y0: d.y0, x1: d.x1, y1: d.y1))
                          : DeviceClip(x0: 0, y0: 0, x1: 0, y1: 0)
        case .popClip:
            // Never pop the clip the innermost open layer saved at its start (an unbalanced pop).
            if clips.count > (parents.last.map { $0.clipDepth + 1 } ?? 0), let c = clips.popLast() { clip = c }
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
        parents.append((current, o, clips.count))
        clips.append(clip)
        current = layer
    }

    private mutating func endLayer() {
        guard let top = parents.popLast() else { return }
        let layer = current
        current = top.surface
        current.composite(layer, opacity: top.opacity)
        // Restore the clip the layer began with (dropping any pushes left open inside it).
        clips.removeLast(max(0, clips.count - top.clipDepth - 1))
        if let c = clips.popLast() { clip = c }
    }

    mutating func finish() -> Canvas {
        while !parents.isEmpty { endLayer() }
        return Canvas(width: current.width, height: current.height, premultiplied: current.pixels)
    }
}
