/// Pixels of a shadow drawn inside a layer that a later opaque `.fill` of the same layer
/// overwrites: a lifted row's shadow is drawn, then the row's opaque background over it, so
/// without this four fifths of the shadow's blending lands where the row stores its colour.
///
/// A layer's pixels are read only when it is composited (at its `endLayer`); until then every
/// item drawn into it works pixel by pixel (blends, nested layers' composites, stores). So a
/// shadow pixel that an opaque fill of the same layer stores over before the layer ends changes
/// no byte. A shadow met before a `.backdropBlur` gets no cover (caution only: a backdrop's blur
/// is drawn from the items before it, whose covers are looked for among those alone).
///
/// A cover is an opaque `.fill`'s interior pixels (rows and columns it spans completely, where
/// `fillRect` stores its word) under a clip on the pixel grid, as `DeadStores`' are; the canvas
/// (outside every layer) is left to `DeadStores`, whose covers a shadow is not.
enum ShadowCovers {
    /// For each `.shadow` item (by index in `items`, a slice from index 0) that has one, the
    /// largest box of whole pixels a later fill of its layer stores over.
    static func of(_ items: ArraySlice<DisplayItem>, scale: Double) -> [Int: DeadStores.Box] {
        var out: [Int: DeadStores.Box] = [:]
        var clips = ClipStack(bounds: DeviceClip(x0: -1e9, y0: -1e9, x1: 1e9, y1: 1e9))
        // The open layers (innermost last, each a number of its own) and the shadows waiting for
        // a cover, with the layer each was drawn into.
        var layers: [Int] = [], begun = 0
        var waiting: [(index: Int, layer: Int)] = []
        for (i, item) in items.enumerated() {
            switch item {
            case .shadow:
                if let layer = layers.last { waiting.append((i, layer)) }
            case let .fill(r, c):
                guard let layer = layers.last, c.a == 255, let cover = Self.cover(r, scale: scale, clip: clips.clip)
                else { continue }
                for w in waiting where w.layer == layer {
                    let old = out[w.index].map { ($0.x1 - $0.x0) * ($0.y1 - $0.y0) } ?? 0
                    if (cover.x1 - cover.x0) * (cover.y1 - cover.y0) > old { out[w.index] = cover }
                }
            case .backdropBlur: waiting = []
            case let .pushClip(r): clips.push(DeviceRect(r, scale: scale))
            case .popClip: clips.pop()
            case .beginLayer:
                clips.beginLayer(); begun += 1; layers.append(begun)
            case .endLayer:
                if clips.endLayer(), let layer = layers.popLast() { waiting.removeAll { $0.layer == layer } }
            default: continue
            }
        }
        return out
    }

    /// The pixels an opaque fill of `r` stores its word at under `clip`; nil when none or the clip
    /// is off the grid (its edge pixels blend).
    private static func cover(_ r: Rect, scale: Double, clip k: DeviceClip) -> DeadStores.Box? {
        let d = DeviceRect(r, scale: scale)
        guard d.isDrawable, !k.isEmpty, k.isOnGrid else { return nil }
        return DeadStores.Box.interior(of: d, within: (k.ix0, k.iy0, k.ix1, k.iy1))
    }
}
