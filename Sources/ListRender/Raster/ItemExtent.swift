/// The whole device pixels a display item may draw in, over-estimated: what bands skip items
/// by (`FrameBands`) and what a layer needs to hold (`LayerBounds`).
enum ItemExtent {
    typealias Box = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// All columns, for items whose rows are known but not their columns (text).
    static let allColumns = (lo: Int.min / 2, hi: Int.max / 2)

    /// The box `item` may draw in; nil for clips and layers (they shape what is drawn, drawing
    /// nothing themselves) and for items whose extent cannot be worked out (a path with no
    /// points). Text that draws nothing has an empty box. A path's extent is its control points'
    /// box, which holds its curves.
    static func box(of item: DisplayItem, scale s: Double, text: TextPainter) -> Box? {
        switch item {
        case let .fill(r, _), let .roundedRect(r, _, _), let .image(_, r, _):
            return RenderState.box(DeviceRect(r, scale: s))
        case let .strokeRoundedRect(r, _, lineWidth, _):
            return RenderState.strokeBox(DeviceRect(r, scale: s), lineWidth: lineWidth * s)
        case let .hairline(x, y, width, _):
            return RenderState.hairlineBox(x: x, y: y, width: width, scale: s)
        case let .shadow(r, _, blur, offset, _, _):
            // The blur reaches `ShadowBlur.reach` pixels past the shape (sigma clamped as `shadow` does).
            let sigma = min(max(0, blur * s / 2), ShadowBlur.maxSigma)
            guard sigma.isFinite else { return nil }
            return RenderState.box(DeviceRect(r.offsetBy(dx: offset.x, dy: offset.y), scale: s),
                                   margin: Double(ShadowBlur.reach(sigma: sigma)) + 2)
        case let .backdropBlur(r, _):
            // It replaces its rect's pixels only (what it reads outside them is drawn apart, `BackdropPatches`).
            return BackdropBlur.pixelBox(r, scale: s) ?? (0, 0, 0, 0)
        case let .text(run):
            guard let rows = text.rows(run, scale: s) else { return (0, 0, 0, 0) }
            return (allColumns.lo, rows.lowerBound, allColumns.hi, rows.upperBound)
        case let .capsule(a, b, radius, _):
            // Its round ends reach `radius` past both points (fillCapsule's own box, plus a pixel).
            let r = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            return RenderState.box(DeviceRect(r, scale: s), margin: abs(radius * s) + 2)
        case let .fillPath(path, _, _):
            return path.controlBounds.map { RenderState.box(DeviceRect($0, scale: s), margin: 2) }
        case let .strokePath(path, style, _):
            // Round joins and caps reach half the width past the path, square caps √2 of that: a
            // whole width covers both.
            return path.controlBounds.map { RenderState.box(DeviceRect($0, scale: s), margin: abs(style.lineWidth * s) + 2) }
        case .pushClip, .popClip, .beginLayer, .endLayer:
            return nil
        }
    }
}

/// For each `beginLayer` of a display list whose items all have a known extent, the box they may
/// draw in. A layer covers the clip's whole pixels; a chevron's layer (a translucent stroke drawn
/// opaque, then faded) under a list's clip was a list-sized buffer filled, drawn into and
/// composited for two capsules, in every band. Bounded by its items' box, the layer holds only
/// what they draw: outside it the layer stays transparent, which compositing leaves alone, so
/// the frame's bytes are the same.
struct LayerBounds {
    /// Each bounded layer's box, by the index of its `beginLayer`.
    let boxes: [Int: ItemExtent.Box]
    /// At a bounded layer's `beginLayer`, the index of its `endLayer`; -1 at every other item.
    let ends: [Int]

    /// `items`: a list's items from its first (a slice from index 0: offsets are item indices).
    init(_ items: ArraySlice<DisplayItem>, scale s: Double, text: TextPainter) {
        var boxes: [Int: ItemExtent.Box] = [:]
        var ends = [Int](repeating: -1, count: items.count)
        /// Open layers: where each began, the union of its items so far, and whether all were known.
        var open: [(start: Int, box: ItemExtent.Box?, known: Bool)] = []
        for (i, item) in items.enumerated() {
            switch item {
            case .beginLayer:
                open.append((i, nil, true))
            case .endLayer:
                guard let layer = open.popLast() else { continue }
                if layer.known { boxes[layer.start] = layer.box ?? (0, 0, 0, 0); ends[layer.start] = i }
                // What the inner layer drew is drawn into the one around it.
                if !open.isEmpty { Self.absorb(layer.known ? layer.box : nil, known: layer.known, into: &open[open.count - 1]) }
            case .pushClip, .popClip:
                continue
            default:
                guard !open.isEmpty else { continue }
                let b = ItemExtent.box(of: item, scale: s, text: text)
                Self.absorb(b, known: b != nil, into: &open[open.count - 1])
            }
        }
        self.boxes = boxes; self.ends = ends
    }

    private static func absorb(_ b: ItemExtent.Box?, known: Bool, into layer: inout (start: Int, box: ItemExtent.Box?, known: Bool)) {
        guard known else { layer.known = false; return }
        guard let b, b.x0 < b.x1, b.y0 < b.y1 else { return }
        guard let u = layer.box else { layer.box = b; return }
        layer.box = (min(u.x0, b.x0), min(u.y0, b.y0), max(u.x1, b.x1), max(u.y1, b.y1))
    }
}
