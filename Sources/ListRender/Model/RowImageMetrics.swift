/// How much room a row's leading image takes (UIListContentConfiguration.cell()): its size, and
/// where the text starts after it. Read by the cell layout (text and automatic heights) and by
/// Layout (the image's frame), so both agree (docs/row-images.md).
enum RowImageMetrics {
    /// The reserved box of a symbol next to 17-pt body text; it scales with the text size.
    static let symbolBox = 29.0
    /// UIListContentConfiguration.cell().imageToTextPadding.
    static let imageToTextPadding = 16.0
    static let bodySize = 17.0

    /// The image's size in points beside body text of `titleSize`.
    static func size(of image: RowImage, titleSize: Double) -> Size {
        switch image {
        case .symbol:
            let side = symbolBox * titleSize / bodySize
            return Size(width: side, height: side)
        case .file(let f):
            return f.size
        }
    }

    /// From the cell's leading edge to where its text (and its separator) starts.
    static func textInset(_ image: RowImage, margin: Double, titleSize: Double) -> Double {
        margin + size(of: image, titleSize: titleSize).width + imageToTextPadding
    }
}
