/// A row's leading image placed as UIListContentConfiguration.cell() places it: at the leading
/// layout margin, centred vertically, the text `imageToTextPadding` after it, and the separator
/// inset following the text (docs/row-images.md).
enum RowImageLayout {
    /// Places every row's image (rows without one are left as they are); right to left, the
    /// image sits at the trailing edge's margin, mirrored as the text is.
    static func place(in rows: inout [RowLayout], data: ListData, scenario: Scenario, metrics: ListMetrics) {
        for i in rows.indices where !rows[i].isGap {
            guard let image = data.row(RowRef(section: rows[i].section, row: rows[i].row)).spec.image else { continue }
            if let stacked = rows[i].parts.centeredImage {
                // A centred row's cell layout stacked it (mirrored with the cell, unslid as placements are).
                rows[i].image = RowImagePlacement(image: image, frame: stacked, textInset: metrics.separatorInset)
                continue
            }
            var p = placement(image, in: rows[i].frame, margin: metrics.layoutMargin,
                              titleSize: scenario.theme.titleSize, scale: scenario.viewport.scale)
            if scenario.layoutDirection == .rightToLeft {
                let row = rows[i].frame
                p.frame.x = row.minX + row.maxX - p.frame.maxX
            }
            rows[i].image = p
        }
    }

    /// The image's top edge is put on the device pixel grid (`scale` px per pt), as UIKit rounds
    /// view frames, so a picture's edges stay sharp.
    static func placement(_ image: RowImage, in row: Rect, margin: Double, titleSize: Double,
                          scale: Double = 1) -> RowImagePlacement {
        let size = RowImageMetrics.size(of: image, titleSize: titleSize)
        let s = scale.isFinite && scale > 0 ? scale : 1
        let top = ((row.midY - size.height / 2) * s).rounded() / s
        let frame = Rect(x: row.minX + RowImageMetrics.imageLeading(image, margin: margin, titleSize: titleSize), y: top,
                         width: size.width, height: size.height)
        return RowImagePlacement(image: image, frame: frame,
                                 textInset: RowImageMetrics.textInset(image, margin: margin, titleSize: titleSize))
    }
}
