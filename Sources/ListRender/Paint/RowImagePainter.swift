/// A row's leading image: a symbol in the tint colour, or a PNG with rounded corners (Layout
/// has already started the text after it: `RowImagePlacement.textInset`).
extension Painter {
    func paintRowImage(_ p: RowImagePlacement, row: RowLayout, in cell: Rect, into items: inout [DisplayItem]) {
        // The placement is in the row's frame; the cell may be slid by a swipe.
        let frame = p.frame.offsetBy(dx: cell.minX - row.frame.minX, dy: cell.minY - row.frame.minY)
        switch p.image {
        case .symbol(let s):
            // A sized symbol scales with its box as the default box does with the title's size.
            let scale = s.size.map { $0 / RowImageMetrics.symbolBox * RowImageMetrics.bodySize / SymbolShape.designSize }
                ?? theme.titleSize / SymbolShape.designSize
            if let tile = s.tile {
                paintTile(s, color: tile.resolved(in: theme), in: frame, scale: scale, into: &items)
            } else {
                Self.paintSymbol(s.name, centre: Point(x: frame.midX, y: frame.midY), scale: scale,
                                 color: s.tint ?? theme.tint, into: &items)
            }
        case .file(let image):
            let radius: Double
            switch image.corners {
            case .square: radius = 0
            case .radius(let r): radius = r
            case .circle: radius = min(frame.width, frame.height) / 2
            }
            items.append(.image(image.pixels, frame, cornerRadius: radius))
        }
    }

    /// A Settings icon: a rounded square with continuous corners filling the image's box, the
    /// symbol on it in white (or its tint), a little smaller than beside text so it fits the tile.
    private func paintTile(_ s: SymbolImage, color: Color, in frame: Rect, scale: Double, into items: inout [DisplayItem]) {
        var tile = Path()
        let radius = theme.look.tileCornerRadius * frame.width / RowImageMetrics.symbolBox
        tile.addRoundedRect(frame, radius: radius, curve: .continuous(tail: 1))
        items.append(.fillPath(tile, .nonZero, color))
        Self.paintSymbol(s.name, centre: Point(x: frame.midX, y: frame.midY), scale: scale * theme.look.tileSymbolScale,
                         color: s.tint ?? Self.tileSymbolColor, into: &items)
    }

    /// Settings draws its icons' symbols white in light and dark.
    static let tileSymbolColor = Color(r: 255, g: 255, b: 255)
}
