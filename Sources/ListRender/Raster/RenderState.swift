/// The state of one `render` call: the surface stack (canvas, then open layers), the clip stack,
/// and the item dispatch. Points become device pixels here, by `scale`.
struct RenderState {
    private let scale: Double
    private let text: TextPainter
    private let caches: FrameCaches
    /// The surface being drawn into, and the ones under it with each layer's opacity byte.
    private var current: Surface
    private var parents: [(surface: Surface, opacity: UInt32)] = []
    private var clips: ClipStack
    private var clip: DeviceClip { clips.clip }
    /// The clip's whole-pixel box inside the current surface, kept as the clip or the surface
    /// changes: worked out anew for every fill, note and touch, it was 2 % of `edit-mode`.
    private var clipBox: (x0: Int, y0: Int, x1: Int, y1: Int) = (0, 0, 0, 0)
    /// Where the canvas is known to hold one word, so text there can be copied pre-blended.
    private var flat: FlatRegions

    /// `reusing` is a frame buffer from an earlier frame: when it is the right size it is filled
    /// in place (its pages are already mapped), else a new one is made. The background goes only
    /// into `backgroundRuns` (the pixels no later cover overwrites, see `DeadStores`).
    init(width: Int, height: Int, background: Color, backgroundRuns: [LiveRun], scale: Double,
         text: TextPainter, caches: FrameCaches, reusing buffer: inout [UInt8]) {
        self.scale = scale
        self.text = text
        self.caches = caches
        current = Surface(originX: 0, originY: 0, width: width, height: height,
                          pixels: Canvas.filledPixels(width: width, height: height, fill: background,
                                                      runs: backgroundRuns, reusing: &buffer))
        clips = ClipStack(bounds: current.bounds)
        flat = FlatRegions(background: PremulColor(background).word)
        refreshClipBox()
    }

    /// One band of a frame drawn in bands (`FrameBands`): the canvas is rows `band` of a frame
    /// `width` wide, held in `pixels`, and every clip starts as those rows. A pixel's bytes depend
    /// only on the items over it, never on which rows are drawn, so bands drawn one after another
    /// make the frame a whole render makes.
    init(band: Range<Int>, width: Int, over pixels: UnsafeMutablePointer<UInt8>,
         background: Color, backgroundRuns: [LiveRun], scale: Double, text: TextPainter,
         caches: FrameCaches) {
        self.scale = scale
        self.text = text
        self.caches = caches
        let fill = PremulColor(background)
        LiveRun.store(fill.word, runs: backgroundRuns, rows: band, width: width, into: pixels)
        current = Surface(originY: band.lowerBound, width: width, height: band.count, over: pixels)
        clips = ClipStack(bounds: current.bounds)
        flat = FlatRegions(background: fill.word)
        refreshClipBox()
    }

    /// Item `i` of a frame, with what was worked out for the frame before drawing it: a fill's
    /// live runs (`DeadStores`), a layer's box (`LayerBounds`), a shadow's pixels a later fill
    /// stores over (`ShadowCovers`), a backdrop's blurred patch. The whole-frame render and
    /// every band draw their items through here, so both take the same steps.
    mutating func apply(_ item: DisplayItem, index i: Int, dead: DeadStores, layers: [Int: ItemExtent.Box],
                        shadowCovers: [Int: DeadStores.Box], backdrops: BackdropPatches) {
        if case let .fill(r, c) = item, let live = dead.liveRuns(ofItem: i) {
            applyFill(r, c, live: live)
        } else if case let .beginLayer(opacity) = item, let box = layers[i] {
            beginLayer(opacity: opacity, within: box)
        } else if case .shadow = item, let cover = shadowCovers[i] {
            applyShadow(item, skipping: cover)
        } else if case .backdropBlur = item {
            if let patch = backdrops.patch(at: i) { replace(with: patch) }
        } else {
            apply(item)
        }
    }

    /// A `.fill` drawn only where `live` says (the rest is overwritten later, see `DeadStores`).
    /// Each pixel is computed alone, so any subset of them comes out byte for byte the same.
    private mutating func applyFill(_ r: Rect, _ c: Color, live: [LiveRun]) {
        let (dr, pc) = (DeviceRect(r, scale: scale), PremulColor(c))
        let k = clipBox
        for run in LiveRun.overlapping(live, rows: k.y0..<max(k.y0, k.y1)) {
            for columns in run.columns {
                var limited = clip
                limited.y0 = max(limited.y0, Double(run.rows.lowerBound))
                limited.y1 = min(limited.y1, Double(run.rows.upperBound))
                limited.x0 = max(limited.x0, Double(columns.lowerBound))
                limited.x1 = min(limited.x1, Double(columns.upperBound))
                guard !limited.isEmpty else { continue }
                current.draw(clip: limited) { $0.fillRect(dr, color: pc) }
            }
        }
        noteFill(dr, pc)
    }

    private mutating func refreshClipBox() {
        let c = clip.intersection(current.bounds)
        clipBox = (c.ix0, c.iy0, c.ix1, c.iy1)
    }

    /// Records a canvas-level fill: the pixels it touches, and where an opaque one stores its word
    /// whatever lies under it (whole pixel rows and columns inside the rect, the clip on the grid).
    private mutating func noteFill(_ r: DeviceRect, _ c: PremulColor) {
        guard parents.isEmpty, r.isDrawable, c.a > 0 else { return }
        let k = clipBox
        flat.touched(x0: max(r.px0, k.x0), y0: max(r.py0, k.y0), x1: min(r.px1, k.x1), y1: min(r.py1, k.y1))
        guard c.isOpaque else { return }
        noteCovered(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, word: c.word)
    }

    /// Records that `word` was stored at every whole pixel inside [x0, x1) x [y0, y1) (device
    /// pixels, Doubles inside `DeviceRect.isDrawable`'s range), when the clip is on the grid.
    private mutating func noteCovered(x0: Double, y0: Double, x1: Double, y1: Double, word: UInt32) {
        let c0 = clip, k = clipBox
        guard parents.isEmpty, c0.isOnGrid else { return }
        flat.covered(x0: max(Int(x0.rounded(.up)), k.x0), y0: max(Int(y0.rounded(.up)), k.y0),
                     x1: min(Int(x1.rounded(.down)), k.x1), y1: min(Int(y1.rounded(.down)), k.y1), word: word)
    }

    /// An opaque rounded rect (a grouped list's card) stores its word, as a fill does, in the
    /// rows between its corner squares at the columns it spans completely: `fillRoundedRect` draws
    /// each of those rows as a `fillRect` row. Text on a card is then copied pre-blended, as text
    /// on a fill is. The corner rows are left out (their ends are anti-aliased).
    private mutating func noteRoundedCover(_ r: DeviceRect, radius: Double, _ c: PremulColor) {
        guard r.isDrawable, c.isOpaque else { return }
        let shape = RoundedShape(r, radius: radius.isFinite ? radius : 0)
        // `RoundedShape.isStraightRow`'s rows: y >= y0 + radius and y + 1 <= y1 - radius.
        noteCovered(x0: r.x0, y0: r.y0 + shape.radius, x1: r.x1, y1: r.y1 - shape.radius, word: c.word)
    }

    /// Records that a canvas-level item drew somewhere in `box` (device pixels, before clipping).
    private mutating func noteTouched(_ box: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        guard parents.isEmpty else { return }
        let k = clipBox
        flat.touched(x0: max(box.x0, k.x0), y0: max(box.y0, k.y0), x1: min(box.x1, k.x1), y1: min(box.y1, k.y1))
    }

    /// The whole-pixel box of `r` grown by `margin` pixels (what an item drawn in it may touch).
    static func box(_ r: DeviceRect, margin: Double = 1) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let limit = 1e8
        guard [r.x0, r.y0, r.x1, r.y1, margin].allSatisfy({ $0.isFinite && abs($0) < limit }) else {
            return (Int.min / 2, Int.min / 2, Int.max / 2, Int.max / 2)
        }
        return (Int((r.x0 - margin).rounded(.down)), Int((r.y0 - margin).rounded(.down)),
                Int((r.x1 + margin).rounded(.up)), Int((r.y1 + margin).rounded(.up)))
    }

    /// What a rounded rect stroked `lineWidth` px wide may touch.
    static func strokeBox(_ r: DeviceRect, lineWidth: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        box(r, margin: abs(lineWidth) + 1)
    }

    /// What `.hairline(x, y, width)` may touch at `scale` (one device row, by `hairline`'s rounding).
    static func hairlineBox(x: Double, y: Double, width: Double, scale s: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        box(DeviceRect(x0: min(x, x + width) * s, y0: y * s, x1: max(x, x + width) * s, y1: y * s), margin: 2)
    }

    /// What `fillCapsule(from: a, to: b, radius:)` may touch (device pixels): it visits the
    /// segment's box grown by the radius and a pixel; this is a pixel more either side, and not
    /// snapped to the grid as a `DeviceRect` is (the capsule's ends are not). Text after a capsule
    /// (an edit control's minus bar, a checkmark) is then copied pre-blended where it does not
    /// meet this box.
    static func capsuleBox(from a: Point, to b: Point, radius: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let ok = DeviceRect.inRange
        guard ok(a.x), ok(a.y), ok(b.x), ok(b.y), ok(radius) else { return everywhere }
        let m = abs(radius) + 2
        return (Int((min(a.x, b.x) - m).rounded(.down)), Int((min(a.y, b.y) - m).rounded(.down)),
                Int((max(a.x, b.x) + m).rounded(.up)), Int((max(a.y, b.y) + m).rounded(.up)))
    }

    /// What `PixelTarget.shadow` of `r` at blur `sigma` may touch: its mask's columns and rows,
    /// the rect's whole pixels grown by the blur's reach (at the sigma `shadow` clamps to), and
    /// a pixel to spare.
    static func shadowBox(_ r: DeviceRect, sigma: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        guard sigma.isFinite else { return everywhere }
        let k = ShadowBlur.reach(sigma: min(max(0, sigma), ShadowBlur.maxSigma))
        return box(r, margin: Double(k + 1))
    }

    /// Everything the clip allows (for items whose extent is not worked out here).
    private static let everywhere = (x0: Int.min / 2, y0: Int.min / 2, x1: Int.max / 2, y1: Int.max / 2)

    mutating func apply(_ item: DisplayItem) {
        let s = scale
        switch item {
        case let .fill(r, c):
            let (dr, pc) = (DeviceRect(r, scale: s), PremulColor(c))
            current.draw(clip: clip) { $0.fillRect(dr, color: pc) }
            noteFill(dr, pc)
        case let .roundedRect(r, radius, c):
            let (dr, pc) = (DeviceRect(r, scale: s), PremulColor(c))
            let edges = caches.roundedEdges
            current.draw(clip: clip) { $0.fillRoundedRect(dr, radius: radius * s, color: pc, edges: edges) }
            noteTouched(Self.box(dr))
            noteRoundedCover(dr, radius: radius * s, pc)
        case let .strokeRoundedRect(r, radius, lineWidth, c):
            let (dr, pc) = (DeviceRect(r, scale: s), PremulColor(c))
            // Kept (`StrokeRingMasks`) and blended per band; one too large for a mask is drawn as it goes.
            if pc.a > 0, let mask = caches.rings.mask(dr, radius: radius * s, lineWidth: lineWidth * s) {
                current.draw(clip: clip) { $0.blendMask(mask, color: pc) }
            } else {
                current.draw(clip: clip) { $0.strokeRoundedRect(dr, radius: radius * s, lineWidth: lineWidth * s, color: pc) }
            }
            noteTouched(Self.strokeBox(dr, lineWidth: lineWidth * s))
        case let .hairline(x, y, width, c):
            let pc = PremulColor(c)
            current.draw(clip: clip) { $0.hairline(x: x, y: y, width: width, scale: s, color: pc) }
            noteTouched(Self.hairlineBox(x: x, y: y, width: width, scale: s))
        case let .capsule(a, b, radius, c):
            let (pa, pb, pc) = (Point(x: a.x * s, y: a.y * s), Point(x: b.x * s, y: b.y * s), PremulColor(c))
            // Kept (`CapsuleMasks`) and blended per band; one too large for a mask is drawn as it goes.
            let masks = caches.capsules
            if pc.a > 0, let capsule = CapsuleCoverage(from: pa, to: pb, radius: radius * s) {
                if let mask = masks.mask(capsule) {
                    current.draw(clip: clip) { $0.blendMask(mask, color: pc) }
                } else {
                    current.draw(clip: clip) { $0.fillCapsule(capsule, color: pc) }
                }
            }
            noteTouched(Self.capsuleBox(from: pa, to: pb, radius: radius * s))
        case .shadow:
            applyShadow(item, skipping: nil)
        case let .fillPath(path, rule, c):
            // Flattened once for the frame's bands (`PathPolygons`). What the fill may touch is
            // its box; where it stored its opaque word whole (an iOS 26 card's inside), text is
            // still on a flat fill and is copied pre-blended.
            let (pc, entry, scratch) = (PremulColor(c), caches.paths.fill(path, scale: s), caches.coverage)
            let frame = caches.paths.frame
            var covers: [(x0: Int, x1: Int, y0: Int, y1: Int)] = []
            current.draw(clip: clip) {
                $0.fillKept(entry, frame: frame, rule: rule, color: pc, scratch: scratch) { covers.append(($0, $1, $2, $3)) }
            }
            if let box = entry.fill.box { noteTouched(box) }
            for b in covers {
                noteCovered(x0: Double(b.x0), y0: Double(b.y0), x1: Double(b.x1), y1: Double(b.y1), word: pc.word)
            }
        case let .strokePath(path, style, c):
            // The outline is kept for the frame's other bands (`PathPolygons`); only what its
            // fill visits is noted, so text beside a symbol is still on a flat fill.
            let (pc, half, outlines, scratch) = (PremulColor(c), style.lineWidth * s / 2, caches.paths, caches.coverage)
            guard half.isFinite, half > 0, half < 1e7 else { break }
            var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
            current.draw(clip: clip) {
                let outline = outlines.outline(path, scale: s, halfWidth: half, cap: style.cap)
                $0.fillKept(outline, frame: outlines.frame, rule: .nonZero, color: pc, scratch: scratch)
                box = outline.fill.box
            }
            if let box { noteTouched(box) }
        case let .image(image, r, radius):
            let dr = DeviceRect(r, scale: s)
            let (images, edges) = (caches.images, caches.roundedEdges)
            current.draw(clip: clip) { $0.drawImage(image, in: dr, radius: radius * s, images: images, edges: edges) }
            noteTouched(Self.box(dr))
        case let .text(run):
            let painter = text
            var touched: (x0: Int, y0: Int, x1: Int, y1: Int)?
            if parents.isEmpty {
                let regions = flat
                current.draw(clip: clip) { touched = painter.draw(run, scale: s, into: $0, flat: regions.word) }
            } else {
                current.draw(clip: clip) { painter.draw(run, scale: s, into: $0) }
            }
            if let t = touched { noteTouched(t) }
        case .backdropBlur:
            // Its pixels are made when the frame first meets it (`BackdropPatches`); the item loop, which
            // knows the item's index, puts them in with `replace(with:)`.
            break
        case let .pushClip(r):
            clips.push(DeviceRect(r, scale: s))
            refreshClipBox()
        case .popClip:
            clips.pop()
            refreshClipBox()
        case let .beginLayer(opacity):
            beginLayer(opacity: opacity)
        case .endLayer:
            endLayer()
        }
    }

    /// A `.shadow` left out at `dead`'s pixels, which a later fill of its layer stores over
    /// (`ShadowCovers`).
    private mutating func applyShadow(_ item: DisplayItem, skipping dead: DeadStores.Box?) {
        guard case let .shadow(r, cornerRadius, blur, offset, c, inside) = item else { return }
        let s = scale
        let dr = DeviceRect(r.offsetBy(dx: offset.x, dy: offset.y), scale: s)
        let pc = PremulColor(c)
        let masks = caches.shadows
        let bounds = inside.map { RoundedShape(DeviceRect($0.rect, scale: s), radius: $0.cornerRadius * s) }
        current.draw(clip: clip) {
            $0.shadow(dr, radius: cornerRadius * s, sigma: blur * s / 2, color: pc, masks: masks, inside: bounds,
                      skipping: dead)
        }
        noteTouched(Self.shadowBox(dr, sigma: blur * s / 2))
    }

    /// A backdrop's blurred pixels in place of the ones under it (inside the clip).
    private mutating func replace(with patch: BackdropPatch) {
        current.draw(clip: clip) { $0.replace(with: patch) }
        noteTouched((patch.x0, patch.y0, patch.x0 + patch.width, patch.y0 + patch.height))
    }

    /// Pushes a transparent layer covering the clip's whole pixels (inside the current surface),
    /// and no more than `box` when the layer's items are known to draw only there (`LayerBounds`).
    private mutating func beginLayer(opacity: Double, within box: ItemExtent.Box? = nil) {
        let c = clip.intersection(current.bounds)
        var (x0, y0, x1, y1) = (c.ix0, c.iy0, c.ix1, c.iy1)
        if let box { x0 = max(x0, box.x0); y0 = max(y0, box.y0); x1 = min(x1, box.x1); y1 = min(y1, box.y1) }
        let layer = c.isEmpty || x0 >= x1 || y0 >= y1
            ? Surface(originX: 0, originY: 0, width: 0, height: 0)
            : Surface(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0)
        let o = opacity.isFinite ? coverageByte(opacity) : 0
        parents.append((current, o))
        clips.beginLayer()
        current = layer
        refreshClipBox()
    }

    private mutating func endLayer() {
        guard let top = parents.popLast() else { return }
        let layer = current
        current = top.surface
        refreshClipBox()
        current.composite(layer, opacity: top.opacity)
        noteTouched((layer.originX, layer.originY, layer.originX + layer.width, layer.originY + layer.height))
        // Restore the clip the layer began with (dropping any pushes left open inside it).
        clips.endLayer()
        refreshClipBox()
    }

    /// Composites the layers still open (an unbalanced list); all a band needs at its end.
    mutating func closeLayers() {
        while !parents.isEmpty { endLayer() }
    }

    mutating func finish() -> Canvas {
        closeLayers()
        return Canvas(width: current.width, height: current.height, premultiplied: current.pixels)
    }
}
