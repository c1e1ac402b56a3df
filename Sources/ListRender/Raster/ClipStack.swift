/// The clip and layer nesting of a display list as `render` walks it: one implementation for
/// drawing (RenderState) and for looking ahead (DeadStores), so both see the same clip.
///
/// Unbalanced lists are tolerated: a `popClip` never pops the clip the innermost open layer
/// saved at its start, and `endLayer` restores that clip, dropping pushes left open inside.
struct ClipStack {
    private(set) var clip: DeviceClip
    private var saved: [DeviceClip] = []
    /// For each open layer, how many clips were saved when it began.
    private var layerDepths: [Int] = []

    init(bounds: DeviceClip) { clip = bounds }

    /// Layers open now (0: drawing goes onto the canvas).
    var layerDepth: Int { layerDepths.count }

    mutating func push(_ r: DeviceRect) {
        saved.append(clip)
        let finite = [r.x0, r.y0, r.x1, r.y1].allSatisfy { $0.isFinite }
        clip = finite ? clip.intersection(DeviceClip(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1))
                      : DeviceClip(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    mutating func pop() {
        if saved.count > (layerDepths.last.map { $0 + 1 } ?? 0), let c = saved.popLast() { clip = c }
    }

    /// A layer begins: the current clip is saved for its end.
    mutating func beginLayer() {
        layerDepths.append(saved.count)
        saved.append(clip)
    }

    /// The innermost layer ends; false when none is open (an extra `endLayer`, ignored).
    @discardableResult
    mutating func endLayer() -> Bool {
        guard let depth = layerDepths.popLast() else { return false }
        saved.removeLast(max(0, saved.count - depth - 1))
        if let c = saved.popLast() { clip = c }
        return true
    }
}
