/// A row's leading image placed as UIListContentConfiguration.cell() places it: at the leading
/// layout margin, centred vertically, the text `imageToTextPadding` after it, and the separator
/// inset following the text (docs/row-images.md).
enum RowImageLayout {
    /// The reserved box of a symbol next to 17-pt body text; it scales with the text size.
    static let symbolBox = 29.0
    /// UIListContentConfiguration.cell().imageToTextPadding.
    static let imageToTextPadding = 16.0
    static let bodySize = 17.0

    /// Places every row's image (rows without one are left as they are).
    static func place(in rows: inout [RowLayout], data: ListData, scenario: Scenario, metrics: ListMetrics) {
        for i in rows.indices {
            guard let image = data.row(RowRef(section: rows[i].section, row: rows[i].row)).spec.image else { continue }
            rows[i].image = placement(image, in: rows[i].frame, margin: metrics.separatorInset,
                                      titleSize: scenario.theme.titleSize, scale: scenario.viewport.scale)
        }
    }

    /// The image's top edge is put on the device pixel grid (`scale` px per pt), as UIKit rounds
    /// view frames, so a picture's edges stay sharp.
    static func placement(_ image: RowImage, in row: Rect, margin: Double, titleSize: Double,
                          scale: Double = 1) -> RowImagePlacement {
        let size: Size
        switch image {
        case .symbol:
            let side = symbolBox * titleSize / bodySize
            size = Size(width: side, height: side)
        case .file(let f):
            size = f.size
        }
        let s = scale.isFinite && scale > 0 ? scale : 1
        let top = ((row.midY - size.height / 2) * s).rounded() / s
        let frame = Rect(x: row.minX + margin, y: top, width: size.width, height: size.height)
        return RowImagePlacement(image: image, frame: frame, textInset: margin + size.width + imageToTextPadding)
    }
}
