import Foundation

/// A labelled grid of a scenario's frames on one PNG: the scenario name and a one-line summary
/// at the top, then each selected frame downscaled by area averaging, with a 1-pt border and a
/// soft shadow, and "#36 · 0.60 s" under it, on iOS's grouped background (#F2F2F7).
///
/// The background, title, labels, borders and shadows are a `DisplayList` drawn by `Rasterizer`;
/// the thumbnails are blitted in afterwards at whole pixels. Everything is laid out in pixels
/// (the list is rendered at scale 1), so borders and thumbnails never straddle a pixel edge.
struct ContactSheet {
    /// Frames shown, in order.
    let frames: [Int]
    let columns: Int
    /// Pixels per point of the sheet (type sizes and spacing scale with it).
    let scale: Double
    /// Thumbnail size in pixels.
    let thumbWidth: Int, thumbHeight: Int

    static let background = Color(r: 0xF2, g: 0xF2, b: 0xF7)
    static let titleColor = Color(r: 0x1C, g: 0x1C, b: 0x1E)
    static let subtitleColor = Color(r: 0x6C, g: 0x6C, b: 0x70)
    static let labelColor = Color(r: 0x3A, g: 0x3A, b: 0x3C)
    static let border = Color(r: 0xC7, g: 0xC7, b: 0xCC)
    static let shadow = Color(r: 0, g: 0, b: 0, a: 0x1A)

    // Spacing in points.
    static let margin = 24.0, gap = 16.0, header = 64.0, labelHeight = 26.0
    /// Longest side of a thumbnail in points (half of a 390 x 844 pt phone is 195 x 422).
    static let maxThumbSide = 422.0

    /// Sheet for `scenario` showing `frames`; `pixelScale` is the sheet's pixels per point.
    init(scenario: Scenario, frames: [Int], columns: Int?, pixelScale: Double) {
        self.frames = frames
        let n = max(1, frames.count)
        if let c = columns {
            self.columns = max(1, min(c, n))
        } else {
            let rows = (n + 5) / 6
            self.columns = (n + rows - 1) / rows
        }
        scale = pixelScale
        let vw = scenario.viewport.width, vh = scenario.viewport.height
        let half = min(0.5, Self.maxThumbSide / max(vw, vh))
        thumbWidth = max(1, Int((vw * half * pixelScale).rounded()))
        thumbHeight = max(1, Int((vh * half * pixelScale).rounded()))
    }

    /// Frames a sheet shows by default: the scenario's `output.frames` when it lists indices,
    /// else every `every`-th frame, else every k-th with k chosen so there are at most 12, and
    /// (when fps is a whole multiple of 10) a multiple of a tenth of a second, so the labels read
    /// 0.30 s, 0.60 s ... rather than 0.28 s, 0.57 s.
    static func defaultFrames(_ scenario: Scenario, every: Int?) -> [Int] {
        let count = scenario.frameCount
        if every == nil, case .indices(let list) = scenario.output.frames {
            let picked = Array(Set(list.filter { $0 >= 0 && $0 < count })).sorted()
            if !picked.isEmpty { return picked }
        }
        let tenth = scenario.fps == scenario.fps.rounded() && Int(scenario.fps) % 10 == 0 ? max(1, Int(scenario.fps) / 10) : 1
        let k = every ?? max(1, ((count - 1 + 10) / 11 + tenth - 1) / tenth * tenth)
        return Array(Swift.stride(from: 0, to: count, by: max(1, k)))
    }

    private func px(_ pt: Double) -> Int { Int((pt * scale).rounded()) }

    var rows: Int { (frames.count + columns - 1) / columns }
    var cellWidth: Int { thumbWidth }
    var cellHeight: Int { thumbHeight + px(Self.labelHeight) }
    var width: Int { 2 * px(Self.margin) + columns * cellWidth + (columns - 1) * px(Self.gap) }
    var height: Int { px(Self.margin) + px(Self.header) + rows * cellHeight + (rows - 1) * px(Self.gap) + px(Self.margin) }

    /// Top-left pixel of the thumbnail at position `i`.
    func origin(_ i: Int) -> (x: Int, y: Int) {
        let col = i % columns, row = i / columns
        return (px(Self.margin) + col * (cellWidth + px(Self.gap)),
                px(Self.margin) + px(Self.header) + row * (cellHeight + px(Self.gap)))
    }

    /// "#36 · 0.60 s"
    static func label(frame: Int, scenario: Scenario) -> String {
        "#\(frame) · " + String(format: "%.2f s", scenario.time(ofFrame: frame))
    }

    /// "6.50 s at 60 fps · 390 × 844 pt · 11 of 391 frames"
    static func summary(_ scenario: Scenario, shown: Int) -> String {
        let fps = scenario.fps == scenario.fps.rounded() ? String(Int(scenario.fps)) : String(format: "%.2f", scenario.fps)
        func pt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
        return String(format: "%.2f s", scenario.duration) + " at \(fps) fps · \(pt(scenario.viewport.width)) × \(pt(scenario.viewport.height)) pt · \(shown) of \(scenario.frameCount) frames"
    }

    /// Background, title and labels, with a border and shadow where each thumbnail goes.
    func displayList(scenario: Scenario) -> DisplayList {
        let s = scale, w = Double(width)
        var items: [DisplayItem] = []
        let m = Double(px(Self.margin))
        items.append(.text(TextRun(string: scenario.name, weight: .semibold, size: 22 * s, color: Self.titleColor,
                                   box: Rect(x: m, y: m, width: w - 2 * m, height: 28 * s), baseline: m + 24 * s)))
        items.append(.text(TextRun(string: Self.summary(scenario, shown: frames.count), weight: .regular, size: 13 * s,
                                   color: Self.subtitleColor, box: Rect(x: m, y: m + 30 * s, width: w - 2 * m, height: 18 * s),
                                   baseline: m + 46 * s)))
        for (i, frame) in frames.enumerated() {
            let o = origin(i)
            let r = Rect(x: Double(o.x), y: Double(o.y), width: Double(thumbWidth), height: Double(thumbHeight))
            items.append(.shadow(r, cornerRadius: 0, blur: 6 * s, offset: Point(x: 0, y: 2 * s), Self.shadow))
            let b = Double(max(1, px(1)))
            items.append(.fill(r.insetBy(dx: -b, dy: -b), Self.border))
            items.append(.text(TextRun(string: Self.label(frame: frame, scenario: scenario), weight: .regular, size: 12 * s,
                                       color: Self.labelColor,
                                       box: Rect(x: r.x, y: r.maxY, width: r.width, height: Self.labelHeight * s),
                                       baseline: r.maxY + 19 * s, alignment: .center)))
        }
        return DisplayList(size: Size(width: w, height: Double(height)), background: Self.background, items: items)
    }

    /// The finished sheet: `thumbnails[i]` (thumbWidth x thumbHeight) goes to position i.
    func render(scenario: Scenario, thumbnails: [RGBAImage], with rasterizer: Rasterizer) -> RGBAImage {
        var canvas = rasterizer.render(displayList(scenario: scenario), scale: 1)
        for (i, thumb) in thumbnails.enumerated() {
            let o = origin(i)
            canvas.blit(thumb, x: o.x, y: o.y)
        }
        return canvas.toImage()
    }
}
