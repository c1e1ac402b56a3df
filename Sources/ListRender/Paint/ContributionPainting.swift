/// A frame contribution's painter (docs/architecture.md, "Frame contributions"): each
/// contribution type conforms in its feature's painter file, beside the `extension Painter`
/// that draws it, and declares where in the frame's drawing order it is drawn. There is no
/// central list: `Painter` draws whatever contributions the frame holds, in their declared order.
protocol ContributionPainting: FrameContribution {
    static var paintOrder: PaintOrder { get }
    func paint(with painter: Painter, into items: inout [DisplayItem])
}

/// Where in the frame's drawing order a contribution is drawn (`Painter.paint`).
enum PaintLayer {
    /// Behind the list, outside its clip (the snap header).
    case behindList
    /// On the list's background and cards, under the rows (a deleted row collapsing).
    case underRows
    /// Over the rows and filler separators, under the headers and footers (load more).
    case overRows
    /// Over the headers and a lifted row, under the refresh control and the bars.
    case overlays
}

/// A contribution's z-order: its layer, and its rank within the layer (lower drawn first). The
/// ranks are spaced by 100 so a new feature can slot between two without renumbering them; two
/// contributions of the same rank are drawn in the order they were placed.
struct PaintOrder {
    let layer: PaintLayer
    let rank: Int
    init(_ layer: PaintLayer, rank: Int) {
        self.layer = layer
        self.rank = rank
    }
}

extension Painter {
    /// The frame's contributions of `layer`, bottom first (a stable sort: equal ranks keep the
    /// placement order, so the output never depends on the sort's algorithm).
    static func painted(_ contributions: FrameContributions, layer: PaintLayer) -> [any ContributionPainting] {
        let inLayer = contributions.all.compactMap { $0 as? any ContributionPainting }
            .filter { type(of: $0).paintOrder.layer == layer }
        return inLayer.enumerated()
            .sorted { (type(of: $0.element).paintOrder.rank, $0.offset) < (type(of: $1.element).paintOrder.rank, $1.offset) }
            .map(\.element)
    }

    func paintContributions(_ contributions: FrameContributions, layer: PaintLayer, into items: inout [DisplayItem]) {
        for c in Self.painted(contributions, layer: layer) { c.paint(with: self, into: &items) }
    }
}

/// A row contribution's painter (docs/architecture.md, "Row contributions"): drawn inside the
/// cell, over its content (so it moves with a swipe and is drawn in a lifted row's layer), in
/// the order of `paintRank` (lower first; equal ranks keep the placement order).
protocol RowContributionPainting: RowContribution {
    static var paintRank: Int { get }
    /// `cell`: the row's content rectangle as drawn (its frame moved by the swipe offset).
    func paint(row: RowLayout, in cell: Rect, with painter: Painter, into items: inout [DisplayItem])
}

extension Painter {
    func paintRowContributions(_ row: RowLayout, in cell: Rect, into items: inout [DisplayItem]) {
        let painted = row.contributions.all.compactMap { $0 as? any RowContributionPainting }
        guard !painted.isEmpty else { return }
        for c in painted.enumerated()
            .sorted(by: { (type(of: $0.element).paintRank, $0.offset) < (type(of: $1.element).paintRank, $1.offset) })
            .map(\.element) {
            c.paint(row: row, in: cell, with: self, into: &items)
        }
    }
}
