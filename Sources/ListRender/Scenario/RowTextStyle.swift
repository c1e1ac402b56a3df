/// A row's own look for one of its texts (Mail's bold unread sender, a subject in `label` over
/// a preview in `secondaryLabel`; a title in parts is `TitleRun`s): what
/// `UIListContentConfiguration.textProperties` / `secondaryTextProperties` set per cell.
/// nil parts keep the style's defaults (docs/cells.md).
public struct RowTextStyle: Sendable, Hashable {
    public var weight: TextWeight?
    public var color: ColorRef?
    /// Where a line too long for its box loses characters (nil: at its tail, as UIKit's cells).
    public var truncation: TextTruncation?
    /// The text's size in points (nil: the row style's: body or subheadline, docs/cells.md).
    public var size: Double?
    public init(weight: TextWeight? = nil, color: ColorRef? = nil, truncation: TextTruncation? = nil, size: Double? = nil) {
        self.weight = weight
        self.color = color
        self.truncation = truncation
        self.size = size
    }
}

/// Where a line too wide for its box is cut and "…" put: `tail` (NSLineBreakMode
/// byTruncatingTail, UIKit's default) keeps the start; `middle` (byTruncatingMiddle, SwiftUI's
/// `truncationMode(.middle)`) keeps the start and the end.
public enum TextTruncation: String, Sendable, Hashable, CaseIterable {
    case tail, middle
}

/// The weights a cell's text may take: the bundled Inter's regular and semibold faces, and bold
/// (Inter Display Bold, the large title's face).
public enum TextWeight: String, Sendable, Hashable, CaseIterable {
    /// In order of weight: a title in parts is broken in its heaviest part's weight.
    case regular, medium, semibold, bold
}

/// A colour given by the scenario: one of the theme's named colours (so it follows light and
/// dark) or a fixed one.
public enum ColorRef: Sendable, Hashable {
    /// A key of `Theme.colorKeys` ("label", "secondaryLabel", "tint", …).
    case theme(String)
    case fixed(Color)

    /// The colour in `theme`.
    public func resolved(in theme: Theme) -> Color {
        switch self {
        case .fixed(let c): return c
        case .theme(let name): return Theme.colorKeys[name].map { theme[keyPath: $0] } ?? theme.label
        }
    }
}

/// Where a row's trailing accessory sits vertically: UIKit centres it; Mail's chevron sits on
/// the first line.
public enum AccessoryAlignment: String, Sendable, Hashable, CaseIterable {
    case center, firstLine
}
