/// A premultiplied pixel buffer placed on the canvas: the canvas itself, or a layer that covers
/// only the clip's whole-pixel bounds at `beginLayer`.
struct Surface {
    let originX: Int, originY: Int, width: Int, height: Int
    var pixels: [UInt8]
    /// A canvas whose pixels live elsewhere (a frame drawn in bands, `FrameBands`): used instead
    /// of `pixels`, which stays empty.
    private let external: UnsafeMutablePointer<UInt8>?

    init(originX: Int, originY: Int, width: Int, height: Int, pixels: [UInt8]? = nil) {
        self.originX = originX; self.originY = originY
        self.width = max(0, width); self.height = max(0, height)
        self.pixels = pixels ?? [UInt8](repeating: 0, count: self.width * self.height * 4)
        external = nil
    }

    /// Rows [originY, originY + height) of a canvas `width` wide, over `pixels`, which outlive it.
    init(originY: Int, width: Int, height: Int, over pixels: UnsafeMutablePointer<UInt8>) {
        originX = 0; self.originY = originY
        self.width = max(0, width); self.height = max(0, height)
        self.pixels = []
        external = pixels
    }

    /// Runs `body` with the first pixel's address (nil for an empty surface).
    private mutating func withBase<T>(_ body: (UnsafeMutablePointer<UInt8>?) -> T) -> T {
        if let external { return body(external) }
        return pixels.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }

    var bounds: DeviceClip {
        DeviceClip(x0: Double(originX), y0: Double(originY),
                   x1: Double(originX + width), y1: Double(originY + height))
    }

    /// Runs `body` with a target for this surface under `clip`; skipped when nothing is visible.
    mutating func draw(clip: DeviceClip, _ body: (PixelTarget) -> Void) {
        let c = clip.intersection(bounds)
        guard !c.isEmpty else { return }
        let (ox, oy, w, h) = (originX, originY, width, height)
        withBase { base in
            guard let base else { return }
            let t = PixelTarget(base: base, originX: ox, originY: oy, width: w, height: h, clip: c)
            if !t.isEmpty { body(t) }
        }
    }

    /// Composites `layer` (premultiplied) onto this surface at `opacity` (a byte), source-over.
    mutating func composite(_ layer: Surface, opacity: UInt32) {
        guard opacity > 0, layer.width > 0, layer.height > 0 else { return }
        let x0 = max(originX, layer.originX), x1 = min(originX + width, layer.originX + layer.width)
        let y0 = max(originY, layer.originY), y1 = min(originY + height, layer.originY + layer.height)
        guard x0 < x1, y0 < y1 else { return }
        let (ox, oy, w) = (originX, originY, width)
        withBase { d0 in
            layer.pixels.withUnsafeBufferPointer { src in
                guard let d0, let s0 = src.baseAddress else { return }
                let n = x1 - x0
                for y in y0..<y1 {
                    let d = UnsafeMutableRawPointer(d0 + ((y - oy) * w + (x0 - ox)) * 4)
                    let s = UnsafeRawPointer(s0 + ((y - layer.originY) * layer.width + (x0 - layer.originX)) * 4)
                    CompositeLanes.compositeRow(s, count: n, opacity: opacity, over: d)
                }
            }
        }
    }
}
