/// How much room a row's leading image takes (UIListContentConfiguration.cell()): its size, and
/// where the text starts after it. Read by the cell layout (text and automatic heights) and by
/// Layout (the image's frame), so both agree (docs/row-images.md).
enum RowImageMetrics {
    /// The reserved box of a symbol next to 17-pt body text; it scales with the text size.
    static let symbolBox = 29.0
    /// UIListContentConfiguration.cell().imageToTextPadding.
    static let imageToTextPadding = 16.0
    static let bodySize = 17.0
    /// SwiftUI `Label(_, systemImage:)` in an iOS 26 List (`layout: "label"`), measured on
    /// home-assistant's ServerSwitchingSettingsView and SettingsServersView (questionmark.circle,
    /// gear, plus): the symbol's ink centred 11.5 pt past the layout margin (43.2–43.7 pt on a
    /// 390-pt phone) and the title's ink and the separator from 39 pt past it (71–72.3 pt).
    /// Measured at 16-pt body text only (those screens are recorded at the `medium` content
    /// size); at other sizes both scale with the text (our guess).
    static let labelSymbolCentre = 11.5
    static let labelTextStart = 39.0
    static let labelMeasuredBodySize = 16.0

    /// The image's size in points beside body text of `titleSize`.
    static func size(of image: RowImage, titleSize: Double) -> Size {
        switch image {
        case .symbol(let s):
            let side = s.size ?? symbolBox * titleSize / bodySize
            return Size(width: side, height: side)
        case .file(let f):
            return f.size
        }
    }

    /// From the cell's leading edge to the image's leading edge.
    static func imageLeading(_ image: RowImage, margin: Double, titleSize: Double) -> Double {
        guard case .symbol(let s) = image, s.layout == .label else { return margin }
        return margin + labelSymbolCentre * titleSize / labelMeasuredBodySize - size(of: image, titleSize: titleSize).width / 2
    }

    /// From the cell's leading edge to where its text (and its separator) starts.
    static func textInset(_ image: RowImage, margin: Double, titleSize: Double) -> Double {
        if case .symbol(let s) = image, s.layout == .label { return margin + labelTextStart * titleSize / labelMeasuredBodySize }
        return margin + size(of: image, titleSize: titleSize).width + (image.textPadding ?? imageToTextPadding)
    }
}
