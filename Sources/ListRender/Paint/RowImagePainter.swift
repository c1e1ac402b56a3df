/// A row's leading image: a symbol in the tint colour, or a PNG with rounded corners (Layout
/// has already started the text after it: `RowImagePlacement.textInset`).
extension Painter {
    func paintRowImage(_ p: RowImagePlacement, row: RowLayout, in cell: Rect, into items: inout [DisplayItem]) {
        // The placement is in the row's frame; the cell may be slid by a swipe.
        let frame = p.frame.offsetBy(dx: cell.minX - row.frame.minX, dy: cell.minY - row.frame.minY)
        switch p.image {
        case .symbol(let s):
            Self.paintSymbol(s.name, centre: Point(x: frame.midX, y: frame.midY),
                                scale: theme.titleSize / SymbolShape.designSize, color: s.tint ?? theme.tint, into: &items)
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
}
